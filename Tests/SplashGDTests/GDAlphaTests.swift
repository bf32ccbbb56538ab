import Testing

@testable import SplashGD

/// The 7-bit ↔ 8-bit alpha mapping, value by value.
@Suite struct GDAlphaTests {
  @Test func endpointsAreExact() {
    #expect(GDAlpha.toByte[0] == 255)
    #expect(GDAlpha.toByte[127] == 0)
    #expect(GDAlpha.fromByte[255] == 0)
    #expect(GDAlpha.fromByte[0] == 127)
  }

  /// round(255 × (127 − a) / 127), worked out by hand for a few levels.
  @Test func toByteRoundsToNearest() {
    #expect(GDAlpha.toByte[1] == 253)  // 252.99
    #expect(GDAlpha.toByte[63] == 129)  // 128.50
    #expect(GDAlpha.toByte[64] == 126)  // 126.50 − … = 126.496
    #expect(GDAlpha.toByte[95] == 64)  // 64.25
    #expect(GDAlpha.toByte[126] == 2)  // 2.008
  }

  /// It equals libgd's PNG writer, 255 − (2a + a >> 6), for every level.
  @Test func toByteMatchesLibgdsPNGWriter() {
    for a in 0...127 {
      #expect(Int(GDAlpha.toByte[a]) == 255 - (2 * a + (a >> 6)), "level \(a)")
    }
  }

  /// round(127 × (255 − A) / 255) for a few values.
  @Test func fromByteRoundsToNearest() {
    #expect(GDAlpha.fromByte[128] == 63)  // 63.25
    #expect(GDAlpha.fromByte[1] == 127)  // 126.5 − … = 126.502
    #expect(GDAlpha.fromByte[2] == 126)  // 126.004
    #expect(GDAlpha.fromByte[254] == 0)  // 0.498
    #expect(GDAlpha.fromByte[64] == 95)  // 95.12
  }

  /// Every gd level survives 8-bit and back, through our mapping and through libgd's PNG
  /// reader (127 − (A >> 1)), so repeated PNG round trips are stable.
  @Test func levelsRoundTrip() {
    for a in 0...127 {
      let byte = Int(GDAlpha.toByte[a])
      #expect(Int(GDAlpha.fromByte[byte]) == a, "level \(a)")
      #expect(127 - (byte >> 1) == a, "libgd reader, level \(a)")
    }
  }
}
