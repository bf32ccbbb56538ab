import SplashTestSupport
import Testing

@testable import SplashRaster

/// The general (bilinear) path, bypassing the whole-pixel fast path.
private func drawResampled(
  _ source: Surface, onto destination: inout Surface, transform: Transform2D, opacity: Double
) {
  let bounds = Rect(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
  let region = CoverageRegion(
    sourceBounds: bounds, clip: nil, transform: transform, destinationWidth: destination.width,
    destinationHeight: destination.height)!
  destination.drawResampled(
    source,
    sampler: BilinearSampler(width: source.width, height: source.height, map: region.inverse),
    region: region, op: opacityFactor(opacity), threads: 1)
}

@Test(arguments: [(2, 3), (-2, 1), (5, -3), (0, 0)])
func integerTranslationEqualsTheExactCopy(dx: Int, dy: Int) throws {
  let source = TestSurfaces.make(5, 4, TestSurfaces.patternPixel)
  let background = TestSurfaces.make(8, 7) { x, y in
    PremultipliedColor(r: UInt8(x * 9), g: 40, b: UInt8(y * 20), a: 200)
  }
  for opacity in [1.0, 0.5] {
    var fast = background
    fast.draw(
      source, transform: Transform2D(translationX: Double(dx), y: Double(dy)), opacity: opacity)
    // Expected: every covered pixel is the source pixel (faded), source-over the background.
    var expected = background
    for y in 0..<7 {
      for x in 0..<8 where (0..<5).contains(x - dx) && (0..<4).contains(y - dy) {
        expected[x, y] = source[x - dx, y - dy].withOpacity(opacity).over(background[x, y])
      }
    }
    #expect(SurfaceChecks.differences(fast, expected) == [])
    var general = background
    drawResampled(
      source, onto: &general, transform: Transform2D(translationX: Double(dx), y: Double(dy)),
      opacity: opacity)
    #expect(SurfaceChecks.differences(general, fast) == [])
  }
}

@Test func scaleAboutTheCentreKeepsTheCentrePixel() throws {
  // 11×11 blue image with a red centre pixel (5, 5), scaled 1.2× about its centre (5.5, 5.5).
  let source = TestSurfaces.make(11, 11) { x, y in
    x == 5 && y == 5 ? opaque(255, 0, 0) : opaque(0, 0, 255)
  }
  var destination = try Surface(width: 11, height: 11)
  let transform = Transform2D.layer(
    bounds: Rect(x: 0, y: 0, width: 11, height: 11), position: Point(x: 5.5, y: 5.5),
    transform: Transform2D(scale: 1.2))
  destination.draw(source, transform: transform)
  // Destination centre (5.5, 5.5) maps to source (5.5, 5.5): pixel (5, 5) exactly.
  #expect(destination[5, 5] == opaque(255, 0, 0))
  // Pixel (6, 5): centre 6.5 → u = 5.5 + 1/1.2 = 6.333, i.e. 0.833 of the way from pixel 5 to 6,
  // rounded to 213/256. r = round(255·43/256 = 42.8) = 43, b = round(255·213/256 = 212.2) = 212.
  #expect(destination[6, 5] == opaque(43, 0, 212))
  #expect(destination[4, 5] == opaque(43, 0, 212))
  #expect(destination[5, 6] == opaque(43, 0, 212))
  // Far from the centre only blue remains.
  #expect(destination[1, 1] == opaque(0, 0, 255))
}

@Test func rotatedEdgesAreAntiAliased() throws {
  // A 20×20 white square rotated 45° about the centre of a 40×40 surface: a diamond with
  // |x − 20| + |y − 20| ≤ 10·√2 = 14.142.
  let square = try Surface(width: 20, height: 20, fill: opaque(255, 255, 255))
  var destination = try Surface(width: 40, height: 40)
  let transform = Transform2D.layer(
    frame: Rect(x: 10, y: 10, width: 20, height: 20), transform: Transform2D(rotationAngle: .pi / 4)
  )
  destination.draw(square, transform: transform)
  // Pixel (20, 6), centre (20.5, 6.5): 0.5 + 13.5 = 14, inside the upper-right edge by
  // d = (14.142 − 14)/√2 = 0.1005 px. At 45° the area of a pixel inside an edge d px away
  // (0 ≤ d ≤ √2/2) is 1 − (√2/2 − d)² = 1 − 0.6066² = 0.6320 → 161 (a 2000² point sampling of
  // the pixel gives 161.19). The upper-left edge is (14.142 − 13)/√2 = 0.81 px
  // away, past the 45° ramp's reach of √2/2 → factor 1.
  #expect(destination[20, 6] == PremultipliedColor(r: 161, g: 161, b: 161, a: 161))
  // (20, 5): 0.5 + 14.5 = 15, outside by 0.607 px: (√2/2 − 0.607)² = 0.0101 → 2.58 → 3 (the
  // diamond's vertex pixel: the exact area of the pixel clipped by the turned square).
  #expect(destination[20, 5] == PremultipliedColor(r: 3, g: 3, b: 3, a: 3))
  #expect(destination[20, 20] == opaque(255, 255, 255))
  // Along row 20 the alpha rises 0 → partial → 255 without jumps of more than 255·0.75.
  let row = (0..<40).map { destination[$0, 20].a }
  let partial = row.filter { $0 > 0 && $0 < 255 }
  #expect(!partial.isEmpty)
  #expect(zip(row, row.dropFirst()).allSatisfy { abs(Int($0) - Int($1)) < 192 })
  // The diamond is symmetric about x = 20 (to within one level of the cos/sin rounding).
  for y in 0..<40 {
    for x in 0..<40 { #expect(abs(Int(destination[x, y].a) - Int(destination[39 - x, y].a)) <= 1) }
  }
}

@Test func outputIsIdenticalForAnyThreadCount() throws {
  let source = TestSurfaces.make(48, 40, TestSurfaces.patternPixel)
  let background = TestSurfaces.make(64, 64) { x, y in opaque(UInt8(x * 3), UInt8(y * 3), 90) }
  let transform = Transform2D.layer(
    frame: Rect(x: 8, y: 10, width: 48, height: 40),
    transform: Transform2D(rotationAngle: 0.4).scaledBy(x: 1.1, y: 0.9))
  let clip = RoundedRect(rect: Rect(x: 2, y: 1, width: 44, height: 38), cornerRadius: 9)
  var reference = background
  reference.draw(source, transform: transform, opacity: 0.7, clip: clip, threads: 1)
  #expect(reference != background)
  for threads in [2, 3, 7, 0] {
    var other = background
    other.draw(source, transform: transform, opacity: 0.7, clip: clip, threads: threads)
    #expect(SurfaceChecks.differences(other, reference) == [], "threads: \(threads)")
  }
}

@Test func nothingOutsideTheTransformedBoundingBoxChanges() throws {
  let source = try Surface(width: 10, height: 10, fill: opaque(10, 20, 30))
  var destination = try Surface(width: 40, height: 40, fill: opaque(200, 200, 200))
  destination.draw(
    source, transform: Transform2D(translationX: 5.25, y: 7.5).scaledBy(x: 1.5, y: 1.5))
  // The image covers x ∈ [5.25, 20.25], y ∈ [7.5, 22.5].
  for y in 0..<40 {
    for x in 0..<40 where x < 5 || x > 20 || y < 7 || y > 22 {
      #expect(destination[x, y] == opaque(200, 200, 200))
    }
  }
  // Pixel-aligned edge at y = 7.5: row 7 is half covered → 50% of (10,20,30) over grey 200:
  // coverage round(0.5·255) = 128 → source (5, 10, 15, 128) + round(200·127/255 = 99.6) = 100.
  #expect(destination[10, 7] == opaque(105, 110, 115))
  #expect(destination[10, 8] == opaque(10, 20, 30))
}

@Test(arguments: [
  Transform2D(translationX: 3.3, y: -1.7).scaledBy(x: 1.37, y: 0.61),
  Transform2D(translationX: 40, y: 2.5).scaledBy(x: -1.2, y: 1.9),
  Transform2D(translationX: 0.5, y: 0.5),
])
func axisAlignedPathEqualsTheGeneralSampler(transform: Transform2D) throws {
  let clip = RoundedRect(rect: Rect(x: 1, y: 2, width: 20, height: 14), cornerRadius: 5)
  let (source, background, region, sampler) = try pathFixture(transform: transform, clip: clip)
  for op: UInt32 in [255, 77] {
    var fast = background
    fast.drawAxisAligned(source, sampler: sampler, region: region, op: op, threads: 1)
    var general = background
    general.drawGeneral(source, sampler: sampler, region: region, op: op, threads: 1)
    #expect(fast != background)
    #expect(SurfaceChecks.differences(fast, general) == [])
  }
}

/// Angle 0 takes the axis-aligned path; the others the general one.
@Test(arguments: [0.0, 0.4, 2.9, -1.2])
func fastPathsMatchAPerPixelReference(angle: Double) throws {
  // Reference: every destination pixel on its own, straight from the definitions
  // (coverage at the pixel centre, one bilinear sample, combined factor, source-over).
  let transform = Transform2D.layer(
    frame: Rect(x: 8, y: 9, width: 23, height: 17),
    transform: Transform2D(rotationAngle: angle).scaledBy(x: 1.3, y: 1.1))
  let clip = RoundedRect(rect: Rect(x: 1, y: 0, width: 21, height: 17), cornerRadius: 4)
  let (source, background, region, sampler) = try pathFixture(transform: transform, clip: clip)
  for opacity in [1.0, 0.3] {
    let op = opacityFactor(opacity)
    var expected = background
    source.pixels.withUnsafeBytes { bytes in
      let src = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      for y in 0..<36 {
        for x in 0..<40 {
          let (u, v, du, dv) = region.rowStart(y)
          let coverage = region.coverage(u: u + du * Double(x), v: v + dv * Double(x))
          if coverage == 0 { continue }
          let start = sampler.start(x: x, y: y)
          let s = PremultipliedColor(packed: pack(sampler.sample(src, u: start.u, v: start.v)))
          let k = coverage == 255 ? op : mulDiv255(op, coverage)
          expected[x, y] = s.withOpacity(Double(k) / 255).over(background[x, y])
        }
      }
    }
    var drawn = background
    drawn.draw(source, transform: transform, opacity: opacity, clip: clip)
    #expect(drawn != background)
    #expect(SurfaceChecks.differences(drawn, expected) == [])
  }
}

/// A 23×17 patterned source over a 40×36 background, with the geometry of one draw.
private func pathFixture(transform: Transform2D, clip: RoundedRect) throws -> (
  Surface, Surface, CoverageRegion, BilinearSampler
) {
  let source = TestSurfaces.make(23, 17, TestSurfaces.patternPixel)
  let background = TestSurfaces.make(40, 36) { x, y in
    PremultipliedColor(r: UInt8(x), g: UInt8(y), b: 7, a: 255)
  }
  let region = try #require(
    CoverageRegion(
      sourceBounds: Rect(x: 0, y: 0, width: 23, height: 17), clip: clip, transform: transform,
      destinationWidth: 40, destinationHeight: 36))
  return (source, background, region, BilinearSampler(width: 23, height: 17, map: region.inverse))
}
