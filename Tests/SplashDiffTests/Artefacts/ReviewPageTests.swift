import Foundation
import SplashGD
import SplashGIF
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashDiff

private let animations = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Fixtures/Animations").path

private func surfaces(_ path: String) throws -> [Surface] {
  var decoder = try GIFDecoder(contentsOf: path)
  var frames: [Surface] = []
  while let frame = try decoder.next() { frames.append(frame.surface) }
  return frames
}

/// The JSON between `<script type="application/json" id="page-data">` and `</script>`.
private func embeddedJSON(_ html: String) throws -> Data {
  let open = #"<script type="application/json" id="page-data">"#
  let start = try #require(html.range(of: open))
  let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
  return Data(html[start.upperBound..<end.lowerBound].utf8)
}

@Test func reviewPageCarriesReportJSONAndLosslessSamples() throws {
  let scratch = TemporaryFolder("review")
  let out = scratch.file("review")
  let artefacts = try ComparisonArtefacts(directory: out)
  artefacts.pageLink = "https://ci.example/run/7/diff/report.html"
  let report = try AnimationComparator().compare(
    expected: GIFSource(contentsOf: animations + "/expected.gif"),
    actual: GIFSource(contentsOf: animations + "/actual_moved.gif"),
    observe: artefacts.observe)
  _ = try artefacts.finish(report)

  let html = try String(contentsOfFile: out + "/report.html", encoding: .utf8)
  // The page's data is report.json's value.
  let page = try JSONDecoder().decode(ComparisonReport.self, from: embeddedJSON(html))
  let file = try JSONDecoder().decode(
    ComparisonReport.self, from: Data(contentsOf: URL(fileURLWithPath: out + "/report.json")))
  #expect(page == report && file == report)
  // Every marker was filled; style and script are inline; nothing is fetched from elsewhere.
  #expect(!html.contains("{{"))
  #expect(html.contains("<title>splashreel diff</title>"))
  #expect(html.contains("const report = JSON.parse(document.getElementById(\"page-data\").textContent);"))
  #expect(html.contains(".timeline {"))
  #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"))

  // One lossless PNG per shown picture: each side's 8 frames, 8 diffs.
  let names = try FileManager.default.contentsOfDirectory(atPath: out + "/samples").sorted()
  #expect(names.count == 24)
  #expect(names.first == "actual-0000.png" && names.last == "expected-0007.png")
  let expected = try surfaces(animations + "/expected.gif")
  let actual = try surfaces(animations + "/actual_moved.gif")
  for k in 0..<8 {
    let e = try PNGFrameDecoder.decode(contentsOf: out + String(format: "/samples/expected-%04d.png", k))
    let a = try PNGFrameDecoder.decode(contentsOf: out + String(format: "/samples/actual-%04d.png", k))
    let d = try PNGFrameDecoder.decode(contentsOf: out + String(format: "/samples/diff-%04d.png", k))
    #expect(e == SideBySide.flattened(expected[k]))
    #expect(a == SideBySide.flattened(actual[k]))
    let straight = StraightImage(expected[k])
    #expect(d == (try PixelMatch().compare(straight, StraightImage(actual[k]))).image(over: straight))
  }
  let summary = try String(contentsOfFile: out + "/summary.md", encoding: .utf8)
  #expect(
    summary.hasPrefix(
      "## splashreel diff: pixels differ\n\n[Review page](https://ci.example/run/7/diff/report.html): play expected "
        + "and actual in sync, wipe, blend, toggle, diff, zoom.\n\n- expected"))
}

@Test func aPictureShownInSeveralSamplesIsWrittenOnce() throws {
  let scratch = TemporaryFolder("review-still")
  let out = scratch.file("review-still")
  // A still expected picture against an 8-frame animation: one expected file, 8 actual and diff files.
  let still = out + "-still.png"
  defer { try? FileManager.default.removeItem(atPath: still) }
  try PNGEncoder.write(try surfaces(animations + "/expected.gif")[0], to: still)
  let artefacts = try ComparisonArtefacts(directory: out)
  let report = try AnimationComparator().compare(
    expected: AnimationInput.open(still, fps: 30), actual: GIFSource(contentsOf: animations + "/actual_moved.gif"),
    observe: artefacts.observe)
  _ = try artefacts.finish(report)
  #expect(report.samples.map(\.expectedFrame) == [0, 0, 0, 0, 0, 0, 0, 0])
  let names = try FileManager.default.contentsOfDirectory(atPath: out + "/samples")
  #expect(names.filter { $0.hasPrefix("expected-") } == ["expected-0000.png"])
  #expect(names.filter { $0.hasPrefix("actual-") }.count == 8)
  #expect(names.filter { $0.hasPrefix("diff-") }.count == 8)
}

@Test func templateMarkersAreFilledOnceAndEscaped() throws {
  let template = PageTemplate(
    html: "<title>{{title}}</title>{{body}}{{unknown}}<style>{{style}}</style>", body: "<p>{{data}}</p>",
    style: "a{}", script: "")
  #expect(
    template.render(["title": PageTemplate.escapedHTML("a<b & \"c\""), "data": "{{title}}"])
      == "<title>a&lt;b &amp; &quot;c&quot;</title><p>{{title}}</p>{{unknown}}<style>a{}</style>")
  #expect(PageTemplate.scriptJSON(Array(#"{"a":"</script><!--"}"#.utf8)) == #"{"a":"\u003c/script>\u003c!--"}"#)
}

@Test func templatesAreFoundInTheBuildsResourceBundle() throws {
  // The bundle SwiftPM copies beside the executable (here the test runner), not the source checkout.
  let directory = try #require(PageTemplate.resourcesDirectory())
  #expect(directory.hasSuffix("/splashreel_SplashDiff.resources/Resources"))
  for name in [
    "page.html", "page.css", "review.html", "review.css", "review.js", "gallery.html", "gallery.css", "gallery.js",
  ] {
    #expect(FileManager.default.fileExists(atPath: directory + "/" + name), "\(name)")
  }
}

@Test func aFileWhereTheSamplesGoStopsTheArtefactsBeforeAnyIsWritten() throws {
  let scratch = TemporaryFolder("review-blocked")
  let out = scratch.file("review-blocked")
  try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
  #expect(FileManager.default.createFile(atPath: out + "/samples", contents: Data("x".utf8)))
  let artefacts = try ComparisonArtefacts(directory: out)
  let report = try AnimationComparator().compare(
    expected: GIFSource(contentsOf: animations + "/expected.gif"),
    actual: GIFSource(contentsOf: animations + "/actual_moved.gif"),
    observe: artefacts.observe)
  #expect(throws: DiffError("\(out)/samples: exists and is not a directory")) { try artefacts.finish(report) }
  // Nothing but the file that was there (the hidden sample folder is gone too).
  #expect(try FileManager.default.contentsOfDirectory(atPath: out) == ["samples"])
}
