import SplashDiff
import SplashScene

/// `--ignore`, `--ignore-layer` and `--tolerance-motion`: what `diff` and `check` leave out and how
/// closely they compare motion.
enum ExplainOptions {
  static let options: [Option] = [
    .text(
      "ignore", "X,Y,W,H", repeatable: true,
      help: """
        Leave a rectangle out: points of the device, or pixels with a px suffix (0,0,750,40px). \
        Repeatable. Ignored pixels are not counted, are drawn hatched in the pictures and are listed in \
        report.json and summary.md. A scene's own "regression": {"ignore": [...]} is added.
        """),
    .text(
      "ignore-layer", "ID", repeatable: true,
      help: """
        With scenes: leave out the layer's on-screen bounds (with its sublayers) at each instant: a \
        clock, a live avatar. Repeatable.
        """),
    .text(
      "tolerance-motion", "P,S",
      help: """
        With scenes on both sides: motion changes below P points of movement and S seconds of shift are \
        reported as equal. Default 0.1,0.01. Alpha and colours count as equal below half an 8-bit step.
        """),
  ]

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
