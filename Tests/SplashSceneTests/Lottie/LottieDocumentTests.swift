import Foundation
import Testing

@testable import SplashScene

@Test func aLottieFileIsSummarisedBeforeRlottieReadsIt() throws {
  let shapes = try LottieFixtures.document("shapes.json")
  #expect(shapes.width == 100 && shapes.height == 100)
  #expect([shapes.frameRate, shapes.inPoint, shapes.outPoint, shapes.duration] == [30, 0, 30, 1])
  #expect(shapes.markers == ["intro": .init(start: 0, duration: 10), "spin": .init(start: 10, duration: 20)])
  #expect(LottieDocument.isLottie(shapes.data))
  #expect(!LottieDocument.isLottie(Data(#"{"layers": [], "timeline": []}"#.utf8)))
  let precomp = try LottieFixtures.document("precomp.json")
  #expect(precomp.width == 60 && precomp.height == 40)
  #expect(precomp.duration == 0.8)
  // Its file image is an input of the document and of a scene that plays it; the data: one is not.
  let checker = LottieFixtures.url("checker.png").resolvingSymlinksInPath().path
  #expect(precomp.imageFiles == [checker])
  #expect(shapes.imageFiles == [])
  let json =
    #"{"layers": [{"id": "logo", "type": "lottie", "lottie": "precomp.json", "frame": {"width": 60, "height": 40}}]}"#
  let scene = try Scene.decode(Data(json.utf8), file: "scene.json", directory: LottieFixtures.folder, defaultName: "s")
  #expect(scene.inputFiles == [checker, LottieFixtures.url("precomp.json").standardizedFileURL.path].sorted())
}

@Test func hostileStructureIsRefusedWithItsJSONPath() throws {
  func error(_ json: String) -> String? {
    do {
      _ = try LottieDocument.parse(Data(json.utf8), file: "logo.json", folder: LottieFixtures.folder)
      return nil
    } catch { return error.description }
  }
  let head = #""v": "5.5.2", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100"#
  #expect(
    error(String(decoding: try Data(contentsOf: LottieFixtures.url("recursive.json")), as: UTF8.self))
      == "logo.json: assets[1].layers[0].refId: precomposition 'a' contains itself (a → b → a)")
  #expect(error("{\(head), \"layers\": {}}") == "logo.json: layers: expected a list of layers")
  #expect(
    error(#"{"v": "5", "fr": 30, "ip": 10, "op": 10, "w": 100, "h": 100, "layers": []}"#)
      == "logo.json: op: the out frame must come after the in frame (10), got 10")
  #expect(
    error(#"{"v": "5", "fr": 30, "ip": 0, "op": 40000, "w": 100, "h": 100, "layers": []}"#)
      == "logo.json: op: 40000 frames, more than the limit of 36000")
  #expect(
    error(#"{"v": "5", "fr": 30, "ip": 0, "op": 30, "w": 8000, "h": 8000, "layers": []}"#)
      == "logo.json: w: a composition of 8000×8000 exceeds the limit of 16777216 pixels")
  #expect(
    error(#"{"v": "5", "fr": 0, "ip": 0, "op": 30, "w": 10, "h": 10, "layers": []}"#)
      == "logo.json: fr: the frame rate must be above 0 and at most 240, got 0")
  #expect(
    error("{\(head), \"assets\": [{\"id\": \"i\", \"u\": \"\", \"p\": \"../secret.png\"}], \"layers\": []}")
      == "logo.json: assets[0].p: the image '../secret.png' is outside the Lottie file's folder")
  #expect(
    error("{\(head), \"assets\": [{\"id\": \"i\", \"u\": \"/etc/\", \"p\": \"passwd\"}], \"layers\": []}")
      == "logo.json: assets[0].p: the image '/etc/passwd' is outside the Lottie file's folder")
  #expect(
    error("{\(head), \"assets\": [{\"id\": \"i\", \"u\": \"\", \"p\": \"missing.png\"}], \"layers\": []}")
      == "logo.json: assets[0].p: no image 'missing.png' beside the Lottie file")
  #expect(
    error("{\(head), \"assets\": [{\"id\": \"i\", \"p\": \"data:image/png;base64,AAAA\", \"e\": 1}], \"layers\": []}")
      == nil)
  // One precomposition used twice per level, eight levels deep: 2 + 4 + … layers, past the limit.
  var assets: [String] = []
  for level in 0..<11 {
    let inner = level == 10 ? "" : #"{"ty": 0, "refId": "c\#(level + 1)"}, {"ty": 0, "refId": "c\#(level + 1)"}"#
    assets.append(#"{"id": "c\#(level)", "layers": [\#(inner)]}"#)
  }
  let deep = "{\(head), \"assets\": [\(assets.joined(separator: ", "))], \"layers\": [{\"ty\": 0, \"refId\": \"c0\"}]}"
  #expect(
    error(deep)
      == "logo.json: assets[7].layers: precompositions nested 9 deep, more than the limit of 8")
  let many = (0..<2_001).map { _ in #"{"ty": 3}"# }.joined(separator: ", ")
  #expect(
    error("{\(head), \"layers\": [\(many)]}")
      == "logo.json: layers[2000]: more than the limit of 2000 layers (precompositions counted per use)")
  let points = (0..<500_001).map { _ in "[0,0]" }.joined(separator: ",")
  #expect(
    error(
      "{\(head), \"layers\": [{\"ty\": 4, \"shapes\": [{\"ty\": \"sh\", \"ks\": {\"a\": 0, \"k\": {\"v\": [\(points)]}}}]}]}"
    )
      == "logo.json: layers[0].shapes[0].ks: more than the limit of 500000 path points")
}
