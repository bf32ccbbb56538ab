import Testing

@testable import SplashRaster

private let box = Rect(x: 0, y: 0, width: 100, height: 80)

@Test func continuousCornersMeetTheCircleAtFortyFiveDegrees() {
  let shape = SmoothRoundedRect(rect: box, radius: 20)
  #expect(shape.cornerExtent == 20 * 1.528665)
  let d = 20 * (1 - 1 / 2.0.squareRoot())
  #expect(abs(shape.signedDistance(x: d, y: d)) < 0.001)
  // Where the circular corner has already reached the edge, the continuous one still curves.
  #expect(abs(shape.signedDistance(x: 2, y: 25) - -1.963414) < 1e-6)
  #expect(
    SmoothRoundedRect(rect: box, radius: 20, corners: .circular).signedDistance(x: 2, y: 25) == -2)
  // Straight edges: plain distances.
  #expect(shape.signedDistance(x: 50, y: -3) == 3)
  #expect(shape.signedDistance(x: 50, y: 40) == -40)
}

@Test func continuousCornerExtentIsClampedToHalfTheShorterSide() {
  #expect(
    SmoothRoundedRect(rect: Rect(x: 0, y: 0, width: 100, height: 60), radius: 20).cornerExtent == 30
  )
  #expect(SmoothRoundedRect(rect: box, radius: 0).cornerExtent == 0)
}

@Test func maskCoverageAlongACornerRow() throws {
  var continuous = try CoverageMask(width: 100, height: 80)
  continuous.add(SmoothRoundedRect(rect: box, radius: 20))
  var circular = try CoverageMask(width: 100, height: 80)
  circular.add(SmoothRoundedRect(rect: box, radius: 20, corners: .circular))
  #expect((0..<12).map { continuous[$0, 5] } == [0, 0, 0, 0, 0, 0, 174, 255, 255, 255, 255, 255])
  #expect((0..<12).map { circular[$0, 5] } == [0, 0, 0, 0, 0, 0, 176, 255, 255, 255, 255, 255])
  #expect((10..<17).map { continuous[1, $0] } == [0, 0, 53, 131, 200, 255, 255])
  #expect(
    [
      continuous[0, 0], continuous[99, 79], continuous[50, 0], continuous[0, 40],
      continuous[99, 40], continuous[50, 79],
    ] == [0, 0, 255, 255, 255, 255])
  // The four corners mirror each other exactly.
  for y in 0..<80 {
    for x in 0..<100 {
      let v = continuous[x, y]
      if v != continuous[99 - x, y] || v != continuous[x, 79 - y] {
        Issue.record("asymmetric at (\(x), \(y))")
        return
      }
    }
  }
}

@Test func circularCornersMatchTheLayerClip() throws {
  // The same circle the RoundedRect clip draws (see ClipTests): 254 at (0, 49), 75 at (14, 14).
  var mask = try CoverageMask(width: 100, height: 100)
  mask.add(
    SmoothRoundedRect(
      rect: Rect(x: 0, y: 0, width: 100, height: 100), radius: 50, corners: .circular))
  #expect(mask[0, 49] == 254)
  #expect(mask[14, 14] == 75)
  #expect(mask[50, 50] == 255)
}

@Test func subtractingCutsAHoleAndFractionalEdgesAreExact() throws {
  var ring = try CoverageMask(width: 10, height: 10)
  ring.add(SmoothRoundedRect(rect: Rect(x: 0, y: 0, width: 10, height: 10), radius: 0))
  ring.subtract(SmoothRoundedRect(rect: Rect(x: 2.25, y: 2, width: 6, height: 6), radius: 0))
  #expect((0..<10).map { ring[$0, 5] } == [255, 255, 64, 0, 0, 0, 0, 0, 191, 255])
  #expect((0..<10).map { ring[5, $0] } == [255, 255, 0, 0, 0, 0, 0, 0, 255, 255])
}

@Test func drawingThroughAMaskScalesTheSourceByItsCoverage() throws {
  var mask = try CoverageMask(width: 4, height: 1)
  mask.add(SmoothRoundedRect(rect: Rect(x: 0.5, y: 0, width: 2, height: 1), radius: 0))
  #expect((0..<4).map { mask[$0, 0] } == [128, 255, 128, 0])
  let source = try Surface(
    width: 4, height: 1, fill: PremultipliedColor(r: 200, g: 100, b: 50, a: 255))
  var white = try Surface(width: 6, height: 3, fill: opaque(255, 255, 255))
  white.draw(source, x: 1, y: 1, mask: mask)
  // 128/255 of the source over white: round(200·128/255) + round(255·127/255) = 100 + 127.
  #expect(white[1, 1] == opaque(227, 177, 152))
  #expect(white[2, 1] == opaque(200, 100, 50))
  #expect(white[3, 1] == opaque(227, 177, 152))
  #expect(white[4, 1] == opaque(255, 255, 255))
  #expect(white[1, 0] == opaque(255, 255, 255))
  // Clipped at the surface's edge.
  var small = try Surface(width: 2, height: 1)
  small.draw(source, x: -1, y: 0, mask: mask)
  #expect(small[0, 0] == PremultipliedColor(r: 200, g: 100, b: 50, a: 255))
  #expect(small[1, 0] == PremultipliedColor(r: 100, g: 50, b: 25, a: 128))
  var filled = try Surface(width: 4, height: 1)
  filled.fill(mask, color: PremultipliedColor(r: 0, g: 0, b: 0, a: 255))
  #expect((0..<4).map { filled[$0, 0].a } == [128, 255, 128, 0])
}
