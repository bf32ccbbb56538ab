import Testing

@testable import SplashGIF

@Suite struct OrderedDitherTests {
  @Test func bayerMatrixIsTheClassicOne() {
    let m = OrderedDither.bayer
    #expect(m.count == 64)
    #expect(Set(m) == Set(0..<64))
    #expect(Array(m[0..<8]) == [0, 32, 8, 40, 2, 34, 10, 42])
    #expect(Array(m[8..<16]) == [48, 16, 56, 24, 50, 18, 58, 26])
    #expect(Array(m[56..<64]) == [63, 31, 55, 23, 61, 29, 53, 21])
  }

  @Test func fullStrengthThresholdsSpanTheUnitInterval() {
    let d = OrderedDither(strength: 1)
    // Rank r → (r + 0.5) / 64 × 4096 = 64r + 32.
    #expect(d.thresholds[0] == 32)
    #expect(d.thresholds[1] == 32 * 64 + 32)
    #expect(d.thresholds.min() == 32)
    #expect(d.thresholds.max() == 63 * 64 + 32)
  }

  @Test func zeroStrengthIsNearestColour() {
    #expect(Set(OrderedDither(strength: 0).thresholds) == [2048])
  }

  @Test func halfStrengthNarrowsAroundOneHalf() {
    let d = OrderedDither(strength: 0.5)
    // 2048 + (64r + 32 − 2048) / 2.
    #expect(d.thresholds.min() == 1040)
    #expect(d.thresholds.max() == 3056)
  }
}
