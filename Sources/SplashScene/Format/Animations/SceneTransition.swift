import SplashMotion

/// A step's `UIView.transition(with:duration:options:animations:)`: `{"with": "logo", "duration":
/// 0.4, "options": ["transitionCrossDissolve"], "animations": {"logo": {"image": "logo-dark"}}}`.
///
/// The block's changes apply at once when the step runs; the `with` layer and its sublayers then
/// show the transition from their look just before the step to their live look (see
/// `ViewTransition`).
public struct SceneTransition: Sendable, Hashable {
  /// The layer the transition draws (`with:`).
  public var layer: String
  public var duration: Double
  public var options: ViewAnimationOptions
  public var changes: [SceneStep.Change]
  /// Where it is in the file, e.g. `timeline[2].transition`.
  public let path: String

  /// The transition the options name. Each option maps to a style here; an option whose drawing
  /// is not written yet throws, which decoding reports at the option.
  static func style(of option: ViewAnimationOptions.Option) -> Result<ViewTransition.Style, MotionError> {
    switch option {
    case .transitionCrossDissolve: .success(.crossDissolve)
    case .transitionFlipFromLeft: .success(.flipFromLeft)
    case .transitionFlipFromRight: .success(.flipFromRight)
    case .transitionFlipFromTop: .success(.flipFromTop)
    case .transitionFlipFromBottom: .success(.flipFromBottom)
    case .transitionCurlUp, .transitionCurlDown:
      .failure(
        MotionError(
          "\(option.rawValue) is not supported yet (the page curl is not drawn); use a flip or transitionCrossDissolve")
      )
    default: .failure(MotionError("'\(option.rawValue)' is not a transition"))
    }
  }

  /// The style of the transition option.
  public var style: ViewTransition.Style {
    guard let option = options.transition, case .success(let style) = Self.style(of: option) else {
      return .crossDissolve
    }
    return style
  }
}

extension SceneTransition: Decodable {
  static let keys = ["with", "duration", "options", "animations", "note"]

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "a transition")
    let c = try decoder.container(keyedBy: AnyKey.self)
    path = SceneDecoding.path(decoder.codingPath)
    layer = try c.decode(String.self, forKey: AnyKey("with"))
    guard !layer.isEmpty else { throw c.failure("empty layer id", at: AnyKey("with")) }
    guard c.contains(AnyKey("duration")) else {
      throw DecodingError.keyNotFound(AnyKey("duration"), .init(codingPath: c.codingPath, debugDescription: ""))
    }
    duration = try SceneStep.seconds(c, "duration") ?? 0
    options = try ViewAnimationOptions.decode(c, "options", for: .transition)
    guard let option = options.transition else {
      throw c.failure("a transition needs a transition option, such as transitionCrossDissolve", at: AnyKey("options"))
    }
    if case .failure(let error) = Self.style(of: option) {
      let index = options.list.firstIndex(of: option)!
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: c.codingPath + [AnyKey("options"), AnyKey(intValue: index)!], debugDescription: error.description)
      )
    }
    changes = try SceneStep.changes(c, "animations")
    guard !changes.isEmpty else { throw c.failure("a transition needs 'animations'", at: AnyKey("animations")) }
  }
}

extension SceneTransition: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyKey.self)
    try c.encode(layer, forKey: AnyKey("with"))
    try c.encode(duration, forKey: AnyKey("duration"))
    try c.encode(options.list.map(\.rawValue), forKey: AnyKey("options"))
    try SceneStep.encode(changes, "animations", in: &c)
  }
}
