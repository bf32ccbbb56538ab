import Foundation
import SplashGIF
import Testing

@testable import SplashVideo

/// What headless Chromium (Debian's /usr/bin/chromium through Playwright) makes of the files:
/// a `<video>` element's duration, its first frame's colours, and that it plays to the end; an
/// `<img>` element's first frame for APNG and WebP.
@Suite struct ChromiumPlaybackTests {
  let folder: String

  init() throws { folder = try TestFrames.folder() }

  /// Pixels (8, 8) and (24, 8): the middle of each patch.
  func play(_ path: String, _ kind: String) throws -> [String: Any] {
    let data = try Tool.run(["python3", Tool.scripts() + "/play_in_chromium.py", path, kind, "8,8", "24,8"])
    return try JSONSerialization.jsonObject(with: data) as! [String: Any]
  }

  func close(_ pixel: [Int], _ index: Int, within tolerance: Int) -> Bool {
    let color = TestFrames.patchColors[index]
    return zip(pixel, [Int(color.r), Int(color.g), Int(color.b), 255]).allSatisfy { abs($0 - $1) <= tolerance }
  }

  @Test func videosPlayToTheEndWithTheirColours() throws {
    // 15 frames at 30 fps: half a second.
    let frames = try TestFrames.patches(count: 15)
    for format in [ExportFormat.mp4, .webm] {
      let path = "\(folder)/patches.\(format.fileExtension)"
      _ = try AnimationExporter(format: format).export(frames, fps: 30, to: path)
      let seen = try play(path, "video")
      #expect(seen["duration"] as? Double == 0.5, "\(format)")
      #expect(seen["ended"] as? Bool == true, "\(format)")
      #expect(seen["currentTime"] as? Double == 0.5, "\(format)")
      #expect((seen["width"] as? Int, seen["height"] as? Int) == (32, 16))
      let pixels = seen["pixels"] as! [[Int]]
      #expect(close(pixels[0], 0, within: 2) && close(pixels[1], 1, within: 2), "\(format) \(pixels)")
    }
  }

  @Test func imagesShowTheirFirstFrameExactly() throws {
    let frames = try TestFrames.patches(count: 3)
    var lossless = ExportOptions()
    lossless.quality = .lossless
    for format in [ExportFormat.apng, .webp] {
      let path = "\(folder)/patches.\(format.fileExtension)"
      _ = try AnimationExporter(format: format, options: lossless).export(frames, fps: 10, to: path)
      let seen = try play(path, "image")
      #expect((seen["width"] as? Int, seen["height"] as? Int) == (32, 16))
      let pixels = seen["pixels"] as! [[Int]]
      #expect(close(pixels[0], 0, within: 0) && close(pixels[1], 1, within: 0), "\(format) \(pixels)")
    }
  }
}
