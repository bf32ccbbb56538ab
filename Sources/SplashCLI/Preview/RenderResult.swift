import Foundation
import SplashGIF

/// What one render wrote: printed by `render --json` and `--markdown`, recorded by `batch`.
struct RenderResult: Sendable, Encodable {
  /// One encoding tried under `--max-bytes`.
  struct Attempt: Sendable, Encodable {
    /// GIF: the palette size; nil for other formats.
    let colors: Int?
    /// Video, APNG, WebP: "CRF 20", "quality 90", "lossless"; nil for GIF.
    var quality: String? = nil
    let fps: Double
    let scale: Int
    let bytes: Int
    let fits: Bool
  }

  let scene: String
  let device: String
  /// The marketing names of the device ("iPhone 14 Pro Max, 15 Plus, …" or "custom").
  let models: String
  let output: String
  /// "gif", "mp4", "mov", "webm", "apng", "webp".
  var format = "gif"
  let width: Int
  let height: Int
  /// Frames drawn (the GIF may hold fewer: identical frames are merged).
  let frames: Int
  let framesWritten: Int
  let fps: Int
  /// Seconds the GIF plays.
  let duration: Double
  let bytes: Int
  /// The palette limit the GIF was written with; nil for other formats.
  let colors: Int?
  /// What the encoder's quality was for video, APNG and WebP ("CRF 20"); nil for GIF.
  var quality: String? = nil
  let scale: Int
  let deviceFrame: Bool
  let maxBytes: Int?
  /// What `--max-bytes` lowered, e.g. ["colours 256 → 128"].
  let reduced: [String]
  let attempts: [Attempt]
  /// The contact sheet, when one was written.
  let sheet: String?

  private enum CodingKeys: String, CodingKey {
    case scene, device, models, output, format, width, height, frames, framesWritten, fps, duration, bytes, colors
    case quality, scale
    case deviceFrame, maxBytes, reduced, attempts, sheet
  }

  /// Every key always, `null` for what is absent, so machines see one shape.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scene, forKey: .scene)
    try container.encode(device, forKey: .device)
    try container.encode(models, forKey: .models)
    try container.encode(output, forKey: .output)
    try container.encode(format, forKey: .format)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(frames, forKey: .frames)
    try container.encode(framesWritten, forKey: .framesWritten)
    try container.encode(fps, forKey: .fps)
    try container.encode(duration, forKey: .duration)
    try container.encode(bytes, forKey: .bytes)
    try container.encode(colors, forKey: .colors)
    try container.encode(quality, forKey: .quality)
    try container.encode(scale, forKey: .scale)
    try container.encode(deviceFrame, forKey: .deviceFrame)
    try container.encode(maxBytes, forKey: .maxBytes)
    try container.encode(reduced, forKey: .reduced)
    try container.encode(attempts, forKey: .attempts)
    try container.encode(sheet, forKey: .sheet)
  }

  /// Pretty JSON with sorted keys, slashes unescaped.
  static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(value), as: UTF8.self)
  }
}
