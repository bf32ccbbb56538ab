import Foundation
import SplashGD
import SplashRaster

/// Decoded images shared by renders of several scenes or devices in one process (a suite
/// rendering every preset on every phone decodes each file once). A cache keeps everything it is
/// given until it is released.
package final class ImageCache: @unchecked Sendable {
  private let lock = NSLock()
  private var decoded: [String: Surface] = [:]

  package init() {}

  /// The decoded file at `path`.
  func decode(_ path: String) throws(GDError) -> Surface {
    if let surface = lock.withLock({ decoded[path] }) { return surface }
    let surface = try ImageDecoder.decode(contentsOf: path)
    lock.withLock { decoded[path] = surface }
    return surface
  }
}
