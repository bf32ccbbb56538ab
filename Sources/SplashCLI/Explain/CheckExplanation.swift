import SplashDiff
import SplashRender
import SplashScene

/// `check`'s `--ignore`, `--ignore-layer` and `--tolerance-motion`, checked against the scene and
/// device before anything is rendered, so a mistake is a usage error.
enum CheckExplanation {
  static func apply(
    _ args: Arguments, to snapshot: inout SceneSnapshot, comparator: AnimationComparator
  ) throws -> AnimationComparator {
    var comparator = comparator
    comparator.ignore = IgnoreMask(regions: try ExplainOptions.regions(args), scale: Double(snapshot.scale))
    let device = snapshot.device
    try ExplainOptions.check(
      comparator.ignore, width: device.width * snapshot.scale, height: device.height * snapshot.scale)
    snapshot.ignoreLayers = args[ExplainOptions.ignoreLayer]
    if !snapshot.ignoreLayers.isEmpty {
      try ExplainOptions.checkLayers(snapshot.ignoreLayers, in: snapshot.scene.resolved(for: device))
    }
    snapshot.motionTolerance = try ExplainOptions.tolerance(args)
    return comparator
  }
}
