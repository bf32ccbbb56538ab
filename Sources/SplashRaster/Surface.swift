#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A premultiplied RGBA8 raster: the pixel format every part of splashreel shares.
///
/// Pixels are stored row-major, four bytes each in the order R, G, B, A, with colour
/// channels already multiplied by alpha (so `r, g, b <= a` always holds).
public struct Surface: Sendable, Equatable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// `width * height * 4` bytes, premultiplied RGBA, row-major.
  public var pixels: [UInt8]
  /// The frame row this surface's first row is: 0, except for a band of a taller frame
  /// (`drawGroup(opacity:clip:bandRows:threads:_:)`), whose draws address the frame's rows.
  let firstRow: Int
  /// The height of the frame the surface's rows belong to: `height`, except for a band.
  package let frameHeight: Int

  /// The largest surface splashreel will allocate, in pixels (16384 × 16384).
  ///
  /// An iPad Pro 12.9" at @3x is 3072 × 4098; anything far beyond that is a corrupt header
  /// or a mistake, and refusing it keeps a bad file from allocating gigabytes.
  public static let maximumPixelCount = 16_384 * 16_384

  /// Creates a surface filled with one premultiplied colour (transparent by default).
  public init(width: Int, height: Int, fill: PremultipliedColor = .clear) throws(RasterError) {
    guard width > 0, height > 0 else {
      throw .invalidSize(width: width, height: height)
    }
    guard width <= Self.maximumPixelCount / height else {
      throw .tooLarge(width: width, height: height, limit: Self.maximumPixelCount)
    }
    self.width = width
    self.height = height
    self.pixels = [UInt8](repeating: 0, count: width * height * 4)
    firstRow = 0
    frameHeight = height
    if fill != .clear {
      // One 32-bit store per pixel (`packed` is R, G, B, A in memory order).
      let value = fill.packed
      pixels.withUnsafeMutableBytes { bytes in
        let words = bytes.bindMemory(to: UInt32.self)
        for i in words.indices { words[i] = value }
      }
    }
  }

  /// Wraps existing premultiplied RGBA bytes; the count must be `width * height * 4`.
  public init(width: Int, height: Int, pixels: [UInt8]) throws(RasterError) {
    guard width > 0, height > 0 else {
      throw .invalidSize(width: width, height: height)
    }
    guard width <= Self.maximumPixelCount / height else {
      throw .tooLarge(width: width, height: height, limit: Self.maximumPixelCount)
    }
    guard pixels.count == width * height * 4 else {
      throw .pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
    firstRow = 0
    frameHeight = height
  }

  /// A transparent band: rows `rows` of a `width` × `frameHeight` frame.
  init(band rows: Range<Int>, width: Int, frameHeight: Int) {
    precondition(!rows.isEmpty && rows.lowerBound >= 0 && rows.upperBound <= frameHeight, "a band inside its frame")
    self.width = width
    height = rows.count
    pixels = [UInt8](repeating: 0, count: width * rows.count * 4)
    firstRow = rows.lowerBound
    self.frameHeight = frameHeight
  }

  /// Whether this surface is a band of a taller frame.
  var isBand: Bool { firstRow != 0 || frameHeight != height }

  /// The frame rows this surface holds.
  var frameRows: Range<Int> { firstRow..<(firstRow + height) }

  /// The premultiplied colour at (x, y); the coordinates must be inside the surface.
  public subscript(x: Int, y: Int) -> PremultipliedColor {
    get {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)"
      )
      let i = (y * width + x) * 4
      return PremultipliedColor(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
    set {
      precondition(
        x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)"
      )
      let i = (y * width + x) * 4
      pixels[i] = newValue.r
      pixels[i + 1] = newValue.g
      pixels[i + 2] = newValue.b
      pixels[i + 3] = newValue.a
    }
  }
}

extension Surface {
  /// Whether both surfaces hold the very same pixel storage (a copy not yet written to), which
  /// makes them equal without comparing a byte.
  package func sharesPixels(with other: Surface) -> Bool {
    pixels.withUnsafeBufferPointer { mine in
      other.pixels.withUnsafeBufferPointer { theirs in
        mine.baseAddress == theirs.baseAddress && mine.count == theirs.count
      }
    }
  }

  /// Whether both surfaces have the same size and the same pixel bytes, compared with `memcmp`
  /// (fast in debug builds too, unlike the elementwise `==`).
  package func hasSamePixels(as other: Surface) -> Bool {
    guard width == other.width, height == other.height else { return false }
    return pixels.withUnsafeBytes { mine in
      other.pixels.withUnsafeBytes { theirs in
        mine.count == theirs.count && memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
      }
    }
  }
}
