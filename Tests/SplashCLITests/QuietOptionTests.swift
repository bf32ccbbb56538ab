import Foundation
import Testing

@testable import SplashCLI

/// The progress line as drawn on a pretend terminal: each text in turn, then erased.
private func drawn(_ command: String, _ texts: [String]) -> String {
  texts.map { "\rsplashreel \(command): \($0)   " }.joined() + erase
}

private let renderSteps = ["drawing 1/3", "drawing 2/3", "drawing 3/3", "encoding 3/3"].map { "dot on 40x80@1: " + $0 }

@Test func sheetAndBatchPrintOnlyErrorsAndFailedJobsWithQuiet() throws {
  let work = try PreviewWorkspace()
  defer { try? FileManager.default.removeItem(at: work.folder) }
  try work.writeScenes()

  let sheet = slowly(["sheet", work.path("a.json"), "--fps", "10", "--out", work.path("s.png")])
  #expect(sheet.status == 0)
  #expect(sheet.errors == drawn("sheet", ["dot on 40x80@1: drawing the key frames of the sheet"]))
  #expect(sheet.output == "\(work.path("s.png")): contact sheet of 3 of 3 frames, 3 columns, 389×183\n")
  let quietSheet = slowly(["sheet", work.path("a.json"), "--fps", "10", "--out", work.path("q.png"), "--quiet"])
  #expect(quietSheet.status == 0 && quietSheet.errors == "" && quietSheet.output == "")
  #expect(FileManager.default.fileExists(atPath: work.path("q.png")))
  let missing = slowly(["sheet", work.path("missing.gif"), "--quiet"])
  #expect(missing.status == 1 && missing.output == "")
  #expect(
    missing.errors
      == "splashreel sheet: \(work.path("missing.gif")): cannot read the file (No such file or directory)\n")

  try work.write(
    "previews.json",
    #"{"output": "out", "defaults": {"fps": 10}, "renders": [{"scenes": ["a.json"], "devices": ["40x80@1"]}]}"#)
  let batch = slowly(["batch", work.path("previews.json")])
  #expect(batch.status == 0)
  #expect(batch.errors == drawn("batch", renderSteps))
  #expect(
    batch.output
      == "rendered dot-40x80@1: \(work.path("out/dot-40x80@1.gif")), 216 bytes\nbatch: 1 rendered, 0 up to date, 0 failed\n"
  )
  // Two jobs, one of which cannot write its GIF (a folder stands in its place): only that one is printed.
  try work.write(
    "quiet.json",
    #"{"output": "quiet", "defaults": {"fps": 10}, "renders": [{"scenes": ["a.json", "b.json"], "devices": ["40x80@1"]}]}"#
  )
  try FileManager.default.createDirectory(atPath: work.path("quiet/bar-40x80@1.gif"), withIntermediateDirectories: true)
  let loudBatch = slowly(["batch", work.path("quiet.json"), "--force"])
  let failedLine = loudBatch.output.split(separator: "\n").first { $0.hasPrefix("failed bar-40x80@1") }
  #expect(failedLine != nil)
  let quietBatch = slowly(["batch", work.path("quiet.json"), "--quiet", "--force"])
  #expect(quietBatch.status == 1)
  #expect(quietBatch.errors == "")
  #expect(quietBatch.output == "\(failedLine ?? "")\n")
}

@Test func diffAndCheckPrintOnlyAFailureWithQuiet() throws {
  let work = try PreviewWorkspace()
  defer { try? FileManager.default.removeItem(at: work.folder) }
  try work.writeScenes()
  for (scene, gif) in [("a.json", "a.gif"), ("b.json", "b.gif")] {
    #expect(
      runTool(["render", work.path(scene), "--device", "40x80@1", "--fps", "10", "--out", work.path(gif)]).status == 0)
  }
  let compared = ["compared 0.1 s (1 sample)", "compared 0.2 s (2 samples)", "compared 0.3 s (3 samples)"]
  let same = slowly(["diff", work.path("a.gif"), work.path("a.gif")])
  #expect(same.status == 0)
  #expect(same.errors == drawn("diff", compared))
  #expect(same.output.hasSuffix("result: same\n"))
  let quietSame = slowly(["diff", work.path("a.gif"), work.path("a.gif"), "--quiet"])
  #expect(quietSame.status == 0 && quietSame.errors == "" && quietSame.output == "")
  let differ = slowly(["diff", work.path("a.gif"), work.path("b.gif")])
  let quietDiffer = slowly(["diff", work.path("a.gif"), work.path("b.gif"), "--quiet"])
  #expect(differ.status == 3 && quietDiffer.status == 3)
  #expect(quietDiffer.errors == "")
  #expect(quietDiffer.output == differ.output && differ.output.hasSuffix("result: pixels differ\n"))
  let json = slowly(["diff", work.path("a.gif"), work.path("a.gif"), "--quiet", "--json"])
  #expect(json.errors == "" && json.output.hasPrefix("{"))

  let check = ["check", work.path("a.json"), "--device", "40x80@1", "--fps", "10", "--golden", work.path("a.gif")]
  let matched = slowly(check)
  #expect(matched.status == 0)
  #expect(matched.errors == drawn("check", renderSteps))
  #expect(matched.output.hasSuffix("result: same\n"))
  let quietMatched = slowly(check + ["--quiet"])
  #expect(quietMatched.status == 0 && quietMatched.errors == "" && quietMatched.output == "")
  let recorded = slowly(check.dropLast() + [work.path("new.gif"), "--quiet"])
  #expect(recorded.status == 0 && recorded.errors == "" && recorded.output == "")
  #expect(FileManager.default.fileExists(atPath: work.path("new.gif")))
  let failing = ["check", work.path("b.json"), "--device", "40x80@1", "--fps", "10", "--golden", work.path("a.gif")]
  let quietFailing = slowly(failing + ["--quiet", "--out", work.path("failures")])
  #expect(quietFailing.status == 3 && quietFailing.errors == "")
  #expect(quietFailing.output.contains("result: pixels differ\nartefacts: "))

  let actual = ["check", work.path("a.json"), "--device", "40x80@1", "--fps", "10", "--actual", work.path("a.gif")]
  let recording = slowly(actual)
  #expect(recording.status == 0)
  #expect(recording.errors == drawn("check", compared))
  #expect(recording.output.hasSuffix("result: same\n"))
  let quietRecording = slowly(actual + ["--quiet"])
  #expect(quietRecording.status == 0 && quietRecording.errors == "" && quietRecording.output == "")
}
