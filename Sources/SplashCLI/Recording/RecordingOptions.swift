import Foundation
import SplashDiff
import SplashRaster

/// `--align`, `--trim-start`, `--trim-end`, `--crop`, `--actual-scale` and `--fit`: how the actual
/// side (a screen recording) is brought onto the expected one, and the defaults that suit video.
enum RecordingOptions {
  static let options = Option.list(align, trimStart, trimEnd, crop, actualScale, fit)

  static let align: OptionKey<String?> = .text(
    "align", "none|auto|S",
    help: """
      When the actual plays the expected. auto: found from both sides' change over time (each frame's \
      amount of change, cross-correlated, then the best peaks checked against the pictures) and \
      reported ("actual starts 0.734 s later"); S: the actual shows at t + S seconds what the expected \
      shows at t (negative: earlier); none: both from their start. The actual is then compared for \
      the expected's duration. Default none, auto when the actual is a video (MP4, MOV, WebM).
      """)
  static let trimStart: OptionKey<Double> = .number(
    "trim-start", "S", default: 0, in: 0...86_400,
    help: "Cut S seconds ({range}) from the start of the actual before anything else. Default {default}.")
  static let trimEnd: OptionKey<Double> = .number(
    "trim-end", "S", default: 0, in: 0...86_400,
    help: "Cut S seconds ({range}) from the end of the actual. Default {default}.")
  static let crop: OptionKey<String?> = .text(
    "crop", "X,Y,W,H",
    help: """
      Keep only this rectangle of the actual, in its pixels, before scaling: cut a simulator bezel, or \
      the status bar (when the expected is the whole screen at a known scale, the same place is cut \
      from it too).
      """)
  static let actualScale: OptionKey<Double?> = .number(
    "actual-scale", "N", in: 0.25...8,
    help: """
      Pixels per point of the actual, {range} (a recording at device pixels: 3 on most iPhones); the \
      expected's is --scale. The side with more pixels per point is area-averaged down to the other's.
      """)
  static let fit: OptionKey<Bool> = .flag(
    "fit", help: "Area-average the larger side (after --crop) down to the smaller one's size.")

  /// The matching the options ask for; `actual` is the opened actual (for the crop's bounds), `video`
  /// whether it is a video recording (aligned by default), `scale` the expected's pixels per point.
  static func matching(_ args: Arguments, actual: any AnimationSource, video: Bool, scale: Int)
    throws(UsageError) -> ActualMatching
  {
    var matching = ActualMatching()
    if let text = args[Self.crop] {
      let rect = try crop(text)
      do {
        try ActualMatching.check(rect, width: actual.width, height: actual.height)
      } catch {
        throw UsageError("--crop \(error.description)", cause: error)
      }
      matching.crop = rect
    }
    if args[Self.fit] && args.isGiven(Self.actualScale) {
      throw UsageError("--fit and --actual-scale both set the size: give one")
    }
    if args[Self.fit] {
      matching.sizing = .fit
    } else if let actualScale = args[Self.actualScale] {
      matching.sizing = .scales(actual: actualScale, expected: Double(scale))
    }
    matching.trimStart = microseconds(args[Self.trimStart])
    matching.trimEnd = microseconds(args[Self.trimEnd])
    matching.alignment = try alignment(args[Self.align] ?? (video ? "auto" : "none"))
    return matching
  }

  /// `none`, `auto` or seconds.
  static func alignment(_ text: String) throws(UsageError) -> ActualMatching.Alignment {
    switch text {
    case "none": return .none
    case "auto": return .auto
    default:
      guard let seconds = Double(text), seconds.isFinite, abs(seconds) <= 86_400 else {
        throw UsageError("--align must be none, auto or seconds in -86400...86400 (e.g. 0.734), got '\(text)'")
      }
      return .offset(microseconds(seconds))
    }
  }

  /// `X,Y,W,H` in whole pixels.
  static func crop(_ text: String) throws(UsageError) -> PixelRect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else {
      throw UsageError("--crop must be X,Y,W,H in whole pixels of the actual (e.g. 0,162,1179,2394), got '\(text)'")
    }
    return PixelRect(x: x, y: y, width: w, height: h)
  }

  static func microseconds(_ seconds: Double) -> Int { Int((seconds * 1_000_000).rounded()) }
}
