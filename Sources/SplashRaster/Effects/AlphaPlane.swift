/// An 8-bit alpha plane over a frame of `frameWidth` × `frameHeight` pixels, stored only inside
/// `bounds` (0 everywhere else): a layer mask's rendered alpha (`CALayer.mask`), or a shadow's
/// blurred alpha. Frame coordinates, so one plane serves a whole frame and each of its bands.
package struct AlphaPlane: Sendable, Equatable {
  package let frameWidth: Int
  package let frameHeight: Int
  /// The pixels that may be non-zero, inside the frame (empty when all are 0).
  package let bounds: PixelRect
  /// `bounds.area` values, row-major within `bounds`.
  package let values: [UInt8]

  /// A plane of `values` inside `bounds` (which must lie inside the frame).
  package init(frameWidth: Int, frameHeight: Int, bounds: PixelRect, values: [UInt8]) {
    precondition(
      bounds.isEmpty
        || (bounds.x >= 0 && bounds.y >= 0 && bounds.maxX <= frameWidth && bounds.maxY <= frameHeight),
      "an alpha plane's bounds inside its frame")
    precondition(values.count == max(0, bounds.area), "one value per pixel of the bounds")
    self.frameWidth = frameWidth
    self.frameHeight = frameHeight
    self.bounds = bounds.isEmpty ? PixelRect(x: 0, y: 0, width: 0, height: 0) : bounds
    self.values = bounds.isEmpty ? [] : values
  }

  /// The alpha channel of a whole (not banded) surface, stored inside the box of its non-zero alpha.
  package init(alphaOf surface: Surface) {
    precondition(!surface.isBand, "the alpha of a whole surface")
    let (width, height) = (surface.width, surface.height)
    var (x0, y0, x1, y1) = (width, height, 0, 0)
    surface.pixels.withUnsafeBufferPointer { pixels in
      let px = pixels.baseAddress!
      for y in 0..<height {
        let row = px + y * width * 4
        // The first pixel with alpha from the left, two pixels a word (alpha is the high byte of
        // each 32-bit pixel); most rows of a shadow's or mask's frame are empty or margin.
        var first = 0
        while first + 2 <= width,
          UnsafeRawPointer(row).loadUnaligned(fromByteOffset: first * 4, as: UInt64.self) & Self.alphas == 0
        {
          first += 2
        }
        while first < width, row[first * 4 + 3] == 0 { first += 1 }
        guard first < width else { continue }
        var end = width
        while end - 2 >= first,
          UnsafeRawPointer(row).loadUnaligned(fromByteOffset: (end - 2) * 4, as: UInt64.self) & Self.alphas == 0
        {
          end -= 2
        }
        while row[(end - 1) * 4 + 3] == 0 { end -= 1 }
        (x0, x1) = (min(x0, first), max(x1, end))
        (y0, y1) = (min(y0, y), y + 1)
      }
    }
    let box =
      x0 < x1 ? PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0) : PixelRect(x: 0, y: 0, width: 0, height: 0)
    var values = [UInt8](repeating: 0, count: max(0, box.area))
    if !box.isEmpty {
      surface.pixels.withUnsafeBufferPointer { px in
        values.withUnsafeMutableBufferPointer { out in
          for y in 0..<box.height {
            let source = ((box.y + y) * width + box.x) * 4 + 3
            let target = y * box.width
            for x in 0..<box.width { out[target + x] = px[source + x * 4] }
          }
        }
      }
    }
    self.init(frameWidth: width, frameHeight: height, bounds: box, values: values)
  }

  /// The alpha bytes of two premultiplied RGBA pixels read as one little-endian word.
  static let alphas: UInt64 = 0xFF00_0000_FF00_0000

  /// The alpha of what `draw` draws on a transparent `width` × `height` frame, drawn `bandRows`
  /// rows at a time (nil: the whole frame at once) so that no whole frame is allocated; `draw`
  /// runs once per band on a band of the frame (see `Surface.drawFlattened`), with the same
  /// pixels as on the whole frame.
  package init(
    width: Int, height: Int, bandRows: Int?, _ draw: (inout Surface) throws -> Void
  ) rethrows {
    let step = max(1, min(bandRows ?? height, height))
    var bands: [(rows: Range<Int>, plane: AlphaPlane)] = []
    var start = 0
    while start < height {
      let rows = start..<min(start + step, height)
      var band =
        rows.count == height
        ? try! Surface(width: width, height: height) : Surface(band: rows, width: width, frameHeight: height)
      try draw(&band)
      let plane = AlphaPlane(alphaOf: try! Surface(width: width, height: rows.count, pixels: band.pixels))
      if !plane.bounds.isEmpty { bands.append((rows, plane)) }
      start = rows.upperBound
    }
    // The union of the bands' boxes, filled from each band.
    guard let first = bands.first, let last = bands.last else {
      self.init(frameWidth: width, frameHeight: height, bounds: PixelRect(x: 0, y: 0, width: 0, height: 0), values: [])
      return
    }
    let x0 = bands.map { $0.plane.bounds.x }.min()!
    let x1 = bands.map { $0.plane.bounds.maxX }.max()!
    let y0 = first.rows.lowerBound + first.plane.bounds.y
    let y1 = last.rows.lowerBound + last.plane.bounds.maxY
    let box = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    var values = [UInt8](repeating: 0, count: box.area)
    values.withUnsafeMutableBufferPointer { values in
      for (rows, plane) in bands {
        let b = plane.bounds
        plane.values.withUnsafeBufferPointer { source in
          for y in 0..<b.height {
            let target = (rows.lowerBound + b.y + y - y0) * box.width + (b.x - x0)
            (values.baseAddress! + target).update(from: source.baseAddress! + y * b.width, count: b.width)
          }
        }
      }
    }
    self.init(frameWidth: width, frameHeight: height, bounds: box, values: values)
  }

  /// The value at frame pixel (x, y): 0 outside `bounds`.
  package subscript(x: Int, y: Int) -> UInt8 {
    guard x >= bounds.x, x < bounds.maxX, y >= bounds.y, y < bounds.maxY else { return 0 }
    return values[(y - bounds.y) * bounds.width + (x - bounds.x)]
  }

  /// Bytes held (for cache budgets).
  package var byteCount: Int { values.count }
}
