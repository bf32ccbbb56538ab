import SplashRaster
import SplashVideo

/// Decodes one video layer's frames on demand, forwards, through a few open decoders (cursors),
/// each keeping its last frames. A render asks for frames in time order, but in runs that its
/// threads take in turn (one thread near frame 0 while another is near frame 100, say), so a
/// frame is decoded by the cursor nearest behind it; only a frame behind every cursor (a loop's
/// wrap, a studio seeking back) opens the file again — into a new cursor while there are fewer
/// than `maximumCursors`, else into the one used longest ago — and decodes from its start. Memory
/// stays at the kept frames whatever the video's length, and a frame's pixels never depend on
/// the order it was asked in. Not thread-safe: `VideoFrames` holds it under a lock.
final class VideoReader {
  let clip: VideoClip
  let layer: String
  /// How many decoded frames each cursor keeps (`SceneLimits.videoFrameBytes` shared by the
  /// cursors, at least 2 each).
  let keptFrames: Int
  /// The most decoders open at once.
  static let maximumCursors = 4
  /// How many times the file was opened (the first time included).
  private(set) var opened = 0
  private var cursors: [Cursor] = []
  private var uses = 0

  /// One open decoder: the index of the frame it gives next and the last frames it gave.
  private final class Cursor {
    let decoder: VideoDecoder
    var nextIndex = 0
    var kept: [VideoFrame] = []
    var lastUse = 0

    init(decoder: VideoDecoder) { self.decoder = decoder }
  }

  /// A reader of `clip` for `layer`, each cursor keeping `keptFrames` frames (default: as many as
  /// its share of `SceneLimits.videoFrameBytes` holds, at least 2).
  init(clip: VideoClip, layer: String, keptFrames: Int? = nil) {
    self.clip = clip
    self.layer = layer
    let frameBytes = max(1, clip.width * clip.height * 4)
    self.keptFrames = max(2, keptFrames ?? SceneLimits.videoFrameBytes / (Self.maximumCursors * frameBytes))
  }

  /// Frame `index` (0 ..< the clip's frame count).
  func frame(_ index: Int) throws(VideoError) -> VideoFrame {
    uses += 1
    for cursor in cursors {
      if let known = cursor.kept.first(where: { $0.index == index }) {
        cursor.lastUse = uses
        return known
      }
    }
    let cursor = try self.cursor(before: index)
    cursor.lastUse = uses
    while true {
      guard let decoded = try cursor.decoder.next() else {
        throw VideoError("\(clip.file): frame \(index) is missing (the video ended after \(cursor.nextIndex) frames)")
      }
      let frame = VideoFrame(layer: layer, index: cursor.nextIndex, surface: decoded.surface)
      cursor.nextIndex += 1
      cursor.kept.append(frame)
      if cursor.kept.count > keptFrames { cursor.kept.removeFirst() }
      if frame.index == index { return frame }
    }
  }

  /// The cursor nearest behind `index`, else a new one at the start.
  private func cursor(before index: Int) throws(VideoError) -> Cursor {
    if let nearest = cursors.filter({ $0.nextIndex <= index }).max(by: { $0.nextIndex < $1.nextIndex }) {
      return nearest
    }
    let decoder = try VideoDecoder(contentsOf: clip.url.path, container: clip.container, name: clip.file)
    opened += 1
    let cursor = Cursor(decoder: decoder)
    if cursors.count >= Self.maximumCursors,
      let oldest = cursors.indices.min(by: { cursors[$0].lastUse < cursors[$1].lastUse })
    {
      cursors[oldest] = cursor
    } else {
      cursors.append(cursor)
    }
    return cursor
  }
}
