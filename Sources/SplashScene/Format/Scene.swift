import Foundation
import SplashFiles
import SplashRaster

/// A scene file as written: a tree of layers over a window colour and a timeline of steps. Loading
/// checks everything that does not depend on the device (keys, types, expressions, ids, references,
/// image files); `resolved(for:)` then evaluates it for one screen.
///
/// See `docs/scene-format.md` for the format.
public struct Scene: Sendable {
  /// How messages name the file (the path as the user gave it).
  public var file: String
  /// The folder images are looked up in.
  public var directory: URL { didSet { edited() } }
  /// The scene's name: `name` in the file, else the file name without `.json`.
  public var name: String { didSet { edited() } }
  public var summary: String? { didSet { edited() } }
  /// The length to render, in seconds; nil means the end of the timeline.
  public var duration: Double? { didSet { edited() } }
  /// The window colour behind every layer.
  public var background: Color { didSet { edited() } }
  /// The device to render for when none is named (`device` in the file).
  public var defaultDevice: String? { didSet { edited() } }
  /// Top-level layers, back to front (`self[layer:]` reaches one anywhere in the tree by id).
  public var layers: [SceneLayer] { didSet { edited() } }
  public var timeline: [SceneStep] { didSet { edited() } }
  /// What regression checks leave out (`"regression"`); nil when the file says nothing.
  public var regression: SceneRegression? { didSet { edited() } }
  /// The files each image name used in the scene stands for (as of the last check).
  var images: [String: [ImageFile]]
  /// The file the scene was read from; nil for scenes decoded from memory or built in Swift.
  public internal(set) var url: URL?
  /// Whether the scene was changed in Swift since it was read or built: it is checked again
  /// before it renders (`checked()`), and a snapshot check hands it to the release executable as
  /// encoded JSON rather than as its file.
  public internal(set) var isEdited = false
  /// Whether an edit since the last check means the scene must be checked again before it renders.
  var needsCheck = false
  /// The frame rate the scene suggests when none is asked for: a bare Lottie file's `fr`.
  public internal(set) var frameRate: Double?

  private mutating func edited() {
    isEdited = true
    needsCheck = true
  }

  /// The image files the scene reads, sorted (for checking that an output is not one of them).
  public var inputFiles: [String] {
    (images.values.flatMap { $0.map(\.url.path) } + lottieFiles + videoFiles).sorted()
  }

  /// Every layer of the tree, depth first.
  public var allLayers: [SceneLayer] { layers.flatMap(\.flattened) }
}

extension Scene {
  /// Reads and checks the scene file at `url`; `file` is how messages name it (default: the path).
  public static func load(contentsOf url: URL, file: String? = nil) throws(SceneError) -> Scene {
    let shown = file ?? url.path
    let data = try StrictJSON.read(url, shown: shown)
    // A Lottie file or a dotLottie archive (told by its content) renders as a one-layer scene.
    if DotLottie.isArchive(Array(data.prefix(4))) {
      return try lottie(try LottieDocument.load(contentsOf: url, file: shown), url: url, file: shown)
    }
    if LottieDocument.isLottie(data) {
      let document = try LottieDocument.parse(data, file: shown, folder: url.deletingLastPathComponent())
      return try lottie(document, url: url, file: shown)
    }
    var scene = try decode(
      data, file: shown, directory: url.deletingLastPathComponent(),
      defaultName: ((shown as NSString).lastPathComponent as NSString).deletingPathExtension)
    scene.url = url.standardizedFileURL
    return scene
  }

  /// Reads and checks the scene file at `path` (relative to the working directory, as on the
  /// command line); `file` is how messages name it (default: `path`).
  public static func load(path: String, file: String? = nil) throws(SceneError) -> Scene {
    try load(contentsOf: URL(fileURLWithPath: path), file: file ?? path)
  }

  /// A scene built in Swift, checked as a scene file is (ids, references, image files, which
  /// are looked up in `directory`); `file` names it in messages.
  ///
  /// ```swift
  /// var logo = LayerProperties()
  /// (logo.x, logo.y, logo.width, logo.height) = (Length(0), Length(0), try Length("W"), try Length("H"))
  /// logo.image = .named("logo")
  /// let scene = try Scene(
  ///   name: "logo", directory: assets, duration: 1, background: .white,
  ///   layers: [SceneLayer(id: "logo", kind: .image, properties: logo)],
  ///   timeline: [SceneStep(id: "hide", start: .at(0.5), removals: ["logo"])])
  /// ```
  public init(
    name: String, directory: URL, file: String? = nil, summary: String? = nil, duration: Double? = nil,
    background: Color = .black, defaultDevice: String? = nil, layers: [SceneLayer], timeline: [SceneStep] = [],
    regression: SceneRegression? = nil
  ) throws(SceneError) {
    let file = file ?? name
    let images = try Self.check(
      file: file, directory: directory, duration: duration, layers: layers, defaultDevice: defaultDevice,
      body: SceneBody(
        name: name, summary: summary, duration: duration, background: background, device: defaultDevice,
        layers: layers, timeline: timeline, regression: regression))
    self.init(
      file: file, directory: directory, name: name, summary: summary, duration: duration, background: background,
      defaultDevice: defaultDevice, layers: layers, timeline: timeline, regression: regression, images: images)
  }

  /// What `init` checks of a scene built in Swift (a file's decoding checks the first three);
  /// returns the image files.
  static func check(
    file: String, directory: URL, duration: Double?, layers: [SceneLayer], defaultDevice: String?, body: SceneBody
  ) throws(SceneError) -> [String: [ImageFile]] {
    if let duration, !(duration > 0 && duration <= 600) {
      throw SceneError(
        "\(file): duration: duration must be above 0 and at most 600 seconds, got \(SceneNumber.written(duration))")
    }
    if layers.isEmpty { throw SceneError("\(file): layers: a scene needs at least one layer") }
    if let defaultDevice {
      do {
        _ = try DeviceCatalog.device(named: defaultDevice)
      } catch {
        throw SceneError("\(file): device: \(error.description)", cause: error)
      }
    }
    let checker = SceneChecker(file: file, body: body)
    try checker.checkIDs()
    try checker.checkReferences()
    let images = try checker.locateImages(in: directory)
    try checker.checkRegression()
    return images
  }

  /// Decodes and checks scene JSON; images are looked up in `directory`.
  package static func decode(_ data: Data, file: String, directory: URL, defaultName: String) throws(SceneError)
    -> Scene
  {
    let body = try StrictJSON.decode(SceneBody.self, from: data, file: file)
    let checker = SceneChecker(file: file, body: body)
    try checker.checkIDs()
    try checker.checkReferences()
    let images = try checker.locateImages(in: directory)
    try checker.checkRegression()
    return Scene(
      file: file, directory: directory, name: OutputPath.safeComponent(body.name ?? defaultName), summary: body.summary,
      duration: body.duration, background: body.background, defaultDevice: body.device, layers: body.layers,
      timeline: body.timeline, regression: body.regression, images: images)
  }
}

/// The top level of a scene file.
struct SceneBody: Decodable {
  let name: String?
  let summary: String?
  let duration: Double?
  let background: Color
  let device: String?
  let layers: [SceneLayer]
  let timeline: [SceneStep]
  let regression: SceneRegression?

  init(
    name: String?, summary: String?, duration: Double?, background: Color, device: String?, layers: [SceneLayer],
    timeline: [SceneStep], regression: SceneRegression?
  ) {
    self.name = name
    self.summary = summary
    self.duration = duration
    self.background = background
    self.device = device
    self.layers = layers
    self.timeline = timeline
    self.regression = regression
  }

  /// The keys a scene file may hold (`$schema`: the JSON Schema an editor checks it with, not read).
  static let keys = [
    "$schema", "format", "name", "summary", "note", "duration", "background", "device", "layers", "timeline",
    "regression",
  ]

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "a scene")
    let container = try decoder.container(keyedBy: AnyKey.self)
    if let format = try container.decodeIfPresent(Int.self, forKey: AnyKey("format")), format != 1 {
      throw container.failure("this splashreel reads format 1, the file says \(format)", at: AnyKey("format"))
    }
    name = try container.decodeIfPresent(String.self, forKey: AnyKey("name"))
    summary = try container.decodeIfPresent(String.self, forKey: AnyKey("summary"))
    duration = try container.decodeIfPresent(Double.self, forKey: AnyKey("duration"))
    if let duration, !(duration > 0 && duration <= 600) {
      throw container.failure(
        "duration must be above 0 and at most 600 seconds, got \(SceneNumber.written(duration))", at: AnyKey("duration")
      )
    }
    background = try container.decodeIfPresent(SceneColor.self, forKey: AnyKey("background"))?.color ?? .black
    device = try container.decodeIfPresent(String.self, forKey: AnyKey("device"))
    if let device {
      do {
        _ = try DeviceCatalog.device(named: device)
      } catch {
        throw container.failure(error.description, at: AnyKey("device"))
      }
    }
    layers = try container.decode([SceneLayer].self, forKey: AnyKey("layers"))
    if layers.isEmpty { throw container.failure("a scene needs at least one layer", at: AnyKey("layers")) }
    try Self.checkTree(layers, container)
    timeline = try container.decodeIfPresent([SceneStep].self, forKey: AnyKey("timeline")) ?? []
    regression = try container.decodeIfPresent(SceneRegression.self, forKey: AnyKey("regression"))
    if timeline.count > SceneLimits.maximumStepCount {
      throw container.failure(
        "\(timeline.count) steps, more than the limit of \(SceneLimits.maximumStepCount)", at: AnyKey("timeline"))
    }
  }

  /// Refuses masks of masks nested deeper than `SceneLimits.maximumMaskNesting`.
  private static func checkMaskNesting(_ layers: [SceneLayer]) throws {
    var pending = layers.map { ($0, 0) }
    while let (layer, masks) = pending.popLast() {
      if masks > SceneLimits.maximumMaskNesting {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: [],
            debugDescription:
              "\(layer.path): masks nested \(masks) deep, more than the limit of \(SceneLimits.maximumMaskNesting)"))
      }
      pending += layer.children.map { ($0, masks) }
      if let mask = layer.mask { pending.append((mask, masks + 1)) }
    }
  }

  /// Refuses more than `SceneLimits.maximumLayerCount` layers or children nested deeper than
  /// `SceneLimits.maximumNestingDepth`.
  private static func checkTree(_ layers: [SceneLayer], _ container: KeyedDecodingContainer<AnyKey>) throws {
    var count = 0
    var deepest: (depth: Int, path: String) = (0, "")
    var pending = layers.map { ($0, 1) }
    while let (layer, depth) = pending.popLast() {
      count += 1
      if depth > deepest.depth { deepest = (depth, layer.path) }
      pending += layer.children.map { ($0, depth + 1) }
      if let mask = layer.mask { pending.append((mask, depth + 1)) }
    }
    try checkMaskNesting(layers)
    if count > SceneLimits.maximumLayerCount {
      throw container.failure(
        "\(count) layers, more than the limit of \(SceneLimits.maximumLayerCount)", at: AnyKey("layers"))
    }
    if deepest.depth > SceneLimits.maximumNestingDepth {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: [],
          debugDescription:
            "\(deepest.path): layers nested \(deepest.depth) deep, more than the limit of \(SceneLimits.maximumNestingDepth)"
        ))
    }
  }
}
