import SplashRaster

/// Turns a surface by quarter turns, for videos whose display matrix says they stand sideways.
enum QuarterTurn {
  /// `surface` turned `degrees` clockwise (90, 180 or 270; anything else returns it unchanged).
  static func rotate(_ surface: Surface, degrees: Int) -> Surface {
    guard degrees == 90 || degrees == 180 || degrees == 270 else { return surface }
    let w = surface.width
    let h = surface.height
    let outWidth = degrees == 180 ? w : h
    let outHeight = degrees == 180 ? h : w
    var out = [UInt32](repeating: 0, count: w * h)
    surface.pixels.withUnsafeBytes { raw in
      let source = raw.bindMemory(to: UInt32.self)
      out.withUnsafeMutableBufferPointer { target in
        for y in 0..<h {
          for x in 0..<w {
            let (u, v) =
              switch degrees {
              case 90: (h - 1 - y, x)
              case 180: (w - 1 - x, h - 1 - y)
              default: (y, w - 1 - x)
              }
            target[v * outWidth + u] = source[y * w + x]
          }
        }
      }
    }
    let bytes = out.withUnsafeBytes { [UInt8]($0) }
    return try! Surface(width: outWidth, height: outHeight, pixels: bytes)
  }
}
