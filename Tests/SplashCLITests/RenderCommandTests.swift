import Foundation
import SplashGD
import SplashGIF
import SplashRaster
import SplashRender
import SplashScene
import SplashTestSupport
import Testing

@testable import SplashCLI

/// A folder with a small scene: a blue square that slides right and fades over 1.1 s on red.
private struct Workspace {
  /// Removed when the test's last copy of the value goes.
  let scratch = TemporaryFolder("render")
  let folder: URL
  var scene: String { folder.appendingPathComponent("slide.json").path }
  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  init(scene json: String = Workspace.slide) throws {
    folder = scratch.url
    try Data(json.utf8).write(to: folder.appendingPathComponent("slide.json"))
  }

  static let slide = ##"""
    {"name": "slide", "duration": 1.1, "background": "#FF0000", "device": "24x16@1",
     "layers": [{"id": "box", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 0, "y": 4, "width": 8, "height": 8},
                 "overrides": [{"when": "W > 30", "note": "wide screens", "frame": {"x": 2, "y": 4, "width": 8, "height": 8}}]}],
     "timeline": [{"at": 0.2, "animate": {"box": {"transform": {"translation": [16, 0]}, "alpha": 0.5}}, "duration": 0.6, "curve": "linear"}]}
    """##
}

private func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
  let console = Console.capturing()
  let status = SplashReelTool.main(arguments, console: console)
  return (status, console.output, console.errors)
}

@Test func renderWritesAGIFAsLongAsTheScene() throws {
  let work = try Workspace()
  let gif = work.path("slide.gif")
  let result = run(["render", work.scene, "--fps", "10", "--out", gif])
  #expect(result.status == 0 && result.errors == "")
  let lines = result.output.split(separator: "\n")
  #expect(lines.count == 2 && lines[0] == "slide on 24x16@1: box: no override applies (when \"W > 30\" is false)")
  #expect(lines[1].hasPrefix("\(gif): 11 rendered frames at 10 fps, "))
  #expect(lines[1].contains(" identical merged), 1.1 s, 24x16, "))
  var decoder = try GIFDecoder(contentsOf: gif)
  let frames = try decoder.allFrames()
  #expect(decoder.loopCount == 0 && decoder.width == 24 && decoder.height == 16)
  #expect(frames.map(\.delay).reduce(0, +) == 110)
  // Before the animation the square is at x 0...8; at the end it is at 16...24, half faded.
  #expect(frames.first!.surface[1, 8] == PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
  #expect(frames.last!.surface[1, 8] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
  let faded = frames.last!.surface[20, 8]
  #expect(abs(Int(faded.r) - 128) <= 3 && faded.g == 0 && abs(Int(faded.b) - 128) <= 3)
}

@Test func lengthHoldsWhenTheRateDoesNotDivideIt() throws {
  let work = try Workspace()
  for fps in [7, 24, 25, 50] {
    let gif = work.path("slide-\(fps).gif")
    #expect(run(["render", work.scene, "--fps", "\(fps)", "--out", gif, "--quiet"]).status == 0)
    var decoder = try GIFDecoder(contentsOf: gif)
    let total = try decoder.allFrames().map(\.delay).reduce(0, +)
    #expect(abs(total * 10 - 1100) <= 10, "\(fps) fps: \(total) cs")
  }
}

@Test func framesFolderHoldsTheFramesAsPNG() throws {
  let work = try Workspace()
  let result = run(["render", work.scene, "--fps", "10", "--out", work.path("a.gif"), "--frames", work.path("frames")])
  #expect(result.status == 0)
  let names = try FileManager.default.contentsOfDirectory(atPath: work.path("frames")).sorted()
  #expect(names == (0..<11).map { String(format: "frame-%04d.png", $0) })
  let fifth = try ImageDecoder.decode(contentsOf: work.path("frames/frame-0005.png"))
  // t = 0.5: halfway through the slide, x = 8, alpha 0.75.
  #expect(fifth.width == 24 && fifth[12, 8] == PremultipliedColor(r: 64, g: 0, b: 191, a: 255))
  #expect(fifth[7, 8] == PremultipliedColor(r: 255, g: 0, b: 0, a: 255))
}

@Test func outputIsTheSameWhateverTheThreadCount() throws {
  let work = try Workspace()
  #expect(
    run(["render", work.scene, "--fps", "20", "--threads", "1", "--out", work.path("one.gif"), "--quiet"]).status == 0)
  #expect(
    run(["render", work.scene, "--fps", "20", "--threads", "3", "--out", work.path("three.gif"), "--quiet"]).status == 0
  )
  let same =
    try Data(contentsOf: URL(fileURLWithPath: work.path("one.gif")))
    == Data(contentsOf: URL(fileURLWithPath: work.path("three.gif")))
  #expect(same)
}

@Test func rulesAndExportScaleAreReported() throws {
  let work = try Workspace()
  let gif = work.path("wide.gif")
  let result = run(["render", work.scene, "--device", "40x16@1", "--scale", "2", "--fps", "5", "--out", gif])
  #expect(result.status == 0)
  let lines = result.output.split(separator: "\n")
  #expect(lines.first == "slide on 40x16@1: box: override 1 applies (when \"W > 30\" is true): wide screens")
  #expect(lines.last!.hasPrefix("\(gif): 6 rendered frames at 5 fps, "))
  #expect(lines.last!.contains(" identical merged), 1.1 s, 80x32, "))
  #expect(try GIFDecoder(contentsOf: gif).width == 80)
}

@Test func badScenesFailWithOneLineAndNoFile() throws {
  let cases: [(String, String)] = [
    (
      Workspace.slide.replacingOccurrences(of: #""type": "solid""#, with: #""type": "solid", "colour": 1"#),
      "layers[0].colour: unknown key 'colour' in a solid layer"
    ),
    (
      Workspace.slide.replacingOccurrences(of: #""x": 0, "y": 4"#, with: #""x": "Q-120", "y": 4"#),
      "layers[0].frame.x: unknown variable 'Q' in \"Q-120\""
    ),
    (
      Workspace.slide.replacingOccurrences(of: #""duration": 0.6"#, with: #""duration": "0.6""#),
      "timeline[0].duration: expected a number, got a string \"0.6\""
    ),
    (
      Workspace.slide.replacingOccurrences(of: #""24x16@1""#, with: #""iphon-8""#),
      "device: unknown device 'iphon-8' (did you mean 'iphone-8'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    ),
  ]
  for (json, message) in cases {
    let work = try Workspace(scene: json)
    let gif = work.path("out.gif")
    let result = run(["render", work.scene, "--out", gif])
    #expect(result.status == 1 && result.output == "")
    #expect(result.errors == "splashreel render: \(work.scene): \(message)\n")
    #expect(!FileManager.default.fileExists(atPath: gif))
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.folder.path) == ["slide.json"])
  }
}

@Test func badCommandLinesAreUsageErrors() throws {
  let work = try Workspace()
  let cases: [([String], Int32, String)] = [
    (["render", work.scene, "--fps", "60"], 2, "--fps must be an integer in 1...50, got '60'"),
    (["render", work.scene, "--scale", "4"], 2, "--scale must be an integer in 1...3, got '4'"),
    (["render"], 2, "missing the preset or scene file (splashreel presets lists the presets)"),
    (["render", "--all", "ad-splash"], 2, "--all renders every preset; give no scene with it"),
    (
      ["render", "--all", "--out", "x.gif"], 2,
      "--out names one GIF; with --all the names are Output/<name>-<device>.gif"
    ),
    (
      ["render", work.scene, "--device", "iphone-8", "--device", "iphone-x"], 2,
      "--device given more than once; only --all takes several"
    ),
    (["render", work.scene, "--devcie", "iphone-8"], 2, "unknown option '--devcie' (did you mean --device?)"),
    (
      ["render", work.scene, "--device", "iphone-15-pr"], 1,
      "unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    ),
    (
      ["render", "welcome-bak"], 1,
      "unknown preset 'welcome-bak' (did you mean 'welcome-back'?); run 'splashreel presets' for the list, or give a scene file (.json)"
    ),
    (["render", work.path("none.json")], 1, "\(work.path("none.json")): cannot read the file (no such file)"),
  ]
  for (arguments, status, message) in cases {
    let result = run(arguments)
    #expect(result.status == status && result.errors == "splashreel render: \(message)\n", "\(arguments)")
  }
  #expect(Render.defaultPath(scene: "ad-splash", device: "iphone-8") == "Output/ad-splash-iphone-8.gif")
}

@Test func presetsListsOneLineEach() {
  let result = run(["presets"])
  #expect(result.status == 0)
  #expect(
    result.output == """
      ad-splash      3 s    iphone-15-pro   An ad screen holds for 1 s, then zooms to 1.2 and fades out over the home screen in 1.5 s.
      welcome-back   4.5 s  iphone-15-pro   A "welcome back" view; the slogan fades, the round avatar springs up 50 pt, the caption fades in, then the view goes.
      weibo-welcome  3 s    iphone-15-pro   The Weibo welcome view, linear variant; slogan out (0.75 s), avatar rises linearly (0.75 s), caption in (0.75 s), view removed.
      launch-image   3.5 s  iphone-8        A cached launch image covers the window for 3 s (scaleToFill), then is removed at once, showing the home screen.

      """)
}

/// Every preset on every catalog iPhone, at the rates people use: the encoder's schedule for the
/// render's frames lasts the scene's length to the hundredth of a second (the GIFs themselves are
/// written by the release run, scripts/dev render).
@Test func presetGIFsLastTheirScenesLength() throws {
  for preset in Presets.names {
    let scene = try Presets.load(preset)
    for device in DeviceCatalog.iPhones {
      let duration = try scene.resolved(for: device).duration
      for fps in [10, 15, 24, 25, 30, 50] {
        let plan = FramePlan(duration: duration, fps: fps)
        let schedule = try FrameSchedule(frameCount: plan.frameCount, fps: plan.effectiveFPS)
        #expect(schedule.totalDelay == Int((duration * 100).rounded()), "\(preset) on \(device.name) at \(fps) fps")
        #expect(schedule.entries.allSatisfy { $0.delay >= 2 })
      }
    }
  }
}
