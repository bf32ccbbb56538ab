import SplashGIF
import SplashRaster
import SplashScene

/// A render's frames as the GIF encoder reads them.
struct RenderedFrames: FrameSequence {
  let frames: SceneFrames

  var frameCount: Int { frames.frameCount }
  var width: Int { frames.width }
  var height: Int { frames.height }

  func frame(at index: Int) throws -> Surface { try frames.frame(at: index) }
}
