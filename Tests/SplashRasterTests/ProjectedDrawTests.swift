import SplashTestSupport
import Testing

@testable import SplashRaster

private let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
private let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)

/// Row `y`'s red channel.
private func reds(_ surface: Surface, row y: Int) -> [UInt8] { (0..<surface.width).map { surface[$0, y].r } }

@Test func projectedEdgesTakeTheirExactArea() throws {
  let source = try Surface(width: 4, height: 3, fill: white)
  var frame = try Surface(width: 10, height: 6, fill: black)
  // A translation by (2.5, 1) as a homography: the half-covered columns get 0.5 → 128.
  frame.drawProjected(source, homography: Homography(Transform2D(translationX: 2.5, y: 1)))
  #expect(reds(frame, row: 0) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  for y in 1...3 { #expect(reds(frame, row: y) == [0, 0, 128, 255, 255, 255, 128, 0, 0, 0]) }
  #expect(reds(frame, row: 4) == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  // The affine path draws the same bytes.
  var affine = try Surface(width: 10, height: 6, fill: black)
  affine.draw(source, transform: Transform2D(translationX: 2.5, y: 1))
  #expect(affine.pixels == frame.pixels)
}

@Test func steppedProjectedEdgesCoverWholePixelsByTheirCentres() throws {
  let source = try Surface(width: 4, height: 3, fill: white)
  var frame = try Surface(width: 10, height: 6, fill: black)
  frame.drawProjected(
    source, homography: Homography(Transform2D(translationX: 2.5, y: 1)), antialiasedEdges: false)
  // Centre 2.5 lies on the left edge (inclusive), 6.5 on the right one (exclusive).
  for y in 1...3 { #expect(reds(frame, row: y) == [0, 0, 255, 255, 255, 255, 0, 0, 0, 0]) }
  // Under perspective every pixel is wholly in or out.
  var turned = try Surface(width: 40, height: 40, fill: black)
  let h = Transform3D(translationX: -10, y: -10, z: 0)
    .concatenating(Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0))
    .concatenating(Transform3D(rotationAngle: 0.4, x: 1, y: 0, z: 0))
    .concatenating(Transform3D(perspective: -1.0 / 60))
    .concatenating(Transform3D(translationX: 20, y: 20, z: 0)).flattened
  turned.drawProjected(try Surface(width: 20, height: 20, fill: white), homography: h, antialiasedEdges: false)
  let values = Set(turned.pixels.enumerated().filter { $0.offset % 4 == 0 }.map(\.element))
  #expect(values == [0, 255])
}

@Test func projectedCoverageSumsToTheImageArea() throws {
  // A uniform source under perspective: interior pixels keep the colour exactly, and the
  // coverage adds up to the area of the projected quadrilateral (shoelace) within rounding.
  let h = Transform3D(translationX: -30, y: -20, z: 0)
    .concatenating(Transform3D(rotationAngle: -0.8, x: 0, y: 1, z: 0))
    .concatenating(Transform3D(perspective: -1.0 / 90))
    .concatenating(Transform3D(translationX: 40.3, y: 30.6, z: 0)).flattened
  var frame = try Surface(width: 80, height: 60)
  frame.drawProjected(try Surface(width: 60, height: 40, fill: white), homography: h)
  let corners = [(0.0, 0.0), (60.0, 0.0), (60.0, 40.0), (0.0, 40.0)].map { h.applied(to: Point(x: $0.0, y: $0.1)) }
  var twice = 0.0
  for i in 0..<4 {
    let (p, q) = (corners[i], corners[(i + 1) % 4])
    twice += p.x * q.y - q.x * p.y
  }
  var covered = 0.0
  var partial = 0
  for y in 0..<60 {
    for x in 0..<80 {
      let p = frame[x, y]
      #expect(p.r == p.a && p.g == p.a && p.b == p.a)
      covered += Double(p.a) / 255
      if p.a != 0 && p.a != 255 { partial += 1 }
    }
  }
  #expect(abs(covered - abs(twice) / 2) <= Double(partial) * 0.5 / 255)
  #expect(partial > 50)
}

@Test func theRegionStopsWhereThePlanePassesTheEye() throws {
  // W = 1 + x/100: the points left of x = −100 are behind the eye and have no image; the image
  // of the rest reaches out to the left edge of the frame (clipped there, at −1).
  let h = Homography(m11: 1, m12: 0, m13: 0.01, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
  let region = try #require(
    ProjectedRegion(
      sourceRect: Rect(x: -200, y: 0, width: 300, height: 10), homography: h, destinationWidth: 80,
      destinationHeight: 20, antialiased: true))
  let xs = region.polygon.map(\.x)
  #expect(xs.min() == -1)
  #expect(xs.max() == 50)
  // Where it meets x = −1 (source x = −1/1.01, w = 1/1.01) the 10-point edge is 10.1 tall.
  #expect(region.rows == 0..<11)
  // Wholly behind the eye: nothing.
  let behind = Homography(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: -1)
  #expect(
    ProjectedRegion(
      sourceRect: Rect(x: 0, y: 0, width: 10, height: 10), homography: behind, destinationWidth: 80,
      destinationHeight: 20, antialiased: true) == nil)
}

/// `frame` with `source` drawn through `h` one pixel at a time: every covered pixel sampled at its
/// exact 32.32 position by the clamping sampler, the arithmetic the vector loops must match.
private func drawnOnePixelAtATime(_ source: Surface, homography h: Homography, opacity op: UInt32, onto frame: Surface)
  -> Surface
{
  var frame = frame
  let region = ProjectedRegion(
    sourceRect: Rect(x: 0, y: 0, width: Double(source.width), height: Double(source.height)), homography: h,
    destinationWidth: frame.width, destinationHeight: frame.height, antialiased: true)!
  let m = region.inverse
  let sampler = BilinearSampler(width: source.width, height: source.height, map: .identity)
  let width = frame.width
  frame.withPackedPixels(reading: source) { src, dst in
    for y in region.rows {
      func put(_ x: Int, _ factor: UInt32) {
        let (xc, yc) = (Double(x) + 0.5, Double(y) + 0.5)
        let r = 1 / (yc * m.m23 + m.m33 + xc * m.m13)
        // [X Y 1] · inverse summed as the draw sums it: the row's part first.
        let (u, v) = ((yc * m.m21 + m.m31 + xc * m.m11) * r, (yc * m.m22 + m.m32 + xc * m.m12) * r)
        let sample = sampler.sample(src, u: BilinearSampler.fixed(u), v: BilinearSampler.fixed(v))
        blend(sample, factor: factor, onto: dst + y * width + x)
      }
      region.rasterize(row: y, width: width) { x, coverage in
        put(x, edgeFactor(op, coverage))
      } interior: {
        for x in $0 { put(x, op) }
      }
    }
  }
  return frame
}

@Test(arguments: [255, 200])
func projectedRunsGiveTheOnePixelSamplersBytes(opacity: Int) throws {
  // Translucent noise, so that groups go through source-over as well as the opaque store.
  let source = TestSurfaces.make(37, 29) { x, y in
    let a = UInt8((x * 37 + y * 11) % 3 == 0 ? 255 : (x * 13 + y * 7) % 256)
    return PremultipliedColor(
      r: UInt8(Int(a) * ((x * 17) % 256) / 255), g: UInt8(Int(a) * ((y * 29) % 256) / 255),
      b: UInt8(Int(a) * (((x + y) * 5) % 256) / 255), a: a)
  }
  let frame = TestSurfaces.opaqueGradient(width: 61, height: 47)
  // About a vertical axis (the columns' tables), about a horizontal one (one v a row), and both:
  // runs of every length, from the source's edges (clamped groups) to its middle.
  for (angleY, angleX) in [(0.7, 0.0), (-0.5, 0.0), (0.0, 0.6), (0.45, -0.35)] {
    let h = Transform3D(translationX: -18.5, y: -14.5, z: 0)
      .concatenating(Transform3D(rotationAngle: angleY, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(rotationAngle: angleX, x: 1, y: 0, z: 0))
      .concatenating(Transform3D(perspective: -1.0 / 80))
      .concatenating(Transform3D(scaleX: 1.4, y: 1.4, z: 1))
      .concatenating(Transform3D(translationX: 30.25, y: 23.5, z: 0)).flattened
    var drawn = frame
    drawn.drawProjected(source, homography: h, opacity: Double(opacity) / 255)
    let expected = drawnOnePixelAtATime(source, homography: h, opacity: UInt32(opacity), onto: frame)
    let differing = zip(drawn.pixels, expected.pixels).filter { $0 != $1 }.count
    #expect(differing == 0, "rotation y \(angleY), x \(angleX)")
    #expect(drawn.pixels != frame.pixels)
  }
}
