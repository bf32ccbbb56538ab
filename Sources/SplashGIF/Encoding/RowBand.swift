/// Bands of rows that split a frame's per-pixel work between threads: band `band` of `count`
/// over `height` rows. Bands are contiguous, cover every row once and differ in height by at
/// most one row; each worker owns its band (and whatever it accumulates for it).
enum RowBand {
  /// The rows of band `band` (0-based) when `height` rows are split into `count` bands.
  @inline(__always)
  static func rows(_ band: Int, of count: Int, height: Int) -> Range<Int> {
    (height * band / count)..<(height * (band + 1) / count)
  }
}
