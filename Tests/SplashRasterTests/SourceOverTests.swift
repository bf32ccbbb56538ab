import Testing

@testable import SplashRaster

@Test func sourceOverOfKnownPremultipliedColours() {
  // 50% red (128, 0, 0, 128) over opaque blue: 255 − 128 = 127 of the blue stays:
  // r = 128 + 0, g = 0, b = 0 + round(255·127/255) = 127, a = 128 + 127 = 255.
  #expect(
    PremultipliedColor(r: 128, g: 0, b: 0, a: 128).over(opaque(0, 0, 255))
      == PremultipliedColor(r: 128, g: 0, b: 127, a: 255))
  // (100, 50, 0, 200) over (40, 80, 120, 160), 255 − 200 = 55:
  // r = 100 + round(40·55/255 = 8.63) = 109;  g = 50 + round(80·55/255 = 17.25) = 67;
  // b = 0 + round(120·55/255 = 25.88) = 26;   a = 200 + round(160·55/255 = 34.51) = 235.
  #expect(
    PremultipliedColor(r: 100, g: 50, b: 0, a: 200).over(
      PremultipliedColor(r: 40, g: 80, b: 120, a: 160))
      == PremultipliedColor(r: 109, g: 67, b: 26, a: 235))
  // Transparent source leaves the destination; opaque source replaces it.
  #expect(PremultipliedColor.clear.over(opaque(1, 2, 3)) == opaque(1, 2, 3))
  #expect(opaque(9, 8, 7).over(opaque(1, 2, 3)) == opaque(9, 8, 7))
}

@Test func opacityScalesPremultipliedChannelsWithExactRounding() {
  // 0.5 → factor round(127.5) = 128: r = round(100·128/255 = 50.20) = 50, g = round(25.10) = 25,
  // a = round(200·128/255 = 100.39) = 100.
  #expect(
    PremultipliedColor(r: 100, g: 50, b: 0, a: 200).withOpacity(0.5)
      == PremultipliedColor(r: 50, g: 25, b: 0, a: 100))
  // 0.2 → factor 51: 255·51/255 = 51 exactly; 1 → unchanged; 0 → clear.
  #expect(opaque(255, 255, 255).withOpacity(0.2) == PremultipliedColor(r: 51, g: 51, b: 51, a: 51))
  #expect(opaque(3, 4, 5).withOpacity(1) == opaque(3, 4, 5))
  #expect(opaque(3, 4, 5).withOpacity(0) == .clear)
}

@Test func laneArithmeticMatchesScalarFormulaForEveryPair() {
  // The 4-lane blend must equal the per-channel formula src + mulDiv255(dst, 255 − srcA).
  for srcA in stride(from: 0, through: 255, by: 5) {
    for dst in 0...255 {
      let src = PremultipliedColor(r: UInt8(srcA), g: UInt8(srcA / 2), b: 0, a: UInt8(srcA))
      let d = PremultipliedColor(r: UInt8(dst), g: UInt8(dst), b: UInt8(dst / 3), a: 255)
      let out = src.over(d)
      let keep = UInt32(255 - srcA)
      #expect(UInt32(out.r) == UInt32(src.r) + mulDiv255(UInt32(d.r), keep))
      #expect(UInt32(out.b) == UInt32(src.b) + mulDiv255(UInt32(d.b), keep))
      #expect(out.a == 255)
    }
  }
}
