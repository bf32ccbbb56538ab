import Foundation
import SplashFrames
import SplashGD
import SplashRaster

/// The pictures of every compared sample, kept as lossless PNG files while a comparison runs, so
/// that memory does not grow with the number of samples: the expected and actual frames as the
/// metric saw them (flattened over white) and pixelmatch's diff picture.
///
/// Files go into a hidden temporary folder; `keep(as:)` moves the finished folder into place as
/// the review page's `samples/` (a reader never sees a half-written one), `remove()` deletes it.
/// Names: `expected-<frame>.png` and `actual-<frame>.png` by the frame number `report.json` gives
/// the sample (`expectedFrame`, `actualFrame`; a picture shown in several samples is written
/// once), `diff-<sample>.png` by sample index; numbers have at least four digits.
final class SampleFrameStore: @unchecked Sendable {
  private(set) var directory: String
  /// libdeflate's level for the sample pictures (see `DeflatePNG`). On a failing @3x
  /// `check --actual` (281 pictures) the samples took 339 MB and the check 38 % less CPU than
  /// with libgd's PNGs at zlib level 3 (393 MB).
  static let compressionLevel = 4
  /// Frame numbers of each stored sample, in sample order.
  private var expectedFrames: [Int] = []
  private var actualFrames: [Int] = []

  /// Creates an empty hidden folder inside `parent`.
  init(parent: String) throws(DiffError) {
    let name = ".splashreel-samples-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    directory = (parent as NSString).appendingPathComponent(name)
    try AtomicWrite.makeDirectory(directory)
  }

  /// `expected-0012.png`, `actual-0012.png`, `diff-0007.png`.
  static func fileName(_ kind: String, _ number: Int) -> String {
    kind + "-" + String(format: "%04d", number) + ".png"
  }

  private func path(_ kind: String, _ number: Int) -> String {
    (directory as NSString).appendingPathComponent(Self.fileName(kind, number))
  }

  /// Writes the pictures of the next sample: each side only when its frame is not stored yet
  /// (frame numbers only grow along a comparison).
  func store(
    expected: Surface, expectedFrame: Int, actual: Surface, actualFrame: Int, diff: Surface
  ) throws(DiffError) {
    if expectedFrames.last != expectedFrame {
      try write(SideBySide.flattened(expected), to: path("expected", expectedFrame))
    }
    if actualFrames.last != actualFrame {
      try write(SideBySide.flattened(actual), to: path("actual", actualFrame))
    }
    try write(diff, to: path("diff", expectedFrames.count))
    expectedFrames.append(expectedFrame)
    actualFrames.append(actualFrame)
  }

  private func write(_ picture: Surface, to path: String) throws(DiffError) {
    do {
      try DeflatePNG.write(picture, to: path, level: Self.compressionLevel)
    } catch {
      throw DiffError("\(path): cannot keep the sample picture (\(error.description))", cause: error)
    }
  }

  private func read(_ path: String) throws -> Surface {
    try PNGFrameDecoder.decode(contentsOf: path)
  }

  /// Panel `panel` (0 expected, 1 actual, 2 diff) of sample `index`.
  func panel(_ panel: Int, at index: Int) throws -> Surface {
    switch panel {
    case 0: return try read(path("expected", expectedFrames[index]))
    case 1: return try read(path("actual", actualFrames[index]))
    default: return try read(path("diff", index))
    }
  }

  /// The expected | actual | diff picture of sample `index`, composed from its files.
  func picture(at index: Int) throws -> Surface {
    try SideBySide.compose(expected: panel(0, at: index), actual: panel(1, at: index), diff: panel(2, at: index))
  }

  /// The stored pictures as a frame sequence: side by side, or one panel of them.
  func frames(count: Int, width: Int, height: Int, panel: Int?) -> StoredFrames {
    StoredFrames(store: self, frameCount: count, width: width, height: height, panel: panel)
  }

  /// Moves the folder to `parent/name`, replacing what was there; `directory` follows it.
  func keep(as name: String) throws(DiffError) {
    let parent = (directory as NSString).deletingLastPathComponent
    let destination = (parent as NSString).appendingPathComponent(name)
    let old = (parent as NSString).appendingPathComponent(".\(name)-old-\(getpid())")
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    let existed = fileManager.fileExists(atPath: destination, isDirectory: &isDirectory)
    if existed && !isDirectory.boolValue {
      throw DiffError("\(destination): exists and is not a directory")
    }
    if existed && rename(destination, old) != 0 {
      throw DiffError("\(destination): cannot replace the folder (\(String(cString: strerror(errno))))")
    }
    guard rename(directory, destination) == 0 else {
      let reason = String(cString: strerror(errno))
      if existed { _ = rename(old, destination) }
      throw DiffError("\(destination): cannot move the sample pictures into place (\(reason))")
    }
    directory = destination
    if existed { try? fileManager.removeItem(atPath: old) }
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
    guard let panel else { return try store.picture(at: index) }
    return try store.panel(panel, at: index)
  }
}
