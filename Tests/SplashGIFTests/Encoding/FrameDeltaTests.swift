import Testing

@testable import SplashGIF

@Suite struct FrameDeltaTests {
  /// Palette entries 0…3 are greys 0, 85, 170, 255; 4 is transparent.
  let points = [0, 85, 170, 255].map { PerceptualSpace.point($0, $0, $0) }
  let t: UInt8 = 4

  func apply(
    _ canvas: inout DisplayedCanvas, _ mapped: [UInt8], grey: [Int]? = nil, tolerance: Int = 0
  ) -> FrameDelta? {
    var source: [UInt8] = []
    for v in grey ?? [Int](repeating: 0, count: mapped.count) {
      source += [UInt8(v), UInt8(v), UInt8(v), 255]
    }
    // The next frame changes every pixel again, so the tolerance applies everywhere.
    let next = [UInt8](repeating: 0, count: mapped.count)
    return mapped.withUnsafeBufferPointer { m in
      source.withUnsafeBufferPointer { s in
        next.withUnsafeBufferPointer { n in
          canvas.apply(
            mapped: Array(m), source: s, next: n, transparent: t, points: points, tolerance: tolerance)
        }
      }
    }
  }

  @Test func firstFrameIsWrittenWhole() {
    var canvas = DisplayedCanvas(width: 3, height: 2)
    let delta = apply(&canvas, [0, 1, 2, 3, 2, 1])
    #expect(
      delta
        == FrameDelta(
          left: 0, top: 0, width: 3, height: 2, indices: [0, 1, 2, 3, 2, 1], usesTransparency: false
        ))
    #expect(canvas.indices == [0, 1, 2, 3, 2, 1])
  }

  @Test func cropsToTheChangedRectangleWithTransparentRuns() {
    var canvas = DisplayedCanvas(width: 6, height: 3)
    _ = apply(&canvas, [UInt8](repeating: 0, count: 18))
    var mapped = [UInt8](repeating: t, count: 18)
    mapped[0 * 6 + 1] = 1
    mapped[0 * 6 + 4] = 2
    mapped[2 * 6 + 2] = 3
    mapped[1 * 6 + 5] = 0  // maps to what is already on screen: not a change
    let delta = apply(&canvas, mapped)
    #expect(
      delta
        == FrameDelta(
          left: 1, top: 0, width: 4, height: 3, indices: [1, t, t, 2, t, t, t, t, t, 3, t, t],
          usesTransparency: true))
    #expect(canvas.indices == [0, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0])
  }

  @Test func aLoneUnchangedPixelKeepsItsColourIndex() {
    var canvas = DisplayedCanvas(width: 4, height: 2)
    _ = apply(&canvas, [0, 1, 2, 3, 3, 2, 1, 0])
    let delta = apply(&canvas, [t, t, t, t, 1, t, 3, t])
    #expect(
      delta
        == FrameDelta(
          left: 0, top: 1, width: 3, height: 1, indices: [1, 2, 3], usesTransparency: false))
    #expect(canvas.indices == [0, 1, 2, 3, 1, 2, 3, 0])
  }

  @Test func runsContinueAcrossRowsOfTheRectangle() {
    var canvas = DisplayedCanvas(width: 3, height: 2)
    _ = apply(&canvas, [0, 0, 0, 0, 0, 0])
    // Rectangle x 0...2, y 0...1; stream: C U | U U C → the run of 3 spans the row break.
    let delta = apply(&canvas, [1, t, t, t, t, 2])
    #expect(
      delta
        == FrameDelta(
          left: 0, top: 0, width: 3, height: 2, indices: [1, t, t, t, t, 2], usesTransparency: true)
    )
  }

  @Test func nothingChangedGivesNoFrame() {
    var canvas = DisplayedCanvas(width: 2, height: 2)
    _ = apply(&canvas, [0, 1, 2, 3])
    #expect(apply(&canvas, [t, 1, t, 3]) == nil)
    #expect(canvas.indices == [0, 1, 2, 3])
  }

  @Test func toleranceKeepsAColourNearlyAsGoodAsTheNewOne() {
    var canvas = DisplayedCanvas(width: 3, height: 1)
    _ = apply(&canvas, [1, 1, 1], grey: [85, 85, 85])
    // All three now map to entry 2 (grey 170). With a tolerance of 5 grey levels (squared):
    // 120: on screen 35 off, new 50 off → keep. 140: 55² = 3025 > 30² + 5² = 925 → write.
    // 128: 43² = 1849 ≤ 42² + 25 = 1789? No, 1849 > 1789 → write.
    let tolerance = (128 * 5) * (128 * 5)
    let delta = apply(&canvas, [2, 2, 2], grey: [120, 140, 128], tolerance: tolerance)
    #expect(
      delta
        == FrameDelta(
          left: 1, top: 0, width: 2, height: 1, indices: [2, 2], usesTransparency: false))
    #expect(canvas.indices == [1, 2, 2])
    // Without a tolerance every changed index is written.
    var strict = DisplayedCanvas(width: 3, height: 1)
    _ = apply(&strict, [1, 1, 1], grey: [85, 85, 85])
    #expect(apply(&strict, [2, 2, 2], grey: [120, 140, 128])?.width == 3)
  }

  @Test func aLoneChangedPixelBetweenKeptOnesHasAWiderTolerance() {
    // Screen: grey 85 (entry 1) everywhere. New sources map to entry 2 (170).
    // x = 1: 120 is kept by the plain tolerance (35² ≤ 50² + 5²).
    // x = 2: 128 is not (43² > 42² + 5² = 1789) but is alone between kept pixels, and
    //        43² = 1849 ≤ 42² + 4 × 5² = 1864 → kept too.
    // x = 4: 135 alone: 50² = 2500 > 35² + 100 = 1325 → written.
    var canvas = DisplayedCanvas(width: 6, height: 1)
    _ = apply(&canvas, [1, 1, 1, 1, 1, 1], grey: [85, 85, 85, 85, 85, 85])
    let tolerance = (128 * 5) * (128 * 5)
    let mapped: [UInt8] = [t, 2, 2, t, 2, t]
    let source: [Int] = [85, 120, 128, 85, 135, 85]
    let next = [UInt8](repeating: 0, count: 6)
    let delta = mapped.withUnsafeBufferPointer { m in
      source.flatMap { [UInt8($0), UInt8($0), UInt8($0), 255] }.withUnsafeBufferPointer { s in
        next.withUnsafeBufferPointer { n in
          canvas.apply(
            mapped: Array(m), source: s, next: n, transparent: t, points: points, tolerance: tolerance,
            loneTolerance: 4 * tolerance)
        }
      }
    }
    #expect(
      delta
        == FrameDelta(left: 4, top: 0, width: 1, height: 1, indices: [2], usesTransparency: false))
    #expect(canvas.indices == [1, 1, 1, 1, 2, 1])
  }

  @Test func aPixelsLastChangeIsWrittenExactly() {
    // Same change as above (120 would be kept), but the next frame leaves pixel 0 alone
    // (transparent in its mapping) and changes pixel 1: only pixel 1 may lag.
    var canvas = DisplayedCanvas(width: 2, height: 1)
    _ = apply(&canvas, [1, 1], grey: [85, 85])
    let tolerance = (128 * 5) * (128 * 5)
    let source: [UInt8] = [120, 120, 120, 255, 120, 120, 120, 255]
    let next: [UInt8] = [t, 0]
    let delta = [UInt8]([2, 2]).withUnsafeBufferPointer { m in
      source.withUnsafeBufferPointer { s in
        next.withUnsafeBufferPointer { n in
          canvas.apply(
            mapped: Array(m), source: s, next: n, transparent: t, points: points, tolerance: tolerance)
        }
      }
    }
    #expect(
      delta
        == FrameDelta(left: 0, top: 0, width: 1, height: 1, indices: [2], usesTransparency: false))
    #expect(canvas.indices == [2, 1])
    // The last frame of an animation (no next frame) is written exactly everywhere.
    var last = DisplayedCanvas(width: 2, height: 1)
    _ = apply(&last, [1, 1], grey: [85, 85])
    let final = [UInt8]([2, 2]).withUnsafeBufferPointer { m in
      source.withUnsafeBufferPointer { s in
        last.apply(
          mapped: Array(m), source: s, next: nil, transparent: t, points: points, tolerance: tolerance)
      }
    }
    #expect(final?.indices == [2, 2])
  }

  @Test func bandsOnSeveralThreadsGiveTheSameDeltaAsOne() {
    // 16×12, changes only in rows 9 and 10 (the lower bands): the rectangle must not take its
    // top from a band that saw no change.
    let width = 16
    let height = 12
    var mapped = [UInt8](repeating: t, count: width * height)
    mapped[9 * width + 3] = 1
    mapped[9 * width + 4] = 2
    mapped[10 * width + 11] = 3
    mapped[10 * width + 7] = 0  // already on screen: no change
    var results: [FrameDelta?] = []
    var screens: [[UInt8]] = []
    for threads in [1, 2, 3, 5] {
      var canvas = DisplayedCanvas(width: width, height: height)
      _ = apply(&canvas, [UInt8](repeating: 0, count: width * height))
      let source = [UInt8](repeating: 0, count: width * height * 4)
      let delta = mapped.withUnsafeBufferPointer { m in
        source.withUnsafeBufferPointer { s in
          canvas.apply(
            mapped: Array(m), source: s, next: nil, transparent: t, points: points, tolerance: 0,
            threads: threads)
        }
      }
      results.append(delta)
      screens.append(canvas.indices)
    }
    let expected = FrameDelta(
      left: 3, top: 9, width: 9, height: 2,
      indices: [1, 2] + [UInt8](repeating: t, count: 15) + [3], usesTransparency: true)
    #expect(results == [expected, expected, expected, expected])
    #expect(Set(screens).count == 1)
    #expect(screens[0][9 * width + 3] == 1 && screens[0][10 * width + 11] == 3)
  }

  @Test func nothingChangedInAnyBandIsNoDelta() {
    var canvas = DisplayedCanvas(width: 8, height: 9)
    _ = apply(&canvas, [UInt8](repeating: 2, count: 72))
    let mapped = [UInt8](repeating: t, count: 72)
    let source = [UInt8](repeating: 0, count: 72 * 4)
    let delta = mapped.withUnsafeBufferPointer { m in
      source.withUnsafeBufferPointer { s in
        canvas.apply(
          mapped: Array(m), source: s, next: nil, transparent: t, points: points, tolerance: 0, threads: 4)
      }
    }
    #expect(delta == nil)
  }

  @Test func afterAPaletteSwitchEveryChangedPixelIsWrittenAndTheRestStays() {
    var canvas = DisplayedCanvas(width: 4, height: 1)
    _ = apply(&canvas, [1, 1, 2, 2], grey: [85, 85, 170, 170])
    canvas.switchPalette(to: 1, unknown: t)
    #expect(canvas.palettePart == 1 && canvas.indices == [t, t, t, t])
    // Pixel 0 maps to index 1 again (same number, new palette): still written; pixels 2 and 3
    // did not change: transparent. A huge tolerance would keep pixel 1 if a colour were known.
    let delta = apply(&canvas, [1, 0, t, t], grey: [90, 10, 0, 0], tolerance: 1 << 40)
    #expect(
      delta
        == FrameDelta(
          left: 0, top: 0, width: 2, height: 1, indices: [1, 0], usesTransparency: false))
    #expect(canvas.indices == [1, 0, t, t])
  }
}
