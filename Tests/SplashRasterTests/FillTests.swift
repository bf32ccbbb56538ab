import SplashTestSupport
import Testing

@testable import SplashRaster

@Test func backgroundFillReplacesEveryPixel() throws {
  var surface = try Surface(width: 3, height: 2, fill: opaque(1, 2, 3))
  surface.fill(Color(r: 255, g: 0, b: 0, a: 128).premultiplied)
  #expect(
    surface
      == (try Surface(width: 3, height: 2, fill: PremultipliedColor(r: 128, g: 0, b: 0, a: 128))))
}

@Test func rectFillCoversFractionalEdgesByArea() throws {
  var surface = try Surface(width: 6, height: 3, fill: opaque(255, 255, 255))
  // x from 0.5 to 4.25: column 0 is half covered, column 4 a quarter (0.25·255 = 63.75 → 64).
  surface.fill(Rect(x: 0.5, y: 0, width: 3.75, height: 3), color: opaque(0, 0, 0))
  // Half black over white: coverage 128 → (0,0,0,128) + round(255·127/255) = 127.
  #expect(surface[0, 1] == opaque(127, 127, 127))
  #expect(surface[1, 1] == opaque(0, 0, 0))
  #expect(surface[3, 1] == opaque(0, 0, 0))
  // Quarter: 64 → 255 − 64 = 191 of white stays.
  #expect(surface[4, 1] == opaque(191, 191, 191))
  #expect(surface[5, 1] == opaque(255, 255, 255))
}

@Test func roundedFillMatchesTheClippedDrawOfTheSameShape() throws {
  // A layer's background (fill) and its clipped content (draw) share edges exactly.
  let shape = RoundedRect(rect: Rect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 8)
  let transform = Transform2D.layer(
    frame: Rect(x: 5, y: 6, width: 30, height: 20), transform: Transform2D(rotationAngle: 0.3))
  var filled = try Surface(width: 40, height: 34)
  filled.fill(shape, color: opaque(200, 100, 50), transform: transform, opacity: 0.8)
  var drawn = try Surface(width: 40, height: 34)
  drawn.draw(
    try Surface(width: 30, height: 20, fill: opaque(200, 100, 50)), transform: transform,
    opacity: 0.8, clip: shape)
  #expect(SurfaceChecks.differences(filled, drawn) == [])
  #expect(filled[20, 16] == opaque(200, 100, 50).withOpacity(0.8))
}

@Test func translucentFillOfAWideRunMatchesThePerPixelBlend() throws {
  // 13 columns: three groups of four and a remainder take the 4-pixel path and the single one.
  let background = TestSurfaces.make(13, 2) { x, y in
    PremultipliedColor(r: UInt8(x * 9), g: 200, b: UInt8(y * 50), a: 230)
  }
  var surface = background
  let paint = Color(r: 30, g: 60, b: 90, a: 140).premultiplied
  surface.fill(Rect(x: 0, y: 0, width: 13, height: 2), color: paint)
  for y in 0..<2 {
    for x in 0..<13 { #expect(surface[x, y] == paint.over(background[x, y])) }
  }
}
