import Foundation
import Testing

@testable import SplashScene

/// Every number that enters through a scene is range-checked where it enters, with a one-line
/// message naming the file and the JSON path (issue 13, defect 1).
private let fixture = try! SceneFixture()

/// A scene with one solid layer whose frame is `frame` and whose other keys are `extra`.
private func solid(_ frame: String, _ extra: String = "") -> String {
  ##"{"duration": 1, "layers": [{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": \##(frame)\##(extra)}]}"##
}

private func resolve(_ json: String, on device: String = "iphone-8") -> String? {
  do {
    _ = try fixture.load(json).resolved(for: DeviceCatalog.device(named: device))
    return nil
  } catch {
    return error.description
  }
}

@Test func hugeNumbersAreRefusedWhereTheyAreWritten() {
  let cases: [(String, String)] = [
    (
      solid(##"{"x": 1e19, "y": 0, "width": 10, "height": 10}"##),
      "scene.json: layers[0].frame.x: 1e+19 is out of range (-100000...100000)"
    ),
    (
      solid(##"{"x": 0, "y": 0, "width": 1e300, "height": 10}"##),
      "scene.json: layers[0].frame.width: 1e+300 is out of range (-100000...100000)"
    ),
    (
      solid(##"{"x": 0, "y": 0, "width": 10, "height": 10}"##, ##", "transform": {"scale": 1e100}"##),
      "scene.json: layers[0].transform.scale: 1e+100 is out of range (-1000...1000)"
    ),
    (
      solid(##"{"x": 0, "y": 0, "width": 10, "height": 10}"##, ##", "transform": {"scale": [1, -2000]}"##),
      "scene.json: layers[0].transform.scale[1]: -2000 is out of range (-1000...1000)"
    ),
    (
      solid(##"{"x": 0, "y": 0, "width": 10, "height": 10}"##, ##", "transform": {"translation": [1e19, 0]}"##),
      "scene.json: layers[0].transform.translation[0]: 1e+19 is out of range (-100000...100000)"
    ),
    (
      solid(##"{"x": 0, "y": 0, "width": 10, "height": 10}"##, ##", "transform": {"rotation": 1e300}"##),
      "scene.json: layers[0].transform.rotation: 1e+300 is out of range (-36000...36000)"
    ),
    (
      solid(##"{"x": 0, "y": 0, "width": 10, "height": 10}"##, ##", "anchorPoint": [1e300, 0]"##),
      "scene.json: layers[0].anchorPoint[0]: 1e+300 is out of range (-1000...1000)"
    ),
  ]
  for (json, message) in cases {
    #expect(fixture.error(json) == message)
  }
}

@Test func expressionsHaveLengthDepthAndNumberLimits() {
  let digits = String(repeating: "9", count: 400)
  let parens = String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
  let terms = Array(repeating: "1", count: 100_000).joined(separator: "+")
  let minus = String(repeating: "-", count: 40) + "1"
  #expect(
    fixture.error(solid(##"{"x": "W*\##(digits)", "y": 0, "width": 1, "height": 1}"##))
      == "scene.json: layers[0].frame.x: number '99999999999999999999…' at column 3 is larger than 1000000 in \"W*\(digits)\""
  )
  #expect(
    fixture.error(solid(##"{"x": "\##(parens)", "y": 0, "width": 1, "height": 1}"##))
      == "scene.json: layers[0].frame.x: the expression is 20001 characters, more than the limit of 500")
  #expect(
    fixture.error(solid(##"{"x": "\##(terms)", "y": 0, "width": 1, "height": 1}"##))
      == "scene.json: layers[0].frame.x: the expression is 199999 characters, more than the limit of 500")
  #expect(
    fixture.error(solid(##"{"x": "\##(minus)", "y": 0, "width": 1, "height": 1}"##))
      == "scene.json: layers[0].frame.x: nested more than 32 levels deep at column 33 in \"\(minus)\"")
  let deepWhen = String(repeating: "(", count: 40) + "notched" + String(repeating: ")", count: 40)
  #expect(
    fixture.error(
      solid(
        ##"{"x": 0, "y": 0, "width": 1, "height": 1}"##, ##", "overrides": [{"when": "\##(deepWhen)", "alpha": 0.5}]"##)
    )
      == "scene.json: layers[0].overrides[0].when: nested more than 32 levels deep at column 33 in \"\(deepWhen)\"")
}

@Test func evaluatedLengthsStayWithinRangeAndOverflowIsNotDivisionByZero() {
  #expect(
    resolve(solid(##"{"x": "W*1000", "y": 0, "width": 1, "height": 1}"##))
      == "scene.json: layers[0].frame.x: \"W*1000\" is 375000 on iphone-8; it must be within ±100000 points")
  let product = "W" + String(repeating: "*1000000", count: 60)
  #expect(
    resolve(solid(##"{"x": "\##(product)", "y": 0, "width": 1, "height": 1}"##))
      == "scene.json: layers[0].frame.x: a result out of range in \"\(product)\" on iphone-8")
  #expect(
    resolve(solid(##"{"x": "W/(H-H)", "y": 0, "width": 1, "height": 1}"##))
      == "scene.json: layers[0].frame.x: division by zero in \"W/(H-H)\" on iphone-8")
}

@Test func byScreenSidesAreBounded() throws {
  let json = ##"""
    {"duration": 1, "layers": [{"id": "a", "type": "image", "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
     "image": {"byScreen": [{"screen": "9223372036854775807x1", "image": "a.png"}]}}]}
    """##
  #expect(
    fixture.error(json)
      == "scene.json: layers[0].image.byScreen[0].screen: bad screen \"9223372036854775807x1\": write WIDTHxHEIGHT in points, each 1...100000, e.g. \"320x480\""
  )
}

@Test func layerCountNestingStepsAndTextAreBounded() {
  func group(_ depth: Int) -> String {
    depth == 0
      ? ##"{"id": "leaf", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"##
      : ##"{"id": "g\##(depth)", "type": "group", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}, "children": [\##(group(depth - 1))]}"##
  }
  let deep = ##"{"duration": 1, "layers": [\##(group(16))]}"##
  let path = "layers[0]" + String(repeating: ".children[0]", count: 16)
  #expect(fixture.error(deep) == "scene.json: \(path): layers nested 17 deep, more than the limit of 16")
  #expect(fixture.error(##"{"duration": 1, "layers": [\##(group(15))]}"##) == nil)

  let many = (0..<2001).map {
    ##"{"id": "s\##($0)", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}"##
  }
  #expect(
    fixture.error(##"{"duration": 1, "layers": [\##(many.joined(separator: ","))]}"##)
      == "scene.json: layers: 2001 layers, more than the limit of 2000")

  let steps = Array(repeating: ##"{"at": 0, "remove": ["a"]}"##, count: 2001).joined(separator: ",")
  #expect(
    fixture.error(
      ##"{"duration": 1, "layers": [\##(group(0).replacingOccurrences(of: "leaf", with: "a"))], "timeline": [\##(steps)]}"##
    )
      == "scene.json: timeline: 2001 steps, more than the limit of 2000")

  let text = String(repeating: "W", count: 1_000_001)
  let label = ##"""
    {"duration": 1, "layers": [{"id": "t", "type": "text", "frame": {"x": 0, "y": 0, "width": 1, "height": 1},
     "text": {"string": "\##(text)", "font": "DejaVu Sans", "size": 12}}]}
    """##
  #expect(
    fixture.error(label) == "scene.json: layers[0].text.string: text is 1000001 characters, more than the limit of 1000"
  )
}

@Test func aTimelineLongerThanTheLimitIsRefused() {
  let steps = (0..<3).map { index in
    index == 0
      ? ##"{"id": "s0", "at": 600, "animate": {"a": {"alpha": 0}}, "duration": 1}"##
      : ##"{"id": "s\##(index)", "after": "s\##(index - 1)", "animate": {"a": {"alpha": 1}}, "duration": 600}"##
  }.joined(separator: ",")
  let json =
    ##"{"layers": [{"id": "a", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 0, "width": 1, "height": 1}}], "timeline": [\##(steps)]}"##
  #expect(
    resolve(json)
      == "scene.json: timeline: the timeline ends at 1801 s, after the limit of 600 s; give the scene a shorter 'duration'"
  )
}

@Test func jsonNestedTooDeepSaysSoAndSpecialFilesAreRefused() throws {
  let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
  #expect(
    fixture.error(deep) == "scene.json: not valid JSON at line 1, column 513: nesting deeper than 512 levels")
  #expect(throws: SceneError("/dev/zero: is a character device, not a regular file")) {
    try Scene.load(contentsOf: URL(fileURLWithPath: "/dev/zero"))
  }
  let fifo = fixture.directory.appendingPathComponent("fifo-\(UUID().uuidString).json").path
  #expect(mkfifo(fifo, 0o600) == 0)
  #expect(throws: SceneError("\(fifo): is a FIFO, not a regular file")) {
    try Scene.load(contentsOf: URL(fileURLWithPath: fifo))
  }
  #expect(throws: SceneError("/tmp: is a directory, not a regular file")) {
    try Scene.load(contentsOf: URL(fileURLWithPath: "/tmp"))
  }
}
