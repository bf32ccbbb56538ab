#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A Gaussian blur of standard deviation `sigma` pixels, separable, in integers.
///
/// For σ ≥ 2 it is the approximation the SVG and CSS filter specifications give for
/// `feGaussianBlur` (Filter Effects Module Level 1, §9.11, and SVG 1.1 §15.17), which browsers
/// and Skia's CPU blur use: three successive box blurs of size d = ⌊σ · 3√(2π)/4 + 0.5⌋ — for an
/// odd d all three centred on the pixel; for an even d two of size d, centred on the boundary to
/// the left and then to the right of the pixel, and one of size d + 1 centred. Its kernel is a
/// piecewise quadratic whose variance is within 3% of σ² (`boxVariance`), and which lies within
/// 1% of the peak of the exact Gaussian (measured in `GaussianBlurTests`). For 0 < σ < 2 the box
/// approximation is coarse, so the exact Gaussian is used (integer weights, radius ⌈3σ⌉).
///
/// Each axis sums without dividing and is rounded once: the first axis to 16 bits
/// (value × 256), the second back to 8 bits, so the result has two roundings whatever σ.
package struct GaussianBlur: Sendable, Hashable {
  /// The standard deviation in pixels (0: no blur).
  package let sigma: Double

  /// The widest blur drawn, in pixels: a larger σ is drawn at this one (a layer scaled up
  /// a thousandfold would otherwise ask for a blur far wider than any screen).
  package static let maximumSigma = 500.0

  /// A blur of `sigma` pixels, clamped to 0...`maximumSigma` (NaN: none).
  package init(sigma: Double) {
    self.sigma = sigma.isNaN ? 0 : min(Self.maximumSigma, max(0, sigma))
  }

  /// How the blur is done along one axis.
  enum Passes: Equatable {
    /// No blur.
    case none
    /// Successive box blurs, each window `left` pixels before and `right` after the output.
    case boxes([(left: Int, right: Int)])
    /// One convolution with symmetric integer weights (centre first).
    case kernel([Int])

    static func == (a: Passes, b: Passes) -> Bool {
      switch (a, b) {
      case (.none, .none): return true
      case (.boxes(let x), .boxes(let y)): return x.map { [$0.left, $0.right] } == y.map { [$0.left, $0.right] }
      case (.kernel(let x), .kernel(let y)): return x == y
      default: return false
      }
    }
  }

  /// The box size of the specification's approximation, d = ⌊σ · 3√(2π)/4 + 0.5⌋.
  var boxSize: Int { Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down)) }

  var passes: Passes {
    if sigma == 0 { return .none }
    if sigma < 2 {
      let radius = Int((3 * sigma).rounded(.up))
      let weights = (0...radius).map { k in
        Int((4096 * exp(-Double(k * k) / (2 * sigma * sigma))).rounded())
      }
      return .kernel(weights)
    }
    let d = boxSize
    if d % 2 == 1 {
      let h = (d - 1) / 2
      return .boxes([(h, h), (h, h), (h, h)])
    }
    let h = d / 2
    return .boxes([(h, h - 1), (h - 1, h), (h, h)])
  }

  /// Pixels the blur reaches beyond its input on each side.
  package var reach: Int {
    switch passes {
    case .none: return 0
    case .boxes(let boxes): return boxes.reduce(0) { $0 + max($1.left, $1.right) }
    case .kernel(let weights): return weights.count - 1
    }
  }

  /// The variance of the box approximation's kernel for σ ≥ 2 (each box of n pixels adds
  /// (n² − 1)/12, each half-pixel shift cancels between the two even boxes), for the docs' error
  /// figure; σ² for the exact kernel.
  var boxVariance: Double {
    guard case .boxes(let boxes) = passes else { return sigma * sigma }
    return boxes.reduce(0.0) { total, box in
      let n = Double(box.left + box.right + 1)
      return total + (n * n - 1) / 12
    }
  }

  /// `plane` blurred: a plane of the same frame whose bounds are the input's grown by `reach`
  /// (cut to the frame).
  package func applied(to plane: AlphaPlane) -> AlphaPlane {
    let passes = self.passes
    let r = reach
    guard passes != .none, !plane.bounds.isEmpty else { return plane }
    if case .boxes(let boxes) = passes { return appliedByBoxes(boxes, to: plane) }
    let box = plane.bounds
    // The blurred box in frame pixels, before cutting to the frame.
    let (ox, oy) = (box.x - r, box.y - r)
    let (w, h) = (box.width + 2 * r, box.height + 2 * r)
    let (scale, total) = Self.normalisation(passes)
    // Rows: 8-bit input to 16-bit (× 256) values, one rounding.
    var rows = [UInt16](repeating: 0, count: w * box.height)
    var line = [Int](repeating: 0, count: max(w, h))
    var work = [Int](repeating: 0, count: max(w, h) + 1)
    plane.values.withUnsafeBufferPointer { input in
      rows.withUnsafeMutableBufferPointer { rows in
        line.withUnsafeMutableBufferPointer { line in
          work.withUnsafeMutableBufferPointer { work in
            for y in 0..<box.height {
              for x in 0..<w { line[x] = 0 }
              for x in 0..<box.width { line[r + x] = Int(input[y * box.width + x]) }
              Self.run(passes, on: line, count: w, work: work)
              let half = scale / 2
              for x in 0..<w { rows[y * w + x] = UInt16((line[x] * 256 + half) / scale) }
            }
          }
        }
      }
    }
    // Columns, cut to the frame: 16-bit values back to 8 bits, one rounding.
    let cut = PixelRect(x: ox, y: oy, width: w, height: h).intersection(
      PixelRect(x: 0, y: 0, width: plane.frameWidth, height: plane.frameHeight))
    guard !cut.isEmpty else {
      return AlphaPlane(
        frameWidth: plane.frameWidth, frameHeight: plane.frameHeight, bounds: cut, values: [])
    }
    var out = [UInt8](repeating: 0, count: cut.area)
    // Columns a group at a time: reading a column alone from the row-major intermediate would
    // miss the cache on every value (a 1290 × 900 plane: 2.3 MB, one row 2.6 KB apart).
    let group = 16
    var lines = [Int](repeating: 0, count: group * h)
    let (firstColumn, lastColumn) = (cut.x - ox, cut.maxX - ox)
    let (firstRow, lastRow) = (cut.y - oy, cut.maxY - oy)
    let half = total / 2
    rows.withUnsafeBufferPointer { rows in
      out.withUnsafeMutableBufferPointer { out in
        lines.withUnsafeMutableBufferPointer { lines in
          work.withUnsafeMutableBufferPointer { work in
            var x0 = firstColumn
            while x0 < lastColumn {
              let count = min(group, lastColumn - x0)
              for i in 0..<(count * h) { lines[i] = 0 }
              for y in 0..<box.height {
                let source = y * w + x0
                for k in 0..<count { lines[k * h + r + y] = Int(rows[source + k]) }
              }
              for k in 0..<count {
                let line = UnsafeMutableBufferPointer(rebasing: lines[(k * h)..<((k + 1) * h)])
                Self.run(passes, on: line, count: h, work: work)
              }
              let column = x0 - firstColumn
              for y in firstRow..<lastRow {
                let target = (y - firstRow) * cut.width + column
                for k in 0..<count { out[target + k] = UInt8(min(255, (lines[k * h + y] + half) / total)) }
              }
              x0 += count
            }
          }
        }
      }
    }
    return AlphaPlane(frameWidth: plane.frameWidth, frameHeight: plane.frameHeight, bounds: cut, values: out)
  }

  /// The sum of weights of one axis (the divisor of the first axis) and of both axes times 256.
  static func normalisation(_ passes: Passes) -> (axis: Int, both: Int) {
    let axis: Int
    switch passes {
    case .none: axis = 1
    case .boxes(let boxes): axis = boxes.reduce(1) { $0 * ($1.left + $1.right + 1) }
    case .kernel(let weights): axis = weights[0] + 2 * weights.dropFirst().reduce(0, +)
    }
    return (axis, axis * 256)
  }

  /// Runs the passes over `line[0..<count]` in place (values outside are 0), unnormalised.
  static func run(
    _ passes: Passes, on line: UnsafeMutableBufferPointer<Int>, count: Int, work: UnsafeMutableBufferPointer<Int>
  ) {
    switch passes {
    case .none: return
    case .boxes(let boxes):
      for box in boxes {
        // Prefix sums: work[i] = line[0] + … + line[i − 1].
        work[0] = 0
        for i in 0..<count { work[i + 1] = work[i] + line[i] }
        for i in 0..<count {
          let lo = max(0, i - box.left)
          let hi = min(count, i + box.right + 1)
          line[i] = work[hi] - work[lo]
        }
      }
    case .kernel(let weights):
      for i in 0..<count { work[i] = line[i] }
      let radius = weights.count - 1
      for i in 0..<count {
        var sum = work[i] * weights[0]
        for k in 1...max(1, radius) where radius > 0 {
          if i - k >= 0 { sum += work[i - k] * weights[k] }
          if i + k < count { sum += work[i + k] * weights[k] }
        }
        line[i] = sum
      }
    }
  }
}
