/// An 8-bit coverage plane (0 = outside, 255 = inside), built from shapes by union and
/// difference, used to draw or fill through anti-aliased outlines that `RoundedRect` clips cannot
/// express: continuous corners, cut-outs, rings.
package struct CoverageMask: Sendable, Equatable {
  package let width: Int
  package let height: Int
  /// `width * height` coverage values, row-major.
  package private(set) var coverage: [UInt8]

  /// An empty mask (coverage 0 everywhere).
  package init(width: Int, height: Int) throws(RasterError) {
    guard width > 0, height > 0 else { throw .invalidSize(width: width, height: height) }
    guard width <= Surface.maximumPixelCount / height else {
      throw .tooLarge(width: width, height: height, limit: Surface.maximumPixelCount)
    }
    self.width = width
    self.height = height
    coverage = [UInt8](repeating: 0, count: width * height)
  }

  /// The coverage at (x, y).
  package subscript(x: Int, y: Int) -> UInt8 {
    precondition(
      x >= 0 && x < width && y >= 0 && y < height,
      "mask pixel (\(x), \(y)) outside \(width)×\(height)")
    return coverage[y * width + x]
  }

  /// Adds `shape`: each pixel keeps the larger of its coverage and the shape's.
  package mutating func add(_ shape: SmoothRoundedRect) {
    combine(shape) { old, new in max(old, new) }
  }

  /// Cuts `shape` out: each pixel keeps its coverage times what the shape leaves uncovered.
  package mutating func subtract(_ shape: SmoothRoundedRect) {
    combine(shape) { old, new in UInt8(mulDiv255(UInt32(old), 255 - UInt32(new))) }
  }

  /// Adds another mask of the same size (pixel-wise maximum).
  package mutating func add(_ other: CoverageMask) {
    precondition(other.width == width && other.height == height, "masks of different sizes")
    coverage.withUnsafeMutableBufferPointer { mine in
      other.coverage.withUnsafeBufferPointer { theirs in
        for i in mine.indices where theirs[i] > mine[i] { mine[i] = theirs[i] }
      }
    }
  }

  /// Applies `op(old, shape coverage)` where the shape can have coverage; elsewhere the shape's
  /// coverage is 0, which both operations leave unchanged.
  private mutating func combine(_ shape: SmoothRoundedRect, _ op: (UInt8, UInt8) -> UInt8) {
    let width = self.width
    let columns = shape.columns(clampedTo: width)
    var row = [UInt8](repeating: 0, count: width)
    coverage.withUnsafeMutableBufferPointer { plane in
      row.withUnsafeMutableBufferPointer { row in
        for y in shape.rows(clampedTo: height) {
          shape.coverage(row: y, columns: columns, into: row)
          let base = y * width
          for x in columns { plane[base + x] = op(plane[base + x], row[x]) }
        }
      }
    }
  }
}
