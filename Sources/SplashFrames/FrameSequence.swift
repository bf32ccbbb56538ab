import SplashRaster

/// A finite run of equally sized frames that an encoder can read in any order, more than once,
/// and from several threads at the same time.
///
/// The GIF encoder reads every frame twice (once to build the palette, once to map and write
/// it) and keeps only a few frames in memory at a time, so a sequence should produce frames on
/// demand (render them, decode them from files) rather than hold them all.
public protocol FrameSequence: Sendable {
  /// The number of frames; at least 1 for encoding.
  var frameCount: Int { get }
  /// The width of every frame in pixels.
  var width: Int { get }
  /// The height of every frame in pixels.
  var height: Int { get }
  /// Frame `index` (0-based) as a `width × height` surface. Must return the same pixels each
  /// time it is called with the same index.
  func frame(at index: Int) throws -> Surface
  /// Frame `index` with up to `threads` threads working on this one frame: the same pixels as
  /// `frame(at:)`. The encoder asks for frames this way when it reads large frames one at a
  /// time (`GIFEncodingOptions.readsOneFrameAtATime`); by default it is `frame(at:)`.
  func frame(at index: Int, threads: Int) throws -> Surface
  /// Hands back a frame this sequence returned that the caller no longer needs, so that a later
  /// frame can be made in its memory rather than in new memory (a renderer's 15 MB frames,
  /// allocated and freed one after another, fragment the heap). Optional: by default the frame
  /// is simply released. The caller must not use the frame afterwards, and the pixels of later
  /// frames never depend on it.
  func recycle(_ frame: consuming Surface)
  /// Bytes of the largest surface one frame is made in: more than `width × height × 4` when
  /// frames are drawn larger and then reduced (a scene drawn at a phone's @3x for a @1x GIF).
  /// Encoders decide from it how many frames to make at once; by default `width × height × 4`.
  var workingFrameBytes: Int { get }
}

extension FrameSequence {
  public func frame(at index: Int, threads: Int) throws -> Surface {
    try frame(at: index)
  }

  public func recycle(_ frame: consuming Surface) {}

  public var workingFrameBytes: Int { width * height * 4 }
}

/// Frames already in memory; convenient for tests and short sequences.
public struct SurfaceFrames: FrameSequence {
  /// The frames in order.
  public let surfaces: [Surface]
  public let width: Int
  public let height: Int

  /// Wraps `surfaces`, which must be non-empty and all of one size.
  public init(_ surfaces: [Surface]) throws(FramesError) {
    guard let first = surfaces.first else {
      throw FramesError("cannot encode a GIF with no frames")
    }
    if let index = surfaces.firstIndex(where: {
      $0.width != first.width || $0.height != first.height
    }) {
      let odd = surfaces[index]
      throw FramesError(
        "frame \(index) is \(odd.width)×\(odd.height), expected \(first.width)×\(first.height) like frame 0"
      )
    }
    self.surfaces = surfaces
    self.width = first.width
    self.height = first.height
  }

  public var frameCount: Int { surfaces.count }

  public func frame(at index: Int) throws -> Surface { surfaces[index] }
}
