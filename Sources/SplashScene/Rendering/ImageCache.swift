import Foundation
import SplashGD
import SplashRaster

/// Decoded images, and their reductions to drawn sizes, shared by renders of several scenes or
/// devices in one process (a suite rendering every preset on every phone decodes each file once).
///
/// A render without a cache decodes what it needs and lets go of each full-size picture as soon as
/// it has its reduced copies; a cache keeps everything it is given until it is released.
public final class ImageCache: @unchecked Sendable {
  private let lock = NSLock()
  private var decoded: [String: Surface] = [:]
  private var reductions: [ReductionKey: Surface] = [:]

  private struct ReductionKey: Hashable {
    let path: String
    let width: Int
    let height: Int
  }

  public init() {}

  /// The decoded file at `path`.
  func decode(_ path: String) throws(GDError) -> Surface {
    if let surface = lock.withLock({ decoded[path] }) { return surface }
    let surface = try ImageDecoder.decode(contentsOf: path)
    lock.withLock { decoded[path] = surface }
    return surface
  }

  /// `whole` (the file at `path`) area-averaged to `width` × `height`.
  func reduce(_ whole: Surface, path: String, width: Int, height: Int) -> Surface {
    let key = ReductionKey(path: path, width: width, height: height)
    if let surface = lock.withLock({ reductions[key] }) { return surface }
    let surface = whole.resized(width: width, height: height)
    lock.withLock { reductions[key] = surface }
    return surface
  }
}
