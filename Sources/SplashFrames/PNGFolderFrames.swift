import Foundation
import SplashFiles
import SplashGD
import SplashRaster

/// The PNG files of a folder as a frame sequence, decoded on demand with `PNGFrameDecoder`.
///
/// The frames are the folder's `.png` files in file-name order with numbers compared as numbers
/// (`frame2.png` before `frame10.png`); any other visible entry is an error
/// (`FramesFolder.frameFiles(in:)`, the rule `diff` reads folders by too). Before anything is
/// decoded, each file's header is read: a file that is not a PNG, or a PNG whose size differs from
/// the first one, is an error that names the file.
public struct PNGFolderFrames: FrameSequence {
  /// The frame files in order.
  public let files: [String]
  public let width: Int
  public let height: Int

  public var frameCount: Int { files.count }

  /// Lists and checks the frames of `directory`.
  public init(directory: String) throws(FramesError) {
    let paths: [String]
    do {
      paths = try FramesFolder.frameFiles(in: directory)
    } catch {
      throw FramesError(error)
    }
    let first = paths[0]
    let size = try Self.pngSize(of: first)
    for path in paths.dropFirst() {
      let other = try Self.pngSize(of: path)
      guard other == size else {
        throw FramesError(
          "\(path): the frame is \(other.width)×\(other.height), expected \(size.width)×\(size.height) like \((first as NSString).lastPathComponent)"
        )
      }
    }
    files = paths
    width = size.width
    height = size.height
  }

  public func frame(at index: Int) throws -> Surface {
    try PNGFrameDecoder.decode(contentsOf: files[index])
  }

  /// The width and height in a PNG's IHDR chunk, or an error when the file is not a PNG.
  static func pngSize(of path: String) throws(FramesError) -> (width: Int, height: Int) {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw FramesError("\(path): cannot read the file")
    }
    defer { try? handle.close() }
    let header = [UInt8]((try? handle.read(upToCount: 24)) ?? Data())
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard header.count == 24, Array(header[0..<8]) == signature,
      Array(header[12..<16]) == Array("IHDR".utf8)
    else {
      throw FramesError("\(path): not a PNG file (every file in the frame folder must be a PNG)")
    }
    func be32(_ i: Int) -> Int { header[i..<(i + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (be32(16), be32(20))
  }
}
