import SplashRaster

extension PixelDiff {
  /// Grey of the hatching's stripes (UIKit's systemGray) and of the paper between them in the diff picture.
  static let hatchInk: UInt8 = 0x8E
  static let hatchPaper: UInt8 = 0xE5

  /// Whether pixel (x, y) lies on a stripe of the hatching: 2 px wide diagonals every 8 px.
  @inline(__always)
  static func hatch(_ x: Int, _ y: Int) -> Bool { (x + y) & 7 < 2 }

  /// Classes every pixel of `rects` as ignored; returns how many pixels that is (overlaps once).
  static func mark(_ rects: [PixelRect], in classes: inout [UInt8], width: Int, height: Int) -> Int {
    guard !rects.isEmpty else { return 0 }
    let screen = PixelRect(x: 0, y: 0, width: width, height: height)
    var count = 0
    classes.withUnsafeMutableBufferPointer { c in
      for rect in rects {
        let r = rect.intersection(screen)
        guard !r.isEmpty else { continue }
        for y in r.y..<r.maxY {
          let row = y * width
          for x in r.x..<r.maxX where c[row + x] != PixelClass.ignored.rawValue {
            c[row + x] = PixelClass.ignored.rawValue
            count += 1
          }
        }
      }
    }
    return count
  }

  /// `surface` with the hatching's stripes drawn over the ignored pixels (opaque grey), so the
  /// pictures of a comparison show what was left out while the content stays visible between stripes.
  package func hatched(_ surface: Surface) -> Surface {
    guard ignoredPixels > 0, surface.width == width, surface.height == height else { return surface }
    var pixels = surface.pixels
    classes.withUnsafeBufferPointer { c in
      pixels.withUnsafeMutableBufferPointer { p in
        for y in 0..<height {
          let row = y * width
          for x in 0..<width where c[row + x] == PixelClass.ignored.rawValue && Self.hatch(x, y) {
            let i = (row + x) * 4
            p[i] = Self.hatchInk
            p[i + 1] = Self.hatchInk
            p[i + 2] = Self.hatchInk
            p[i + 3] = 255
          }
        }
      }
    }
    return try! Surface(width: width, height: height, pixels: pixels)
  }
}
