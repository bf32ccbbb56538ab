import Foundation
import SplashFrames
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGIF

private let start = EncodingSettings(colors: 256, fps: 30, scale: 3)

@Test func choicesRunFromTheStartDown() {
  let budget = SizeBudget(maxBytes: 1)
  let all = budget.choices(from: start)
  #expect(all.colors == [256, 128, 64] && all.fps == [30, 25, 20, 15] && all.scales == [3, 2, 1])
  let few = budget.choices(from: EncodingSettings(colors: 100, fps: 20, scale: 1))
  #expect(few.colors == [100, 64] && few.fps == [20, 15] && few.scales == [1])
  let fast = budget.choices(from: EncodingSettings(colors: 64, fps: 50, scale: 2))
  #expect(fast.colors == [64] && fast.fps == [50, 30, 25, 20, 15] && fast.scales == [2, 1])
}

@Test func changesNameWhatWasLowered() {
  let end = EncodingSettings(colors: 64, fps: 20, scale: 2)
  #expect(end.changes(from: start) == ["colours 256 → 64", "frame rate 30 → 20 fps", "scale @3x → @2x"])
  #expect(start.changes(from: start) == [])
  #expect(EncodingSettings(colors: 256, fps: 29.97, scale: 1).summary == "256 colours, 29.97 fps, @1x")
}

/// A stand-in encoder: scale² · 1000 bytes at 256 colours and 30 fps, in proportion to the frame
/// rate, 80 % at 128 colours and 60 % at 64.
private func modelSize(_ settings: EncodingSettings) -> Int {
  let colors = settings.colors == 256 ? 10 : (settings.colors == 128 ? 8 : 6)
  return settings.scale * settings.scale * 100 * colors * Int(settings.fps) / 30
}

private func fakeEncode(_ settings: EncodingSettings, _ path: String) throws -> GIFEncodingReport {
  let bytes = modelSize(settings)
  try Data(count: bytes).write(to: URL(fileURLWithPath: path))
  return GIFEncodingReport(
    bytes: bytes, framesWritten: 1, framesMerged: 0, delays: [3], paletteColors: settings.colors,
    palettes: [GIFEncodingReport.Palette(frames: 0..<1, colors: settings.colors)], isResampled: false)
}

private func s(_ colors: Int, _ fps: Double, _ scale: Int) -> EncodingSettings {
  EncodingSettings(colors: colors, fps: fps, scale: scale)
}

@Test func aScaleThatCanFitIsKeptAndTheFrameRateAndColoursStayLow() throws {
  let scratch = TemporaryFolder("budget")
  let directory = scratch.path
  var seen: [SizeBudget.Attempt] = []
  let outcome = try SizeBudget(maxBytes: 3000).encode(
    to: directory + "/out.gif", start: start, observe: { seen.append($0) }, fakeEncode)
  // Start 9000; @3x's floor (64 colours, 15 fps) 2700 fits; no higher rate fits with 64 colours,
  // no more colours fit at 15 fps.
  #expect(
    outcome.attempts.map(\.setting) == [
      s(256, 30, 3), s(64, 15, 3), s(64, 30, 3), s(64, 25, 3), s(64, 20, 3), s(256, 15, 3), s(128, 15, 3),
    ])
  #expect(outcome.attempts.map(\.bytes) == [9000, 2700, 5400, 4500, 3600, 4500, 3600])
  #expect(seen == outcome.attempts)
  #expect(outcome.setting == s(64, 15, 3))
  #expect(outcome.changes == ["colours 256 → 64", "frame rate 30 → 15 fps"])
  #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["out.gif"])
  #expect(try FileManager.default.attributesOfItem(atPath: directory + "/out.gif")[.size] as? Int == 2700)
}

@Test func aLowerScaleRaisesTheFrameRateAndColoursAgain() throws {
  let scratch = TemporaryFolder("budget")
  let directory = scratch.path
  let two = try SizeBudget(maxBytes: 2500).encode(to: directory + "/two.gif", start: start, fakeEncode)
  // @3x cannot fit (2700 at best); @2x can: 30 fps fits with 64 colours (2400), more colours do not.
  #expect(
    two.attempts.map(\.setting) == [
      s(256, 30, 3), s(64, 15, 3), s(64, 15, 2), s(64, 30, 2), s(256, 30, 2), s(128, 30, 2),
    ])
  #expect(two.setting == s(64, 30, 2))
  #expect(two.changes == ["colours 256 → 64", "scale @3x → @2x"])
  let one = try SizeBudget(maxBytes: 1000).encode(to: directory + "/one.gif", start: start, fakeEncode)
  #expect(
    one.attempts.map(\.setting) == [
      s(256, 30, 3), s(64, 15, 3), s(64, 15, 2), s(64, 15, 1), s(64, 30, 1), s(256, 30, 1),
    ])
  #expect(one.setting == s(256, 30, 1))
  #expect(one.changes == ["scale @3x → @1x"])
  #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["one.gif", "two.gif"])
  #expect(try FileManager.default.attributesOfItem(atPath: directory + "/one.gif")[.size] as? Int == 1000)
}

@Test func aBudgetThatTheStartMeetsChangesNothing() throws {
  let scratch = TemporaryFolder("budget")
  let directory = scratch.path
  let outcome = try SizeBudget(maxBytes: 9000).encode(to: directory + "/out.gif", start: start, fakeEncode)
  #expect(outcome.attempts.count == 1)
  #expect(outcome.changes == [])
}

@Test func whenNothingFitsNoFileIsLeftAndTheErrorNamesTheBudgetAndTheSmallestSize() throws {
  let scratch = TemporaryFolder("budget")
  let directory = scratch.path
  let path = directory + "/out.gif"
  var seen: [EncodingSettings] = []
  #expect(
    throws: GIFError(
      "\(path): nothing fits the budget of 250 bytes: the smallest attempt was 300 bytes (64 colours, 15 fps, @1x); no file written"
    )
  ) {
    try SizeBudget(maxBytes: 250).encode(to: path, start: start, observe: { seen.append($0.setting) }, fakeEncode)
  }
  #expect(seen == [s(256, 30, 3), s(64, 15, 3), s(64, 15, 2), s(64, 15, 1)])
  #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
}

@Test func realEncodesEndAtTheBestSettingThatFits() throws {
  let scratch = TemporaryFolder("budget")
  let directory = scratch.path
  // 30 frames of 48×48 "@3x" noise drifting right: every reduction saves bytes.
  let surfaces = (0..<30).map { i in TestSurfaces.painted(48, 48) { x, y in TestSurfaces.noiseColour(x + i, y, 7) } }
  let frames = try SurfaceFrames(surfaces)
  let encode = { (settings: EncodingSettings, path: String) throws -> GIFEncodingReport in
    var options = GIFEncodingOptions()
    options.colors = settings.colors
    options.threads = 1
    let sequence = ScaledFrames(
      ResampledFrames(frames, from: 30, to: settings.fps), numerator: settings.scale, denominator: 3)
    return try GIFEncoder(options: options).encode(sequence, fps: settings.fps, to: path)
  }
  // Every setting's size, then the best that fits by brute force: the largest scale whose
  // smallest setting fits, the highest rate that fits there with 64 colours, the most colours.
  var size: [EncodingSettings: Int] = [:]
  for scale in [3, 2, 1] {
    for fps in SizeBudget.fpsSteps {
      for colors in [256, 128, 64] {
        size[s(colors, fps, scale)] = try encode(s(colors, fps, scale), directory + "/probe.gif").bytes
      }
    }
  }
  try FileManager.default.removeItem(atPath: directory + "/probe.gif")
  let budget = size[s(64, 15, 2)]! + (size[s(64, 15, 3)]! - size[s(64, 15, 2)]!) / 2
  let scale = [3, 2, 1].first { size[s(64, 15, $0)]! <= budget }!
  let fps = SizeBudget.fpsSteps.first { size[s(64, $0, scale)]! <= budget }!
  let colors = [256, 128, 64].first { size[s($0, fps, scale)]! <= budget }!
  #expect(scale == 2)
  let outcome = try SizeBudget(maxBytes: budget).encode(to: directory + "/out.gif", start: start, encode)
  #expect(outcome.setting == s(colors, fps, scale))
  #expect(outcome.attempts.allSatisfy { $0.bytes == size[$0.setting]! })
  let written = try Data(contentsOf: URL(fileURLWithPath: directory + "/out.gif"))
  #expect(written.count == size[s(colors, fps, scale)]!)
  var decoder = try GIFDecoder(bytes: [UInt8](written), name: "out.gif")
  #expect(decoder.width == 32 && decoder.height == 32)
  #expect(try decoder.allFrames().count == Int((30 * fps / 30).rounded()))
}

@Test func resampledAndScaledFramesPickAndShrinkTheRightSources() throws {
  let surfaces = (0..<10).map { i in TestSurfaces.solid(6, 3, Color(r: UInt8(i * 20), g: 0, b: 0)) }
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
