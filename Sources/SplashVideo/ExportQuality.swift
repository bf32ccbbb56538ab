/// How much a lossy format may lose, as the user names it (`--quality`), and the encoder knob
/// each format turns it into.
public enum ExportQuality: String, Sendable, CaseIterable {
  case low, medium, high, lossless

  /// The H.264 constant rate factor (libx264's scale, 0…51, lower is better) for frames of a
  /// million pixels or more; smaller frames get `h264CRF(pixels:)`. `high` is the default: it
  /// keeps ad-splash at @3x (a photograph cross-fading, the hardest preset) at 44.2 dB PSNR on
  /// average against the rendered frames, every frame at 40 dB or more (Benchmarks/video/run.sh).
  package var h264CRF: Int? {
    switch self {
    case .lossless: nil
    case .high: 17
    case .medium: 21
    case .low: 27
    }
  }

  /// Frames below this many pixels (@1x phones) get an H.264 CRF 2 lower: with 4:2:0 chroma the
  /// sharp coloured edges of a small frame need the bits (ad-splash at @1x, 440×956: CRF 17 gives
  /// 39.8 dB, CRF 15 40.3 dB for 24 % more bytes).
  package static let smallFramePixels = 1_000_000

  /// The H.264 CRF for frames of `pixels` pixels.
  package func h264CRF(pixels: Int) -> Int? {
    h264CRF.map { pixels < Self.smallFramePixels ? $0 - 2 : $0 }
  }

  /// The VP9 constant quality (libvpx's scale, 0…63, lower is better).
  package var vp9CRF: Int? {
    switch self {
    case .lossless: nil
    case .high: 28
    case .medium: 34
    case .low: 42
    }
  }

  /// libwebp's lossy quality (0…100, higher is better); nil for lossless.
  package var webpQuality: Int? {
    switch self {
    case .lossless: nil
    case .high: 90
    case .medium: 80
    case .low: 60
    }
  }

  /// APNG's palette size (indexed colour, at most 255 colours); nil for lossless (RGB or RGBA).
  package var apngColors: Int? {
    switch self {
    case .lossless: nil
    case .high: 255
    case .medium: 128
    case .low: 64
    }
  }

  /// The quality a format gets when none is asked for (`ExportFormat.traits`): high for video
  /// and WebP, lossless for APNG; nil for GIF.
  public static func `default`(for format: ExportFormat) -> ExportQuality? { format.traits.defaultQuality }

  /// The qualities `format` takes (nil when it has no quality setting: GIF has its own).
  package static func choices(for format: ExportFormat) -> [ExportQuality]? { format.traits.qualities }

  /// What the levels mean, for help: "high (H.264 CRF 17, 15 below 1 Mpx; VP9 CRF 28; WebP 90)".
  package var helpSummary: String {
    var parts: [String] = []
    if let crf = h264CRF {
      let small = h264CRF(pixels: 0)!
      parts.append("H.264 CRF \(crf)\(small == crf ? "" : ", \(small) below \(Self.smallFramePixels / 1_000_000) Mpx")")
    }
    if let crf = vp9CRF { parts.append("VP9 CRF \(crf)") }
    if let quality = webpQuality { parts.append("WebP \(quality)") }
    if let colors = apngColors { parts.append("APNG \(colors) colours") }
    return "\(rawValue) (" + (parts.isEmpty ? "every format that has it" : parts.joined(separator: "; ")) + ")"
  }
}
