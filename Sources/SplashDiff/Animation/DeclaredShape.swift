import Foundation
import SplashFiles
import SplashGIF
import SplashRaster

/// What an input declares about its size and timing before any frame is decoded: a GIF's screen
/// and delays (its blocks walked, no LZW data decoded), a PNG's IHDR, a folder's first frame's
/// IHDR and its number of frames. Lets a comparison refuse inputs of different sizes at once.
package struct DeclaredShape: Sendable, Equatable {
  package var width: Int
  package var height: Int
  /// When each frame starts, in microseconds from the start.
  package var frameStarts: [Int]
  /// Microseconds; 0 for a still image.
  package var duration: Int
  package var isStill: Bool
  /// As `AnimationSource.timeQuantum`: 10,000 µs for GIF, 0 for exact times.
  package var timeQuantum: Int

  package init(width: Int, height: Int, frameStarts: [Int], duration: Int, isStill: Bool, timeQuantum: Int) {
    self.width = width
    self.height = height
    self.frameStarts = frameStarts
    self.duration = duration
    self.isStill = isStill
    self.timeQuantum = timeQuantum
  }

  /// `frameCount` frames at `fps`, as `SurfaceSequenceSource` shows them.
  package init(width: Int, height: Int, frameCount: Int, fps: Double, isStill: Bool = false) {
    let starts = (0..<frameCount).map { SurfaceSequenceSource.start(of: $0, fps: fps) }
    let duration = isStill ? 0 : SurfaceSequenceSource.start(of: frameCount, fps: fps)
    self.init(width: width, height: height, frameStarts: starts, duration: duration, isStill: isStill, timeQuantum: 0)
  }

  /// The shape `path` declares (a GIF, a PNG or a folder of PNG frames shown at `fps`), or nil when
  /// its headers do not tell or declare more pixels than any input may have: the input is then
  /// opened as usual and reports its own errors.
  package static func probe(_ path: String, fps: Double) -> DeclaredShape? {
    guard let shape = declared(path, fps: fps), PixelBudget.fits(width: shape.width, height: shape.height) else {
      return nil
    }
    return shape
  }

  private static func declared(_ path: String, fps: Double) -> DeclaredShape? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
    if isDirectory.boolValue {
      guard let files = try? PNGFolderSource.frameFiles(in: path), let size = pngSize(files[0]) else { return nil }
      return DeclaredShape(width: size.width, height: size.height, frameCount: files.count, fps: fps)
    }
    if let size = pngSize(path) {
      return DeclaredShape(width: size.width, height: size.height, frameCount: 1, fps: 1, isStill: true)
    }
    guard let outline = try? GIFOutline(contentsOf: path) else { return nil }
    var starts: [Int] = []
    var clock = 0
    for delay in outline.delays {
      starts.append(clock)
      clock += GIFSource.playedDelay(delay) * 10_000
    }
    return DeclaredShape(
      width: outline.width, height: outline.height, frameStarts: starts, duration: clock, isStill: false,
      timeQuantum: 10_000)
  }

  /// The width and height in the IHDR chunk of the PNG file at `path`, or nil.
  private static func pngSize(_ path: String) -> (width: Int, height: Int)? {
    guard (try? RegularFile.checkIsRegular(path)) != nil, let handle = FileHandle(forReadingAtPath: path) else {
      return nil
    }
    defer { try? handle.close() }
    let head = [UInt8](handle.readData(ofLength: 24))
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    guard head.count == 24, head.starts(with: signature), head[12..<16].elementsEqual("IHDR".utf8) else { return nil }
    let number = { (offset: Int) in head[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }
}
