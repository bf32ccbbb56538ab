import SplashRaster
import SplashVideo

/// Decodes one video layer's frames on demand, forwards, keeping the last few: a render asks for
/// frames in time order (several threads a few frames apart), so each frame is decoded once; a
/// frame older than those kept (a loop's wrap, a studio seeking back) opens the file again and
/// decodes from its start. Memory stays at the kept frames whatever the video's length, and a
/// frame's pixels never depend on the order it was asked in. Not thread-safe: `VideoFrames`
/// holds it under a lock.
final class VideoReader {
  let clip: VideoClip
  let layer: String
  /// How many decoded frames are kept (`SceneLimits.videoFrameBytes`, at least 2).
  let keptFrames: Int
  private var decoder: VideoDecoder?
  /// The index of the frame the decoder gives next.
  private var nextIndex = 0
  private var kept: [VideoFrame] = []

  /// A reader of `clip` for `layer`, keeping `keptFrames` frames (default: as many as
  /// `SceneLimits.videoFrameBytes` holds, at least 2).
  init(clip: VideoClip, layer: String, keptFrames: Int? = nil) {
    self.clip = clip
    self.layer = layer
    self.keptFrames = max(2, keptFrames ?? SceneLimits.videoFrameBytes / max(1, clip.width * clip.height * 4))
  }

  /// How many times the file was opened (the first time included).
  private(set) var opened = 0

  /// Frame `index` (0 ..< the clip's frame count).
  func frame(_ index: Int) throws(VideoError) -> VideoFrame {
    if let known = kept.first(where: { $0.index == index }) { return known }
    if decoder == nil || index < nextIndex {
      decoder = try VideoDecoder(contentsOf: clip.url.path, container: clip.container, name: clip.file)
      opened += 1
      nextIndex = 0
      kept = []
    }
    while true {
      guard let decoded = try decoder!.next() else {
        throw VideoError("\(clip.file): frame \(index) is missing (the video ended after \(nextIndex) frames)")
      }
      let frame = VideoFrame(layer: layer, index: nextIndex, surface: decoded.surface)
      nextIndex += 1
      kept.append(frame)
      if kept.count > keptFrames { kept.removeFirst() }
      if frame.index == index { return frame }
    }
  }
}
