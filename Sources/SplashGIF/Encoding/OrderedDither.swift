/// The 8×8 Bayer matrix as thresholds for choosing between two palette colours.
///
/// A pixel whose colour lies a fraction `t` of the way from palette colour A to palette colour B
/// takes B when `t` exceeds the threshold at its screen position. Over any 8×8 block the share
/// of B pixels is `t` rounded to 1/64, so the block's average is the source colour. The pattern
/// is tied to the screen, not to time, so a pixel whose colour does not change never changes
/// index.
///
/// `strength` narrows the thresholds around ½: 1 is a full ordered dither, 0 is nearest colour.
/// In between, colours close to a palette entry snap to it (flat areas stay clean) and only the
/// colours between entries get a pattern.
struct OrderedDither: Sendable, Equatable {
  /// Fixed-point scale of `thresholds`.
  static let scale = 4096
  /// Threshold × `scale` for each of the 64 positions, row-major (`(y & 7) * 8 + (x & 7)`).
  let thresholds: [Int]

  init(strength: Double) {
    let s = min(1, max(0, strength))
    thresholds = Self.bayer.map { rank in
      let theta = (Double(rank) + 0.5) / 64
      return Int(((0.5 + (theta - 0.5) * s) * Double(Self.scale)).rounded())
    }
  }

  /// The classic recursive Bayer matrix: ranks 0…63, row-major.
  static let bayer: [Int] = {
    var m = [0]
    var size = 1
    while size < 8 {
      var next = [Int](repeating: 0, count: 4 * size * size)
      for y in 0..<size {
        for x in 0..<size {
          let v = 4 * m[y * size + x]
          next[y * 2 * size + x] = v
          next[y * 2 * size + x + size] = v + 2
          next[(y + size) * 2 * size + x] = v + 3
          next[(y + size) * 2 * size + x + size] = v + 1
        }
      }
      m = next
      size *= 2
    }
    return m
  }()
}
