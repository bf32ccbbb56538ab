/// SplitMix64: a tiny seeded generator, so that tests drawing random inputs (damaged files,
/// recording cuts, frame jitter) draw the same ones on every run and every machine.
public struct SplitMix64: RandomNumberGenerator {
  /// The generator's whole state; the seed.
  public var state: UInt64

  public init(state: UInt64) {
    self.state = state
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in `range` up to the modulo bias, which the tests do not mind (ranges are tiny
  /// next to 2⁶⁴); kept as it is so that the tests' inputs stay the same.
  public mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }
}
