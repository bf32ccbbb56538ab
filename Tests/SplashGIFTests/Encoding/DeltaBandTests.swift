import Testing

@testable import SplashGIF

/// The delta built in bands of rows on several threads: runs of unchanged pixels that cross a
/// band's edge are settled exactly as one pass over the rectangle settles them.
@Suite struct DeltaBandTests {
  let points = [0, 85, 170, 255].map { PerceptualSpace.point($0, $0, $0) }
  let t: UInt8 = 4

  /// A 7×10 screen showing (x + y) % 3; the next frame changes pixels to 3 in the 4×8
  /// rectangle at (2, 1) as `pattern` says ("C" changed, "." unchanged), row after row.
  func delta(threads: Int) -> (FrameDelta?, [UInt8]) {
    let (width, height) = (7, 10)
    let pattern = ["CCC.", ".CC.", ".CCC", "CCC.", "C...", "....", ".CCC", "C.CC"]
    var canvas = DisplayedCanvas(width: width, height: height)
    let source = [UInt8](repeating: 0, count: width * height * 4)
    let first = (0..<(width * height)).map { UInt8(($0 % width + $0 / width) % 3) }
    _ = source.withUnsafeBufferPointer { s in
      canvas.apply(mapped: first, source: s, transparent: t, points: points, tolerance: 0)
    }
    var mapped = [UInt8](repeating: t, count: width * height)
    for (py, row) in pattern.enumerated() {
      for (px, mark) in row.enumerated() where mark == "C" { mapped[(py + 1) * width + px + 2] = 3 }
    }
    let delta = source.withUnsafeBufferPointer { s in
      canvas.apply(
        mapped: mapped, source: s, transparent: t, points: points, tolerance: 0, threads: threads,
        keepsPrevious: true)
    }
    return (delta, canvas.indices)
  }

  @Test func runsAcrossBandEdgesGiveTheSerialBytes() {
    // Stream runs: row 0's last + row 1's first (2: transparent), row 1's last + row 2's first
    // (2), row 3's last alone (its colour on screen, 0), row 4's last three + row 5 + row 6's
    // first (8), row 7's second alone (2). With 2, 3, 4 and 8 threads the rectangle's 8 rows
    // are 4, 6, 8 and 8 bands: every one of these runs crosses a band edge in some of them,
    // and with 6 bands row 5 is a band of unchanged pixels only.
    let expected = FrameDelta(
      left: 2, top: 1, width: 4, height: 8,
      indices: [
        3, 3, 3, t,
        t, 3, 3, t,
        t, 3, 3, 3,
        3, 3, 3, 0,
        3, t, t, t,
        t, t, t, t,
        t, 3, 3, 3,
        3, 2, 3, 3,
      ], usesTransparency: true)
    let previous: [UInt8] = [
      0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1,
    ]
    let (serial, screen) = delta(threads: 1)
    #expect(serial?.previous == previous)
    var withoutPrevious = serial
    withoutPrevious?.previous = nil
    #expect(withoutPrevious == expected)
    #expect(screen[1 * 7 + 2] == 3 && screen[4 * 7 + 5] == 0 && screen[8 * 7 + 3] == 2 && screen[8 * 7 + 2] == 3)
    for threads in [2, 3, 4, 8] {
      let (banded, bandedScreen) = delta(threads: threads)
      #expect(banded == serial, "\(threads) threads")
      #expect(bandedScreen == screen, "\(threads) threads")
    }
  }
}
