import SplashFrames
import SplashScene

/// A render's frames are what every encoder reads.
extension SceneFrames: FrameSequence {}
