import Foundation
import SplashRaster

/// The smallest rectangle holding every pixel that differs between two frames of one size.
enum ChangedRect {
  /// nil when the frames are identical.
  static func between(_ previous: Surface, _ current: Surface) -> PixelRect? {
    let width = current.width
    let row = width * 4
    return previous.pixels.withUnsafeBufferPointer { old in
      current.pixels.withUnsafeBufferPointer { new in
        func rowDiffers(_ y: Int) -> Bool {
          memcmp(old.baseAddress! + y * row, new.baseAddress! + y * row, row) != 0
        }
        guard let top = (0..<current.height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<current.height).last(where: rowDiffers)!
        // Compare whole pixels as 32-bit words, narrowing the columns row by row.
        var left = width
        var right = -1
        let oldWords = UnsafeRawPointer(old.baseAddress!).assumingMemoryBound(to: UInt32.self)
        let newWords = UnsafeRawPointer(new.baseAddress!).assumingMemoryBound(to: UInt32.self)
        for y in top...bottom {
          let base = y * width
          var x = 0
          while x < left && oldWords[base + x] == newWords[base + x] { x += 1 }
          if x < left { left = x }
          var z = width - 1
          while z > right && oldWords[base + z] == newWords[base + z] { z -= 1 }
          if z > right { right = z }
        }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }
}
