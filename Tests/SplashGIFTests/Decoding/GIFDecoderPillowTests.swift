import Testing
import SplashRaster
@testable import SplashGIF

/// Acceptance 1: every fixture decodes to exactly Pillow's frames, delays and loop count.
@Test(arguments: DecodingFixtures.names)
func decoderMatchesPillow(_ name: String) throws {
  let expected = try #require(DecodingFixtures.expected[name])
  var decoder = try GIFDecoder(contentsOf: DecodingFixtures.path(name))
  #expect(decoder.width == expected.width)
  #expect(decoder.height == expected.height)
  #expect(decoder.loopCount == expected.loop)
  let frames = try decoder.allFrames()
  #expect(frames.count == expected.frames)
  #expect(frames.map(\.delay) == expected.delays)
  #expect(frames.map(\.start) == expected.delays.indices.map { expected.delays[..<$0].reduce(0, +) })

  let pillow = DecodingFixtures.pillowFrames(name)
  let frameBytes = expected.width * expected.height * 4
  #expect(pillow.count == frameBytes * expected.frames)
  for frame in frames where (frame.index + 1) * frameBytes <= pillow.count {
    let reference = pillow[(frame.index * frameBytes)..<((frame.index + 1) * frameBytes)]
    let mismatch = zip(frame.surface.pixels.indices, reference.indices).first { frame.surface.pixels[$0] != pillow[$1] }
    if let (i, _) = mismatch.map({ ($0.0, $0.1) }) {
      let p = i / 4
      let ours = Array(frame.surface.pixels[(p * 4)..<(p * 4 + 4)])
      let theirs = Array(pillow[(frame.index * frameBytes + p * 4)..<(frame.index * frameBytes + p * 4 + 4)])
      Issue.record("\(name) frame \(frame.index): pixel (\(p % expected.width), \(p / expected.width)) is \(ours), Pillow \(theirs)")
    }
  }
}
