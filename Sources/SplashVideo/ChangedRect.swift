import Foundation
import SplashRaster

/// The smallest rectangle holding every pixel that differs between two frames of one size.
enum ChangedRect {
  /// nil when the frames are identical.
  static func between(_ previous: Surface, _ current: Surface) -> PixelRect? {
    previous.pixels.withUnsafeBufferPointer { old in
      current.pixels.withUnsafeBufferPointer { new in
        // Whole pixels compared as 32-bit words.
        let oldWords = UnsafeRawPointer(old.baseAddress!).assumingMemoryBound(to: UInt32.self)
        let newWords = UnsafeRawPointer(new.baseAddress!).assumingMemoryBound(to: UInt32.self)
        return bounds(old.baseAddress!, new.baseAddress!, width: current.width, height: current.height, bytes: 4) {
          oldWords[$0] == newWords[$0]
        }
      }
    }
  }

  /// The same for two frames of palette indices, `width` per row; nil when identical.
  static func between(_ previous: [UInt8], _ current: [UInt8], width: Int) -> PixelRect? {
    previous.withUnsafeBufferPointer { old in
      current.withUnsafeBufferPointer { new in
        bounds(old.baseAddress!, new.baseAddress!, width: width, height: current.count / width, bytes: 1) {
          old[$0] == new[$0]
        }
      }
    }
  }

  /// Rows compared by `memcmp`, then the columns narrowed row by row with `same(pixel index)`.
  @inline(__always)
  private static func bounds(
    _ old: UnsafePointer<UInt8>, _ new: UnsafePointer<UInt8>, width: Int, height: Int, bytes: Int,
    same: (Int) -> Bool
  ) -> PixelRect? {
    let row = width * bytes
    func rowDiffers(_ y: Int) -> Bool { memcmp(old + y * row, new + y * row, row) != 0 }
    guard let top = (0..<height).first(where: rowDiffers) else { return nil }
    let bottom = (top..<height).last(where: rowDiffers)!
    var left = width
    var right = -1
    for y in top...bottom {
      let base = y * width
      var x = 0
      while x < left && same(base + x) { x += 1 }
      if x < left { left = x }
      var z = width - 1
      while z > right && same(base + z) { z -= 1 }
      if z > right { right = z }
    }
    return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}
