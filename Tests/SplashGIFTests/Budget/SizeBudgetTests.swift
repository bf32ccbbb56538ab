import Foundation
import SplashRaster
import Testing
@testable import SplashGIF

private let start = EncodingSettings(colors: 256, fps: 30, scale: 3)

@Test func ladderLowersColoursThenFrameRateThenScale() {
  let ladder = SizeBudget(maxBytes: 1).ladder(from: start)
  #expect(ladder.map(\.summary) == [
    "256 colours, 30 fps, @3x", "128 colours, 30 fps, @3x", "64 colours, 30 fps, @3x", "64 colours, 25 fps, @3x",
    "64 colours, 20 fps, @3x", "64 colours, 15 fps, @3x", "64 colours, 15 fps, @2x", "64 colours, 15 fps, @1x",
  ])
}

@Test func ladderSkipsStepsAtOrAboveTheStart() {
  let budget = SizeBudget(maxBytes: 1)
  #expect(budget.ladder(from: EncodingSettings(colors: 100, fps: 20, scale: 1)).map(\.summary) == [
    "100 colours, 20 fps, @1x", "64 colours, 20 fps, @1x", "64 colours, 15 fps, @1x",
  ])
  #expect(budget.ladder(from: EncodingSettings(colors: 64, fps: 50, scale: 2)).map(\.summary) == [
    "64 colours, 50 fps, @2x", "64 colours, 30 fps, @2x", "64 colours, 25 fps, @2x", "64 colours, 20 fps, @2x",
    "64 colours, 15 fps, @2x", "64 colours, 15 fps, @1x",
  ])
  #expect(budget.ladder(from: EncodingSettings(colors: 32, fps: 10, scale: 1)).count == 1)
}

@Test func changesNameWhatWasLowered() {
  let end = EncodingSettings(colors: 64, fps: 20, scale: 2)
  #expect(end.changes(from: start) == ["colours 256 → 64", "frame rate 30 → 20 fps", "scale @3x → @2x"])
  #expect(start.changes(from: start) == [])
  #expect(EncodingSettings(colors: 256, fps: 29.97, scale: 1).summary == "256 colours, 29.97 fps, @1x")
}

/// A stand-in encoder whose sizes are given: it writes that many bytes.
private func fakeEncode(_ sizes: [EncodingSettings: Int]) -> (EncodingSettings, String) throws -> GIFEncodingReport {
  { settings, path in
    let bytes = sizes[settings]!
    try Data(count: bytes).write(to: URL(fileURLWithPath: path))
    return GIFEncodingReport(bytes: bytes, framesWritten: 1, framesMerged: 0, delays: [3], paletteColors: settings.colors, isResampled: false)
  }
}

private func temporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "splashgif-budget-\(UUID().uuidString)"
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

@Test func theFirstAttemptThatFitsIsKeptAndTheOthersRemoved() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let ladder = SizeBudget(maxBytes: 1).ladder(from: start)
  // 9000, 8000, 7000, … bytes down the ladder.
  let sizes = Dictionary(uniqueKeysWithValues: ladder.enumerated().map { ($0.element, 9000 - 1000 * $0.offset) })
  var seen: [SizeBudget.Attempt] = []
  let outcome = try SizeBudget(maxBytes: 5500).encode(to: directory + "/out.gif", start: start, observe: { seen.append($0) }, fakeEncode(sizes))
  #expect(outcome.attempts.map(\.bytes) == [9000, 8000, 7000, 6000, 5000])
  #expect(outcome.attempts.map(\.fits) == [false, false, false, false, true])
  #expect(seen == outcome.attempts)
  #expect(outcome.settings == EncodingSettings(colors: 64, fps: 20, scale: 3))
  #expect(outcome.changes == ["colours 256 → 64", "frame rate 30 → 20 fps"])
  #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.gif"])
  #expect(try FileManager.default.attributesOfItem(atPath: directory + "/out.gif")[.size] as? Int == 5000)
}

@Test func aBudgetThatTheStartMeetsChangesNothing() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let outcome = try SizeBudget(maxBytes: 9000).encode(to: directory + "/out.gif", start: start, fakeEncode([start: 9000]))
  #expect(outcome.attempts.count == 1)
  #expect(outcome.changes == [])
}

@Test func whenNothingFitsNoFileIsLeftAndTheErrorNamesTheBudgetAndTheSmallestSize() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let ladder = SizeBudget(maxBytes: 1).ladder(from: start)
  // Not monotonic: the smallest is the @2x attempt.
  var sizes = Dictionary(uniqueKeysWithValues: ladder.map { ($0, 4000) })
  sizes[EncodingSettings(colors: 64, fps: 15, scale: 2)] = 3100
  let path = directory + "/out.gif"
  #expect(
    throws: GIFError(
      "\(path): nothing fits --max-bytes 3000: the smallest attempt was 3100 bytes (64 colours, 15 fps, @2x); no file written")
  ) {
    try SizeBudget(maxBytes: 3000).encode(to: path, start: start, fakeEncode(sizes))
  }
  #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
}

@Test func realEncodesShrinkDownTheLadderAndTheBudgetPicksTheFirstFit() throws {
  let directory = try temporaryDirectory()
  defer { try? FileManager.default.removeItem(atPath: directory) }
  // 30 frames of 48×48 "@3x" noise drifting right: every reduction saves bytes.
  let surfaces = try (0..<30).map { i in try TestFrames.make(48, 48) { x, y in TestFrames.noise(x + i, y, 7) } }
  let frames = try SurfaceFrames(surfaces)
  let encode = { (settings: EncodingSettings, path: String) throws -> GIFEncodingReport in
    var options = GIFEncodingOptions()
    options.colors = settings.colors
    options.threads = 1
    let sequence = ScaledFrames(ResampledFrames(frames, from: 30, to: settings.fps), numerator: settings.scale, denominator: 3)
    return try GIFEncoder(options: options).encode(sequence, fps: settings.fps, to: path)
  }
  let ladder = SizeBudget(maxBytes: 1).ladder(from: start)
  let sizes = try ladder.map { try encode($0, directory + "/probe.gif").bytes }
  try FileManager.default.removeItem(atPath: directory + "/probe.gif")
  for i in 1..<sizes.count { #expect(sizes[i] < sizes[i - 1], "step \(i): \(sizes)") }
  let budget = sizes[4]
  let outcome = try SizeBudget(maxBytes: budget).encode(to: directory + "/out.gif", start: start, encode)
  #expect(outcome.attempts.map(\.bytes) == Array(sizes[0...4]))
  #expect(outcome.settings == ladder[4])
  #expect(outcome.report.framesWritten == 20)
  let written = try Data(contentsOf: URL(fileURLWithPath: directory + "/out.gif"))
  #expect(written.count == budget)
  var decoder = try GIFDecoder(bytes: [UInt8](written), name: "out.gif")
  #expect(decoder.width == 48 && decoder.height == 48)
  #expect(try decoder.allFrames().count == 20)
}

@Test func resampledAndScaledFramesPickAndShrinkTheRightSources() throws {
  let surfaces = try (0..<10).map { i in try TestFrames.solid(6, 3, Color(r: UInt8(i * 20), g: 0, b: 0)) }
  let frames = try SurfaceFrames(surfaces)
  let slower = ResampledFrames(frames, from: 30, to: 20)
  #expect(slower.frameCount == 7)
  #expect((0..<7).map(slower.sourceIndex(of:)) == [0, 1, 3, 4, 6, 7, 9])
  #expect(ResampledFrames(frames, from: 30, to: 15).frameCount == 5)
  #expect((0..<5).map(ResampledFrames(frames, from: 30, to: 15).sourceIndex(of:)) == [0, 2, 4, 6, 8])
  let scaled = ScaledFrames(frames, numerator: 2, denominator: 3)
  #expect((scaled.width, scaled.height) == (4, 2))
  #expect(try scaled.frame(at: 3)[0, 0] == Color(r: 60, g: 0, b: 0).premultiplied)
}
