/// What `--threshold`, `--min-region` and `--time-tolerance` default to for one kind of input.
struct ComparisonDefaults {
  let threshold: Double
  /// Pixels.
  let minimumRegion: Int
  /// Seconds.
  let timeTolerance: Double
}
