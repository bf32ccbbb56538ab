import SplashTestSupport
import Testing

@testable import SplashRaster

private let background = TestSurfaces.make(12, 10) { x, y in opaque(UInt8(x * 20), UInt8(y * 20), 99) }

@Test func drawsThatCannotShowAnythingLeaveTheSurfaceAlone() throws {
  let source = try Surface(width: 4, height: 4, fill: opaque(255, 0, 0))
  let cases: [(Transform2D, Double, RoundedRect?)] = [
    (Transform2D(scaleX: 0, y: 1), 1, nil),  // singular
    (Transform2D(translationX: .nan, y: 0), 1, nil),  // not finite
    (Transform2D(translationX: 500, y: 0), 1, nil),  // off the surface
    (Transform2D(translationX: -4, y: 2), 1, nil),  // just off the left edge
    (.identity, 0, nil),  // invisible
    (.identity, 0.001, nil),  // rounds to opacity factor 0
    (.identity, 1, RoundedRect(rect: Rect(x: 10, y: 10, width: 5, height: 5))),  // clip misses the source
    (.identity, 1, RoundedRect(rect: Rect(x: 1, y: 1, width: 0, height: 3))),  // empty clip
  ]
  for (transform, opacity, clip) in cases {
    var surface = background
    surface.draw(source, transform: transform, opacity: opacity, clip: clip)
    #expect(SurfaceChecks.differences(surface, background) == [], "\(transform) \(opacity)")
  }
}

@Test func aOnePixelSourceScalesIntoAFlatSquareWithSoftEdges() throws {
  // A single red pixel scaled 4× to x, y ∈ [2.5, 6.5]: inside it is exactly red (bilinear of
  // one pixel is that pixel); the border pixels 2 and 6 are half covered (coverage 128).
  let dot = try Surface(width: 1, height: 1, fill: opaque(255, 0, 0))
  var surface = try Surface(width: 9, height: 9)
  surface.draw(dot, transform: Transform2D(translationX: 2.5, y: 2.5).scaledBy(x: 4, y: 4))
  #expect(surface[4, 4] == opaque(255, 0, 0))
  #expect(surface[3, 5] == opaque(255, 0, 0))
  #expect(surface[2, 4] == PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
  #expect(surface[6, 4] == PremultipliedColor(r: 128, g: 0, b: 0, a: 128))
  // Corner pixel (2, 2): half × half = 0.25 → round(63.75) = 64.
  #expect(surface[2, 2] == PremultipliedColor(r: 64, g: 0, b: 0, a: 64))
  #expect(surface[1, 4] == .clear)
  #expect(surface[7, 4] == .clear)
}

@Test func aOnePixelSourceRotatesWithoutReadingOutsideIt() throws {
  let dot = try Surface(width: 1, height: 1, fill: opaque(0, 200, 0))
  var surface = try Surface(width: 9, height: 9)
  surface.draw(
    dot,
    transform: Transform2D.layer(
      frame: Rect(x: 4, y: 4, width: 1, height: 1),
      transform: Transform2D(scale: 5).rotated(by: 0.7)))
  #expect(surface[4, 4] == opaque(0, 200, 0))
  #expect(surface[0, 0] == .clear)
}
