import Foundation
import SplashDiff

/// `splashreel-bench diff <expected> <actual> [fps] [yiq|oklab] [white]`: times the whole
/// time-aligned comparison (decoding included) of two animations, as `splashreel diff` runs it, with
/// the colour difference given (YIQ by default) and translucency over the checkerboard (or over
/// white), and prints the seconds.
/// Benchmarks/diff/run.sh builds the inputs and compares the time with ImageMagick `compare`.
@Sendable func diffBenchmark(_ arguments: [String]) throws {
  guard arguments.count >= 2 else {
    throw DiffError("usage: splashreel-bench diff <expected> <actual> [fps] [yiq|oklab] [white]")
  }
  let fps = arguments.count > 2 ? Double(arguments[2]) ?? 30 : 30
  guard let difference = ColourDifference(rawValue: arguments.count > 3 ? arguments[3] : "yiq") else {
    throw DiffError("usage: the colour difference is yiq or oklab, got '\(arguments[3])'")
  }
  let clock = ContinuousClock()
  var report: ComparisonReport?
  let elapsed = try clock.measure {
    report = try AnimationComparator(
      metric: PixelMatch(difference: difference, checkerboard: arguments.count > 4 ? arguments[4] != "white" : true)
    ).compare(
      expected: AnimationInput.open(arguments[0], fps: fps), actual: AnimationInput.open(arguments[1], fps: fps))
  }
  let r = report!
  let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  print(
    String(
      format: "splashreel diff: %d samples, %d differ, %d differing pixels in all, %.3f s",
      r.samples.count, r.failingSamples.count, r.samples.reduce(0) { $0 + $1.differentPixels }, seconds))
}
