import SplashFrames
import SplashScene

/// What a sink receives: the request, the scene resolved for the device, and the frames at the
/// settings in force (the request's, or those an earlier output settled on).
public struct RenderContext: Sendable {
  /// The request being rendered.
  public let request: RenderRequest
  /// The scene resolved for the request's device.
  public let scene: ResolvedScene
  /// Draws the scene at any time; every frame sequence below comes from it.
  package let renderer: FrameRenderer
  /// "<scene> on <device>", how progress and messages name the render.
  public let label: String
  /// Frames per second the outputs receive frames at.
  public internal(set) var fps: Int
  /// Pixels per point the outputs receive frames at.
  public internal(set) var exportScale: Int
  /// Where sinks send their lines and progress.
  public internal(set) var report: RenderReporter
  /// What the outputs before this one wrote.
  public internal(set) var previous: [RenderOutput] = []
  /// PNG frames written from the frames this output reads at the tap's settings (`Render.run`).
  var frameTap: FrameTap?

  /// The scene's frames at `fps` and `exportScale` (default: the settings in force), without
  /// the device frame.
  public func sceneFrames(fps: Int? = nil, exportScale: Int? = nil) -> SceneFrames {
    SceneFrames(
      renderer: renderer, plan: FramePlan(duration: scene.duration, fps: fps ?? self.fps),
      exportScale: exportScale ?? self.exportScale)
  }

  /// The device drawn around `frames`, when the request asks for it.
  public func deviceFrame(for frames: SceneFrames) throws(SceneError) -> DeviceFrame? {
    guard let options = request.deviceFrame else { return nil }
    return try DeviceFrame(
      device: request.device, screenWidth: frames.width, screenHeight: frames.height, options: options)
  }

  /// `frames` as the outputs receive them: inside the device frame when the request asks for it.
  public func outputFrames(_ frames: SceneFrames) throws(SceneError) -> any FrameSequence {
    guard let frame = try deviceFrame(for: frames) else { return frames }
    return FramedFrames(frames, in: frame)
  }
}
