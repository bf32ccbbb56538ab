import SplashRaster
import SplashTestSupport
import Testing

/// The shared surface builders keep the exact pixels the tests were written against.
@Suite struct TestSurfacesTests {
  @Test func buildersGiveTheirDocumentedPixels() {
    let gradient = TestSurfaces.opaqueGradient(width: 3, height: 2)
    #expect(gradient[2, 1] == PremultipliedColor(r: 34, g: 29, b: 15, a: 255))
    let noise = TestSurfaces.noise(width: 2, height: 1)
    #expect(noise.pixels == [60, 94, 129, 255, 180, 12, 94, 255])
    #expect(TestSurfaces.noiseColour(3, 5, 7) == Color(r: 222, g: 24, b: 216))
    #expect(TestSurfaces.patternPixel(2, 3) == PremultipliedColor(r: 47, g: 100, b: 49, a: 102))
    let painted = TestSurfaces.painted(2, 2) { x, y in Color(r: UInt8(x), g: UInt8(y), b: 9, a: 255) }
    #expect(painted[1, 0] == PremultipliedColor(r: 1, g: 0, b: 9, a: 255))
    #expect(TestSurfaces.solid(1, 1, Color(r: 200, g: 100, b: 50, a: 0))[0, 0] == .clear)
  }

  @Test func checksReportCoordinates() {
    let a = TestSurfaces.make(3, 2, TestSurfaces.patternPixel)
    var b = a
    b[2, 1] = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)
    #expect(SurfaceChecks.differences(a, a) == [])
    #expect(SurfaceChecks.differences(a, b) == ["(2, 1): \(a[2, 1]) vs \(b[2, 1])"])
    #expect(SurfaceChecks.alphas(b) == [[11, 48, 85], [102, 139, 0]])
  }
}
