import SplashMotion
import SplashNames

/// `UIView.AnimationOptions` (and `UIView.KeyframeAnimationOptions`) as a scene lists them:
/// `"options": ["repeat", "autoreverse", "curveEaseIn"]`, each name as Swift spells the option
/// without its dot. Which names an API takes is `ViewAnimationOptions.Option.allowed(in:)`.
///
/// At most one curve option and one calculation mode; a curve option and the step's `curve` key
/// together are an error (a file says its curve once).
public struct ViewAnimationOptions: Sendable, Hashable {
  /// One option name.
  public enum Option: String, Sendable, Hashable, CaseIterable {
    case `repeat`, autoreverse, allowUserInteraction
    case curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear
    case calculationModeLinear, calculationModeDiscrete, calculationModePaced, calculationModeCubic
    case calculationModeCubicPaced
    case transitionCrossDissolve, transitionFlipFromLeft, transitionFlipFromRight, transitionFlipFromTop
    case transitionFlipFromBottom, transitionCurlUp, transitionCurlDown

    /// The UIKit call that takes it.
    package enum API: String, Sendable {
      case animate, animateKeyframes, transition
    }

    /// The names `api` accepts.
    package static func allowed(in api: API) -> [Option] {
      let common: [Option] = [.repeat, .autoreverse, .allowUserInteraction] + curves
      switch api {
      case .animate: return common
      case .animateKeyframes: return common + calculationModes
      case .transition: return [.allowUserInteraction] + curves + transitions
      }
    }

    static let curves: [Option] = [.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear]
    static let calculationModes: [Option] = [
      .calculationModeLinear, .calculationModeDiscrete, .calculationModePaced, .calculationModeCubic,
      .calculationModeCubicPaced,
    ]
    static let transitions: [Option] = [
      .transitionCrossDissolve, .transitionFlipFromLeft, .transitionFlipFromRight, .transitionFlipFromTop,
      .transitionFlipFromBottom, .transitionCurlUp, .transitionCurlDown,
    ]

    /// The curve of a curve option.
    var curve: Curve? {
      switch self {
      case .curveEaseInOut: .easeInOut
      case .curveEaseIn: .easeIn
      case .curveEaseOut: .easeOut
      case .curveLinear: .linear
      default: nil
      }
    }

    /// The mode of a calculation mode option.
    var calculationMode: CalculationMode? {
      switch self {
      case .calculationModeLinear: .linear
      case .calculationModeDiscrete: .discrete
      case .calculationModePaced: .paced
      case .calculationModeCubic: .cubic
      case .calculationModeCubicPaced: .cubicPaced
      default: nil
      }
    }
  }

  /// The names as written, in order.
  public var list: [Option]

  public init(_ list: [Option] = []) { self.list = list }

  /// `.repeat` and `.autoreverse`.
  public var repetition: Repetition {
    Repetition(repeats: list.contains(.repeat), autoreverses: list.contains(.autoreverse))
  }

  /// The curve option's curve, nil when none is given.
  public var curve: Curve? { list.lazy.compactMap(\.curve).first }

  /// The calculation mode option's mode, nil when none is given.
  public var calculationMode: CalculationMode? { list.lazy.compactMap(\.calculationMode).first }

  /// The transition option, nil when none is given.
  public var transition: Option? { list.first { Option.transitions.contains($0) } }

  /// Reads `key` of `container` (absent: no options) for `api`.
  ///
  /// - Throws: a one-line error at the entry for an unknown name (with a suggestion), a name
  ///   `api` does not take, a repeated name, or a second curve, calculation mode or transition.
  static func decode(_ container: KeyedDecodingContainer<AnyKey>, _ key: String, for api: Option.API) throws
    -> ViewAnimationOptions
  {
    guard container.contains(AnyKey(key)) else { return ViewAnimationOptions() }
    let names = try container.decode([String].self, forKey: AnyKey(key))
    let allowed = Option.allowed(in: api)
    var list: [Option] = []
    for (index, name) in names.enumerated() {
      let at = DecodingError.Context.self
      func fail(_ message: String) -> DecodingError {
        .dataCorrupted(
          at.init(
            codingPath: container.codingPath + [AnyKey(key), AnyKey(intValue: index)!], debugDescription: message))
      }
      let written = name.hasPrefix(".") ? String(name.dropFirst()) : name
      guard let option = Option(rawValue: written) else {
        let hint = NameSuggestion.hint(for: written, in: allowed.map(\.rawValue))
        throw fail("unknown option '\(name)'\(hint)")
      }
      guard allowed.contains(option) else {
        let takers = [Option.API.animate, .animateKeyframes, .transition].filter {
          Option.allowed(in: $0).contains(option)
        }
        throw fail(
          "'\(written)' is an option of \(takers.map(\.rawValue).joined(separator: " and ")), not of \(api.rawValue)")
      }
      guard !list.contains(option) else { throw fail("'\(written)' is given twice") }
      for (group, what) in [
        (Option.curves, "curve"), (Option.calculationModes, "calculation mode"), (Option.transitions, "transition"),
      ]
      where group.contains(option) {
        if let earlier = list.first(where: group.contains) {
          throw fail("give one \(what) option, not '\(earlier.rawValue)' and '\(written)'")
        }
      }
      list.append(option)
    }
    return ViewAnimationOptions(list)
  }
}
