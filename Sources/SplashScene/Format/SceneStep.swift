import SplashMotion

/// One entry of a scene's timeline, a block of UIKit code: at a time, with another step, or when
/// earlier steps complete (plus a delay, as `dispatch_after`), it sets properties at once, starts
/// animations, and/or removes layers. It maps one-to-one onto a SplashMotion `Step`.
///
/// JSON: `{"id": "fade", "at": 1.0 | "after": "id" or ["id", …] | "with": "id", "delay": 0.5,
/// "set": {"layer-id": {…}}, "animate": {"layer-id": {…}}, "duration": 1.5,
/// "curve": "easeInOut", "animationDelay": 0, "options": ["repeat", "autoreverse"], "remove": ["layer-id"],
/// "animateKeyframes": {…}, "transition": {…}}` (see `SceneKeyframeAnimation`, `SceneTransition`).
/// Within a step the sets apply first, then the animations start from the values on screen, then
/// the removals happen.
public struct SceneStep: Sendable, Hashable {
  /// When a step is called.
  public enum Start: Sendable, Hashable {
    /// Seconds from launch (plus the delay).
    case at(Double)
    /// `delay` seconds after every named step completes (a completion block, then `dispatch_after`).
    case after([String])
    /// `delay` seconds after the named step starts (`dispatch_after` inside its block).
    case with(String)
  }

  /// A change of one layer, in the order the step lists layers (by id, alphabetically).
  public struct Change: Sendable, Hashable {
    public let layer: String
    public var properties: LayerProperties
    /// The string a text layer shows from then on (`"text": "09:42"`), nil when unchanged; it
    /// changes at once, inside `animate` too, as a UILabel's `text` does.
    public var text: String?
    /// Where the change is in the file, e.g. `timeline[1].animate.avatar`.
    public let path: String

    /// A change of layer `layer`; `path` names it in messages (default: `change of '<layer>'`).
    public init(layer: String, properties: LayerProperties, text: String? = nil, path: String? = nil) {
      self.layer = layer
      self.properties = properties
      self.text = text
      self.path = path ?? "change of '\(layer)'"
    }
  }

  /// The step's id: as written, or its JSON path (`timeline[3]`) when it has none.
  public let id: String
  public var start: Start
  /// Seconds after the start before the step acts (`dispatch_after`).
  public var delay: Double
  /// Seconds the animations run; nil for a settling spring without one, or a step that animates nothing.
  public var duration: Double?
  /// The timing curve in SplashMotion's grammar: `easeInOut` (the default), `linear`,
  /// `spring(damping: 0.3, velocity: 0)`, `cubic-bezier(0.4, 0, 0.2, 1)`, `ca-spring(…)`, ….
  public var curve: Curve
  /// Seconds between the step's start and the animations' visible start (`animate(…delay:…)`);
  /// non-animatable changes inside `animate` show at once, as UIKit does.
  public var animationDelay: Double
  public var sets: [Change]
  public var animations: [Change]
  public var removals: [String]
  /// Core Animation animations added at the step's start (`layer.add(_:forKey:)`), in order.
  public var layerAnimations: [SceneAnimation] = []
  /// Lottie and video layers the step plays (`"play"`).
  public var plays: [LottiePlay] = []
  /// `UIView.AnimationOptions` of the step's `animate` (`"options": ["repeat", "autoreverse"]`).
  public var options = ViewAnimationOptions()
  /// Cycles of a repeating `animate` (`"repeatCount": 3`, beside the option `repeat`):
  /// `UIView.modifyAnimations(withRepeatCount:autoreverses:)` around the block's changes, its
  /// `autoreverses` the option `autoreverse`. Nil: `repeat` plays forever.
  public var repeatCount: Double?
  /// The step's `UIView.animateKeyframes` call, if any.
  public var keyframeAnimation: SceneKeyframeAnimation?
  /// The step's `UIView.transition(with:…)` call, if any.
  public var transition: SceneTransition?
  public let path: String

  /// A step built in Swift, with the defaults of the file format; `Scene.init` checks its
  /// references. `path` names it in messages (default: `step '<id>'`).
  public init(
    id: String, start: Start = .at(0), delay: Double = 0, duration: Double? = nil, curve: Curve = .easeInOut,
    animationDelay: Double = 0, sets: [Change] = [], animations: [Change] = [], removals: [String] = [],
    path: String? = nil
  ) {
    self.id = id
    self.start = start
    self.delay = delay
    self.duration = duration
    self.curve = curve
    self.animationDelay = animationDelay
    self.sets = sets
    self.animations = animations
    self.removals = removals
    self.path = path ?? "step '\(id)'"
  }
}

extension SceneStep {
  /// Every change the step makes: sets, `animate`, each keyframe's and the transition's.
  package var allChanges: [Change] {
    sets + animations + (keyframeAnimation?.keyframes.flatMap(\.changes) ?? []) + (transition?.changes ?? [])
  }
}

extension SceneStep: Decodable {
  /// The keys a timeline step may hold.
  static let keys = [
    "id", "note", "at", "after", "with", "delay", "set", "animate", "duration", "curve", "animationDelay", "remove",
    "animations", "play", "options", "repeatCount", "animateKeyframes", "transition",
  ]

  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "a timeline step")
    let container = try decoder.container(keyedBy: AnyKey.self)
    path = SceneDecoding.path(decoder.codingPath)
    id = try container.decodeIfPresent(String.self, forKey: AnyKey("id")) ?? path
    guard !id.isEmpty else { throw container.failure("empty id", at: AnyKey("id")) }
    start = try Self.start(container)
    delay = try Self.seconds(container, "delay") ?? 0
    sets = try Self.changes(container, "set")
    animations = try Self.changes(container, "animate")
    removals = try container.decodeIfPresent([String].self, forKey: AnyKey("remove")) ?? []
    layerAnimations = try Self.layerAnimations(container)
    if container.contains(AnyKey("play")) { plays = try Self.plays(container) }
    keyframeAnimation = try container.decodeIfPresent(SceneKeyframeAnimation.self, forKey: AnyKey("animateKeyframes"))
    transition = try container.decodeIfPresent(SceneTransition.self, forKey: AnyKey("transition"))
    if sets.isEmpty && animations.isEmpty && removals.isEmpty && layerAnimations.isEmpty && plays.isEmpty
      && keyframeAnimation == nil && transition == nil
    {
      throw decoder.failure(
        "a step needs at least one of 'set', 'animate', 'animations', 'animateKeyframes', 'transition', 'remove' or 'play'"
      )
    }
    if animations.isEmpty {
      for key in ["duration", "curve", "animationDelay", "options", "repeatCount"] where container.contains(AnyKey(key))
      {
        throw container.failure("'\(key)' applies only to a step that animates", at: AnyKey(key))
      }
    }
    duration = try Self.seconds(container, "duration")
    animationDelay = try Self.seconds(container, "animationDelay") ?? 0
    options = try ViewAnimationOptions.decode(container, "options", for: .animate)
    repeatCount = try Self.repeatCount(container, options)
    if let option = options.curve, container.contains(AnyKey("curve")) {
      throw container.failure(
        "give the curve once: 'curve' or the option '\(options.list.first { $0.curve == option }!.rawValue)', not both",
        at: AnyKey("curve"))
    }
    let curveText = try container.decodeIfPresent(String.self, forKey: AnyKey("curve")) ?? "easeInOut"
    if let option = options.curve {
      curve = option
    } else {
      do {
        curve = try Curve(parsing: curveText)
      } catch {
        throw container.failure(error.description, at: AnyKey("curve"))
      }
    }
    if animations.isEmpty { return }
    var settles = false
    if case .settlingSpring = curve { settles = true }
    if duration == nil && !settles {
      throw DecodingError.keyNotFound(AnyKey("duration"), .init(codingPath: container.codingPath, debugDescription: ""))
    }
    do {
      _ = try curve.timing(duration: duration)
    } catch {
      throw container.failure(error.description, at: AnyKey("curve"))
    }
  }

  /// The step's `play`: one play or a list, each an object or a layer id (`"play": "adVideo"`).
  private static func plays(_ container: KeyedDecodingContainer<AnyKey>) throws -> [LottiePlay] {
    func play(_ decoder: any Decoder) throws -> LottiePlay {
      if let layer = try? decoder.singleValueContainer().decode(String.self) {
        return LottiePlay(layer: layer, path: SceneDecoding.path(decoder.codingPath))
      }
      return try LottiePlay(from: decoder)
    }
    guard var list = try? container.nestedUnkeyedContainer(forKey: AnyKey("play")) else {
      return [try play(try container.superDecoder(forKey: AnyKey("play")))]
    }
    var plays: [LottiePlay] = []
    while !list.isAtEnd { plays.append(try play(try list.superDecoder())) }
    return plays
  }

  /// The step's `animations`, at most `SceneLimits.maximumAnimationCount` counting group children.
  private static func layerAnimations(_ container: KeyedDecodingContainer<AnyKey>) throws -> [SceneAnimation] {
    guard container.contains(AnyKey("animations")) else { return [] }
    var list = try container.nestedUnkeyedContainer(forKey: AnyKey("animations"))
    var result: [SceneAnimation] = []
    var count = 0
    while !list.isAtEnd {
      let animation = try SceneAnimation(from: try list.superDecoder())
      count += animation.count
      guard count <= SceneLimits.maximumAnimationCount else {
        throw container.failure(
          "more than \(SceneLimits.maximumAnimationCount) animations in one step", at: AnyKey("animations"))
      }
      result.append(animation)
    }
    guard !result.isEmpty else { throw container.failure("names no animation", at: AnyKey("animations")) }
    return result
  }

  private static func start(_ container: KeyedDecodingContainer<AnyKey>) throws -> Start {
    let given = ["at", "after", "with"].filter { container.contains(AnyKey($0)) }
    guard given.count <= 1 else {
      throw container.failure(
        "give one of 'at', 'after' or 'with', not \(given.joined(separator: " and "))", at: AnyKey(given[1]))
    }
    switch given.first {
    case "after":
      if let one = try? container.decode(String.self, forKey: AnyKey("after")) { return .after([one]) }
      let list = try container.decode([String].self, forKey: AnyKey("after"))
      guard !list.isEmpty else { throw container.failure("names no step", at: AnyKey("after")) }
      return .after(list)
    case "with":
      return .with(try container.decode(String.self, forKey: AnyKey("with")))
    case "at":
      return .at(try seconds(container, "at")!)
    default:
      return .at(0)
    }
  }

  /// `repeatCount`: cycles in (0, `SceneLimits.maximumRepeatCount`], fractional allowed, in a
  /// step whose options repeat (`modifyAnimations` changes a repeating block's count).
  private static func repeatCount(_ container: KeyedDecodingContainer<AnyKey>, _ options: ViewAnimationOptions)
    throws -> Double?
  {
    guard let count = try container.decodeIfPresent(Double.self, forKey: AnyKey("repeatCount")) else { return nil }
    let limit = Repetition.format(SceneLimits.maximumRepeatCount)
    guard count > 0, count <= SceneLimits.maximumRepeatCount else {
      throw container.failure(
        "repeatCount must be more than 0 and at most \(limit) cycles, got \(Repetition.format(count))",
        at: AnyKey("repeatCount"))
    }
    guard options.list.contains(.repeat) else {
      throw container.failure(
        "repeatCount needs the option 'repeat' (modifyAnimations(withRepeatCount:autoreverses:) inside a repeating animate)",
        at: AnyKey("repeatCount"))
    }
    return count
  }

  /// How the step's `animate` repeats: its options, with `repeatCount` cycles when given.
  package var repetition: Repetition {
    let options = options.repetition
    guard let repeatCount else { return options }
    return Repetition(count: repeatCount, autoreverses: options.autoreverses)
  }

  /// A time in seconds, 0...600.
  static func seconds(_ container: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> Double? {
    guard let value = try container.decodeIfPresent(Double.self, forKey: AnyKey(key)) else { return nil }
    guard (0...600).contains(value) else {
      throw container.failure("\(key) must be 0...600 seconds, got \(value)", at: AnyKey(key))
    }
    return value
  }

  /// The changes of `key`, an object by layer id, sorted by layer id.
  static func changes(_ container: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> [Change] {
    guard container.contains(AnyKey(key)) else { return [] }
    let object = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
    return try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { layer in
      let decoder = try object.superDecoder(forKey: layer)
      try decoder.rejectUnknownKeys(allowed: LayerProperties.changeKeys + ["text"], in: "a change")
      let container = try decoder.container(keyedBy: AnyKey.self)
      let properties = try LayerProperties(from: container)
      let text = try container.decodeIfPresent(String.self, forKey: AnyKey("text"))
      if let text { try SceneText.checkLength(text, container, AnyKey("text")) }
      for (group, entry) in LayerProperty.groups.sorted(by: { $0.key < $1.key }) {
        let given = entry.members.filter { properties[$0] != nil }
        guard !given.isEmpty, given.count < entry.members.count else { continue }
        throw decoder.failure(LayerProperty.incompleteMessage(group), at: AnyKey(group))
      }
      if properties.isEmpty && text == nil { throw decoder.failure("changes nothing") }
      return Change(
        layer: layer.stringValue, properties: properties, text: text, path: SceneDecoding.path(decoder.codingPath))
    }
  }
}
