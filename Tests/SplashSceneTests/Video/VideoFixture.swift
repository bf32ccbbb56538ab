import Foundation
import SplashGD
import SplashRaster

@testable import SplashScene

/// A temporary folder holding `ad.mp4`: ffmpeg's `testsrc` at 64×48, 10 frames at 10 fps (H.264,
/// frame n on screen from n/10 s), and its frames as the `ffmpeg` command line decodes them to RGBA
/// with the conversion `VideoDecoder` documents (BT.601 for a small untagged stream, libswscale's
/// bilinear full-chroma interpolation, exact rounding: `-sws_flags`; the command line's own
/// default, bicubic without full chroma, differs by up to 43 levels at colour edges).
/// Removed when the fixture goes.
final class VideoFixture {
  let folder: URL
  /// Frame n's RGBA bytes, 64 × 48 × 4, from `ffmpeg -i ad.mp4 -f rawvideo -pix_fmt rgba`.
  let frames: [[UInt8]]
  static let width = 64
  static let height = 48

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("video-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let video = folder.appendingPathComponent("ad.mp4").path
    _ = try Self.run([
      "ffmpeg", "-v", "error", "-y", "-f", "lavfi", "-i", "testsrc=size=64x48:rate=10:duration=1", "-pix_fmt",
      "yuv420p", "-c:v", "libx264", video,
    ])
    let raw = try Self.run([
      "ffmpeg", "-v", "error", "-i", video, "-sws_flags", "bilinear+accurate_rnd+bitexact+full_chroma_int", "-f",
      "rawvideo", "-pix_fmt", "rgba", "-",
    ])
    let size = Self.width * Self.height * 4
    frames = stride(from: 0, to: raw.count, by: size).map { Array(raw[$0..<min(raw.count, $0 + size)]) }
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// Frame n as a PNG beside the video (`frame<n>.png`), for an image layer to place.
  func writePNG(frame n: Int) throws -> String {
    let name = "frame\(n).png"
    let surface = try Surface(width: Self.width, height: Self.height, pixels: frames[n])
    try PNGEncoder.write(surface, to: folder.appendingPathComponent(name).path)
    return name
  }

  /// `json` as a scene in the folder, resolved for `device`.
  func scene(_ json: String, device: String) throws -> ResolvedScene {
    let scene = try Scene.decode(Data(json.utf8), file: "scene.json", directory: folder, defaultName: "scene")
    return try scene.resolved(for: DeviceCatalog.device(named: device))
  }

  /// Standard output of a command, which must succeed.
  static func run(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw SceneError("\(arguments[0]) failed with status \(process.terminationStatus)")
    }
    return data
  }
}
