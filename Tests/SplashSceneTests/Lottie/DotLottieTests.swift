import Foundation
import SplashArchive
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashScene

/// dotLottie archives, built in each test with Python's `zipfile` from the JSON fixtures: the
/// active animation renders the very pixels of its JSON (image assets read from the archive);
/// hostile archives end in one line.
@Suite struct DotLottieTests {
  /// Removed with the suite's value (`TemporaryFolder`).
  let scratch = TemporaryFolder("dotlottie")
  var folder: URL { scratch.url }

  /// Writes `name` (in the test's folder) as a zip of `entries`: entry name → fixture file to copy
  /// (`@fixture`), `spaces:<n>` (n spaces) or text; with `moveImages`, the animation's file image assets point at
  /// `/images/` as dotLottie exporters write them.
  func archive(_ name: String, _ entries: [(String, String)], moveImages: Bool = false) throws -> URL {
    let script = """
      import json, sys, zipfile
      out, fixtures, move, pairs = sys.argv[1], sys.argv[2], sys.argv[3] == "1", json.loads(sys.argv[4])
      with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
          for entry, source in pairs:
              if source.startswith("@"):
                  data = open(fixtures + "/" + source[1:], "rb").read()
                  if move and entry.endswith(".json"):
                      doc = json.loads(data)
                      for asset in doc.get("assets", []):
                          if "p" in asset and not asset["p"].startswith("data:") and "layers" not in asset:
                              asset["u"] = "/images/"
                      data = json.dumps(doc).encode()
                  z.writestr(entry, data)
              elif source.startswith("spaces:"):
                  z.writestr(entry, b" " * int(source.split(":")[1]))
              else:
                  z.writestr(entry, source)
      # "spaces:<n>:<declared>": the local and central headers claim <declared> bytes.
      data = bytearray(open(out, "rb").read())
      for entry, source in pairs:
          parts = source.split(":")
          if parts[0] != "spaces" or len(parts) < 3:
              continue
          name, size = entry.encode(), int(parts[2]).to_bytes(4, "little")
          for signature, field, name_at in [(b"PK\\x03\\x04", 22, 30), (b"PK\\x01\\x02", 24, 46)]:
              at = data.find(signature)
              while at >= 0:
                  if data[at + name_at:at + name_at + len(name)] == name:
                      data[at + field:at + field + 4] = size
                  at = data.find(signature, at + 4)
      open(out, "wb").write(bytes(data))
      """
    let url = folder.appendingPathComponent(name)
    let pairs = String(
      decoding: try JSONSerialization.data(withJSONObject: entries.map { [$0.0, $0.1] }), as: UTF8.self)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script, url.path, LottieFixtures.folder.path, moveImages ? "1" : "0", pairs]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return url
  }

  func manifest(_ ids: [String], active: String? = nil) -> String {
    let list = ids.map { #"{"id": "\#($0)"}"# }.joined(separator: ", ")
    return #"{"version": "1", "animations": [\#(list)]\#(active.map { #", "activeAnimationId": "\#($0)""# } ?? "")}"#
  }

  /// Frame `n` at `t` of a full-screen lottie layer showing `file` (in `directory`) on `device`.
  func frame(_ file: String, in directory: URL, device: String, at t: Double) throws -> Surface {
    let json = """
      {"background": "#FFFFFF", "duration": 1, "layers": [
        {"id": "logo", "type": "lottie", "lottie": "\(file)", "frame": {"width": "W", "height": "H"}}],
       "timeline": [{"id": "go", "at": 0, "play": {"layer": "logo"}}]}
      """
    let scene = try Scene.decode(Data(json.utf8), file: "scene.json", directory: directory, defaultName: "scene")
    return try FrameRenderer(scene: scene.resolved(for: DeviceCatalog.device(named: device))).frame(at: t)
  }

  @Test func theActiveAnimationRendersAsItsJSON() throws {
    let url = try archive(
      "logo.lottie",
      [
        ("manifest.json", manifest(["precomp", "shapes"], active: "shapes")),
        ("animations/precomp.json", "@precomp.json"), ("animations/shapes.json", "@shapes.json"),
      ])
    let document = try LottieDocument.load(contentsOf: url, file: "logo.lottie")
    #expect(document.file == "logo.lottie: animations/shapes.json")
    #expect(document.width == 100 && document.frameRate == 30)
    for t in [0.0, 0.4, 0.9] {
      let packed = try frame("logo.lottie", in: folder, device: "150x120@2", at: t)
      let plain = try frame("shapes.json", in: LottieFixtures.folder, device: "150x120@2", at: t)
      #expect(packed.pixels.elementsEqual(plain.pixels), "t = \(t)")
    }
  }

  @Test func imagesComeFromTheArchive() throws {
    // The first animation (no activeAnimationId); its file image in images/, its data: image kept.
    let url = try archive(
      "images.lottie",
      [
        ("manifest.json", manifest(["precomp"])), ("animations/precomp.json", "@precomp.json"),
        ("images/checker.png", "@checker.png"),
      ], moveImages: true)
    let document = try LottieDocument.load(contentsOf: url, file: "images.lottie")
    #expect(document.width == 60 && document.height == 40)
    for t in [0.0, 0.5] {
      let packed = try frame("images.lottie", in: folder, device: "60x40@1", at: t)
      let plain = try frame("precomp.json", in: LottieFixtures.folder, device: "60x40@1", at: t)
      #expect(packed.pixels.elementsEqual(plain.pixels), "t = \(t)")
    }
  }

  @Test func aBareDotLottieIsAScene() throws {
    let url = try archive(
      "spin.lottie", [("manifest.json", manifest(["shapes"])), ("animations/shapes.json", "@shapes.json")])
    let scene = try Scene.load(contentsOf: url, file: "spin.lottie")
    #expect(scene.name == "spin")
    #expect(scene.defaultDevice == "100x100@1")
    #expect(scene.frameRate == 30)
  }

  @Test func theArchivesErrorIsKeptAsTheCause() throws {
    let url = try archive("escape.lottie", [("manifest.json", manifest(["a"])), ("../a.json", "@shapes.json")])
    let message = "escape.lottie: entry '../a.json' leads outside the archive (a '..' component)"
    do {
      _ = try LottieDocument.load(contentsOf: url, file: "escape.lottie")
      Issue.record("an archive with an entry outside it loaded")
    } catch {
      #expect(error.description == message)
      #expect(error.cause as? ArchiveError == ArchiveError(message))
    }
  }

  @Test func hostileArchivesEndInOneLine() throws {
    func error(_ name: String, _ entries: [(String, String)]) throws -> String {
      let url = try archive(name, entries)
      do {
        _ = try LottieDocument.load(contentsOf: url, file: name)
        return "no error"
      } catch { return "\(error)" }
    }
    #expect(
      try error("escape.lottie", [("manifest.json", manifest(["a"])), ("../a.json", "@shapes.json")])
        == "escape.lottie: entry '../a.json' leads outside the archive (a '..' component)")
    #expect(
      try error("absolute.lottie", [("/etc/a.json", "{}")])
        == "absolute.lottie: entry '/etc/a.json' is an absolute path")
    #expect(
      try error("none.lottie", [("animations/a.json", "@shapes.json")])
        == "none.lottie: no manifest.json in the archive (not a dotLottie file)")
    #expect(
      try error("active.lottie", [("manifest.json", manifest(["a", "b"], active: "c"))])
        == "active.lottie: manifest.json: activeAnimationId: no animation 'c' in the manifest; its animations are a, b")
    #expect(
      try error("missing.lottie", [("manifest.json", manifest(["intro"]))])
        == "missing.lottie: no animations/intro.json in the archive (the manifest's animation 'intro')")
    #expect(
      try error(
        "image.lottie", [("manifest.json", manifest(["precomp"])), ("animations/precomp.json", "@precomp.json")])
        == "image.lottie: animations/precomp.json: assets[1].p: no image 'checker.png' in the archive")
    #expect(
      try error("bad.lottie", [("manifest.json", manifest(["a"])), ("animations/a.json", #"{"v": "5", "fr": 0}"#)])
        == "bad.lottie: animations/a.json: fr: the frame rate must be above 0 and at most 240, got 0")
    // A zip bomb: 17 MiB of spaces deflated to 17 KB, past what an entry may inflate to.
    #expect(
      try error("bomb.lottie", [("manifest.json", manifest(["a"])), ("animations/a.json", "spaces:\(17 << 20)")])
        == "bomb.lottie: animations/a.json: declares \(17 << 20) bytes, more than the limit of \(16 << 20) bytes an entry"
    )
    // A bomb that lies: its headers declare 100 bytes, it inflates to 1 MiB; reading stops at 101.
    #expect(
      try error("liar.lottie", [("manifest.json", manifest(["a"])), ("animations/a.json", "spaces:\(1 << 20):100")])
        == "liar.lottie: animations/a.json: inflates to more than its declared 100 bytes")
    let junk = folder.appendingPathComponent("junk.lottie")
    try Data([0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 7, count: 60)).write(to: junk)
    #expect(throws: SceneError("junk.lottie: not a zip archive libzip can read (Not a zip archive)")) {
      try LottieDocument.load(contentsOf: junk, file: "junk.lottie")
    }
  }
}
