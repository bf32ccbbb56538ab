import Foundation
import SplashScene

/// What `splashreel batch` renders: scenes × devices × options, in one JSON file.
///
///     {
///       "output": "previews",
///       "defaults": { "fps": 30, "scale": 2, "maxBytes": 5000000 },
///       "renders": [
///         { "scenes": ["ad-splash", "welcome-back"], "devices": ["iphone-15-pro-max", "iphone-se-3"] },
///         { "scenes": ["scenes/promo.json"], "devices": ["ipad-pro-11"], "options": { "sheet": true } }
///       ]
///     }
///
/// `output` (default `previews`) and scene paths are relative to the manifest's folder; a scene
/// is a preset name unless it ends in `.json` or contains a `/`. See `docs/ci.md`.
public struct BatchManifest: Sendable {
  /// One `renders` entry: every scene on every device, with these options.
  public struct Entry: Sendable {
    public let scenes: [String]
    public let devices: [String]
    public let options: BatchOptions
    /// Where it is in the file, e.g. `renders[1]`.
    public let path: String
  }

  /// How messages name the manifest.
  public let file: String
  /// The folder relative paths start from.
  public let directory: URL
  /// The folder outputs and the state file go to.
  public let output: URL
  public let entries: [Entry]

  /// Reads and checks the manifest at `url`; `file` is how messages name it.
  public static func load(contentsOf url: URL, file: String? = nil) throws(BatchError) -> BatchManifest {
    let shown = file ?? url.path
    let data: Data
    do {
      data = try StrictJSON.read(url, shown: shown)
    } catch {
      throw BatchError(error)
    }
    return try decode(data, file: shown, directory: url.deletingLastPathComponent())
  }

  /// Reads and checks the manifest at `path` (relative to the working directory, as on the command
  /// line); `file` is how messages name it (default: `path`).
  public static func load(path: String, file: String? = nil) throws(BatchError) -> BatchManifest {
    try load(contentsOf: URL(fileURLWithPath: path), file: file ?? path)
  }

  /// Decodes manifest JSON; relative paths start at `directory`.
  package static func decode(_ data: Data, file: String, directory: URL) throws(BatchError) -> BatchManifest {
    let body: ManifestBody
    do {
      body = try StrictJSON.decode(ManifestBody.self, from: data, file: file)
    } catch {
      throw BatchError(error)
    }
    let output =
      body.output.hasPrefix("/") ? URL(fileURLWithPath: body.output) : directory.appendingPathComponent(body.output)
    return BatchManifest(file: file, directory: directory, output: output.standardizedFileURL, entries: body.entries)
  }
}

/// The JSON shape of a manifest.
struct ManifestBody: Decodable {
  let output: String
  let entries: [BatchManifest.Entry]

  init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["format", "output", "defaults", "renders"], in: "a batch manifest")
    let container = try decoder.container(keyedBy: AnyKey.self)
    if let format = try container.decodeIfPresent(Int.self, forKey: AnyKey("format")), format != 1 {
      throw container.failure("this splashreel reads format 1, the file says \(format)", at: AnyKey("format"))
    }
    output = try container.decodeIfPresent(String.self, forKey: AnyKey("output")) ?? "previews"
    if output.isEmpty { throw container.failure("must name a folder", at: AnyKey("output")) }
    var defaults = BatchOptions()
    if container.contains(AnyKey("defaults")) {
      defaults = try defaults.overridden(by: try container.superDecoder(forKey: AnyKey("defaults")))
    }
    var renders = try container.nestedUnkeyedContainer(forKey: AnyKey("renders"))
    var entries: [BatchManifest.Entry] = []
    while !renders.isAtEnd {
      let index = renders.currentIndex
      let entry = try renders.superDecoder()
      try entry.rejectUnknownKeys(allowed: ["scenes", "devices", "options"], in: "a render entry")
      let fields = try entry.container(keyedBy: AnyKey.self)
      let scenes = try fields.decode([String].self, forKey: AnyKey("scenes"))
      let devices = try fields.decode([String].self, forKey: AnyKey("devices"))
      if scenes.isEmpty { throw fields.failure("needs at least one scene", at: AnyKey("scenes")) }
      if devices.isEmpty { throw fields.failure("needs at least one device", at: AnyKey("devices")) }
      var options = defaults
      if fields.contains(AnyKey("options")) {
        options = try defaults.overridden(by: try fields.superDecoder(forKey: AnyKey("options")))
      }
      entries.append(BatchManifest.Entry(scenes: scenes, devices: devices, options: options, path: "renders[\(index)]"))
    }
    if entries.isEmpty { throw container.failure("needs at least one entry", at: AnyKey("renders")) }
    self.entries = entries
  }
}
