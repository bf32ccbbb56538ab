import Foundation
import SplashTestSupport
import Testing

@testable import SplashGIF

private enum Outcome {
  case decoded([GIFFrame])
  case failed(String)
}

private func decodeAll(_ bytes: [UInt8], name: String) -> Outcome {
  do {
    var decoder = try GIFDecoder(bytes: bytes, name: name)
    return .decoded(try decoder.allFrames())
  } catch {
    return .failed(error.description)
  }
}

/// Acceptance 4: 2,000 truncated or mutated fixtures (1,000 of each, seed 6) never crash and never
/// take 2 s. A truncated file either fails or yields a prefix of the original frames (a cut at a
/// block boundary is a file without a trailer); every error names the file.
@Test func twoThousandDamagedGIFsFailCleanlyAndQuickly() throws {
  let sources = DecodingFixtures.names.filter { !$0.hasPrefix("lzw_") }.map { name in
    (name, DecodingFixtures.bytes(name))
  }
  var originals: [String: [GIFFrame]] = [:]
  for (name, bytes) in sources {
    guard case .decoded(let frames) = decodeAll(bytes, name: name) else {
      Issue.record("\(name) does not decode")
      return
    }
    originals[name] = frames
  }
  var random = SplitMix64(state: 6)
  var failures = 0
  var slowest: Duration = .zero
  let clock = ContinuousClock()
  for n in 0..<2000 {
    let (name, source) = sources[Int(random.next() % UInt64(sources.count))]
    var bytes = source
    let truncated = n % 2 == 0
    if truncated {
      bytes = Array(bytes[..<Int(random.next() % UInt64(bytes.count))])
    } else {
      for _ in 0..<(1 + random.next() % 4) {
        let i = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes[i] = UInt8(truncatingIfNeeded: random.next())
        case 1: bytes[i] ^= 1 << UInt8(random.next() % 8)
        default: bytes[i] = [0x00, 0xFF, 0x2C, 0x21][Int(random.next() % 4)]
        }
      }
    }
    let damagedName = "\(name)#\(n)"
    var outcome: Outcome = .failed("")
    let elapsed = clock.measure { outcome = decodeAll(bytes, name: damagedName) }
    slowest = max(slowest, elapsed)
    #expect(elapsed < .seconds(2), "\(damagedName) took \(elapsed)")
    switch outcome {
    case .failed(let message):
      failures += 1
      #expect(message.hasPrefix("\(damagedName): "))
    case .decoded(let frames):
      if truncated {
        let original = originals[name]!
        #expect(frames.count <= original.count)
        #expect(frames == Array(original.prefix(frames.count)), "\(damagedName): a cut file changed earlier frames")
      }
    }
  }
  // Most damage is detected; the rest (cuts at block boundaries, flipped palette or pixel bits) still decodes.
  #expect(failures > 1000)
  print("damaged GIFs: \(failures) of 2000 failed, the slowest took \(slowest)")
}
