/// Exact integer resampling weights along one axis.
///
/// Output sample `i` is `Σ weights[k] · source[start[i] + k] / denominator` with integer weights
/// that sum to `denominator` for every output.
///
/// - Shrinking uses *area coverage*: output pixel i spans source [i·n/m, (i+1)·n/m) and each source
///   pixel is weighted by how much of it lies inside (so 3 → 1 is the plain average of three,
///   3 → 2 weighs the middle pixel half to each side).
/// - Enlarging uses *bilinear* weights at the output pixel centres, exact rationals with
///   denominator 2·m, clamped to the edge pixels.
struct AxisWeights {
  /// First source index of each output sample.
  var starts: [Int] = []
  /// Number of source samples for each output sample.
  var counts: [Int] = []
  /// Offset of each output sample's weights in `weights`.
  var offsets: [Int] = []
  var weights: [Int] = []
  var denominator: Int = 1

  init(from n: Int, to m: Int) {
    precondition(n > 0 && m > 0)
    if m < n {
      denominator = n
      for i in 0..<m {
        let lo = i * n  // in units of 1/m source pixel
        let hi = (i + 1) * n
        let first = lo / m
        let last = (hi - 1) / m
        append(start: first, (first...last).map { j in min(hi, (j + 1) * m) - max(lo, j * m) })
      }
    } else {
      denominator = 2 * m
      for i in 0..<m {
        let numerator = (2 * i + 1) * n - m
        if numerator <= 0 {
          append(start: 0, [denominator])
          continue
        }
        let j = numerator / denominator
        let f = numerator - j * denominator
        if j >= n - 1 {
          append(start: n - 1, [denominator])
        } else if f == 0 {
          append(start: j, [denominator])
        } else {
          append(start: j, [denominator - f, f])
        }
      }
    }
    // Smaller numbers, same ratios (e.g. a 3× box becomes weights 1, 1, 1 over 3).
    let divisor = weights.reduce(denominator) { gcd($0, $1) }
    if divisor > 1 {
      weights = weights.map { $0 / divisor }
      denominator /= divisor
    }
  }

  private mutating func append(start: Int, _ list: [Int]) {
    starts.append(start)
    counts.append(list.count)
    offsets.append(weights.count)
    weights.append(contentsOf: list)
  }
}

func gcd(_ a: Int, _ b: Int) -> Int {
  var (x, y) = (a, b)
  while y != 0 { (x, y) = (y, x % y) }
  return x
}
