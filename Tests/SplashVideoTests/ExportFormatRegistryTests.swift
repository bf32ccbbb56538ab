import Foundation
import SplashFrames
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashVideo

/// `ExportFormat.traits`, the one registry of formats, and the exporter writing every format.
@Suite struct ExportFormatRegistryTests {
  @Test func everyExtensionNamesItsFormat() throws {
    #expect(ExportFormat.extensions == [".gif", ".mp4", ".m4v", ".mov", ".webm", ".png", ".apng", ".webp"])
    let expected: [String: ExportFormat] = [
      "gif": .gif, "mp4": .mp4, "m4v": .mp4, "mov": .mov, "webm": .webm, "png": .apng, "apng": .apng, "webp": .webp,
    ]
    for (ext, format) in expected {
      #expect(try ExportFormat(path: "dir.x/a." + ext.uppercased()) == format)
      #expect(ExportFormat(name: ext) == format && ExportFormat(name: "." + ext) == format)
    }
    #expect(ExportFormat.allCases.map(\.fileExtension) == ["gif", "mp4", "mov", "webm", "png", "webp"])
    #expect(ExportFormat.allCases.map(\.displayName) == ["GIF", "MP4", "MOV", "WebM", "APNG", "WebP"])
    #expect(ExportFormat.allCases.map(\.maximumFPS) == [50, 120, 120, 120, 60, 60])
    #expect(ExportFormat.gif.maximumFPS == Int(FrameSchedule.maximumFramesPerSecond))
    #expect(ExportFormat.allCases.filter(\.isVideo) == [.mp4, .mov, .webm])
    #expect(ExportFormat.allCases.filter { $0.traits.markdown == .link } == [.mp4, .mov, .webm])
    for format in ExportFormat.allCases {
      if let qualities = format.traits.qualities {
        #expect(qualities.contains(format.traits.defaultQuality!), "\(format)")
      } else {
        #expect(format.traits.defaultQuality == nil, "\(format)")
      }
    }
    #expect(ExportQuality.choices(for: .mp4) == [.low, .medium, .high])
    #expect(ExportQuality.choices(for: .apng) == [.low, .medium, .high, .lossless])
    #expect(ExportQuality.default(for: .apng) == .lossless && ExportQuality.default(for: .gif) == nil)
  }

  @Test func theExporterWritesAGIFToo() throws {
    let scratch = TemporaryFolder("video")
    let folder = scratch.path
    var surfaces: [Surface] = []
    for k in 0..<3 {
      var surface = try Surface(width: 6, height: 4, fill: Color(r: 0, g: 0, b: 255).premultiplied)
      surface[k, 1] = Color.white.premultiplied
      surfaces.append(surface)
    }
    let path = folder + "/a.gif"
    var options = ExportOptions()
    options.loopCount = 2
    let report = try AnimationExporter(format: .gif, options: options).export(
      try SurfaceFrames(surfaces), fps: 10, to: path)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(report.format == .gif && report.frames == 3 && report.framesWritten == 3)
    #expect(report.bytes == bytes.count)
    #expect(report.width == 6 && report.height == 4 && report.duration == 0.3 && report.level == "2 colours")
    var decoder = try GIFDecoder(contentsOf: path)
    var delays: [Int] = []
    while let frame = try decoder.next() { delays.append(frame.delay) }
    #expect(delays == [10, 10, 10])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.gif"])
  }
}
