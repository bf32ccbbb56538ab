import SplashDiff
import SplashScene

/// `--ignore`, `--ignore-layer` and `--tolerance-motion`: what `diff` and `check` leave out and how
/// closely they compare motion.
enum ExplainOptions {
  static let options: Set<String> = ["ignore", "ignore-layer", "tolerance-motion"]

  /// Every `--ignore x,y,w,h[px]`, in order.
  static func regions(_ args: Arguments) throws(UsageError) -> [(region: IgnoreRegion, source: String)] {
    var result: [(IgnoreRegion, String)] = []
    for text in args.values("ignore") {
      do {
        result.append((try IgnoreRegion(parsing: text), "--ignore"))
      } catch {
        throw UsageError("--ignore \(error.description)")
      }
    }
    return result
  }

  /// `--tolerance-motion POINTS,SECONDS`, else `MotionTolerance.standard`.
  static func tolerance(_ args: Arguments) throws(UsageError) -> MotionTolerance {
    guard let text = args.value("tolerance-motion") else { return .standard }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    guard parts.count == 2, let points = parts[0], let seconds = parts[1], points.isFinite, seconds.isFinite,
      (0...100).contains(points), (0...10).contains(seconds)
    else {
      throw UsageError(
        "--tolerance-motion must be POINTS,SECONDS with points in 0...100 and seconds in 0...10 (e.g. 0.5,0.02), got '\(text)'"
      )
    }
    return MotionTolerance(points: points, seconds: seconds)
  }

  /// Throws a usage error naming the first region that is not inside a `width`×`height` pixel screen.
  static func check(_ mask: IgnoreMask, width: Int, height: Int) throws(UsageError) {
    do {
      try mask.validate(width: width, height: height)
    } catch {
      throw UsageError(error.description)
    }
  }

  /// Throws a usage error for an `--ignore-layer` id that `scene` lacks, with a suggestion.
  static func checkLayers(_ ids: [String], in scene: ResolvedScene) throws(UsageError) {
    do {
      try IgnoreMask.checkLayers(ids, in: scene)
    } catch {
      throw UsageError("--ignore-layer \(error.description)")
    }
  }
}
