import SplashNames

/// The curve grammar shared by scene files and `splashreel curve`:
///
/// ```
/// curve     := name | name "(" [argument ("," argument)*] ")"
/// argument  := [label ":"] value          value := number | true | false
/// ```
///
/// | name | parameters (default) | meaning |
/// |---|---|---|
/// | `linear`, `easeIn`, `easeOut`, `easeInOut`, `default` | — | UIKit / Core Animation curves (CSS spellings `ease-in`, `ease-out`, `ease-in-out`, `ease` too) |
/// | `cubic-bezier` | `x1, y1, x2, y2` (positional or labelled, required) | custom Bézier, x in 0...1 |
/// | `spring` | `damping` (required), `velocity` (0) | UIView spring, fitted to the animation's duration |
/// | `ca-spring` | `mass` (1), `stiffness` (100), `damping` (10), `velocity` (0), `allowsOverdamping` (false) | `CASpringAnimation`, runs until settled |
/// | `bounce-spring` | `duration` (required), `bounce` (0), `velocity` (0) | iOS 17 `duration:bounce:`, runs until settled |
/// | `swiftui-spring` | `response` (0.5), `dampingFraction` (0.825), `velocity` (0) | SwiftUI `response:dampingFraction:` |
/// | `smooth`, `snappy`, `bouncy` | `duration` (0.5) | SwiftUI presets: bounce 0, 0.15, 0.3 |
///
/// Names match case-insensitively; labels exactly. Examples: `easeInOut`,
/// `cubic-bezier(0.4, 0, 0.2, 1)`, `spring(damping: 0.3)`, `ca-spring(stiffness: 200, damping: 12)`.
extension Curve {
  /// Every curve name the grammar knows, in the order help texts list them.
  public static let names = [
    "linear", "easeIn", "easeOut", "easeInOut", "default", "cubic-bezier", "spring", "ca-spring", "bounce-spring",
    "swiftui-spring", "smooth", "snappy", "bouncy",
  ]

  private static let aliases = [
    "ease": "default", "ease-in": "easeIn", "ease-out": "easeOut", "ease-in-out": "easeInOut",
  ]

  /// The parameters each name takes, with defaults (`nil` = required).
  private static func parameters(of name: String) -> KeyValuePairs<String, Double?> {
    switch name {
    case "cubic-bezier": ["x1": nil, "y1": nil, "x2": nil, "y2": nil]
    case "spring": ["damping": nil, "velocity": 0]
    case "ca-spring": ["mass": 1, "stiffness": 100, "damping": 10, "velocity": 0, "allowsOverdamping": 0]
    case "bounce-spring": ["duration": nil, "bounce": 0, "velocity": 0]
    case "swiftui-spring": ["response": 0.5, "dampingFraction": 0.825, "velocity": 0]
    case "smooth", "snappy", "bouncy": ["duration": 0.5]
    default: [:]
    }
  }

  /// Parses the curve grammar above.
  ///
  /// - Throws: `MotionError` naming the text and what is wrong: an unknown name (with a
  ///   suggestion), an unknown or missing parameter, a value that is not a number, or a value out
  ///   of range (damping ≤ 0, x outside 0...1, …).
  public init(parsing text: String) throws(MotionError) {
    let trimmed = text.trimmingSpaces
    guard let open = trimmed.firstIndex(of: "(") else {
      try self.init(name: trimmed, parameters: [:], context: text)
      return
    }
    guard trimmed.last == ")" else {
      throw MotionError("curve '\(text)': expected name(label: value, …) with a closing ')'")
    }
    let name = String(trimmed[..<open]).trimmingSpaces
    let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
    var labelled: [String: Double] = [:]
    var positional: [Double] = []
    let pieces = inside.trimmingSpaces.isEmpty ? [] : inside.split(separator: ",", omittingEmptySubsequences: false)
    for piece in pieces {
      var label: String?
      var raw = String(piece).trimmingSpaces
      if let colon = raw.firstIndex(of: ":") {
        label = String(raw[..<colon]).trimmingSpaces
        raw = String(raw[raw.index(after: colon)...]).trimmingSpaces
      }
      let value: Double
      switch raw {
      case "true": value = 1
      case "false": value = 0
      default:
        guard let number = Double(raw) else {
          throw MotionError("curve '\(text)': '\(raw)' is not a number")
        }
        value = number
      }
      if let label {
        guard labelled.updateValue(value, forKey: label) == nil else {
          throw MotionError("curve '\(text)': parameter '\(label)' given twice")
        }
      } else {
        guard labelled.isEmpty else { throw MotionError("curve '\(text)': unlabelled value after a labelled one") }
        positional.append(value)
      }
    }
    if !positional.isEmpty {
      let canonical = Curve.canonicalName(name)
      guard canonical == "cubic-bezier" else {
        throw MotionError("curve '\(text)': parameters of \(canonical ?? name) need labels (label: value)")
      }
      guard positional.count == 4 else {
        throw MotionError("curve '\(text)': cubic-bezier needs 4 numbers, got \(positional.count)")
      }
      for (label, value) in zip(["x1", "y1", "x2", "y2"], positional) { labelled[label] = value }
    }
    try self.init(name: name, parameters: labelled, context: text)
  }

  /// Builds a curve from a grammar name and labelled parameters (what `--damping 0.3` and
  /// friends give the CLI). Missing parameters take the defaults of the table above.
  public init(name: String, parameters: [String: Double]) throws(MotionError) {
    try self.init(name: name, parameters: parameters, context: name)
  }

  private init(name rawName: String, parameters given: [String: Double], context: String) throws(MotionError) {
    guard let name = Curve.canonicalName(rawName) else {
      let known = Curve.names + Curve.aliases.keys.sorted()
      if let guess = NameSuggestion.closest(to: rawName, in: known, minimumLength: 0) {
        throw MotionError("unknown curve '\(rawName)' (did you mean '\(guess)'?)")
      }
      throw MotionError("unknown curve '\(rawName)' (known: \(Curve.names.joined(separator: ", ")))")
    }
    let declared = Curve.parameters(of: name)
    let labels = declared.map(\.key)
    for label in given.keys.sorted() where !labels.contains(label) {
      if labels.isEmpty { throw MotionError("curve '\(context)': \(name) takes no parameters") }
      let hint = NameSuggestion.hint(for: label, in: labels, minimumLength: 0)
      throw MotionError(
        "curve '\(context)': unknown parameter '\(label)' for \(name)\(hint); it takes \(labels.joined(separator: ", "))"
      )
    }
    var p: [String: Double] = [:]
    for (label, fallback) in declared {
      guard let value = given[label] ?? fallback else {
        throw MotionError("curve '\(context)': \(name) needs \(label)")
      }
      p[label] = value
    }
    do throws(MotionError) {
      self = try Curve.make(name, p)
    } catch {
      throw MotionError("curve '\(context)': \(error.description)")
    }
  }

  private static func make(_ name: String, _ p: [String: Double]) throws(MotionError) -> Curve {
    switch name {
    case "linear": return .linear
    case "easeIn": return .easeIn
    case "easeOut": return .easeOut
    case "easeInOut": return .easeInOut
    case "default": return .caDefault
    case "cubic-bezier":
      let bezier = UnitBezier(x1: p["x1"]!, y1: p["y1"]!, x2: p["x2"]!, y2: p["y2"]!)
      try validate(bezier)
      return .cubicBezier(bezier)
    case "spring":
      try MotionError.requirePositive(p["damping"]!, "spring damping ratio")
      try MotionError.requireFinite(p["velocity"]!, "spring initial velocity")
      guard (0.001...1000).contains(p["damping"]!) else {
        throw MotionError("spring damping ratio must be 0.001...1000, got \(MotionError.format(p["damping"]!))")
      }
      guard abs(p["velocity"]!) <= 1000 else {
        throw MotionError("spring initial velocity must be within ±1000, got \(MotionError.format(p["velocity"]!))")
      }
      return .spring(dampingRatio: p["damping"]!, initialVelocity: p["velocity"]!)
    case "ca-spring":
      return .settlingSpring(
        try .coreAnimation(
          mass: p["mass"]!, stiffness: p["stiffness"]!, damping: p["damping"]!, initialVelocity: p["velocity"]!,
          allowsOverdamping: p["allowsOverdamping"]! != 0))
    case "bounce-spring":
      return .settlingSpring(
        try .perceptual(duration: p["duration"]!, bounce: p["bounce"]!, initialVelocity: p["velocity"]!))
    case "swiftui-spring":
      return .settlingSpring(
        try .swiftUI(
          response: p["response"]!, dampingFraction: p["dampingFraction"]!, initialVelocity: p["velocity"]!))
    default:  // smooth, snappy, bouncy
      let bounce = ["smooth": 0, "snappy": 0.15, "bouncy": 0.3][name]!
      return .settlingSpring(try .perceptual(duration: p["duration"]!, bounce: bounce))
    }
  }

  /// The grammar's spelling of a curve name (`"EaseInOut"` → `"easeInOut"`, `"ease"` →
  /// `"default"`), or `nil` for an unknown name.
  package static func canonicalName(_ raw: String) -> String? {
    let lowered = raw.lowercased()
    if let alias = aliases[lowered] { return alias }
    return names.first { $0.lowercased() == lowered }
  }
}

extension Curve: CustomStringConvertible {
  /// The curve in the grammar of `Curve(parsing:)`; parsing it gives the same motion back.
  public var description: String {
    let f = MotionError.format
    switch self {
    case .linear: return "linear"
    case .easeIn: return "easeIn"
    case .easeOut: return "easeOut"
    case .easeInOut: return "easeInOut"
    case .caDefault: return "default"
    case .cubicBezier(let b): return "cubic-bezier(\(f(b.x1)), \(f(b.y1)), \(f(b.x2)), \(f(b.y2)))"
    case .spring(let ratio, let velocity): return "spring(damping: \(f(ratio)), velocity: \(f(velocity)))"
    case .settlingSpring(let s):
      return "ca-spring(mass: \(f(s.mass)), stiffness: \(f(s.stiffness)), damping: \(f(s.damping)), "
        + "velocity: \(f(s.initialVelocity)), allowsOverdamping: \(s.allowsOverdamping))"
    }
  }
}

extension StringProtocol {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" }
    guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return String(self[first...last])
  }
}
