/// The colour difference that decides whether two pixels differ.
///
/// Both are normalised so that black against white is 1, so `PixelMatch.threshold` keeps its
/// meaning whichever is chosen.
public enum ColourDifference: String, Sendable, Codable, CaseIterable {
  /// pixelmatch's YIQ distance (Kotsarenko & Ramos), as in every release up to pixelmatch 7.2: the default.
  case yiq
  /// The OKLab HyAB distance with Ottosson's toe-corrected lightness, as on pixelmatch's main branch of
  /// July 2026 (not released yet): it tells apart colours YIQ scores as close, such as
  /// RGB (41, 56, 157) and (41, 56, 0).
  case oklab

  /// What the reports print: "YIQ (pixelmatch 7.2)", "OKLab HyAB (pixelmatch main, July 2026)".
  public var label: String {
    switch self {
    case .yiq: "YIQ (pixelmatch 7.2)"
    case .oklab: "OKLab HyAB (pixelmatch main, July 2026)"
    }
  }

  /// The distance between two straight RGBA pixels (R, G, B, A bytes), 0…1 (black to white is 1):
  /// √(delta / 35215) for YIQ, |ΔLr| + √(Δa² + Δb²) for OKLab; translucent pixels are blended over
  /// pixelmatch's checkerboard at pixel `index` of a row-major image, or over white.
  package func distance(_ a: [UInt8], _ b: [UInt8], index: Int = 0, checkerboard: Bool = true) -> Double {
    precondition(a.count == 4 && b.count == 4, "a pixel is four bytes")
    return a.withUnsafeBufferPointer { pa in
      b.withUnsafeBufferPointer { pb in
        let (p, q) = (pa.baseAddress!, pb.baseAddress!)
        switch self {
        case .yiq:
          return (YIQ.delta(p, q, offset: index * 4, checkerboard: checkerboard) / YIQ.maximumDelta).squareRoot()
        case .oklab:
          return OKLab.distance(p, q, offset: index * 4, checkerboard: checkerboard, tables: OKLab.tables)
        }
      }
    }
  }
}

/// pixelmatch 7's backdrop for translucent pixels: a fixed per-position pattern of two levels per
/// channel (48 and 207), so a transparent pixel differs from opaque white or black alike.
enum Checkerboard {
  /// The backdrop at byte offset `k` (4 × the pixel's index): (48 + 159·(k mod 2),
  /// 48 + 159·(⌊k / φ⌋ mod 2), 48 + 159·(⌊k / φ²⌋ mod 2)), φ the golden ratio, as pixelmatch
  /// 7.0–7.2 computes it (red is always 48: offsets are even).
  @inline(__always)
  static func colour(at k: Int) -> (Int, Int, Int) {
    let g = Int(Double(k) / 1.618033988749895) & 1
    let b = Int(Double(k) / 2.618033988749895) & 1
    return (48 + 159 * (k & 1), 48 + 159 * g, 48 + 159 * b)
  }
}
