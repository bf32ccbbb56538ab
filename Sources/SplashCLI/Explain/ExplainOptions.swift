import SplashDiff
import SplashScene

/// `--ignore`, `--ignore-layer` and `--tolerance-motion`: what `diff` and `check` leave out and how
/// closely they compare motion.
enum ExplainOptions {
  static let options = Option.list(ignore, ignoreLayer, toleranceMotion)

  static let ignore: OptionKey<[String]> = .repeatable(
    "ignore", "X,Y,W,H",
    help: """
      Leave a rectangle out: points of the device, or pixels with a px suffix (0,0,750,40px). \
      Repeatable. Ignored pixels are not counted, are drawn hatched in the pictures and are listed in \
      report.json and summary.md. A scene's own "regression": {"ignore": [...]} is added.
      """)
  static let ignoreLayer: OptionKey<[String]> = .repeatable(
    "ignore-layer", "ID",
    help: """
      With scenes: leave out the layer's on-screen bounds (with its sublayers) at each instant: a \
      clock, a live avatar. Repeatable.
      """)
  static let toleranceMotion: OptionKey<String?> = .text(
    "tolerance-motion", "P,S",
    help: """
      With scenes on both sides: motion changes below P points of movement and S seconds of shift are \
      reported as equal. Default \(standardTolerance). Alpha and colours count as equal below half an 8-bit step.
      """)

  /// `MotionTolerance.standard` as `--tolerance-motion` is written: "0.1,0.01".
  static var standardTolerance: String {
    HelpText.number(MotionTolerance.standard.points) + "," + HelpText.number(MotionTolerance.standard.seconds)
  }

  /// Every `--ignore x,y,w,h[px]`, in order.
  static func regions(_ args: Arguments) throws(UsageError) -> [(region: IgnoreRegion, source: String)] {
    var result: [(IgnoreRegion, String)] = []
    for text in args[Self.ignore] {
      do {
        result.append((try IgnoreRegion(parsing: text), "--ignore"))
      } catch {
        throw UsageError("--ignore \(error.description)", cause: error)
      }
    }
    return result
  }

  /// `--tolerance-motion POINTS,SECONDS`, else `MotionTolerance.standard`.
  static func tolerance(_ args: Arguments) throws(UsageError) -> MotionTolerance {
    guard let text = args[Self.toleranceMotion] else { return .standard }
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
      throw UsageError(error.description, cause: error)
    }
  }

  /// Throws a usage error for an `--ignore-layer` id that `scene` lacks, with a suggestion.
  static func checkLayers(_ ids: [String], in scene: ResolvedScene) throws(UsageError) {
    do {
      try IgnoreMask.checkLayers(ids, in: scene)
    } catch {
      throw UsageError("--ignore-layer \(error.description)", cause: error)
    }
  }
}
