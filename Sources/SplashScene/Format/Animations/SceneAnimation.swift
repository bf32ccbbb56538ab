import SplashMotion
import SplashNames

/// A Core Animation animation in a timeline step's `animations`, keys named as Core Animation
/// names them so code can be transcribed: `CABasicAnimation` (`"type": "basic"`),
/// `CAKeyframeAnimation` (`keyframe`), `CASpringAnimation` (`spring`) or `CAAnimationGroup`
/// (`group`), with `CAMediaTiming`'s keys. `beginTime` is relative to the step's start (code's
/// `CACurrentMediaTime() + x` is `x`).
///
/// JSON: `{"layer": "icon", "keyPath": "transform.scale", "type": "keyframe", "values": [1, 1.2, 1],
/// "keyTimes": [0, 0.5, 1], "timingFunctions": ["easeOut", "easeIn"], "duration": 0.6,
/// "repeatCount": "infinity"}`; a group: `{"layer": "icon", "type": "group", "duration": 1,
/// "animations": [{"keyPath": …}, …]}` (its children animate the group's layer).
public struct SceneAnimation: Sendable, Hashable {
  /// The animation classes.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case basic, keyframe, spring, group
  }

  public var kind: Kind
  /// The layer it is added to; nil for a group's child (it animates the group's layer).
  public var layer: String?
  /// The key path; nil for a group.
  public var keyPath: AnimationKeyPath?
  public var fromValue: AnimationInput?
  public var toValue: AnimationInput?
  public var byValue: AnimationInput?
  public var values: [AnimationInput] = []
  public var keyTimes: [Double]?
  /// Timing function names per segment (`easeIn`, `cubic-bezier(…)`).
  public var timingFunctions: [String] = []
  public var calculationMode: CalculationMode = .linear
  public var tensionValues: [Double] = []
  public var continuityValues: [Double] = []
  public var biasValues: [Double] = []
  /// SVG path data for `position` (a `CGPath`), replacing `values`.
  public var pathData: String?
  /// `auto` or `autoReverse`: turn along the path's tangent.
  public var rotationMode: String?
  /// The `CASpringAnimation`; nil for other kinds.
  public var spring: Spring?
  public var animations: [SceneAnimation] = []
  public var timing: MediaTiming
  /// As written; nil for linear (Core Animation's default for explicit animations).
  public var timingFunction: String?
  public var isAdditive = false
  public var isCumulative = false
  /// Where it is in the file, e.g. `timeline[2].animations[0]`.
  public let path: String
  /// The file's own text for what `encode` writes back: duration given, repeat given as `infinity`.
  var givenDuration: Bool

  /// The keys each kind takes.
  static let timingKeys = [
    "type", "note", "layer", "beginTime", "duration", "speed", "timeOffset", "repeatCount", "repeatDuration",
    "autoreverses", "fillMode", "isRemovedOnCompletion", "timingFunction", "isAdditive", "isCumulative",
  ]
  static let kindKeys: [Kind: [String]] = [
    .basic: ["keyPath", "fromValue", "toValue", "byValue"],
    .spring: [
      "keyPath", "fromValue", "toValue", "byValue", "mass", "stiffness", "damping", "initialVelocity",
      "allowsOverdamping",
    ],
    .keyframe: [
      "keyPath", "values", "keyTimes", "timingFunctions", "calculationMode", "tensionValues", "continuityValues",
      "biasValues", "path", "rotationMode",
    ],
    .group: ["animations"],
  ]

  /// A timing function by Core Animation's name (`easeInEaseOut`) or SplashMotion's curve grammar.
  static func timingFunction(parsing text: String) throws(MotionError) -> UnitBezier {
    let curve = text == "easeInEaseOut" ? Curve.easeInOut : try Curve(parsing: text)
    guard let bezier = curve.bezier else {
      throw MotionError(
        "a timing function must be a Bézier curve (linear, easeIn, easeOut, easeInEaseOut, default, cubic-bezier(…)), got \(text)"
      )
    }
    return bezier
  }
}

extension SceneAnimation: Decodable {
  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, depth: 1)
  }

  init(from decoder: any Decoder, depth: Int) throws {
    let c = try decoder.container(keyedBy: AnyKey.self)
    path = SceneDecoding.path(decoder.codingPath)
    // Placeholders until the keys are read (the timing needs the spring's settling time).
    timing = try MediaTiming()
    givenDuration = c.contains(AnyKey("duration"))
    let typeName = try c.decodeIfPresent(String.self, forKey: AnyKey("type"))
    if let typeName {
      guard let kind = Kind(rawValue: typeName) else {
        throw c.failure(
          "unknown animation type '\(typeName)': write basic, keyframe, spring or group", at: AnyKey("type"))
      }
      self.kind = kind
    } else {
      // Inferred as the class the keys belong to.
      kind =
        c.contains(AnyKey("animations"))
        ? .group
        : c.contains(AnyKey("values")) || c.contains(AnyKey("keyTimes")) || c.contains(AnyKey("path"))
          ? .keyframe : ["mass", "stiffness", "damping"].contains { c.contains(AnyKey($0)) } ? .spring : .basic
    }
    try decoder.rejectUnknownKeys(
      allowed: Self.timingKeys + Self.kindKeys[kind]!, in: "a \(kind.rawValue) animation")
    guard depth <= SceneLimits.maximumGroupDepth else {
      throw decoder.failure("animation groups nest more than \(SceneLimits.maximumGroupDepth) deep")
    }
    layer = try c.decodeIfPresent(String.self, forKey: AnyKey("layer"))
    if depth == 1 {
      guard let layer else { throw c.failure("an animation needs the 'layer' it is added to", at: AnyKey("layer")) }
      guard !layer.isEmpty else { throw c.failure("empty layer id", at: AnyKey("layer")) }
    } else if layer != nil {
      throw c.failure("a group's animations animate the group's layer: remove 'layer'", at: AnyKey("layer"))
    }
    isAdditive = try c.decodeIfPresent(Bool.self, forKey: AnyKey("isAdditive")) ?? false
    isCumulative = try c.decodeIfPresent(Bool.self, forKey: AnyKey("isCumulative")) ?? false
    timingFunction = try c.decodeIfPresent(String.self, forKey: AnyKey("timingFunction"))
    if let timingFunction {
      do { _ = try Self.timingFunction(parsing: timingFunction) } catch {
        throw c.failure(error.description, at: AnyKey("timingFunction"))
      }
    }

    if kind != .group {
      let name = try c.decode(String.self, forKey: AnyKey("keyPath"))
      guard let keyPath = AnimationKeyPath.named(name) else {
        let hint = NameSuggestion.hint(for: name, in: AnimationKeyPath.all.map(\.keyPath))
        throw c.failure("'\(name)' is not an animatable key path\(hint)", at: AnyKey("keyPath"))
      }
      self.keyPath = keyPath
      fromValue = try Self.input(c, "fromValue", keyPath)
      toValue = try Self.input(c, "toValue", keyPath)
      byValue = try Self.input(c, "byValue", keyPath)
    }
    switch kind {
    case .keyframe:
      try decodeKeyframes(c)
    case .spring:
      let number = { (key: String) throws -> Double? in try c.decodeIfPresent(Double.self, forKey: key, limit: 1e6) }
      do {
        spring = try Spring.coreAnimation(
          mass: try number("mass") ?? 1, stiffness: try number("stiffness") ?? 100,
          damping: try number("damping") ?? 10, initialVelocity: try number("initialVelocity") ?? 0,
          allowsOverdamping: try c.decodeIfPresent(Bool.self, forKey: AnyKey("allowsOverdamping")) ?? false)
      } catch let error as MotionError {
        throw decoder.failure(error.description)
      }
    case .group:
      var list = try c.nestedUnkeyedContainer(forKey: AnyKey("animations"))
      while !list.isAtEnd {
        guard animations.count < SceneLimits.maximumAnimationCount else {
          throw c.failure(
            "more than \(SceneLimits.maximumAnimationCount) animations in one group", at: AnyKey("animations"))
        }
        animations.append(try SceneAnimation(from: try list.superDecoder(), depth: depth + 1))
      }
      guard !animations.isEmpty else {
        throw c.failure("a group needs at least one animation", at: AnyKey("animations"))
      }
    case .basic:
      break
    }
    timing = try Self.timing(c, decoder, defaultDuration: spring?.settlingTime())
  }

  private mutating func decodeKeyframes(_ c: KeyedDecodingContainer<AnyKey>) throws {
    let keyPath = keyPath!
    pathData = try c.decodeIfPresent(String.self, forKey: AnyKey("path"))
    rotationMode = try c.decodeIfPresent(String.self, forKey: AnyKey("rotationMode"))
    if let mode = rotationMode, mode != "auto", mode != "autoReverse" {
      throw c.failure("unknown rotationMode '\(mode)': write auto or autoReverse", at: AnyKey("rotationMode"))
    }
    if let pathData {
      guard keyPath.keyPath == "position" else {
        throw c.failure("a path animates 'position', not '\(keyPath.keyPath)'", at: AnyKey("path"))
      }
      guard pathData.count <= SceneLimits.maximumPathLength else {
        throw c.failure("a path is at most \(SceneLimits.maximumPathLength) characters", at: AnyKey("path"))
      }
      do { _ = try BezierPath(svg: pathData, maximumSegments: SceneLimits.maximumKeyframeCount) } catch {
        throw c.failure(error.description, at: AnyKey("path"))
      }
    } else if rotationMode != nil {
      throw c.failure("rotationMode needs a 'path'", at: AnyKey("rotationMode"))
    }
    if pathData != nil && !c.contains(AnyKey("values")) {
      try decodeKeyframeOptions(c)
      return
    }
    var list = try c.nestedUnkeyedContainer(forKey: AnyKey("values"))
    while !list.isAtEnd {
      guard values.count < SceneLimits.maximumKeyframeCount else {
        throw c.failure("more than \(SceneLimits.maximumKeyframeCount) keyframe values", at: AnyKey("values"))
      }
      values.append(try AnimationInput.decode(from: try list.superDecoder(), for: keyPath))
    }
    guard !values.isEmpty else {
      throw c.failure("a keyframe animation needs at least one value", at: AnyKey("values"))
    }
    try decodeKeyframeOptions(c)
  }

  /// keyTimes, calculationMode, timingFunctions and the Kochanek–Bartels parameters.
  private mutating func decodeKeyframeOptions(_ c: KeyedDecodingContainer<AnyKey>) throws {
    for key in ["keyTimes", "tensionValues", "continuityValues", "biasValues", "timingFunctions"] {
      if let count = try? c.nestedUnkeyedContainer(forKey: AnyKey(key)).count, count > SceneLimits.maximumKeyframeCount
      {
        throw c.failure("more than \(SceneLimits.maximumKeyframeCount) entries", at: AnyKey(key))
      }
    }
    keyTimes = try c.decodeIfPresent([Double].self, forKey: "keyTimes", limit: 1e6)
    let mode = try c.decodeIfPresent(String.self, forKey: AnyKey("calculationMode")) ?? "linear"
    guard let calculationMode = CalculationMode(rawValue: mode) else {
      let names = CalculationMode.allCases.map(\.rawValue).joined(separator: ", ")
      throw c.failure("unknown calculationMode '\(mode)': write one of \(names)", at: AnyKey("calculationMode"))
    }
    self.calculationMode = calculationMode
    timingFunctions = try c.decodeIfPresent([String].self, forKey: AnyKey("timingFunctions")) ?? []
    for (index, name) in timingFunctions.enumerated() {
      do { _ = try Self.timingFunction(parsing: name) } catch {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: c.codingPath + [AnyKey("timingFunctions"), AnyKey(intValue: index)!],
            debugDescription: error.description))
      }
    }
    for key in ["tensionValues", "continuityValues", "biasValues"] {
      let list = try c.decodeIfPresent([Double].self, forKey: key, limit: 1) ?? []
      switch key {
      case "tensionValues": tensionValues = list
      case "continuityValues": continuityValues = list
      default: biasValues = list
      }
    }
  }

  private static func input(_ c: KeyedDecodingContainer<AnyKey>, _ key: String, _ keyPath: AnimationKeyPath) throws
    -> AnimationInput?
  {
    guard c.contains(AnyKey(key)) else { return nil }
    return try AnimationInput.decode(from: try c.superDecoder(forKey: AnyKey(key)), for: keyPath)
  }

  /// A time key: seconds in 0...600, or `"infinity"` where `infinite` allows it.
  private static func time(_ c: KeyedDecodingContainer<AnyKey>, _ key: String, infinite: Bool = false) throws
    -> Double?
  {
    guard c.contains(AnyKey(key)) else { return nil }
    if infinite, let text = try? c.decode(String.self, forKey: AnyKey(key)) {
      guard text == "infinity" else {
        throw c.failure("\(key) must be a number or \"infinity\", got \"\(text)\"", at: AnyKey(key))
      }
      return .infinity
    }
    let value = try c.decode(Double.self, forKey: AnyKey(key))
    let limit = key == "repeatCount" ? SceneLimits.maximumRepeatCount : SceneLimits.maximumAnimationTime
    let lower = key == "timeOffset" ? -limit : 0
    guard value.isFinite, (lower...limit).contains(value) else {
      let unit = key == "repeatCount" ? "" : " seconds"
      throw c.failure(
        "\(key) must be \(SceneLimits.describe(lower))...\(SceneLimits.describe(limit))\(unit)\(infinite ? " or \"infinity\"" : ""), got \(SceneLimits.describe(value))",
        at: AnyKey(key))
    }
    return value
  }

  private static func timing(
    _ c: KeyedDecodingContainer<AnyKey>, _ decoder: any Decoder, defaultDuration: Double?
  ) throws -> MediaTiming {
    let duration = try time(c, "duration") ?? 0
    let speed = try c.decodeIfPresent(Double.self, forKey: AnyKey("speed")) ?? 1
    guard speed.isFinite, (0...SceneLimits.maximumSpeed).contains(speed) else {
      throw c.failure(
        "speed must be 0...\(SceneLimits.describe(SceneLimits.maximumSpeed)), got \(SceneLimits.describe(speed))",
        at: AnyKey("speed"))
    }
    let fillName = try c.decodeIfPresent(String.self, forKey: AnyKey("fillMode")) ?? "removed"
    guard let fillMode = FillMode(rawValue: fillName) else {
      throw c.failure(
        "unknown fillMode '\(fillName)': write removed, forwards, backwards or both", at: AnyKey("fillMode"))
    }
    do {
      // Core Animation's duration 0 means 0.25 s; a spring without one runs to its settlingDuration.
      let timing = try MediaTiming(
        beginTime: try time(c, "beginTime") ?? 0,
        duration: duration > 0 ? duration : defaultDuration ?? MediaTiming.defaultDuration, speed: speed,
        timeOffset: try time(c, "timeOffset") ?? 0, repeatCount: try time(c, "repeatCount", infinite: true) ?? 0,
        repeatDuration: try time(c, "repeatDuration", infinite: true) ?? 0,
        autoreverses: try c.decodeIfPresent(Bool.self, forKey: AnyKey("autoreverses")) ?? false, fillMode: fillMode,
        isRemovedOnCompletion: try c.decodeIfPresent(Bool.self, forKey: AnyKey("isRemovedOnCompletion")) ?? true)
      let cycles = timing.activeDuration / timing.cycleDuration
      guard !cycles.isFinite || cycles <= SceneLimits.maximumRepeatCount else {
        throw c.failure(
          "repeatDuration is \(SceneLimits.describe(cycles.rounded(.up))) cycles of \(SceneLimits.describe(timing.duration)) s; at most \(SceneLimits.describe(SceneLimits.maximumRepeatCount))",
          at: AnyKey("repeatDuration"))
      }
      return timing
    } catch let error as MotionError {
      throw decoder.failure(error.description)
    }
  }
}
