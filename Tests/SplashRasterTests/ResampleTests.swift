import SplashTestSupport
import Testing

@testable import SplashRaster

@Test func exportAt1xOfAn3xRenderIsTheRoundedBoxAverage() throws {
  // A 6×3 "@3x" render → 2×1 "@1x": each output pixel is the mean of its 3×3 block, rounded.
  // Block 0: r = 0…8 (sum 36 → 4), g = 10 everywhere (→ 10), b = 4,4,4,4,4,5,5,5,5 (sum 40 → 4.44 → 4).
  // Block 1: alpha = 255, 0, 128, 255, 64, 200, 10, 255, 100 (sum 1267 → 140.78 → 141),
  //          r = alpha / 2 = 127, 0, 64, 127, 32, 100, 5, 127, 50 (sum 632 → 70.2 → 70).
  let alpha1: [UInt8] = [255, 0, 128, 255, 64, 200, 10, 255, 100]
  let source = TestSurfaces.make(6, 3) { x, y in
    let k = y * 3 + x % 3
    if x < 3 { return opaque(UInt8(k), 10, k < 5 ? 4 : 5) }
    return PremultipliedColor(r: alpha1[k] / 2, g: 0, b: 0, a: alpha1[k])
  }
  let exported = source.resized(width: 2, height: 1)
  #expect(exported[0, 0] == opaque(4, 10, 4))
  #expect(exported[1, 0] == PremultipliedColor(r: 70, g: 0, b: 0, a: 141))
}

@Test func everyExportedPixelIsItsBlockAverage() {
  let source = TestSurfaces.make(27, 18, TestSurfaces.patternPixel)
  let exported = source.resized(width: 9, height: 6)
  for y in 0..<6 {
    for x in 0..<9 {
      var sums = [0, 0, 0, 0]
      for j in 0..<3 {
        for i in 0..<3 {
          let p = source[x * 3 + i, y * 3 + j]
          sums[0] += Int(p.r)
          sums[1] += Int(p.g)
          sums[2] += Int(p.b)
          sums[3] += Int(p.a)
        }
      }
      // round(sum / 9), halves up: (sum + 4) / 9 in integers (a ninth is never exactly .5).
      let mean = sums.map { UInt8(($0 + 4) / 9) }
      #expect(exported[x, y] == PremultipliedColor(r: mean[0], g: mean[1], b: mean[2], a: mean[3]))
    }
  }
}

@Test func nonIntegerShrinkUsesExactAreaWeights() {
  // 3 → 2: output 0 covers source [0, 1.5): pixel 0 fully, pixel 1 half → (2·0 + 100)/3 = 33.3 → 33;
  // output 1 covers [1.5, 3): (100 + 2·200)/3 = 166.7 → 167.
  let source = TestSurfaces.make(3, 1) { x, _ in opaque(UInt8(x * 100), UInt8(x * 100), 0) }
  let shrunk = source.resized(width: 2, height: 1)
  #expect(shrunk[0, 0] == opaque(33, 33, 0))
  #expect(shrunk[1, 0] == opaque(167, 167, 0))
}

@Test func enlargingIsBilinearAtPixelCentres() {
  // 2 → 4: output centres fall at source −0.25 (clamped → 0), 0.25, 0.75, 1.25 (clamped → 200):
  // 0, 0.25·200 = 50, 0.75·200 = 150, 200.
  let source = TestSurfaces.make(2, 1) { x, _ in opaque(UInt8(x * 200), 0, 0) }
  let enlarged = source.resized(width: 4, height: 1)
  #expect((0..<4).map { enlarged[$0, 0].r } == [0, 50, 150, 200])
}

@Test func resizeIsIdenticalForAnyThreadCount() {
  let source = TestSurfaces.make(60, 45, TestSurfaces.patternPixel)
  let reference = source.resized(width: 23, height: 17, threads: 1)
  for threads in [2, 5, 0] {
    #expect(SurfaceChecks.differences(source.resized(width: 23, height: 17, threads: threads), reference) == [])
  }
}

@Test func drawPrefiltersStrongMinificationInsteadOfAliasing() throws {
  // Vertical stripes: every third column white. Shrunk 3×, point sampling would land on the
  // middle (black) column of each period and lose the white entirely; the area average is
  // 255 / 3 = 85 everywhere.
  let stripes = TestSurfaces.make(48, 48) { x, _ in x % 3 == 0 ? opaque(255, 255, 255) : opaque(0, 0, 0) }
  var destination = try Surface(width: 16, height: 16)
  destination.draw(stripes, transform: Transform2D(scale: 1.0 / 3.0))
  for y in 0..<16 {
    for x in 0..<16 { #expect(destination[x, y] == opaque(85, 85, 85)) }
  }
}

@Test func boxPathEqualsTheGeneralAreaPath() {
  for factor in [2, 3, 4, 16] {
    let source = TestSurfaces.make(factor * 7, factor * 3, TestSurfaces.patternPixel)
    #expect(
      SurfaceChecks.differences(
        source.boxDownscaled(by: factor, threads: 1),
        source.areaResized(width: 7, height: 3, threads: 1)) == [])
  }
  // And with the rows split between threads.
  let tall = TestSurfaces.make(9, 300, TestSurfaces.patternPixel)
  #expect(
    SurfaceChecks.differences(
      tall.boxDownscaled(by: 3, threads: 4), tall.areaResized(width: 3, height: 100, threads: 1))
      == [])
}

@Test func twoThirdsPathEqualsTheGeneralAreaPath() {
  // 85 × 2 blocks of a pattern whose alpha takes many values, under all four weight pairs.
  let source = TestSurfaces.make(255, 6, TestSurfaces.patternPixel)
  #expect(
    SurfaceChecks.differences(
      source.twoThirdsDownscaled(threads: 1), source.areaResized(width: 170, height: 4, threads: 1)) == [])
  let white = TestSurfaces.make(3, 3) { _, _ in opaque(255, 255, 255) }
  #expect(
    SurfaceChecks.differences(
      white.resized(width: 2, height: 2), TestSurfaces.make(2, 2) { _, _ in opaque(255, 255, 255) }) == [])
  // A 1320 × 2868 @3x frame exported @2x takes this path: rows split between threads agree.
  let tall = TestSurfaces.make(12, 300, TestSurfaces.patternPixel)
  #expect(
    SurfaceChecks.differences(tall.twoThirdsDownscaled(threads: 4), tall.areaResized(width: 8, height: 200, threads: 1))
      == [])
  #expect(
    SurfaceChecks.differences(tall.resized(width: 8, height: 200, threads: 3), tall.twoThirdsDownscaled(threads: 1))
      == [])
}

@Test func reciprocalDivisionIsExactRounding() {
  // Every divisor a box can have (k² for k = 2…16) over every sum a 16-bit lane can hold.
  var wrong: [String] = []
  for k in UInt64(2)...16 {
    let d = k * k
    let divide = RoundedDivision(by: d)
    for n in UInt64(0)...65535 where divide(n) != UInt32((n + d / 2) / d) {
      wrong.append("\(n)/\(d)")
    }
  }
  #expect(wrong == [])
}
