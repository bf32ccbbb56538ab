import SplashRender
import SplashScene

/// How every job of a batch entry is rendered; the manifest's `defaults`, then the entry's
/// `options`, override these values key by key.
public struct BatchOptions: Sendable, Hashable {
  /// Frames per second, 1...120 (GIF 1...50, APNG and WebP 1...60: checked when rendering).
  public var fps = 30
  /// Export scale, pixels per point, 1...3.
  public var scale = 1
  /// Palette colours, 2...256.
  public var colors = 256
  /// Keep each GIF at most this many bytes (see `splashreel render --max-bytes`); nil: no limit.
  public var maxBytes: Int?
  /// 0 plays forever.
  public var loop = 0
  /// Also write a contact sheet PNG.
  public var sheet = false
  /// Draw the device around the preview.
  public var deviceFrame = false
  /// With `deviceFrame`: tint the safe area's insets.
  public var safeAreaGuides = false
  /// The files each job writes, named by extension: any of `formatExtensions` (`gif`, `mp4`,
  /// `png` for APNG, …; `splashreel render --format`).
  public var formats = ["gif"]

  /// The extensions `formats` may list: every one a file output writes (`RenderFormats`).
  package static let formatExtensions = RenderFormats.fileExtensions

  public init() {}

  /// The keys a manifest may set.
  static let keys = [
    "fps", "scale", "colors", "maxBytes", "loop", "sheet", "deviceFrame", "safeAreaGuides", "formats",
  ]

  /// A stable one-line spelling of every option, part of each job's content hash.
  package var canonical: String {
    "fps=\(fps) scale=\(scale) colors=\(colors) maxBytes=\(maxBytes.map(String.init) ?? "none") loop=\(loop)"
      + " sheet=\(sheet) deviceFrame=\(deviceFrame) safeAreaGuides=\(safeAreaGuides)"
      + (formats == ["gif"] ? "" : " formats=\(formats.joined(separator: ","))")
  }

  /// These options with the keys set in `object` replaced (checked, errors at `object`'s path).
  func overridden(by decoder: any Decoder) throws -> BatchOptions {
    try decoder.rejectUnknownKeys(allowed: Self.keys, in: "batch options")
    let container = try decoder.container(keyedBy: AnyKey.self)
    var options = self
    func int(_ key: String, _ range: ClosedRange<Int>) throws -> Int? {
      guard let value = try container.decodeIfPresent(Int.self, forKey: AnyKey(key)) else { return nil }
      guard range.contains(value) else {
        throw container.failure("must be in \(range.lowerBound)...\(range.upperBound), got \(value)", at: AnyKey(key))
      }
      return value
    }
    options.fps = try int("fps", 1...120) ?? options.fps
    options.scale = try int("scale", 1...3) ?? options.scale
    options.colors = try int("colors", 2...256) ?? options.colors
    options.maxBytes = try int("maxBytes", 1...Int(Int32.max) * 1000) ?? options.maxBytes
    options.loop = try int("loop", 0...65535) ?? options.loop
    options.sheet = try container.decodeIfPresent(Bool.self, forKey: AnyKey("sheet")) ?? options.sheet
    options.deviceFrame = try container.decodeIfPresent(Bool.self, forKey: AnyKey("deviceFrame")) ?? options.deviceFrame
    options.safeAreaGuides =
      try container.decodeIfPresent(Bool.self, forKey: AnyKey("safeAreaGuides")) ?? options.safeAreaGuides
    if let formats = try container.decodeIfPresent([String].self, forKey: AnyKey("formats")) {
      let allowed = Self.formatExtensions
      guard !formats.isEmpty, formats.allSatisfy(allowed.contains), Set(formats).count == formats.count else {
        throw container.failure(
          "must list some of \(allowed.joined(separator: ", ")), each once, got [\(formats.joined(separator: ", "))]",
          at: AnyKey("formats"))
      }
      options.formats = formats
    }
    return options
  }
}
