import Foundation
import SplashFiles
import SplashGD
import SplashNames
import SplashRaster
import SplashRender
import SplashTestSupport
import SplashVideo
import Testing

@testable import SplashCLI

/// The output-format registry (`ExportFormat.traits`): every extension it lists works through
/// `render --out`, `encode`, `batch` and `--format`, and help quotes its figures.
@Suite struct FormatRegistryTests {
  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let console = Console.capturing()
    let status = SplashReelTool.main(arguments, console: console)
    return (status, console.output, console.errors)
  }

  /// A 1 s, 12×8 scene: a white square fading in on blue.
  func scene(in folder: TemporaryFolder, name: String = "fade") throws -> String {
    let path = folder.path + "/scene.json"
    let json = """
      {"name": \(String(decoding: try JSONEncoder().encode(name), as: UTF8.self)), "duration": 1, \
      "background": "#203080", "device": "12x8@1",
       "layers": [{"id": "box", "type": "solid", "backgroundColor": "#FFFFFF", "alpha": 0,
                   "frame": {"x": 2, "y": 2, "width": 4, "height": 4}}],
       "timeline": [{"at": 0, "animate": {"box": {"alpha": 1}}, "duration": 1, "curve": "linear"}]}
      """
    try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// Whether `bytes` start as a file of `format` does.
  func looksLike(_ bytes: [UInt8], _ format: ExportFormat) -> Bool {
    func ascii(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
    guard bytes.count > 40 else { return false }
    switch format {
    case .gif: return ascii(0..<6) == "GIF89a"
    case .mp4: return ascii(4..<8) == "ftyp" && ascii(8..<12) == "isom"
    case .mov: return ascii(4..<8) == "ftyp" && ascii(8..<12) == "qt  "
    case .webm: return Array(bytes[0..<4]) == [0x1A, 0x45, 0xDF, 0xA3]
    case .apng: return Array(bytes[1..<4]) == Array("PNG".utf8) && ascii(37..<41) == "acTL"
    case .webp: return ascii(0..<4) == "RIFF" && ascii(8..<12) == "WEBP"
    }
  }

  @Test func everyListedExtensionRendersThroughOut() throws {
    let folder = TemporaryFolder("registry")
    let scene = try scene(in: folder)
    #expect(ExportFormat.extensions == [".gif", ".mp4", ".m4v", ".mov", ".webm", ".png", ".apng", ".webp"])
    for ext in ExportFormat.extensions {
      let format = try ExportFormat(path: "x" + ext)
      let out = folder.path + "/out" + ext
      let r = run(["render", scene, "--fps", "10", "--out", out])
      #expect(r.status == 0 && r.errors == "", "\(ext): \(r.errors)")
      let name = format == .gif ? "" : "\(format.displayName), "
      #expect(r.output.hasPrefix("\(out): \(name)10 rendered frames at 10 fps, "), "\(ext): \(r.output)")
      #expect(looksLike(try folder.contents("out" + ext), format), "\(ext)")
      // --format takes the name and agrees with every extension of it.
      let named = run(["render", scene, "--fps", "10", "--format", format.rawValue, "--out", out, "--quiet"])
      #expect(named.status == 0 && named.errors == "", "\(ext): \(named.errors)")
    }
    #expect(folder.entries() == (["scene.json"] + ExportFormat.extensions.map { "out" + $0 }).sorted())
  }

  @Test func everyFormatHasOneSinkAndTheBatchTakesEveryExtension() throws {
    for format in ExportFormat.allCases {
      let sink = try RenderFormats.sink(for: format, path: "a." + format.fileExtension, settings: FileOutputSettings())
      #expect((sink is GIFSink) == (format == .gif), "\(format)")
      #expect((sink is AnimationFileSink) == (format != .gif), "\(format)")
    }
    #expect(RenderFormats.fileExtensions == ["gif", "mp4", "m4v", "mov", "webm", "png", "apng", "webp"])
    #expect(try RenderFormats.sink(for: "a.M4V", settings: FileOutputSettings()) is AnimationFileSink)

    let work = try PreviewWorkspace()
    defer { try? FileManager.default.removeItem(at: work.folder) }
    try work.writePNG("dot.png", Color(r: 200, g: 0, b: 0))
    try work.write("dot.json", PreviewWorkspace.fadingDot)
    try work.write(
      "previews.json",
      #"{"output": "out", "defaults": {"fps": 10, "formats": ["m4v", "apng"]}, "#
        + #""renders": [{"scenes": ["dot.json"], "devices": ["30x60@1"]}]}"#)
    let batch = run(["batch", work.path("previews.json"), "--quiet"])
    #expect(batch.status == 0 && batch.errors == "", "\(batch.errors)")
    let files = try FileManager.default.contentsOfDirectory(atPath: work.path("out")).filter { !$0.hasPrefix(".") }
    #expect(files.sorted() == ["dot-30x60@1.apng", "dot-30x60@1.m4v", "index.html"])
    let m4v = [UInt8](try Data(contentsOf: URL(fileURLWithPath: work.path("out/dot-30x60@1.m4v"))))
    #expect(looksLike(m4v, .mp4))
  }

  @Test func helpQuotesTheRegistry() {
    let quality = FormatOption.qualityHelp.replacingOccurrences(of: "\n", with: " ")
    #expect(quality.contains("high (H.264 CRF 17, 15 below 1 Mpx; VP9 CRF 28; WebP 90; APNG 255 colours)"))
    #expect(quality.contains("low (H.264 CRF 27, 25 below 1 Mpx; VP9 CRF 42; WebP 60; APNG 64 colours)"))
    #expect(quality.contains("Frame rates up to 50 fps for GIF, 120 for MP4, MOV and WebM, 60 for APNG and WebP"))
    let budget = ByteBudget.help.replacingOccurrences(of: "\n", with: " ")
    #expect(budget.contains("colours (256 → 128 → 64), then the frame rate (30 → 25 → 20 → 15 fps)"))
    #expect(budget.contains("H.264 CRF up to 40, VP9 up to 56, WebP down to 20"))
    #expect(budget.contains("the palette (lossless → 255 → 128 → 64 colours), then the frame rate (25 → 20 → 15 fps)"))
    let render = RenderCommand.help.replacingOccurrences(of: "\n", with: " ")
    #expect(render.contains("50 fps for GIF"))
    #expect(EncodeCommand.help.contains("--out OUT.gif|.mp4|.m4v|.mov|.webm|.png|.apng|.webp"))
  }
}

/// Names made from scenes are portable in files and escaped in Markdown.
@Suite struct PortableNameTests {
  @Test func theIssuesNameMapsToDashes() {
    #expect(PortableName.fileName(#"a<b>:c"d|e?f*g"#) == "a-b-c-d-e-f-g")
    #expect(PortableName.fileName("Café crème") == "Caf-cr-me")
    #expect(PortableName.fileName("日本 launch") == "-launch")
    #expect(PortableName.fileName(".env") == "-env")
    #expect(PortableName.fileName("a..b_c-1.2") == "a..b_c-1.2")
    #expect(PortableName.fileName("tab\there\r\nnew") == "tab-here-new")
    #expect(Render.defaultPath(scene: #"a<b>:c"d|e?f*g"#, device: "iphone-se") == "Output/a-b-c-d-e-f-g-iphone-se.gif")
    #expect(Render.defaultPath(scene: "a/b", device: "390x844@3", extension: "mp4") == "Output/a-b-390x844@3.mp4")
  }

  @Test func markdownEscapesTheName() throws {
    let folder = TemporaryFolder("portable")
    let tests = FormatRegistryTests()
    let scene = try tests.scene(in: folder, name: #"a<b>:c"d|e?f*g"#)
    let out = folder.path + "/a b(1).gif"
    let r = tests.run(["render", scene, "--fps", "5", "--out", out, "--markdown"])
    #expect(r.status == 0 && r.errors == "", "\(r.errors)")
    let lines = r.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].hasPrefix(#"![a\<b\>:c"d\|e?f\*g on 12x8@1]("#))
    #expect(lines[0].hasSuffix("/a%20b%281%29.gif)"))
    #expect(lines[4].hasPrefix("| custom (`12x8@1`), GIF 12×8 @1x | 1.00 s | 5 at 5 fps | "))
    #expect(
      MarkdownText.escaped("x|y\nz [w](v) `c` #1 ~s~ &amp; $x$ !")
        == ##"x\|y z \[w\](v) \`c\` \#1 \~s\~ \&amp; \$x\$ \!"##)
    #expect(MarkdownText.code("plain") == "`plain`")
    #expect(MarkdownText.code("a`b") == "``a`b``")
    #expect(MarkdownText.code("`x``") == "``` `x`` ```")
    #expect(MarkdownText.linkPath("Output/a:b é.gif") == "Output/a%3Ab%20%C3%A9.gif")
  }

  /// A batch workspace with one fading-dot scene per name (`scene0.json`, …) on 30x60@1.
  func batch(_ names: [String]) throws -> PreviewWorkspace {
    let work = try PreviewWorkspace()
    try work.writePNG("dot.png", Color(r: 200, g: 0, b: 0))
    for (index, name) in names.enumerated() {
      let quoted = String(decoding: try JSONEncoder().encode(name), as: UTF8.self)
      try work.write(
        "scene\(index).json",
        PreviewWorkspace.fadingDot.replacingOccurrences(of: #""dot", "duration""#, with: quoted + #", "duration""#))
    }
    let scenes = names.indices.map { "\"scene\($0).json\"" }.joined(separator: ", ")
    try work.write(
      "previews.json", #"{"output": "out", "renders": [{"scenes": ["# + scenes + #"], "devices": ["30x60@1"]}]}"#)
    return work
  }

  @Test func batchNamesItsFilesPortably() throws {
    let work = try batch([#"a<b>:c"d|e?f*g"#])
    defer { try? FileManager.default.removeItem(at: work.folder) }
    let run = runTool(["batch", work.path("previews.json"), "--quiet"])
    #expect(run.status == 0 && run.errors == "", "\(run.errors)")
    let files = try FileManager.default.contentsOfDirectory(atPath: work.path("out")).filter { !$0.hasPrefix(".") }
    #expect(files.sorted() == ["a-b-c-d-e-f-g-30x60@1.gif", "index.html"])
  }

  @Test func batchJobsWhoseNamesMapToOneFileAreRefused() throws {
    let work = try batch(["a:b", "a?b"])
    defer { try? FileManager.default.removeItem(at: work.folder) }
    let run = runTool(["batch", work.path("previews.json")])
    #expect(run.status == 1)
    #expect(
      run.errors
        == "splashreel batch: \(work.path("previews.json")): renders[0]: a?b on 30x60@1 is already rendered by renders[0] (both would write a-b-30x60@1.gif)\n"
    )
  }
}
