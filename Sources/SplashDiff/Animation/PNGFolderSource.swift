import Foundation
import SplashFiles
import SplashRaster

/// A folder of PNG frames (its `.png` files sorted by name, numbers compared as numbers) shown at a fixed frame
/// rate, or a single PNG as a still. Frames are decoded one at a time, when needed.
package struct PNGFolderSource: AnimationSource {
  package let name: String
  package let width: Int
  package let height: Int
  package let timeQuantum = 0
  package let isStill: Bool
  /// The frame files in playing order.
  package let files: [String]
  private var frames: SurfaceSequenceSource

  /// The PNG files of `directory` at `fps`; `decode` turns one file into a surface.
  package init(directory: String, fps: Double, decode: @escaping @Sendable (String) throws -> Surface) throws {
    try self.init(name: directory, files: Self.frameFiles(in: directory), fps: fps, still: false, decode: decode)
  }

  /// The paths of the frames in `directory`, in playing order (at least one): its `.png` files,
  /// any other visible entry an error (`FramesFolder.frameFiles(in:)`, the rule `encode` uses too).
  static func frameFiles(in directory: String) throws(DiffError) -> [String] {
    do {
      return try FramesFolder.frameFiles(in: directory)
    } catch {
      throw DiffError(error)
    }
  }

  /// One PNG shown as a still.
  package static func still(_ path: String, decode: @escaping @Sendable (String) throws -> Surface) throws
    -> PNGFolderSource
  {
    try PNGFolderSource(name: path, files: [path], fps: 1, still: true, decode: decode)
  }

  private init(
    name: String, files: [String], fps: Double, still: Bool, decode: @escaping @Sendable (String) throws -> Surface
  ) throws {
    let first = try decode(files[0])
    self.name = name
    self.files = files
    self.isStill = still
    width = first.width
    height = first.height
    frames = SurfaceSequenceSource(
      name: name, width: first.width, height: first.height, frameCount: files.count, fps: fps, isStill: still
    ) { index in
      index == 0 ? first : try decode(files[index])
    }
  }

  package mutating func next() throws -> TimedFrame? {
    try frames.next()
  }
}
