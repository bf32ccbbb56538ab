import Foundation
import SplashGD
import SplashGIF
import SplashRaster

/// The side-by-side picture of every compared sample, kept as PNG files in a hidden temporary
/// folder while a comparison runs, so that memory does not grow with the number of samples. The
/// GIF encoder reads them back (twice, in any order) through `frames(panel:)`; `remove()` deletes
/// the folder.
final class SampleFrameStore: Sendable {
  let directory: String
  /// zlib level 1: these files live for seconds, speed matters more than size.
  static let compressionLevel = 1

  /// Creates an empty hidden folder inside `parent`.
  init(parent: String) throws(DiffError) {
    let name = ".splashreel-samples-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    directory = (parent as NSString).appendingPathComponent(name)
    try AtomicWrite.makeDirectory(directory)
  }

  func path(of index: Int) -> String {
    (directory as NSString).appendingPathComponent(String(format: "%08d.png", index))
  }

  /// Writes the picture of sample `index`.
  func store(_ picture: Surface, at index: Int) throws(DiffError) {
    do {
      try PNGEncoder.write(picture, to: path(of: index), compressionLevel: Self.compressionLevel)
    } catch {
      throw DiffError("\(path(of: index)): cannot keep the sample picture (\(error.description))")
    }
  }

  /// Reads the picture of sample `index` back.
  func picture(at index: Int) throws -> Surface {
    try PNGFrameDecoder.decode(contentsOf: path(of: index))
  }

  /// The stored pictures as a frame sequence: whole, or one panel of them.
  func frames(count: Int, width: Int, height: Int, panel: Int?) -> StoredFrames {
    StoredFrames(store: self, frameCount: count, width: width, height: height, panel: panel)
  }

  /// Deletes the folder and its files.
  func remove() {
    try? FileManager.default.removeItem(atPath: directory)
  }
}

/// Sample pictures read back from a `SampleFrameStore` as the GIF encoder asks for them.
struct StoredFrames: FrameSequence {
  let store: SampleFrameStore
  let frameCount: Int
  let width: Int
  let height: Int
  /// nil: the whole side-by-side picture; 2: only the diff panel.
  let panel: Int?

  func frame(at index: Int) throws -> Surface {
    let picture = try store.picture(at: index)
    guard let panel else { return picture }
    return SideBySide.panel(panel, of: picture)
  }
}
