import SplashRaster

/// Another source's frames cut to a rectangle (a recording without its status bar or simulator
/// bezel), in that source's pixels.
package struct CroppedSource<Base: AnimationSource>: AnimationSourceAdapter {
  package private(set) var base: Base
  /// The kept rectangle, inside the base's frames.
  package let rect: PixelRect

  /// `base` cut to `rect`; throws when the rectangle is empty or not inside the frames.
  package init(_ base: Base, to rect: PixelRect) throws(DiffError) {
    guard !rect.isEmpty, rect.x >= 0, rect.y >= 0, rect.maxX <= base.width, rect.maxY <= base.height else {
      throw DiffError(
        "\(base.name): the crop \(rect.width)×\(rect.height) at (\(rect.x), \(rect.y)) lies outside the "
          + "\(base.width)×\(base.height) frames")
    }
    self.base = base
    self.rect = rect
  }

  package var width: Int { rect.width }
  package var height: Int { rect.height }

  package mutating func next() throws -> TimedFrame? {
    guard let frame = try base.next() else { return nil }
    return frame.showing(try frame.surface.cropped(to: rect))
  }
}

extension Surface {
  /// The pixels inside `rect`, which must lie inside the surface.
  func cropped(to rect: PixelRect) throws(RasterError) -> Surface {
    if rect == PixelRect(x: 0, y: 0, width: width, height: height) { return self }
    var output = [UInt8](repeating: 0, count: rect.area * 4)
    let rowBytes = rect.width * 4
    pixels.withUnsafeBytes { source in
      output.withUnsafeMutableBytes { target in
        for row in 0..<rect.height {
          let from = source.baseAddress! + ((rect.y + row) * width + rect.x) * 4
          (target.baseAddress! + row * rowBytes).copyMemory(from: from, byteCount: rowBytes)
        }
      }
    }
    return try Surface(width: rect.width, height: rect.height, pixels: output)
  }
}
