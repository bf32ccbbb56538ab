import Foundation
import SplashGIF
import SplashTestSupport
import Testing

@testable import SplashVideo

/// What headless Chromium (Debian's /usr/bin/chromium through Playwright) makes of the files:
/// a `<video>` element's duration, its first frame's colours, and that it plays to the end; an
/// `<img>` element's first frame for APNG and WebP.
@Suite struct ChromiumPlaybackTests {
  /// Removed with the files a test wrote when the test ends.
  let scratch = TemporaryFolder("video")
  let folder: String

  init() throws { folder = scratch.path }

  /// Pixels (8, 8) and (24, 8), the middle of each patch, in one browser for every file.
  func play(_ paths: [String]) throws -> [String: [String: Any]] {
    let data = try Tool.run(["python3", Tool.scripts() + "/play_in_chromium.py", "8,8", "24,8", "--"] + paths)
    return try JSONSerialization.jsonObject(with: data) as! [String: [String: Any]]
  }

  func close(_ pixel: [Int], _ index: Int, within tolerance: Int) -> Bool {
    let color = TestFrames.patchColors[index]
    return zip(pixel, [Int(color.r), Int(color.g), Int(color.b), 255]).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func videosPlayToTheEndAndImagesShowTheirFirstFrame() throws {
    // Video: 15 frames at 30 fps, half a second. Images: 3 frames at 10 fps, lossless.
    let frames = try TestFrames.patches(count: 15)
    var lossless = ExportOptions()
    lossless.quality = .lossless
    for format in [ExportFormat.mp4, .webm] {
      _ = try AnimationExporter(format: format).export(frames, fps: 30, to: "\(folder)/patches.\(format.fileExtension)")
    }
    for format in [ExportFormat.apng, .webp] {
      _ = try AnimationExporter(format: format, options: lossless).export(
        try TestFrames.patches(count: 3), fps: 10, to: "\(folder)/patches.\(format.fileExtension)")
    }
    let seen = try play(["mp4", "webm", "png", "webp"].map { "\(folder)/patches.\($0)" })
    for name in ["patches.mp4", "patches.webm"] {
      let video = seen[name]!
      #expect(video["duration"] as? Double == 0.5, "\(name)")
      #expect(video["ended"] as? Bool == true, "\(name)")
      #expect(video["currentTime"] as? Double == 0.5, "\(name)")
      #expect((video["width"] as? Int, video["height"] as? Int) == (32, 16))
      let pixels = video["pixels"] as! [[Int]]
      #expect(close(pixels[0], 0, within: 2) && close(pixels[1], 1, within: 2), "\(name) \(pixels)")
    }
    for name in ["patches.png", "patches.webp"] {
      let image = seen[name]!
      #expect((image["width"] as? Int, image["height"] as? Int) == (32, 16))
      let pixels = image["pixels"] as! [[Int]]
      #expect(close(pixels[0], 0, within: 0) && close(pixels[1], 1, within: 0), "\(name) \(pixels)")
    }
  }
}
