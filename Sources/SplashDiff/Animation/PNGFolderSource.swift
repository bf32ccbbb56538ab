import Foundation
import SplashRaster

/// A folder of PNG frames (sorted by name, numbers compared as numbers) shown at a fixed frame
/// rate, or a single PNG as a still. Frames are decoded one at a time, when needed.
public struct PNGFolderSource: AnimationSource {
  public let name: String
  public let width: Int
  public let height: Int
  public let timeQuantum = 0
  public let isStill: Bool
  /// The frame files in playing order.
  public let files: [String]
  private var frames: SurfaceSequenceSource

  /// The PNG files of `directory` at `fps`; `decode` turns one file into a surface.
  public init(directory: String, fps: Double, decode: @escaping @Sendable (String) throws -> Surface) throws {
    try self.init(name: directory, files: Self.frameFiles(in: directory), fps: fps, still: false, decode: decode)
  }

  /// The paths of the frames in `directory`, in playing order (at least one).
  static func frameFiles(in directory: String) throws(DiffError) -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw DiffError("\(directory): cannot list the folder")
    }
    let pngs = names.filter { $0.lowercased().hasSuffix(".png") && !$0.hasPrefix(".") }
      .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    guard !pngs.isEmpty else { throw DiffError("\(directory): the folder holds no .png frames") }
    return pngs.map { (directory as NSString).appendingPathComponent($0) }
  }

  /// One PNG shown as a still.
  public static func still(_ path: String, decode: @escaping @Sendable (String) throws -> Surface) throws
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

  public mutating func next() throws -> TimedFrame? {
    try frames.next()
  }
}
