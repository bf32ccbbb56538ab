import SplashTestSupport
import Testing

@testable import SplashRaster

/// A 100×100 white layer clipped by cornerRadius 50 (masksToBounds): a circle.
private func circle(threads: Int = 1) -> Surface {
  let white = try! Surface(width: 100, height: 100, fill: opaque(255, 255, 255))
  var destination = try! Surface(width: 100, height: 100)
  destination.draw(
    white, transform: .identity,
    clip: RoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 50),
    threads: threads)
  return destination
}

@Test func circleMaskCoversTheCentreAndNotTheCorners() {
  let mask = SurfaceChecks.alphas(circle())
  for (x, y) in [(49, 49), (50, 50), (49, 50), (50, 49), (50, 10), (10, 50)] {
    #expect(mask[y][x] == 255)
  }
  for (x, y) in [(0, 0), (99, 0), (0, 99), (99, 99), (10, 10), (89, 89)] {
    #expect(mask[y][x] == 0)
  }
  // Pixel (0, 49): centre (0.5, 49.5) is √(49.5² + 0.5²) = 49.5025 from the centre (50, 50),
  // inside the radius 50 by 0.4975 → coverage 0.9975 → round(254.4) = 254.
  #expect(mask[49][0] == 254)
  // Pixel (14, 14): centre 35.5 from the centre on each axis → 50.2046, outside by 0.2046, on
  // the 45° diagonal, where the pixel's area inside the tangent is (√2/2 − 0.2046)² = 0.2530,
  // less the sliver between tangent and arc (chord 1.0055, chord³ / (24 · 50) = 0.0008):
  // 0.2521 → round(64.3) = 64 (the exact area, by 2000² point sampling: 64.18).
  #expect(mask[14][14] == 64)
}

@Test func circleMaskIsSymmetricUnderTheEightSymmetriesOfTheSquare() {
  let mask = SurfaceChecks.alphas(circle())
  var partial = 0
  for y in 0..<100 {
    for x in 0..<100 {
      let a = mask[y][x]
      if a > 0 && a < 255 { partial += 1 }
      let images = [
        mask[y][99 - x], mask[99 - y][x], mask[99 - y][99 - x],
        mask[x][y], mask[x][99 - y], mask[99 - x][y], mask[99 - x][99 - y],
      ]
      #expect(images.allSatisfy { $0 == a }, "(\(x), \(y))")
    }
  }
  // Orbits have 8 pixels, or 4 on the diagonals (there are no pixels on the axes of a 100-wide grid).
  #expect(partial > 0 && partial % 4 == 0)
  // Total coverage ≈ the disc's area π·50² = 7853.98 pixels.
  let area = Double(mask.joined().reduce(0) { $0 + Int($1) }) / 255
  #expect(abs(area - 7853.98) < 2)
}

@Test func clipIsInLayerSpaceSoItScalesWithTheTransform() throws {
  // The same 20×20 layer with radius 10, scaled 2× about its centre on a 40×40 surface:
  // the circle becomes radius 20 centred at (20, 20).
  let white = try Surface(width: 20, height: 20, fill: opaque(255, 255, 255))
  var destination = try Surface(width: 40, height: 40)
  let transform = Transform2D.layer(
    frame: Rect(x: 10, y: 10, width: 20, height: 20), transform: Transform2D(scale: 2))
  destination.draw(
    white, transform: transform,
    clip: RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10))
  #expect(destination[20, 20].a == 255)
  #expect(destination[1, 1].a == 0)
  // Pixel (0, 19): centre (0.5, 19.5) is √(19.5² + 0.5²) = 19.5064 from (20, 20), inside by
  // 0.4936 → 0.9936 → round(253.4) = 253. (Bilinear of a flat white image is still white.)
  #expect(destination[0, 19] == PremultipliedColor(r: 253, g: 253, b: 253, a: 253))
}
