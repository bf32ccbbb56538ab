import Foundation
import SplashGD
import SplashRaster
import SplashRender
import SplashTestSupport
import Testing

@testable import SplashCLI

/// Outputs never replace inputs, escape their folder or mix with stale frames; long scenes need
/// --max-duration (issue 13, defects 2, 3, 4, 6, 7, 10).
private struct Folder {
  /// Removed when the test's last copy of the value goes.
  let scratch = TemporaryFolder("safety")
  var url: URL { scratch.url }
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  init(scenes: [String: String]) throws {
    for (name, json) in scenes { try Data(json.utf8).write(to: url.appendingPathComponent(name)) }
  }

  func entries(_ name: String = "") -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path(name))) ?? []).sorted()
  }
}

private func scene(name: String = "box", duration: Double = 0.1) -> String {
  ##"""
  {"name": "\##(name)", "duration": \##(duration), "device": "8x8@1", "layers": [{"id": "a", "type": "solid",
   "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 4, "height": 4}}]}
  """##
}

private func run(_ arguments: [String], in _: Folder) -> (status: Int32, errors: String) {
  let console = Console.capturing()
  let status = SplashReelTool.main(arguments, console: console)
  return (status, console.errors)
}

@Test func outputsThatAreInputsOrNotFilesAreRefusedBeforeRendering() throws {
  let folder = try Folder(scenes: ["s.json": scene()])
  let s = folder.path("s.json")
  let cases: [([String], String)] = [
    (["render", s, "--out", ""], "splashreel render: '': an empty output path; give a file name"),
    (
      ["render", s, "--out", folder.path("") + "/"],
      "splashreel render: \(folder.path(""))/: names a directory; give a file name"
    ),
    (
      ["render", s, "--out", "/dev/null"],
      "splashreel render: /dev/null: is a character device; splashreel only writes regular files, give a file name"
    ),
    (
      ["render", s, "--out", folder.path(String(repeating: "x", count: 252) + ".gif")],
      "splashreel render: \(folder.path(String(repeating: "x", count: 252) + ".gif")): the file name is 256 bytes, more than the limit of 255"
    ),
  ]
  for (arguments, message) in cases {
    let result = run(arguments, in: folder)
    #expect(result.status == 1 && result.errors == message + "\n", "\(arguments)")
  }
  // A scene file as the output is refused by its extension before anything is read or written.
  let json = run(["render", s, "--out", s], in: folder)
  #expect(
    json.status == 2
      && json.errors
        == "splashreel render: \(s): unknown extension '.json'; use .gif, .mp4, .m4v, .mov, .webm, .png, .apng, .webp\n"
  )
  #expect(folder.entries() == ["s.json"])
  #expect(try String(contentsOfFile: s, encoding: .utf8) == scene())

  // sheet and encode: the input itself, or a file inside the input folder.
  #expect(run(["render", s, "--out", folder.path("in.gif"), "--quiet"], in: folder).status == 0)
  let gif = folder.path("in.gif")
  let sheet = run(["sheet", gif, "--out", gif], in: folder)
  #expect(
    sheet.status == 1
      && sheet.errors == "splashreel sheet: \(gif): is also an input (\(gif)); write the output to another file\n")
  #expect(
    run(["render", s, "--out", folder.path("x.gif"), "--frames", folder.path("fr"), "--quiet"], in: folder).status == 0)
  let inside = folder.path("fr/frame-0002.png")
  let encode = run(["encode", folder.path("fr"), "--fps", "30", "--out", inside], in: folder)
  #expect(
    encode.status == 1
      && encode.errors
        == "splashreel encode: \(inside): is inside the input folder \(folder.path("fr")); write the output elsewhere\n"
  )
  // A .png output is an APNG: inside the frame folder it would replace a frame.
  let apng = run(["encode", folder.path("fr"), "--fps", "30", "--out", inside], in: folder)
  #expect(apng.status == 1 && apng.errors == encode.errors)
  #expect(folder.entries("fr") == ["frame-0000.png", "frame-0001.png", "frame-0002.png"])
}

@Test func framesNeverMixWithOlderFrames() throws {
  let folder = try Folder(scenes: ["s.json": scene(duration: 0.2)])
  let s = folder.path("s.json")
  let frames = folder.path("fr")
  #expect(
    run(["render", s, "--out", folder.path("a.gif"), "--frames", frames, "--fps", "20", "--quiet"], in: folder).status
      == 0)
  #expect(folder.entries("fr") == ["frame-0000.png", "frame-0001.png", "frame-0002.png", "frame-0003.png"])
  let again = run(
    ["render", s, "--out", folder.path("a.gif"), "--frames", frames, "--fps", "10", "--quiet"], in: folder)
  #expect(
    again.status == 1
      && again.errors
        == "splashreel render: \(frames): already holds 4 files; give --clean-frames to delete its frame-*.png files, or an empty folder\n"
  )
  let clean = run(
    ["render", s, "--out", folder.path("a.gif"), "--frames", frames, "--fps", "10", "--quiet", "--clean-frames"],
    in: folder)
  #expect(clean.status == 0)
  #expect(folder.entries("fr") == ["frame-0000.png", "frame-0001.png"])
  let file = run(["render", s, "--out", folder.path("b.gif"), "--frames", s, "--quiet"], in: folder)
  #expect(file.status == 1 && file.errors == "splashreel render: \(s): is a regular file, not a folder for frames\n")
}

@Test func aSceneNameStaysOneComponentOfTheOutputFolder() throws {
  let folder = try Folder(scenes: ["evil.json": scene(name: "../../escaped/evil")])
  let loaded = try RenderCommand.loadScene(folder.path("evil.json"))
  #expect(loaded.name == "_.._escaped_evil")
  #expect(Render.defaultPath(scene: loaded.name, device: "iphone-8") == "Output/_.._escaped_evil-iphone-8.gif")
}

@Test func longScenesNeedMaxDuration() throws {
  let folder = try Folder(scenes: ["long.json": scene(duration: 130)])
  let long = folder.path("long.json")
  let result = run(["render", long, "--out", folder.path("l.gif"), "--quiet"], in: folder)
  #expect(
    result.status == 1
      && result.errors
        == "splashreel render: \(long): the scene lasts 130 s, more than the render limit of 120 s; give --max-duration SECONDS (up to 600) to render it\n"
  )
  let tooHigh = run(["render", long, "--max-duration", "601"], in: folder)
  #expect(tooHigh.status == 2 && tooHigh.errors.hasPrefix("splashreel render: --max-duration must be"))
  #expect(folder.entries() == ["long.json"])
}

@Test func aSinglePictureToSheetAndAnAbsoluteImagePathSayWhatTheyAre() throws {
  let folder = try Folder(scenes: [:])
  let png = folder.path("x.png")
  try Data([0x89]).write(to: URL(fileURLWithPath: png))
  let sheet = run(["sheet", png], in: folder)
  #expect(
    sheet.status == 2
      && sheet.errors
        == "splashreel sheet: \(png): one picture has no frames to lay out; give a GIF, a preset or a scene file (.json)\n"
  )
  let missing = folder.path("nowhere.png")
  let json = ##"""
    {"duration": 0.1, "device": "8x8@1", "layers": [{"id": "a", "type": "image", "image": "\##(missing)",
     "frame": {"x": 0, "y": 0, "width": 4, "height": 4}}]}
    """##
  try Data(json.utf8).write(to: URL(fileURLWithPath: folder.path("abs.json")))
  let render = run(["render", folder.path("abs.json"), "--out", folder.path("a.gif")], in: folder)
  #expect(
    render.status == 1
      && render.errors
        == "splashreel render: \(folder.path("abs.json")): layers[0].image: missing image file '\(missing)'\n"
  )
  // An absolute path to a picture that exists is taken as it is.
  let picture = folder.path("elsewhere.png")
  try PNGEncoder.write(
    try Surface(width: 2, height: 2, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255)), to: picture)
  try Data(json.replacingOccurrences(of: missing, with: picture).utf8).write(
    to: URL(fileURLWithPath: folder.path("ok.json")))
  let ok = run(["render", folder.path("ok.json"), "--out", folder.path("ok.gif"), "--quiet"], in: folder)
  #expect(ok.status == 0 && ok.errors == "")
}
