import Foundation
import SplashGD
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashCLI

/// `render` and `encode` into MP4, MOV, WebM, APNG and WebP: the format from the extension or
/// --format, the summary line, --markdown, --max-bytes, and usage errors that write nothing.
@Suite struct RenderFormatTests {
  /// Removed when the test's value goes.
  let scratch = TemporaryFolder("formats")
  let folder: String
  var scene: String { folder + "/fade.json" }

  /// A 25×15 (odd) screen: a white square fading in over 0.5 s on green, 1 s long.
  init() throws {
    folder = scratch.path
    let json = ##"""
      {"name": "fade", "duration": 1, "background": "#208040", "device": "25x15@1",
       "layers": [{"id": "box", "type": "solid", "backgroundColor": "#FFFFFF", "alpha": 0,
                   "frame": {"x": 4, "y": 4, "width": 8, "height": 8}}],
       "timeline": [{"at": 0.25, "animate": {"box": {"alpha": 1}}, "duration": 0.5, "curve": "linear"}]}
      """##
    try Data(json.utf8).write(to: URL(fileURLWithPath: scene))
  }

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let console = Console.capturing()
    let status = SplashReelTool.main(arguments, console: console)
    return (status, console.output, console.errors)
  }

  func files() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

  func size(_ path: String) throws -> Int {
    (try FileManager.default.attributesOfItem(atPath: path)[.size] as! NSNumber).intValue
  }

  func probe(_ path: String, _ entries: String) throws -> String {
    try Subprocess.run(
      "/usr/bin/env",
      [
        "ffprobe", "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", entries, "-of",
        "default=noprint_wrappers=1", path,
      ]
    ).output
  }

  @Test func theExtensionPicksTheFormat() throws {
    let mp4 = folder + "/fade.mp4"
    let r = run(["render", scene, "--fps", "60", "--out", mp4])
    #expect(r.status == 0 && r.errors == "")
    #expect(
      r.output
        == "\(mp4): MP4, 60 rendered frames at 60 fps, 1 s, 25x15 (stored 26x16, padded), CRF 15, \(try size(mp4)) bytes\n"
    )
    #expect(
      try probe(mp4, "stream=codec_name,width,height,nb_read_frames,duration")
        == "codec_name=h264\nwidth=26\nheight=16\nduration=1.000000\nnb_read_frames=60\n")

    let apng = folder + "/fade.png"
    let a = run(["render", scene, "--fps", "20", "--out", apng])
    #expect(a.status == 0 && a.errors == "")
    // 20 frames: t = 0…0.25 s (6 frames) show the same picture, so do t = 0.75…0.95 s (5),
    // so 1 + 9 + 1 are stored.
    #expect(a.output == "\(apng): APNG, 20 rendered frames at 20 fps, 1 s, 25x15, lossless, \(try size(apng)) bytes\n")
    #expect(try probe(apng, "stream=codec_name,nb_read_frames") == "codec_name=apng\nnb_read_frames=11\n")

    let webm = folder + "/fade-webm"
    let w = run(["render", scene, "--format", "webm", "--fps", "120", "--out", webm + ".webm", "--quiet"])
    #expect(w.status == 0 && w.output == "" && w.errors == "")
    #expect(try probe(webm + ".webm", "stream=codec_name,nb_read_frames") == "codec_name=vp9\nnb_read_frames=120\n")
  }

  @Test func badFormatsAreUsageErrorsThatWriteNothing() throws {
    let cases: [([String], String)] = [
      (
        ["--out", folder + "/x.avi"],
        "\(folder)/x.avi: unknown extension '.avi'; use .gif, .mp4, .m4v, .mov, .webm, .png, .apng, .webp"
      ),
      (
        ["--out", folder + "/x"],
        "\(folder)/x: no file extension to choose the format by; end it in .gif, .mp4, .m4v, .mov, .webm, .png, .apng, .webp"
      ),
      (
        ["--format", "webm", "--out", folder + "/x.mp4"],
        "--format webm does not match --out \(folder)/x.mp4 (a .mp4 file)"
      ),
      (["--format", "avi"], "--format must be gif, mp4, mov, webm, apng or webp, got 'avi'"),
      (["--format", "gif,mp4"], "--format takes one format here, got 'gif,mp4'"),
      (
        ["--quality", "high", "--out", folder + "/x.gif"],
        "--quality is for video, APNG and WebP; a GIF is shaped by --colors"
      ),
      (
        ["--quality", "lossless", "--out", folder + "/x.mp4"],
        "--quality lossless is not available for MP4: it takes low, medium, high"
      ),
      (
        ["--quality", "best", "--out", folder + "/x.mp4"],
        "--quality must be one of high, medium, low, lossless, got 'best'"
      ),
      (["--fps", "61", "--out", folder + "/x.webp"], "--fps must be an integer in 1...60, got '61'"),
    ]
    for (arguments, message) in cases {
      let r = run(["render", scene] + arguments)
      #expect(r.status == 2, "\(arguments)")
      #expect(r.errors.hasPrefix("splashreel render: \(message)\n"), "\(r.errors)")
      #expect(r.output == "")
    }
    #expect(try files() == ["fade.json"])
  }

  @Test func markdownLinksAVideo() throws {
    let mp4 = folder + "/fade.mp4"
    let r = run(["render", scene, "--out", mp4, "--markdown", "--link-base", "https://example.com/raw"])
    #expect(r.status == 0)
    let kb = String(format: "%.1f", Double(try size(mp4)) / 1000)
    let lines = r.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix("[▶ fade on 25x15@1 (MP4, 1.00 s, \(kb) KB)](https://example.com/raw/"))
    #expect(lines[0].hasSuffix("/fade.mp4)"))
    #expect(lines[4] == "| custom (`25x15@1`), MP4 25×15 @1x | 1.00 s | 30 at 30 fps | \(kb) KB |")
  }

  @Test func maxBytesSearchesTheCRF() throws {
    let mp4 = folder + "/fade.mp4"
    let r = run(["render", scene, "--out", mp4, "--max-bytes", "2500", "--json"])
    #expect(r.status == 0, "\(r.errors)")
    let json = try JSONSerialization.jsonObject(with: Data(r.output.utf8)) as! [String: Any]
    let bytes = json["bytes"] as! Int
    #expect(bytes == (try size(mp4)) && bytes <= 2500)
    #expect(json["format"] as? String == "mp4" && json["colors"] is NSNull)
    let reduced = json["reduced"] as! [String]
    #expect(reduced.count == 1 && reduced[0].hasPrefix("CRF 15 → "))
    let attempts = json["attempts"] as! [[String: Any]]
    #expect(attempts.first?["quality"] as? String == "CRF 15" && attempts.first?["fits"] as? Bool == false)
    #expect(json["quality"] as? String == reduced[0].replacingOccurrences(of: "CRF 15 → ", with: "CRF "))
    #expect(try files() == ["fade.json", "fade.mp4"])
  }

  @Test func encodeWritesEveryFormat() throws {
    try FileManager.default.createDirectory(atPath: folder + "/frames", withIntermediateDirectories: true)
    for k in 0..<4 {
      var surface = try Surface(width: 9, height: 7, fill: Color(r: 20, g: 60, b: 200).premultiplied)
      surface[k, 3] = Color(r: 255, g: 255, b: 255).premultiplied
      try PNGEncoder.write(surface, to: folder + "/frames/f\(k).png")
    }
    let webm = folder + "/e.webm"
    let r = run(["encode", folder + "/frames", "--fps", "8", "--out", webm])
    #expect(r.status == 0 && r.errors == "")
    #expect(
      r.output == "\(webm): WebM, 4 frames, 9x7 (stored 10x8, padded), CRF 28, \(try size(webm)) bytes, 0.5 s\n")
    let webp = folder + "/e.webp"
    let p = run(["encode", folder + "/frames", "--fps", "8", "--out", webp, "--quality", "lossless", "--loop", "1"])
    #expect(p.output == "\(webp): WebP, 4 frames, 9x7, lossless, \(try size(webp)) bytes, 0.5 s\n")
    let bad = run(["encode", folder + "/frames", "--fps", "8", "--out", folder + "/e.png", "--colors", "8"])
    #expect(
      bad.status == 2 && bad.errors.hasPrefix("splashreel encode: --colors shapes a GIF; \(folder)/e.png is APNG\n"))
    let fast = run(["encode", folder + "/frames", "--fps", "240", "--out", folder + "/fast.mp4"])
    #expect(
      fast.errors == "splashreel encode: notice: 240 fps is faster than MP4 plays smoothly; resampled to 120 fps\n")
    #expect(try files() == ["e.webm", "e.webp", "fade.json", "fast.mp4", "frames"])
  }
}

/// `render --lossy`: wired to the GIF encoder's lossy LZW, refused for other formats.
@Suite struct RenderLossyTests {
  @Test func lossyShapesTheGIFAndOnlyTheGIF() throws {
    let formats = try RenderFormatTests()
    let render = ["render", "welcome-back", "--device", "60x130@1", "--fps", "10", "--quiet", "--out"]
    let exact = formats.folder + "/exact.gif"
    let zero = formats.folder + "/zero.gif"
    let lossy = formats.folder + "/lossy.gif"
    #expect(formats.run(render + [exact]).status == 0)
    #expect(formats.run(render + [zero, "--lossy", "0"]).status == 0)
    #expect(formats.run(render + [lossy, "--lossy", "8"]).status == 0)
    let exactBytes = try Data(contentsOf: URL(fileURLWithPath: exact))
    #expect(try Data(contentsOf: URL(fileURLWithPath: zero)) == exactBytes)
    #expect(exactBytes.count == 48483)
    #expect(try formats.size(lossy) == 35340)

    let mp4 = formats.folder + "/lossy.mp4"
    let refused = formats.run(["render", formats.scene, "--lossy", "3", "--out", mp4])
    #expect(refused.status == 2)
    #expect(refused.errors == "splashreel render: --lossy shapes a GIF; MP4 has its own --quality\n")
    #expect(!FileManager.default.fileExists(atPath: mp4))
  }
}
