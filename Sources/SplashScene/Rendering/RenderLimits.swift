/// The default cap on how long a render may be, so a scene written by mistake with a long
/// timeline (or a hostile one) does not run for many minutes; `--max-duration` lifts it up to
/// `SceneLimits.maximumDuration`.
package enum RenderLimits {
  /// Seconds of animation a render draws unless told otherwise (at 50 fps: 6000 frames).
  package static let defaultMaximumDuration = 120.0

  /// Throws unless `scene` lasts at most `maximumDuration` seconds.
  package static func check(_ scene: ResolvedScene, maximumDuration: Double) throws(SceneError) {
    guard scene.duration <= maximumDuration else {
      throw SceneError(
        "\(scene.file): the scene lasts \(SceneResolver.format(scene.duration, digits: 3)) s, more than the render limit of \(SceneResolver.format(maximumDuration, digits: 3)) s; give --max-duration SECONDS (up to \(Int(SceneLimits.maximumDuration))) to render it"
      )
    }
  }
}
