extension Surface {
  /// Composites `color` (source-over) where `mask` covers, the mask's (0, 0) at (`x`, `y`).
  /// Parts of the mask outside this surface are ignored.
  package mutating func fill(_ mask: CoverageMask, color: PremultipliedColor, x: Int = 0, y: Int = 0) {
    let paint = spread(color.packed)
    blend(mask, x: x, y: y) { _, coverage in
      coverage == 255 ? paint : scaleLanes(paint, UInt64(coverage))
    }
  }

  /// Composites `source` (source-over) with its top-left corner at (`x`, `y`), each pixel scaled
  /// by `mask`, which has the source's size. Parts outside this surface are ignored.
  package mutating func draw(_ source: Surface, x: Int, y: Int, mask: CoverageMask) {
    precondition(
      mask.width == source.width && mask.height == source.height,
      "the mask must have the source's size")
    source.pixels.withUnsafeBytes { bytes in
      let src = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
      blend(mask, x: x, y: y) { index, coverage in
        let s = spread(src[index])
        return coverage == 255 ? s : scaleLanes(s, UInt64(coverage))
      }
    }
  }

  /// Source-over of `paint(mask index, coverage)` for every covered mask pixel placed at (x, y).
  @inline(__always)
  private mutating func blend(
    _ mask: CoverageMask, x: Int, y: Int, _ paint: (Int, UInt32) -> UInt64
  ) {
    precondition(!isBand, "masks are drawn on whole surfaces")
    let columns = max(0, -x)..<min(mask.width, width - x)
    let rows = max(0, -y)..<min(mask.height, height - y)
    guard !columns.isEmpty, !rows.isEmpty else { return }
    let width = self.width
    mask.coverage.withUnsafeBufferPointer { coverage in
      pixels.withUnsafeMutableBytes { bytes in
        let dst = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
        for my in rows {
          let row = dst + (my + y) * width + x
          let maskRow = my * mask.width
          for mx in columns {
            let c = UInt32(coverage[maskRow + mx])
            if c == 0 { continue }
            let s = paint(maskRow + mx, c)
            let a = alphaLane(s)
            if a == 255 {
              row[mx] = pack(s)
            } else if a != 0 {
              row[mx] = pack(sourceOverLanes(s, spread(row[mx])))
            }
          }
        }
      }
    }
  }
}
