/// A timeline step's `play` of a Lottie layer, as written: lottie-ios's
/// `play(fromProgress:toProgress:loopMode:)`, `play(fromFrame:toFrame:loopMode:)` or
/// `play(fromMarker:toMarker:loopMode:)` with the view's `animationSpeed`.
///
/// JSON: `"play": {"layer": "logo", "fromProgress": 0, "toProgress": 1, "loopMode": "playOnce",
/// "animationSpeed": 1}` (or a list of such objects); `fromFrame`/`toFrame` or
/// `fromMarker`/`toMarker` instead of the progress pair; `loopMode` `playOnce` (default), `loop`,
/// `autoReverse`, `{"repeat": n}` or `{"repeatBackwards": n}`.
///
/// The same `play` starts a video layer (`AVPlayer.play()`, muted): `"play": "adVideo"` or
/// `{"layer": "adVideo", "loop": true}`; a video's play takes only `layer` and `loop`.
public struct LottiePlay: Sendable, Hashable {
  /// The part of the animation played.
  public enum Range: Sendable, Hashable {
    /// Fractions of the animation (ip + p·(op − ip)); nil: 0 and 1.
    case progress(from: Double?, to: Double?)
    /// Frame numbers of the composition; nil: ip and op.
    case frames(from: Double?, to: Double?)
    /// From the start of one marker to the end of another (lottie-ios's `playEndMarkerFrame`
    /// default); nil: ip and op.
    case markers(from: String?, to: String?)
  }

  /// lottie-ios's `LottieLoopMode`.
  public enum LoopMode: Sendable, Hashable {
    case playOnce
    case loop
    case autoReverse
    /// Plays the range `n` times (fractions allowed), then holds the end.
    case `repeat`(Double)
    /// Plays forwards then backwards `n` times, then holds the start (Core Animation's
    /// `autoreverses` with a `repeatCount`: each repeat is both ways).
    case repeatBackwards(Double)

    /// Whether playback never ends, so the step never completes.
    public var isEndless: Bool { self == .loop || self == .autoReverse }
  }

  public let layer: String
  public var range: Range
  public var loopMode: LoopMode
  /// `animationSpeed`: 1 plays at the file's frame rate; negative plays the range backwards.
  public var speed: Double
  /// A video layer's play: whether it loops (seeking to zero at the end); nil when not given
  /// (once). A Lottie play loops by `loopMode` instead.
  public var loop: Bool?
  /// Where the play is in the file, e.g. `timeline[2].play`, for messages.
  public let path: String

  public init(
    layer: String, range: Range = .progress(from: nil, to: nil), loopMode: LoopMode = .playOnce, speed: Double = 1,
    loop: Bool? = nil, path: String? = nil
  ) {
    self.layer = layer
    self.range = range
    self.loopMode = loopMode
    self.speed = speed
    self.loop = loop
    self.path = path ?? "play of '\(layer)'"
  }
}

extension LottiePlay: Decodable {
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(
      allowed: [
        "layer", "note", "fromProgress", "toProgress", "fromFrame", "toFrame", "fromMarker", "toMarker", "loopMode",
        "animationSpeed", "loop",
      ],
      in: "a play")
    let container = try decoder.container(keyedBy: AnyKey.self)
    path = SceneDecoding.path(decoder.codingPath)
    layer = try container.decode(String.self, forKey: AnyKey("layer"))
    let families = [["fromProgress", "toProgress"], ["fromFrame", "toFrame"], ["fromMarker", "toMarker"]]
    let given = families.filter { $0.contains { container.contains(AnyKey($0)) } }
    guard given.count <= 1 else {
      throw container.failure(
        "give one range: progress, frames or markers, not \(given.map { $0[0] }.joined(separator: " and "))",
        at: AnyKey(given[1].first { container.contains(AnyKey($0)) }!))
    }
    switch given.first?.first {
    case "fromFrame":
      range = .frames(
        from: try container.decodeIfPresent(Double.self, forKey: "fromFrame", limit: SceneLimits.maximumLottieFrames),
        to: try container.decodeIfPresent(Double.self, forKey: "toFrame", limit: SceneLimits.maximumLottieFrames))
    case "fromMarker":
      range = .markers(
        from: try container.decodeIfPresent(String.self, forKey: AnyKey("fromMarker")),
        to: try container.decodeIfPresent(String.self, forKey: AnyKey("toMarker")))
    default:
      var ends: [Double?] = []
      for key in ["fromProgress", "toProgress"] {
        let value = try container.decodeIfPresent(Double.self, forKey: AnyKey(key))
        if let value, !(0...1).contains(value) {
          throw container.failure("\(key) must be between 0 and 1, got \(SceneLimits.describe(value))", at: AnyKey(key))
        }
        ends.append(value)
      }
      range = .progress(from: ends[0], to: ends[1])
    }
    loopMode = try Self.loopMode(container)
    speed = try container.decodeIfPresent(Double.self, forKey: "animationSpeed", limit: 1_000) ?? 1
    if speed == 0 {
      throw container.failure("animationSpeed 0 never plays; give a speed other than 0", at: AnyKey("animationSpeed"))
    }
    loop = try container.decodeIfPresent(Bool.self, forKey: AnyKey("loop"))
  }

  /// The Lottie-only key the play gives, for refusing it on a video layer; nil when none.
  var lottieKey: String? {
    switch range {
    case .progress(let from, let to) where from != nil || to != nil: return from != nil ? "fromProgress" : "toProgress"
    case .frames(let from, _): return from != nil ? "fromFrame" : "toFrame"
    case .markers(let from, _): return from != nil ? "fromMarker" : "toMarker"
    default: break
    }
    if loopMode != .playOnce { return "loopMode" }
    if speed != 1 { return "animationSpeed" }
    return nil
  }

  private static func loopMode(_ container: KeyedDecodingContainer<AnyKey>) throws -> LoopMode {
    guard container.contains(AnyKey("loopMode")) else { return .playOnce }
    let names = ["playOnce", "loop", "autoReverse", "{\"repeat\": n}", "{\"repeatBackwards\": n}"]
    if let word = try? container.decode(String.self, forKey: AnyKey("loopMode")) {
      switch word {
      case "playOnce": return .playOnce
      case "loop": return .loop
      case "autoReverse": return .autoReverse
      default:
        throw container.failure(
          "unknown loop mode '\(word)'; one of \(names.joined(separator: ", "))", at: AnyKey("loopMode"))
      }
    }
    let object = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("loopMode"))
    let keys = object.allKeys.map(\.stringValue)
    guard keys.count == 1, let key = keys.first, key == "repeat" || key == "repeatBackwards" else {
      throw container.failure(
        "a loop mode object is {\"repeat\": n} or {\"repeatBackwards\": n}", at: AnyKey("loopMode"))
    }
    let count = try object.decode(Double.self, forKey: AnyKey(key))
    guard count > 0, count <= 10_000 else {
      throw object.failure(
        "the count must be above 0 and at most 10000, got \(SceneLimits.describe(count))", at: AnyKey(key))
    }
    return key == "repeat" ? .repeat(count) : .repeatBackwards(count)
  }
}
