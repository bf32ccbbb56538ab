import Foundation
import SplashRaster
import Testing

@testable import SplashCLI

@Test func theLineAppearsOnlyOnceTheWorkHasTakenASecond() {
  let clock = FakeClock()
  let console = Console.capturing(isTerminal: true, clock: clock.read)
  let line = ProgressLine(console: console, command: "render", quiet: false)
  clock.set(0.5)
  line.update("drawing 1/4")
  #expect(console.errors == "")
  clock.set(1.0)
  line.update("drawing 2/4")
  clock.set(1.5)
  line.update("drawing 3/4")
  line.finish()
  #expect(console.errors == "\rsplashreel render: drawing 2/4   \rsplashreel render: drawing 3/4   " + erase)
  // A later step draws again; finishing a step that never drew erases nothing.
  line.update("encoding 1/1")
  line.finish()
  #expect(console.errors.hasSuffix(erase + "\rsplashreel render: encoding 1/1   " + erase))
  let quick = Console.capturing(isTerminal: true, clock: { 0.3 })
  let short = ProgressLine(console: quick, command: "encode", quiet: false)
  short.update("reading 1/1")
  short.finish()
  #expect(quick.errors == "")
}

@Test func quietOrNotATerminalPrintsNothing() {
  for (terminal, quiet) in [(true, true), (false, false)] {
    let console = Console.capturing(isTerminal: terminal, clock: FakeClock(step: 10).read)
    let line = ProgressLine(console: console, command: "render", quiet: quiet)
    line.update("drawing 1/2")
    line.finish()
    #expect(console.errors == "")
  }
}

@Test func everyLongCommandShowsItsProgress() throws {
  let work = try PreviewWorkspace()
  defer { try? FileManager.default.removeItem(at: work.folder) }
  try work.writeScenes()
  try work.write(
    "previews.json",
    #"{"output": "out", "defaults": {"fps": 10}, "renders": [{"scenes": ["a.json"], "devices": ["40x80@1"]}]}"#)
  try FileManager.default.createDirectory(atPath: work.path("frames"), withIntermediateDirectories: true)
  for i in 0..<3 { try work.writePNG("frames/\(i).png", Color(r: UInt8(60 * i), g: 0, b: 0)) }

  let render = slowly(["render", work.path("a.json"), "--fps", "10", "--out", work.path("a.gif")])
  #expect(render.status == 0)
  #expect(lines(render.errors).first == "splashreel render: dot on 40x80@1: drawing 1/3")
  #expect(lines(render.errors).last == "splashreel render: dot on 40x80@1: encoding 3/3")
  #expect(render.errors.hasSuffix(erase))
  let quiet = slowly(["render", work.path("a.json"), "--fps", "10", "--out", work.path("q.gif"), "--quiet"])
  #expect(quiet.status == 0 && quiet.errors == "")
  let piped = slowly(["render", work.path("a.json"), "--fps", "10", "--out", work.path("p.gif")], terminal: false)
  #expect(piped.status == 0 && piped.errors == "")

  let encode = slowly(["encode", work.path("frames"), "--fps", "10", "--out", work.path("e.gif")])
  #expect(encode.status == 0)
  #expect(
    Array(lines(encode.errors).prefix(3))
      == ["reading 1/3", "reading 2/3", "reading 3/3"].map { "splashreel encode: " + $0 })
  #expect(lines(encode.errors).last == "splashreel encode: writing 3/3")
  let budget = slowly([
    "encode", work.path("frames"), "--fps", "10", "--out", work.path("b.gif"), "--max-bytes", "100k",
  ])
  #expect(budget.status == 0)
  #expect(lines(budget.errors).last == "splashreel encode: writing 3/3")
  let webp = slowly(["encode", work.path("frames"), "--fps", "10", "--out", work.path("e.webp")])
  #expect(webp.status == 0)
  #expect(lines(webp.errors).last == "splashreel encode: encoding 3/3")

  let frames = slowly([
    "render", work.path("a.json"), "--fps", "10", "--frames", work.path("out-frames"), "--out", work.path("f.gif"),
  ])
  #expect(frames.status == 0)
  // The PNG frames are written from the GIF's frames as it draws them: its progress is theirs.
  #expect(lines(frames.errors).contains("splashreel render: dot on 40x80@1: drawing 3/3"))
  #expect(lines(frames.errors).last == "splashreel render: dot on 40x80@1: encoding 3/3")
  let budgetFrames = slowly([
    "render", work.path("a.json"), "--fps", "10", "--frames", work.path("budget-frames"), "--out",
    work.path("fb.gif"), "--max-bytes", "100k",
  ])
  #expect(budgetFrames.status == 0)
  #expect(lines(budgetFrames.errors).contains("splashreel render: dot on 40x80@1: writing PNG frames 3/3"))

  let sheet = slowly(["sheet", work.path("a.json"), "--fps", "10", "--out", work.path("s.png")])
  #expect(sheet.status == 0)
  #expect(lines(sheet.errors) == ["splashreel sheet: dot on 40x80@1: drawing the key frames of the sheet"])

  let batch = slowly(["batch", work.path("previews.json")])
  #expect(batch.status == 0)
  #expect(lines(batch.errors).last == "splashreel batch: dot on 40x80@1: encoding 3/3")

  let check = slowly(
    [
      "check", work.path("a.json"), "--device", "40x80@1", "--fps", "10", "--golden", work.path("a.gif"), "--out",
      work.path("failures"),
    ])
  #expect(lines(check.errors).last == "splashreel check: dot on 40x80@1: encoding 3/3")
  for run in [render, encode, budget, webp, frames, sheet, batch, check] {
    #expect(run.errors.hasSuffix(erase))
  }
}
