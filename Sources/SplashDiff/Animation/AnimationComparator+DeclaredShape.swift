extension AnimationComparator {
  /// The report for two inputs whose declared sizes differ, made from their headers alone (no frame
  /// decoded): the size failure and, when both are animations, the duration failure that ``compare``
  /// would find. Frames are counted as declared (identical frames are not merged, since no pixel is
  /// read), and no picture timing is compared. Nil when the sizes agree.
  package func differentSizes(
    expected: DeclaredShape, named expectedName: String, actual: DeclaredShape, named actualName: String
  ) -> ComparisonReport? {
    guard expected.width != actual.width || expected.height != actual.height else { return nil }
    var failures = [
      Self.sizeFailure(expected: (expected.width, expected.height), actual: (actual.width, actual.height))
    ]
    if !expected.isStill && !actual.isStill,
      let duration = Self.durationFailure(
        expected: expected.duration, actual: actual.duration, tolerance: expected.timeQuantum + actual.timeQuantum)
    {
      failures.append(duration)
    }
    let settings = ComparisonReport.Settings(
      expected: expectedName, actual: actualName, threshold: metric.threshold,
      includeAntiAliased: metric.includeAntiAliased, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio,
      densityWindow: densityWindow, metric: metric.difference, checkerboard: metric.checkerboard)
    return ComparisonReport(
      settings: settings, expected: Self.side(expected), actual: Self.side(actual), structureFailures: failures,
      samples: [], ignored: ignore.isEmpty ? nil : ignore.summary)
  }

  static func sizeFailure(expected: (Int, Int), actual: (Int, Int)) -> ComparisonReport.StructureFailure {
    .init(check: "size", message: "size differs: expected \(expected.0)×\(expected.1), actual \(actual.0)×\(actual.1)")
  }

  /// The duration failure, or nil when the durations agree within `tolerance` (all in microseconds).
  static func durationFailure(expected: Int, actual: Int, tolerance: Int) -> ComparisonReport.StructureFailure? {
    guard abs(expected - actual) > tolerance else { return nil }
    return .init(
      check: "duration",
      message:
        "duration differs: expected \(format(expected)), actual \(format(actual)) (tolerance \(format(tolerance)))")
  }

  private static func side(_ shape: DeclaredShape) -> ComparisonReport.Side {
    ComparisonReport.Side(
      width: shape.width, height: shape.height, frames: shape.frameStarts.count, pictures: shape.frameStarts.count,
      duration: seconds(shape.duration), changeTimes: shape.frameStarts.map(seconds))
  }
}
