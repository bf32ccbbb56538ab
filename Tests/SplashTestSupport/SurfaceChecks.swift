import SplashRaster

/// Comparisons of surfaces that report coordinates, not two full pixel dumps.
public enum SurfaceChecks {
  /// The pixels where two equally sized surfaces differ (empty when they are identical).
  public static func differences(_ a: Surface, _ b: Surface) -> [String] {
    precondition(a.width == b.width && a.height == b.height)
    var found: [String] = []
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] {
        found.append("(\(x), \(y)): \(a[x, y]) vs \(b[x, y])")
      }
    }
    return found
  }

  /// Alpha values of a surface, row by row.
  public static func alphas(_ surface: Surface) -> [[UInt8]] {
    (0..<surface.height).map { y in (0..<surface.width).map { x in surface[x, y].a } }
  }
}
