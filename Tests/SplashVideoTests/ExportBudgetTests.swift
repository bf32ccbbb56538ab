import Foundation
import SplashGIF
import SplashTestSupport
import Testing

@testable import SplashVideo

/// The `--max-bytes` ladders of video, WebP and APNG, and the search through them.
@Suite struct ExportBudgetTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  func s(_ format: ExportFormat, _ level: Int?, _ fps: Double = 30, _ scale: Int = 1) -> ExportBudget.Setting {
    ExportBudget.Setting(format: format, level: level, fps: fps, scale: scale)
  }

  @Test func laddersLowerTheQualityThenTheScale() {
    let budget = ExportBudget(maxBytes: 1)
    let mp4 = budget.ladder(from: s(.mp4, 33, 30, 2))
    #expect(mp4 == [[33, 35, 37, 39].map { s(.mp4, $0, 30, 2) }, [33, 35, 37, 39].map { s(.mp4, $0, 30, 1) }])
    #expect(budget.ladder(from: s(.webp, 35)) == [[35, 30, 25, 20].map { s(.webp, $0) }])
    // APNG: lossless, then palettes, then lower frame rates with the fewest colours.
    #expect(
      budget.ladder(from: s(.apng, nil, 30, 1)) == [
        [
          s(.apng, nil), s(.apng, 255), s(.apng, 128), s(.apng, 64), s(.apng, 64, 25), s(.apng, 64, 20),
          s(.apng, 64, 15),
        ]
      ])
    #expect(budget.ladder(from: s(.apng, 128, 20, 1)) == [[s(.apng, 128, 20), s(.apng, 64, 20), s(.apng, 64, 15)]])
  }

  @Test func changesSayWhatWasLowered() {
    #expect(s(.mp4, 25, 30, 2).changes(from: s(.mp4, 17, 30, 3)) == ["CRF 17 → 25", "scale @3x → @2x"])
    #expect(s(.webp, 70).changes(from: s(.webp, 90)) == ["quality 90 → 70"])
    #expect(s(.apng, 64, 20).changes(from: s(.apng, nil)) == ["lossless → 64 colours", "frame rate 30 → 20 fps"])
    #expect(s(.apng, 128).summary == "128 colours, 30 fps, @1x")
  }

  /// A stand-in encoder whose size falls as the quality does: WebP quality × 10 bytes, APNG's
  /// palette colours × 10 (lossless 5000), and a quarter at @1x of @2x.
  func fake(_ setting: ExportBudget.Setting, _ path: String) throws -> ExportReport {
    var bytes = (setting.level ?? 500) * 10 * Int(setting.fps) / 30
    if setting.scale == 2 { bytes *= 4 }
    try Data(count: bytes).write(to: URL(fileURLWithPath: path))
    return ExportReport(
      format: setting.format, bytes: bytes, frames: 1, framesWritten: 1, width: 1, height: 1, storedWidth: 1,
      storedHeight: 1, duration: 1, level: ExportBudget.levelName(setting.level, setting.format))
  }

  @Test func theBestQualityThatFitsIsKept() throws {
    // WebP: 90 → 900 bytes over 720; the floor (20) fits; bisection ends at 70 (700 bytes).
    let webp = try ExportBudget(maxBytes: 720).export(to: folder + "/b.webp", start: s(.webp, 90), fake)
    #expect(webp.attempts.map(\.setting.level) == [90, 20, 55, 75, 65, 70])
    #expect(webp.setting == s(.webp, 70))
    #expect(webp.changes == ["quality 90 → 70"])
    #expect(try FileManager.default.attributesOfItem(atPath: folder + "/b.webp")[.size] as? Int == 700)
    // APNG: at @2x even 64 colours at 15 fps is 1280 bytes; at @1x 128 colours is 1280, 64 is
    // 640: the best that fits 1000 keeps 30 fps.
    let apng = try ExportBudget(maxBytes: 1000).export(to: folder + "/b.png", start: s(.apng, nil, 30, 2), fake)
    #expect(apng.attempts.map(\.bytes) == [20000, 1280, 320, 640, 2550, 1280])
    #expect(apng.setting == s(.apng, 64, 30, 1))
    #expect(apng.changes == ["lossless → 64 colours", "scale @2x → @1x"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") } == [])
  }
}
