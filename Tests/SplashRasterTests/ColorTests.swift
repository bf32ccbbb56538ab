import Testing

@testable import SplashRaster

@Test func mulDiv255IsExactRounding() {
  for x in UInt32(0)...255 {
    for y in UInt32(0)...255 {
      let exact = (Double(x) * Double(y) / 255).rounded()
      #expect(mulDiv255(x, y) == UInt32(exact))
    }
  }
}

@Test func premultiplyRoundsToNearest() {
  #expect(
    Color(r: 255, g: 128, b: 1, a: 128).premultiplied
      == PremultipliedColor(r: 128, g: 64, b: 1, a: 128))
  #expect(Color(r: 10, g: 20, b: 30, a: 0).premultiplied == .clear)
}

@Test func surfaceRejectsImpossibleSizes() {
  #expect(throws: RasterError.invalidSize(width: 0, height: 5)) { try Surface(width: 0, height: 5) }
  #expect(
    throws: RasterError.tooLarge(width: 60000, height: 60000, limit: Surface.maximumPixelCount)
  ) {
    try Surface(width: 60000, height: 60000)
  }
}
