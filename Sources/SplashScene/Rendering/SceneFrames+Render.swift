extension SceneFrames {
  /// The frames `splashreel render` draws (and `splashreel check` compares): `scene` resolved for
  /// `device`, drawn at the device's scale (or at `exportScale` when higher), area-averaged to
  /// `exportScale`, `round(duration × fps)` frames (see `FramePlan`).
  public static func render(_ scene: Scene, on device: Device, fps: Int, exportScale: Int) throws(SceneError)
    -> SceneFrames
  {
    let resolved = try scene.resolved(for: device)
    let renderer = try FrameRenderer(scene: resolved, renderScale: max(device.scale, exportScale))
    return SceneFrames(
      renderer: renderer, plan: FramePlan(duration: resolved.duration, fps: fps), exportScale: exportScale)
  }
}
