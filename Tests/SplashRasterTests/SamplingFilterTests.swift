import SplashTestSupport
import Testing

@testable import SplashRaster

/// A 1-pixel black and white checker: the hardest picture to shrink.
private func checker(_ width: Int, _ height: Int) -> Surface {
  TestSurfaces.make(width, height) { x, y in (x + y) % 2 == 0 ? opaque(0, 0, 0) : opaque(255, 255, 255) }
}

private func drawn(
  _ source: Surface, _ transform: Transform2D, filters: SamplingFilters = .linear, width: Int = 40, height: Int = 40
) -> Surface {
  var surface = try! Surface(width: width, height: height, fill: opaque(0, 0, 255))
  surface.draw(source, transform: transform, filters: filters)
  return surface
}

@Test func nearestMagnificationRepeatsThePixelUnderEachCentre() {
  // 2×1 picture (red, green) enlarged 2.5× at x = 0.3: pixel x shows source ⌊(x + 0.5 − 0.3) / 2.5⌋.
  let picture = TestSurfaces.make(2, 1) { x, _ in x == 0 ? opaque(255, 0, 0) : opaque(0, 255, 0) }
  let frame = drawn(
    picture, Transform2D(a: 2.5, b: 0, c: 0, d: 2.5, tx: 0.3, ty: 0), filters: SamplingFilters(magnification: .nearest))
  // Row 1 (fully covered): columns 1, 2 red (centres 1.5 and 2.5 map to 0.48, 0.88), 3, 4 green.
  #expect((1...4).map { frame[$0, 1] } == [opaque(255, 0, 0), opaque(255, 0, 0), opaque(0, 255, 0), opaque(0, 255, 0)])
  // Column 0 is 70 % covered by the red pixel: the edge keeps its area (factor round(0.7 · 255)
  // = 179 over blue: 255 − 179 = 76 of blue shows), only the sampling is nearest.
  #expect(frame[0, 1] == opaque(179, 0, 76))
  // Linear blends the two at the middle instead.
  let linear = drawn(picture, Transform2D(a: 2.5, b: 0, c: 0, d: 2.5, tx: 0.3, ty: 0))
  #expect(linear[2, 1] != opaque(255, 0, 0) && linear[2, 1].g > 0)
}

@Test func halfSizeCheckerIsGreyLinearlyAndAliasedWhenNearest() {
  // At exactly 0.5× each destination centre maps between two source pixels.
  let source = checker(40, 40)
  let half = Transform2D(scale: 0.5)
  let linear = drawn(source, half)
  #expect((0..<20).allSatisfy { x in (0..<20).allSatisfy { linear[x, $0] == opaque(128, 128, 128) } })
  // Nearest picks source (2x + 1, 2y + 1): an even sum, black everywhere.
  let nearest = drawn(source, half, filters: SamplingFilters(minification: .nearest))
  #expect((0..<20).allSatisfy { x in (0..<20).allSatisfy { nearest[x, $0] == opaque(0, 0, 0) } })
  // Trilinear at level of detail 1: the first mipmap level, every 2×2 block's mean 127.5 → 128.
  let trilinear = drawn(source, half, filters: SamplingFilters(minification: .trilinear))
  #expect((0..<20).allSatisfy { x in (0..<20).allSatisfy { trilinear[x, $0] == opaque(128, 128, 128) } })
}

@Test func trilinearBlendsTowardsTheCoarserLevel() {
  // At 0.7× (level of detail 0.515) linear still shows the checker's beat; trilinear mixes in
  // 131/256 of level 1 (flat 128), so no pixel strays more than 125/256 · 127.5 = 62.3 from grey.
  let source = checker(40, 40)
  let shrink = Transform2D(a: 0.7, b: 0, c: 0, d: 0.7, tx: 0.2, ty: 0.4)
  let linear = drawn(source, shrink)
  let trilinear = drawn(source, shrink, filters: SamplingFilters(minification: .trilinear))
  let interior = (2..<26).flatMap { y in (2..<26).map { (x: $0, y: y) } }
  #expect(interior.contains { abs(Int(linear[$0.x, $0.y].r) - 128) > 63 })
  #expect(interior.allSatisfy { abs(Int(trilinear[$0.x, $0.y].r) - 128) <= 63 })
  // At 0.25× (level 2 exactly) the checker is flat grey.
  let quarter = drawn(source, Transform2D(scale: 0.25), filters: SamplingFilters(minification: .trilinear))
  #expect((0..<10).allSatisfy { x in (0..<10).allSatisfy { quarter[x, $0] == opaque(128, 128, 128) } })
  // Enlarging, trilinear is linear.
  let up = Transform2D(a: 1.7, b: 0, c: 0, d: 1.7, tx: 0.3, ty: 0.6)
  #expect(
    drawn(source, up, filters: SamplingFilters(magnification: .trilinear), width: 80, height: 80)
      == drawn(source, up, width: 80, height: 80))
}

@Test func areaAverageBelowHalfSizeIsFlatForAChecker() {
  // 0.3× at a fractional position: every fully covered pixel averages 3.33 × 3.33 source pixels
  // of the checker, whose mean is 127.5 ± the part of a pixel left over: within 12 of grey, while
  // a bilinear sample at 0.3× would land on pure black or white.
  let frame = drawn(checker(100, 100), Transform2D(a: 0.3, b: 0, c: 0, d: 0.3, tx: 1.25, ty: 2.5))
  let interior = (4..<30).flatMap { y in (3..<30).map { (x: $0, y: y) } }
  #expect(interior.allSatisfy { abs(Int(frame[$0.x, $0.y].r) - 128) <= 12 })
}

@Test(arguments: [
  Transform2D(translationX: 3.25, y: 1.5),
  Transform2D(a: 0.8, b: 0, c: 0, d: 0.8, tx: 2.3, ty: 1.1),
  Transform2D(a: 0.3, b: 0, c: 0, d: 0.45, tx: 2.3, ty: 1.1),
  Transform2D(a: 1.7, b: 0, c: 0, d: 1.7, tx: -3.3, ty: 0.6),
  Transform2D(rotationAngle: 0.5).concatenating(Transform2D(translationX: 20.2, y: 3.1)),
  Transform2D(rotationAngle: 0.5).scaledBy(x: 0.3, y: 0.3).concatenating(Transform2D(translationX: 20.2, y: 3.1)),
])
func preparedDrawsGiveTheBytesOfDirectDraws(transform: Transform2D) {
  let picture = detailedPicture(width: 60, height: 50)
  let clip = RoundedRect(rect: Rect(x: 2, y: 3, width: 50, height: 40), cornerRadius: 12)
  for filters in [
    SamplingFilters.linear, SamplingFilters(minification: .nearest, magnification: .nearest),
    SamplingFilters(minification: .trilinear),
  ] {
    for antialiased in [true, false] {
      let background = gradientBackground(width: 120, height: 90)
      var direct = background
      direct.draw(
        picture, transform: transform, opacity: 0.7, clip: clip, filters: filters, antialiasedEdges: antialiased)
      let prepared = background.prepareDraw(
        picture, transform: transform, clip: clip, filters: filters, antialiasedEdges: antialiased)
      var replayed = background
      replayed.draw(prepared, opacity: 0.7)
      #expect(SurfaceChecks.differences(direct, replayed).isEmpty, "\(filters), antialiased \(antialiased)")
    }
  }
}

@Test func areaAndNearestDrawsDoNotDependOnThreads() {
  let picture = detailedPicture(width: 400, height: 300)
  for filters in [
    SamplingFilters.linear, SamplingFilters(minification: .nearest), SamplingFilters(minification: .trilinear),
  ] {
    var frames: [Surface] = []
    for threads in [1, 3] {
      var surface = gradientBackground(width: 150, height: 120)
      surface.draw(
        picture, transform: Transform2D(a: 0.31, b: 0, c: 0, d: 0.37, tx: 4.6, ty: 2.2), filters: filters,
        threads: threads)
      frames.append(surface)
    }
    #expect(SurfaceChecks.differences(frames[0], frames[1]).isEmpty, "\(filters)")
  }
}

@Test func edgesStepWhenNotAntialiasedButOnlyWhereTheTransformTurnsThem() {
  let white = try! Surface(width: 20, height: 20, fill: opaque(255, 255, 255))
  let turned = Transform2D.layer(
    frame: Rect(x: 10, y: 10, width: 20, height: 20), transform: Transform2D(rotationAngle: 0.4))
  var stepped = try! Surface(width: 40, height: 40)
  stepped.draw(white, transform: turned, antialiasedEdges: false)
  #expect(SurfaceChecks.alphas(stepped).joined().allSatisfy { $0 == 0 || $0 == 255 })
  // A pixel is in when its centre is: the same count as the pixel centres inside the square.
  let inverse = turned.inverted!
  let centresInside = (0..<40).flatMap { y in (0..<40).map { (x: $0, y: y) } }.filter {
    let p = inverse.applied(to: Point(x: Double($0.x) + 0.5, y: Double($0.y) + 0.5))
    return p.x >= 0 && p.x < 20 && p.y >= 0 && p.y < 20
  }
  #expect(SurfaceChecks.alphas(stepped).joined().filter { $0 == 255 }.count == centresInside.count)
  // Axis-aligned edges at fractional positions keep their area: column 2 is half covered.
  var shifted = try! Surface(width: 30, height: 30)
  shifted.draw(white, transform: Transform2D(translationX: 2.5, y: 3), antialiasedEdges: false)
  #expect(shifted[2, 5].a == 128 && shifted[3, 5].a == 255)
  var filled = try! Surface(width: 40, height: 40)
  filled.fill(
    RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20)), color: opaque(255, 255, 255),
    transform: turned, antialiasedEdges: false)
  #expect(filled == stepped)
  // Rounded corners stay smooth: a circle turned with its layer still has partial pixels.
  var round = try! Surface(width: 40, height: 40)
  round.draw(
    white, transform: turned, clip: RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 10),
    antialiasedEdges: false)
  #expect(SurfaceChecks.alphas(round).joined().contains { $0 > 0 && $0 < 255 })
}
