extension Surface {
  /// Composites `source` onto this surface with source-over, through a projective map (a layer
  /// turned in 3-D with perspective, flattened into the screen's plane).
  ///
  /// Each destination pixel's centre is mapped back through the exact inverse homography (one
  /// division per pixel, no affine approximation) and the source is sampled there bilinearly, as
  /// the affine path does (clamped to its edge pixels, 8-bit fixed-point weights). The part of
  /// `sourceRect` (source pixels; the whole source when nil) in front of the eye is drawn: where
  /// the plane passes behind the eye (W ≤ 0) nothing is, as Core Animation draws nothing behind
  /// the camera. Edges take the exact area they cover, or are stepped (whole pixels by their
  /// centres) when `antialiasedEdges` is false. When even the least-shrunk corner of the image
  /// shrinks the source below half size on an axis, the source is first area-averaged to that
  /// size, as the affine path's mipmap level. Output is the same for any thread count.
  package mutating func drawProjected(
    _ source: Surface, homography: Homography, sourceRect: Rect? = nil, opacity: Double = 1,
    antialiasedEdges: Bool = true, threads: Int = 1
  ) {
    precondition(!source.isBand, "a band is drawn only by the group that made it")
    let op = opacityFactor(opacity)
    let rect = sourceRect ?? Rect(x: 0, y: 0, width: Double(source.width), height: Double(source.height))
    guard op > 0,
      let region = ProjectedRegion(
        sourceRect: rect, homography: homography, destinationWidth: width, destinationHeight: frameHeight,
        antialiased: antialiasedEdges, visibleRows: isBand ? frameRows : nil)
    else { return }
    let (sampled, inverse) = Self.prefiltered(source, homography: homography, inverse: region.inverse, rect: rect)
    drawProjected(sampled, inverse: inverse, region: region, op: op, threads: threads)
  }

  /// The surface to sample and the destination → sample map: area-averaged first when every
  /// corner of `rect` shrinks an axis below half size.
  static func prefiltered(_ source: Surface, homography h: Homography, inverse: Homography, rect: Rect) -> (
    Surface, Homography
  ) {
    var (scaleX, scaleY) = (0.0, 0.0)
    for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY)] {
      let p = h.homogeneous(x, y)
      guard p.z > 0 else { return (source, inverse) }
      // The Jacobian's columns at the corner: ∂(X/W, Y/W)/∂x and ∂y.
      let dx = SIMD2(h.m11 - p.x / p.z * h.m13, h.m12 - p.y / p.z * h.m13) / p.z
      let dy = SIMD2(h.m21 - p.x / p.z * h.m23, h.m22 - p.y / p.z * h.m23) / p.z
      scaleX = max(scaleX, (dx * dx).sum().squareRoot())
      scaleY = max(scaleY, (dy * dy).sum().squareRoot())
    }
    guard scaleX < 0.5 || scaleY < 0.5 else { return (source, inverse) }
    let newWidth = scaleX < 0.5 ? max(1, Int((Double(source.width) * scaleX).rounded(.up))) : source.width
    let newHeight = scaleY < 0.5 ? max(1, Int((Double(source.height) * scaleY).rounded(.up))) : source.height
    let reduced = source.resized(width: newWidth, height: newHeight)
    let toReduced = Transform2D(
      scaleX: Double(newWidth) / Double(source.width), y: Double(newHeight) / Double(source.height))
    return (reduced, inverse.concatenating(toReduced))
  }

  /// The pixel loops: edge pixels one by one through the clamping sampler, interior runs four
  /// at a time (`BilinearQuad`) with the four divisions in one vector and the positions made
  /// 24.8 fixed point in vector lanes (`BilinearSampler.subpixels`), the same samples as `fixed`.
  /// A turn about a vertical axis takes each column's 1/W, u and term of v from
  /// `ProjectedColumns`, one about a horizontal axis each row's 1/W and v once: the same values,
  /// computed once. The runs are software-pipelined (`groups`), and the source along the row
  /// after next is prefetched (`prefetchProjectedRow`).
  mutating func drawProjected(
    _ source: Surface, inverse m: Homography, region: ProjectedRegion, op: UInt32, threads: Int
  ) {
    let (width, firstRow) = (self.width, self.firstRow)
    let sampler = BilinearSampler(width: source.width, height: source.height, map: .identity)
    let opLanes = UInt64(op)
    // `subpixels` clamps to ±2^22 pixels: larger sources take the one-pixel loop.
    let vectorCoordinates = max(source.width, source.height) < 1 << 22
    let columns = vectorCoordinates ? ProjectedColumns(inverse: m, width: width, row: region.rows.lowerBound) : nil
    // Turned about a horizontal axis instead (m12 = m13 = 0): W and Y do not change along a row.
    let rowsConstant = m.m12 == 0 && m.m13 == 0
    withPackedPixels(reading: source) { src, dst in
      nonisolated(unsafe) let (src, dst) = (src, dst)
      forEachRowBand(region.rows, threads: Self.resolvedThreads(threads)) { band in
        let quad = BilinearQuad(src, width: source.width, height: source.height)
        let k = Half4(repeating: UInt16(op))
        let (m11, m12, m13) = (SIMD4(repeating: m.m11 * 256), SIMD4(repeating: m.m12 * 256), SIMD4(repeating: m.m13))
        for y in band {
          if y + 2 < band.upperBound {
            Self.prefetchProjectedRow(
              y + 2, width: width, inverse: m, columns: columns, source: src, size: (source.width, source.height))
          }
          let row = dst + (y - firstRow) * width
          let yc = Double(y) + 0.5
          // [X Y 1] · inverse at X = 0 (the column's centre adds X + 0.5).
          let (u0, v0, w0) = (yc * m.m21 + m.m31, yc * m.m22 + m.m32, yc * m.m23 + m.m33)
          // One reciprocal per pixel, then the two products: the vector loop's arithmetic.
          @inline(__always) func fixed(_ x: Int) -> (Int, Int) {
            let xc = Double(x) + 0.5
            let r = 1 / (w0 + xc * m.m13)
            return (BilinearSampler.fixed((u0 + xc * m.m11) * r), BilinearSampler.fixed((v0 + xc * m.m12) * r))
          }
          region.rasterize(row: y, width: width) { x, coverage in
            let (u, v) = fixed(x)
            blend(sampler.sample(src, u: u, v: v), factor: edgeFactor(op, coverage), onto: row + x)
          } interior: { full in
            var x = full.lowerBound
            if vectorCoordinates {
              // The products of `fixed(x)` with the u and v columns ×256 (exact: a power of two):
              // c · 256 at four pixel centres, for `subpixels`.
              let (u0, v0, w0) = (SIMD4(repeating: u0 * 256), SIMD4(repeating: v0 * 256), SIMD4(repeating: w0))
              @inline(__always) func scaled(_ xc: SIMD4<Double>) -> (u: SIMD4<Double>, v: SIMD4<Double>) {
                let r = 1 / (w0 + xc * m13)
                return ((u0 + xc * m11) * r, (v0 + xc * m12) * r)
              }
              // Composites four samples onto columns x..<x + 4; nil: those at 24.8 positions (s,
              // t) through the clamping sampler.
              @inline(__always) func put(_ samples: Pixels4?, _ s: SIMD4<Int32>, _ t: SIMD4<Int32>, at x: Int) {
                guard var samples else {
                  for i in 0..<4 {
                    // `sample` reads only u >> 24 and v >> 24.
                    let (u, v) = (Int(s[i]) << 24, Int(t[i]) << 24)
                    blend(sampler.sample(src, u: u, v: v), factor: op, onto: row + x + i)
                  }
                  return
                }
                if opLanes < 255 {
                  samples = samples.scaled(k)
                } else if samples.isOpaque {
                  // Source-over of an opaque pixel is the pixel.
                  samples.store(row + x)
                  return
                }
                samples.over(Pixels4(loading: row + x)).store(row + x)
              }
              @inline(__always) func run(clamping: Bool) {
                @inline(__always) func clamped(_ c: SIMD4<Double>) -> SIMD4<Double> {
                  clamping ? BilinearSampler.clampedForSubpixels(c) : c
                }
                // A local copy: the captured `x` would be read and written through memory.
                var column = x
                defer { x = column }
                // Groups of four from `column` on, their positions from `positions(x)`.
                // Software-pipelined, for the loop is bound by latency: the chain from a
                // group's position to its store (subpixels, index check, offsets, eight loads,
                // three lerps) is far longer than the reorder window reaches. So a group's
                // positions are made two groups ahead and its pair loads one group ahead of its
                // arithmetic, which they do not depend on, and the parts overlap.
                @inline(__always) func groups(_ positions: (Int) -> (s: SIMD4<Int32>, t: SIMD4<Int32>)) {
                  guard column + 4 <= full.upperBound else { return }
                  var current = positions(column)
                  var taps = quad.taps(subpixels: current.s, current.t)
                  var next = column + 8 <= full.upperBound ? positions(column + 4) : current
                  while true {
                    let more = column + 8 <= full.upperBound
                    let afterNext = column + 12 <= full.upperBound ? positions(column + 8) : next
                    let nextTaps = more ? quad.taps(subpixels: next.s, next.t) : nil
                    put(taps?.samples, current.s, current.t, at: column)
                    column += 4
                    guard more else { return }
                    (current, taps, next) = (next, nextTaps, afterNext)
                  }
                }
                // Four pixel centres from x (exact: integers and halves).
                @inline(__always) func centres(_ x: Int) -> SIMD4<Double> {
                  SIMD4<Double>(repeating: Double(x)) + SIMD4(0.5, 1.5, 2.5, 3.5)
                }
                if let columns {
                  // The column's reciprocal, u and xc · m12, the same on every row: only v is
                  // left to compute.
                  groups { x in
                    let v = (v0 + columns.products(at: x)) * columns.reciprocals(at: x)
                    return (columns.subpixels(at: x), BilinearSampler.subpixels(scaled: clamped(v)))
                  }
                } else if rowsConstant {
                  // With W and Y constant along the row, xc · ±0 is ±0 in every column, so any
                  // column's reciprocal and v are every column's.
                  let rowR = 1 / (w0 + centres(column) * m13)
                  let rowT = BilinearSampler.subpixels(scaled: clamped((v0 + centres(column) * m12) * rowR))
                  groups { x in (BilinearSampler.subpixels(scaled: clamped((u0 + centres(x) * m11) * rowR)), rowT) }
                } else {
                  groups { x in
                    let (u, v) = scaled(centres(x))
                    return (
                      BilinearSampler.subpixels(scaled: clamped(u)), BilinearSampler.subpixels(scaled: clamped(v))
                    )
                  }
                }
              }
              // W > 0 across the run, so u and v are monotonic in x there: the ends bound every
              // pixel between (give or take rounding, far inside the slack), and most runs need
              // no clamping.
              let ends = scaled(SIMD4(Double(full.lowerBound) + 0.5, Double(full.upperBound) - 0.5, 0.5, 0.5))
              let limit = SIMD4(repeating: BilinearSampler.subpixelLimit)
              let inside = (ends.u .< limit) .& (ends.u .> -limit) .& (ends.v .< limit) .& (ends.v .> -limit)
              // Each its own loop, with the clamping compiled in or out.
              if inside[0] && inside[1] { run(clamping: false) } else { run(clamping: true) }
            }
            while x < full.upperBound {
              let (u, v) = fixed(x)
              blend(sampler.sample(src, u: u, v: v), factor: op, onto: row + x)
              x += 1
            }
          }
        }
      }
    }
  }

  /// Prefetches the source along destination row `y`'s path (lower tap row), so that the
  /// cache lines the row will need first are on their way before it is drawn.
  ///
  /// A turned picture's rows run slantwise through the source, so each row needs source
  /// lines no earlier row read (its lower taps), which the hardware prefetchers do not
  /// foresee. One prefetch per source row crossed, at most 8 columns apart: a line is 16
  /// pixels and 8 columns move less than 16 source pixels (sources are area-averaged below
  /// half size). The positions need not be exact. Prefetches, unlike loads, do not hold up
  /// the pixel loop while they miss (3 ms a frame of a full-screen turn at @3x).
  static func prefetchProjectedRow(
    _ y: Int, width: Int, inverse m: Homography, columns: ProjectedColumns?, source: UnsafePointer<UInt32>,
    size: (width: Int, height: Int)
  ) {
    let yc = Double(y) + 0.5
    let (u0, v0, w0) = (yc * m.m21 + m.m31, yc * m.m22 + m.m32, yc * m.m23 + m.m33)
    let (lastX, lastY) = (Double(size.width - 1), Double(size.height - 1))
    // About one step per source row crossed, at most 8 columns: a steep path crosses a row
    // every few columns, each a line of its own.
    let (first, last) = (0.5, Double(width) - 0.5)
    let rise = abs((v0 + last * m.m12) / (w0 + last * m.m13) - (v0 + first * m.m12) / (w0 + first * m.m13))
    // A path within a few source rows (or undefined at an end) is read along rows, which the
    // prefetchers follow.
    guard rise >= 4 else { return }
    let step = rise < Double(width) / 8 ? 8 : max(1, Int(Double(width) / rise))
    for x in stride(from: 0, to: width, by: step) {
      let xc = Double(x) + 0.5
      let r: Double
      let ix: Int
      if let columns {
        r = columns.reciprocal(at: x)
        ix = min(size.width - 1, max(0, Int(columns.subpixel(at: x) >> 8)))
      } else {
        let w = w0 + xc * m.m13
        guard w > 0 else { continue }
        r = 1 / w
        ix = Int(max(0, min(lastX, (u0 + xc * m.m11) * r)))
      }
      // Clamped inside the source (NaN to the last row, as Swift's min gives).
      let iy = Int(max(0, min(lastY, (v0 + xc * m.m12) * r + 0.5)))
      prefetchForReading(source + (iy &* size.width &+ ix))
    }
  }
}

/// Asks the cache for the line holding `address`, to be read soon, without waiting for it.
@inline(__always)
func prefetchForReading(_ address: UnsafePointer<UInt32>) {
  llvmPrefetch(address, 0, 3, 1)
}

/// LLVM's prefetch intrinsic (`rw` 0: read; `locality` 3: keep in every level; `cache` 1:
/// data), which Swift does not otherwise expose: a function named `llvm.*` is the intrinsic.
@_silgen_name("llvm.prefetch.p0")
private func llvmPrefetch(_ address: UnsafeRawPointer, _ rw: Int32, _ locality: Int32, _ cache: Int32)

/// The per-column part of a projective map whose X and W do not depend on the destination row
/// (the inverse's m21 and m23 are zero: a layer turned about a vertical axis, the commonest
/// turn): the reciprocal of W, the 24.8 u and the column's term of v (xc · m12) of every column,
/// computed once per draw instead of once per pixel, with the pixel loop's own arithmetic, so the
/// samples are the same.
///
/// A class so that the pixel loop reads three pointers; immutable once made, so shared by the
/// row bands.
final class ProjectedColumns: @unchecked Sendable {
  private let reciprocals: UnsafeMutablePointer<Double>
  private let positions: UnsafeMutablePointer<Int32>
  private let vProducts: UnsafeMutablePointer<Double>

  /// Nil when X or W changes with the row.
  init?(inverse m: Homography, width: Int, row: Int) {
    guard m.m21 == 0, m.m23 == 0, width > 0 else { return nil }
    // yc · ±0 is ±0 on every row, so these are every row's values.
    let yc = Double(row) + 0.5
    let (u0, w0) = (SIMD4(repeating: (yc * m.m21 + m.m31) * 256), SIMD4(repeating: yc * m.m23 + m.m33))
    let (m11, m12, m13) = (SIMD4(repeating: m.m11 * 256), SIMD4(repeating: m.m12 * 256), SIMD4(repeating: m.m13))
    // Whole groups of four, past the width if need be, so that any group may be loaded.
    let count = (width + 3) / 4 * 4
    reciprocals = .allocate(capacity: count)
    positions = .allocate(capacity: count)
    vProducts = .allocate(capacity: count)
    for x in stride(from: 0, to: count, by: 4) {
      let xc = SIMD4<Double>(repeating: Double(x)) + SIMD4(0.5, 1.5, 2.5, 3.5)
      let r = 1 / (w0 + xc * m13)
      let s = BilinearSampler.subpixels(scaled: BilinearSampler.clampedForSubpixels((u0 + xc * m11) * r))
      UnsafeMutableRawPointer(reciprocals + x).storeBytes(of: r, as: SIMD4<Double>.self)
      UnsafeMutableRawPointer(positions + x).storeBytes(of: s, as: SIMD4<Int32>.self)
      UnsafeMutableRawPointer(vProducts + x).storeBytes(of: xc * m12, as: SIMD4<Double>.self)
    }
  }

  deinit {
    reciprocals.deallocate()
    positions.deallocate()
    vProducts.deallocate()
  }

  /// The reciprocals of W at columns x..<x + 4.
  @inline(__always)
  func reciprocals(at x: Int) -> SIMD4<Double> {
    UnsafeRawPointer(reciprocals + x).loadUnaligned(as: SIMD4<Double>.self)
  }

  /// The reciprocal of W at column x.
  @inline(__always)
  func reciprocal(at x: Int) -> Double { reciprocals[x] }

  /// xc · m12 · 256 at columns x..<x + 4 (xc the column's centre): the column's part of v · 256.
  @inline(__always)
  func products(at x: Int) -> SIMD4<Double> {
    UnsafeRawPointer(vProducts + x).loadUnaligned(as: SIMD4<Double>.self)
  }

  /// The 24.8 u of column x.
  @inline(__always)
  func subpixel(at x: Int) -> Int32 { positions[x] }

  /// The 24.8 u of columns x..<x + 4 (as `BilinearSampler.subpixels`).
  @inline(__always)
  func subpixels(at x: Int) -> SIMD4<Int32> {
    UnsafeRawPointer(positions + x).loadUnaligned(as: SIMD4<Int32>.self)
  }
}
