import Foundation
import SplashGD
import SplashGIF
import SplashRaster

/// Opens a comparison input by what it is: an animated GIF (by its signature), a PNG still, or a
/// folder of PNG frames shown at a frame rate.
public enum AnimationInput {
  /// The source for `path`; `fps` applies to folders of frames (and, with `numberGIFFrames`, numbers
  /// a GIF's frames as the render at `fps` they were encoded from: `GIFSource.renderFPS`);
  /// `decodePNG` reads one PNG file (`SplashGD.PNGFrameDecoder` by default: the frame fast path,
  /// libgd for other PNGs).
  public static func open(
    _ path: String, fps: Double, numberGIFFrames: Bool = false,
    decodePNG: @escaping @Sendable (String) throws -> Surface = { try PNGFrameDecoder.decode(contentsOf: $0) }
  ) throws -> any AnimationSource {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw DiffError("\(path): no such file or directory")
    }
    if isDirectory.boolValue {
      return try PNGFolderSource(directory: path, fps: fps, decode: decodePNG)
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw DiffError("\(path): cannot read the file")
    }
    let head = [UInt8](handle.readData(ofLength: 8))
    try? handle.close()
    if head.starts(with: Array("GIF8".utf8)) {
      return try GIFSource(contentsOf: path, name: path, renderFPS: numberGIFFrames ? fps : nil)
    }
    if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      return try PNGFolderSource.still(path, decode: decodePNG)
    }
    throw DiffError("\(path): neither a GIF, a PNG nor a folder of PNG frames")
  }
}
