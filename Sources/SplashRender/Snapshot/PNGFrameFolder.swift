import Foundation
import SplashDiff
import SplashGD
import SplashScene

/// A golden kept as a folder of PNG frames, `frame-0000.png`, … (as `splashreel render --frames`
/// names them).
enum PNGFrameFolder {
  /// Writes every frame into a temporary sibling folder, then puts it in place of `path` (an
  /// earlier golden there is replaced as a whole); returns the bytes written.
  static func write(_ frames: SceneFrames, to path: String) throws -> Int {
    let url = URL(fileURLWithPath: path)
    let parent = url.deletingLastPathComponent()
    let tag = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let fresh = parent.appendingPathComponent(".\(url.lastPathComponent).\(tag).tmp").path
    let old = parent.appendingPathComponent(".\(url.lastPathComponent).\(tag).old").path
    try AtomicWrite.makeDirectory(fresh)
    var bytes = 0
    do {
      for index in 0..<frames.frameCount {
        let frame = try frames.frame(at: index)
        let png = try PNGEncoder.encode(frame)
        frames.recycle(frame)
        try AtomicWrite.write(
          png, to: (fresh as NSString).appendingPathComponent(String(format: "frame-%04d.png", index)))
        bytes += png.count
      }
      let replacing = FileManager.default.fileExists(atPath: path)
      if replacing { try FileManager.default.moveItem(atPath: path, toPath: old) }
      try FileManager.default.moveItem(atPath: fresh, toPath: path)
      if replacing { try? FileManager.default.removeItem(atPath: old) }
    } catch {
      try? FileManager.default.removeItem(atPath: fresh)
      throw error as? DiffError ?? DiffError("\(path): cannot write the golden frames (\(error))")
    }
    return bytes
  }
}
