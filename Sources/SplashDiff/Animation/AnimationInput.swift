import Foundation
import SplashFiles
import SplashGD
import SplashGIF
import SplashRaster
import SplashVideo

/// Opens a comparison input by what it is, told by its first bytes (never its extension): an
/// animated GIF, a video (MP4/MOV: an `ftyp` box; WebM/Matroska: an EBML header), a PNG still
/// (or an APNG: a PNG with an `acTL` chunk before its image data), a WebP (`RIFF….WEBP`, still or
/// animated), or a folder of PNG frames shown at a frame rate.
package enum AnimationInput {
  /// The source for `path`; `fps` applies to folders of frames (and, with `numberGIFFrames`, numbers
  /// a GIF's frames as the render at `fps` they were encoded from: `GIFSource.renderFPS`);
  /// `decodePNG` reads one PNG file (`SplashGD.PNGFrameDecoder` by default: the frame fast path,
  /// libgd for other PNGs).
  package static func open(
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
    // A FIFO or a device would block or never end: refused before it is opened.
    do { try RegularFile.checkIsRegular(path) } catch { throw DiffError(error) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw DiffError("\(path): cannot read the file")
    }
    let head = [UInt8](handle.readData(ofLength: 12))
    try? handle.close()
    switch InputSignature(head) {
    case .gif:
      return try GIFSource(contentsOf: path, name: path, renderFPS: numberGIFFrames ? fps : nil)
    case .png:
      guard APNGDecoder.isAnimated(contentsOf: path) else { return try PNGFolderSource.still(path, decode: decodePNG) }
      return APNGSource(try APNGDecoder(contentsOf: path))
    case .webp:
      return WebPSource(try WebPAnimationDecoder(contentsOf: path))
    case .isoMedia:
      return VideoSource(try VideoDecoder(contentsOf: path, container: .isoMedia))
    case .matroska:
      return VideoSource(try VideoDecoder(contentsOf: path, container: .matroska))
    case nil:
      throw DiffError(
        "\(path): not an animation splashreel compares (GIF, PNG, APNG, WebP, MP4, MOV, WebM or a folder of PNG frames)"
      )
    }
  }
}

/// The kinds of file `AnimationInput` tells apart by their first 12 bytes.
enum InputSignature {
  case gif, png, webp, isoMedia, matroska

  init?(_ head: [UInt8]) {
    func bytes(_ range: Range<Int>, _ text: String) -> Bool {
      head.count >= range.upperBound && head[range].elementsEqual(text.utf8)
    }
    if bytes(0..<4, "GIF8") {
      self = .gif
    } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
      self = .png
    } else if let container = VideoContainer(signature: head) {
      self = container == .isoMedia ? .isoMedia : .matroska
    } else if bytes(0..<4, "RIFF") && bytes(8..<12, "WEBP") {
      self = .webp
    } else {
      return nil
    }
  }
}
