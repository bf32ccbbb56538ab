import SplashMotion

/// A step's `UIView.animateKeyframes(withDuration:delay:options:animations:)`, keys named as
/// UIKit names the call's labels: `{"withDuration": 1.2, "delay": 0, "options":
/// ["calculationModeCubic", "curveLinear"], "keyframes": [{"withRelativeStartTime": 0,
/// "relativeDuration": 0.5, "animations": {"logo": {"y": 300}}}, …]}`; each entry of `keyframes`
/// is one `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
public struct SceneKeyframeAnimation: Sendable, Hashable {
  /// One `addKeyframe` block.
  public struct Keyframe: Sendable, Hashable {
    public var relativeStartTime: Double
    public var relativeDuration: Double
    public var changes: [SceneStep.Change]
  }

  public var duration: Double
  public var delay: Double
  public var options: ViewAnimationOptions
  public var keyframes: [Keyframe]
  /// Where it is in the file, e.g. `timeline[2].animateKeyframes`.
  public let path: String

  /// The curve the options give the whole animation: UIKit's curve bits, raw value 0
  /// (easeInOut) when no curve option is given.
  public var curve: Curve { options.curve ?? .easeInOut }
}

extension SceneKeyframeAnimation: Decodable {
  static let keys = ["withDuration", "delay", "options", "keyframes", "note"]
  static let keyframeKeys = ["withRelativeStartTime", "relativeDuration", "animations", "note"]

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "animateKeyframes")
    let c = try decoder.container(keyedBy: AnyKey.self)
    path = SceneDecoding.path(decoder.codingPath)
    duration = try SceneStep.seconds(c, "withDuration") ?? 0
    guard c.contains(AnyKey("withDuration")) else {
      throw DecodingError.keyNotFound(AnyKey("withDuration"), .init(codingPath: c.codingPath, debugDescription: ""))
    }
    delay = try SceneStep.seconds(c, "delay") ?? 0
    options = try ViewAnimationOptions.decode(c, "options", for: .animateKeyframes)
    var list = try c.nestedUnkeyedContainer(forKey: AnyKey("keyframes"))
    keyframes = []
    while !list.isAtEnd {
      guard keyframes.count < SceneLimits.maximumViewKeyframes else {
        throw c.failure("more than \(SceneLimits.maximumViewKeyframes) keyframes", at: AnyKey("keyframes"))
      }
      let entry = try list.superDecoder()
      try entry.rejectUnknownKeys(allowed: Self.keyframeKeys, in: "a keyframe")
      let k = try entry.container(keyedBy: AnyKey.self)
      let start = try Self.fraction(k, "withRelativeStartTime")
      let length = try Self.fraction(k, "relativeDuration")
      guard start + length <= 1 + 1e-12 else {
        throw k.failure(
          "withRelativeStartTime + relativeDuration must be at most 1, got \(SceneLimits.describe(start)) + \(SceneLimits.describe(length))",
          at: AnyKey("relativeDuration"))
      }
      let changes = try SceneStep.changes(k, "animations")
      guard !changes.isEmpty else { throw k.failure("a keyframe needs 'animations'", at: AnyKey("animations")) }
      keyframes.append(Keyframe(relativeStartTime: start, relativeDuration: length, changes: changes))
    }
    guard !keyframes.isEmpty else { throw c.failure("names no keyframe", at: AnyKey("keyframes")) }
  }

  /// A required fraction in 0...1.
  private static func fraction(_ c: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> Double {
    let value = try c.decode(Double.self, forKey: AnyKey(key))
    guard value.isFinite, (0...1).contains(value) else {
      throw c.failure("\(key) must be 0...1, got \(SceneLimits.describe(value))", at: AnyKey(key))
    }
    return value
  }
}

extension SceneKeyframeAnimation: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: AnyKey.self)
    try c.encode(duration, forKey: AnyKey("withDuration"))
    if delay != 0 { try c.encode(delay, forKey: AnyKey("delay")) }
    if !options.list.isEmpty { try c.encode(options.list.map(\.rawValue), forKey: AnyKey("options")) }
    var list = c.nestedUnkeyedContainer(forKey: AnyKey("keyframes"))
    for keyframe in keyframes {
      var entry = list.nestedContainer(keyedBy: AnyKey.self)
      try entry.encode(keyframe.relativeStartTime, forKey: AnyKey("withRelativeStartTime"))
      try entry.encode(keyframe.relativeDuration, forKey: AnyKey("relativeDuration"))
      try SceneStep.encode(keyframe.changes, "animations", in: &entry)
    }
  }
}
