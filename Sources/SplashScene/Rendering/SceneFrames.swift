import SplashRaster

/// A render's frames, drawn on demand: frame n is the scene at `plan.time(ofFrame: n)` drawn at
/// the device's scale, then area-averaged to the export scale. Nothing is kept between calls, so
/// any number of threads may ask for frames, in any order, as often as they like; the same index
/// always gives the same pixels.
public struct SceneFrames: Sendable {
  package let renderer: FrameRenderer
  public let plan: FramePlan
  /// Pixels per point of the frames handed out (1...3).
  public let exportScale: Int
  /// A resized frame handed back, resized into again (an encoder hands back each frame as it
  /// reads the next).
  private let spares: SpareFrames

  package init(renderer: FrameRenderer, plan: FramePlan, exportScale: Int) {
    self.renderer = renderer
    self.plan = plan
    self.exportScale = exportScale
    let (width, height) = (renderer.scene.device.width * exportScale, renderer.scene.device.height * exportScale)
    spares = SpareFrames(width: width, height: height, budget: width * height * 4)
  }

  public var frameCount: Int { plan.frameCount }
  /// Width of an exported frame in pixels.
  public var width: Int { renderer.scene.device.width * exportScale }
  /// Height of an exported frame in pixels.
  public var height: Int { renderer.scene.device.height * exportScale }

  /// Bytes of the frame a frame is drawn in before it is reduced to the export size: the
  /// renderer's (the device's scale, or the export scale when higher).
  public var workingFrameBytes: Int { renderer.width * renderer.height * 4 }

  /// Frame `index` at the export size.
  public func frame(at index: Int) throws -> Surface {
    try frame(at: index, threads: 1)
  }

  /// Frame `index` at the export size, drawn by up to `threads` threads (the same pixels).
  public func frame(at index: Int, threads: Int) throws -> Surface {
    try frame(atTime: plan.time(ofFrame: index), threads: threads)
  }

  /// The scene at exactly `t` seconds at the export size (frame n is `t = plan.time(ofFrame: n)`);
  /// the studio draws any instant with it.
  public func frame(atTime t: Double, threads: Int = 1) throws -> Surface {
    let drawn = try renderer.drawnFrame(at: t, threads: threads)
    if drawn.frame.width == width && drawn.frame.height == height { return drawn.frame }
    let frame = renderer.resized(
      drawn.frame, drawnOver: drawn.start, width: width, height: height, threads: threads, reusing: spares.take())
    renderer.recycle(drawn.frame)
    return frame
  }

  /// Hands back a frame that is no longer needed, so that a later frame is drawn into its
  /// memory rather than new memory (`FrameRenderer.recycle(_:)`). Optional; the pixels of later
  /// frames never depend on it.
  public func recycle(_ frame: consuming Surface) {
    if frame.width == renderer.width && frame.height == renderer.height {
      renderer.recycle(frame)
    } else if !renderer.prefixes.holdsResized(frame) {
      spares.keep(frame)
    }
  }
}
