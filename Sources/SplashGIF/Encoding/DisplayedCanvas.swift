/// What a GIF viewer shows after each frame (disposal "do not dispose"), as palette indices,
/// and how the next frame differs from it.
struct DisplayedCanvas: Sendable {
  let width: Int
  let height: Int
  /// The index on screen at each pixel; empty before the first frame.
  private(set) var indices: [UInt8] = []
  /// Scratch: 1 where the frame being compared changes the screen.
  private var changed: [UInt8]

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
    changed = [UInt8](repeating: 0, count: width * height)
  }

  /// Compares a mapped frame with the screen, updates the screen, and returns what to write,
  /// or nil when nothing on screen changes.
  ///
  /// - Parameters:
  ///   - mapped: one index per pixel, `transparent` where the source pixel did not change.
  ///   - source: the frame's R, G, B, A bytes, for the tolerance test.
  ///   - next: the next frame's mapping (`transparent` where its source does not change), or
  ///     nil for the last frame; the tolerances apply only where the next frame changes too.
  ///   - points: perceptual coordinates of the palette entries.
  ///   - tolerance: a changed pixel keeps the colour on screen when that colour's squared
  ///     perceptual distance to the source is at most this much larger than the new colour's;
  ///     0 turns the test off. Each kept pixel saves bytes for a bounded increase in error, and
  ///     a pixel whose new colour is much better is always written.
  ///   - loneTolerance: the same test, with a larger allowance, for a changed pixel whose left
  ///     and right neighbours both stay (it would cost LZW far more than its share).
  mutating func apply(
    mapped: UnsafeBufferPointer<UInt8>, source: UnsafeBufferPointer<UInt8>, next: UnsafeBufferPointer<UInt8>? = nil,
    transparent: UInt8,
    points: [PerceptualSpace.Point], tolerance: Int, loneTolerance: Int = 0
  ) -> FrameDelta? {
    precondition(mapped.count == width * height && source.count == width * height * 4, "frame size mismatch")
    if indices.isEmpty {
      indices = Array(mapped)
      return FrameDelta(left: 0, top: 0, width: width, height: height, indices: indices, usesTransparency: false)
    }
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    indices.withUnsafeMutableBufferPointer { screen in
      changed.withUnsafeMutableBufferPointer { changed in
        points.withUnsafeBufferPointer { points in
          for y in 0..<height {
            var rowMin = width
            var rowMax = -1
            let row = y * width
            for x in 0..<width {
              let i = row + x
              let m = mapped[i]
              var differs = m != transparent && m != screen[i]
              // The tolerance only for pixels that change again in the next frame: a pixel's
              // last change is always written exactly, so nothing stays off once it stops
              // moving (no trail behind a moving element, no refresh later).
              if differs && tolerance > 0 && next.map({ $0[i] != transparent }) ?? false {
                let c = PerceptualSpace.point(Int(source[i * 4]), Int(source[i * 4 + 1]), Int(source[i * 4 + 2]))
                differs = c.distanceSquared(to: points[Int(screen[i])]) > c.distanceSquared(to: points[Int(m)]) + tolerance
              }
              changed[i] = differs ? 1 : 0
            }
            if loneTolerance > 0 && width > 2 {
              // A lone changed pixel between kept ones splits a transparent run in two; it
              // stays too when the colour on screen is within the wider lone-pixel tolerance.
              for x in 1..<(width - 1) {
                let i = row + x
                guard changed[i] != 0, changed[i - 1] == 0, changed[i + 1] == 0, next.map({ $0[i] != transparent }) ?? false
                else { continue }
                let c = PerceptualSpace.point(Int(source[i * 4]), Int(source[i * 4 + 1]), Int(source[i * 4 + 2]))
                if c.distanceSquared(to: points[Int(screen[i])]) <= c.distanceSquared(to: points[Int(mapped[i])]) + loneTolerance {
                  changed[i] = 0
                }
              }
            }
            for x in 0..<width where changed[row + x] != 0 {
              if rowMin == width { rowMin = x }
              rowMax = x
            }
            if rowMax >= 0 {
              minX = min(minX, rowMin)
              maxX = max(maxX, rowMax)
              if maxY < 0 { minY = y }
              maxY = y
            }
          }
        }
      }
    }
    guard maxY >= 0 else { return nil }
    let w = maxX - minX + 1
    let h = maxY - minY + 1
    var out = [UInt8](repeating: 0, count: w * h)
    var usesTransparency = false
    indices.withUnsafeMutableBufferPointer { screen in
      changed.withUnsafeBufferPointer { changed in
        out.withUnsafeMutableBufferPointer { out in
          // Walk the rectangle as the LZW coder reads it: one stream, row after row. Unchanged
          // pixels first take the colour on screen; runs of two or more become transparent.
          var runStart = -1
          var k = 0
          for y in minY...maxY {
            for x in minX...maxX {
              let i = y * width + x
              if changed[i] != 0 {
                if runStart >= 0 && k - runStart >= 2 {
                  for j in runStart..<k { out[j] = transparent }
                  usesTransparency = true
                }
                runStart = -1
                screen[i] = mapped[i]
              } else if runStart < 0 {
                runStart = k
              }
              out[k] = screen[i]
              k += 1
            }
          }
          if runStart >= 0 && k - runStart >= 2 {
            for j in runStart..<k { out[j] = transparent }
            usesTransparency = true
          }
        }
      }
    }
    return FrameDelta(left: minX, top: minY, width: w, height: h, indices: out, usesTransparency: usesTransparency)
  }
}
