internal import CGD
import SplashRaster

/// The one owner of a libgd image (`gdImagePtr`) in splashreel.
///
/// Every pointer libgd hands out lives inside exactly one `GDImage` from the moment it is
/// returned, and `deinit` destroys it exactly once; no other type stores or frees a
/// `gdImagePtr`. Every initialiser throws `GDError` when libgd returns NULL.
///
/// What the rest of SplashGD uses:
/// - ``init(trueColorWidth:height:)`` and ``init(paletteWidth:height:red:green:blue:)`` make
///   blank images; ``init(adopting:orThrow:)`` takes over a pointer a libgd decoder returned;
/// - palette images (for GIF blocks): ``colorsTotal``, ``setIndices(_:)`` or
///   ``withIndexRow(_:_:)`` to write one row of palette indices (`im->pixels[y][x]`),
///   ``transparentIndex`` / ``setTransparentIndex(_:)``;
/// - truecolor images: ``withTrueColorRow(_:_:)`` (`im->tpixels[y][x]`, gd's ARGB with 7-bit
///   inverted alpha, see `GDAlpha`);
/// - ``withPointer(_:)`` lends the raw pointer to a libgd call (e.g. `gdImageGifAnimAdd`);
///   the pointer must not escape the closure.
///
/// Not `Sendable`: an image belongs to the thread that builds it.
final class GDImage {
  private let image: gdImagePtr
  #if DEBUG
    private let ledger: GDLedger?
  #endif

  /// Takes ownership of `pointer`, which a libgd constructor just returned; throws `failure`
  /// (evaluated only then) when it is NULL.
  init(adopting pointer: gdImagePtr?, orThrow failure: @autoclosure () -> GDError) throws(GDError) {
    guard let pointer else { throw failure() }
    image = pointer
    #if DEBUG
      ledger = GDLedger.current
      ledger?.imageCreated()
    #endif
  }

  /// A blank truecolor image: fully transparent (or, with `clear: false`, whatever libgd
  /// allocated, for callers that overwrite every pixel), alpha blending off, alpha saved.
  convenience init(trueColorWidth width: Int, height: Int, clear: Bool = true) throws(GDError) {
    try Self.checkSize(width, height, kind: "truecolor")
    GDRuntime.prepare()
    try self.init(
      adopting: gdImageCreateTrueColor(Int32(width), Int32(height)),
      orThrow: GDError("libgd cannot create a \(width)×\(height) truecolor image"))
    gdImageAlphaBlending(image, 0)
    gdImageSaveAlpha(image, 1)
    guard clear else { return }
    let transparent = Int32(bitPattern: UInt32(gdAlphaTransparent) << 24)
    for y in 0..<height {
      withTrueColorRow(y) { row in row.update(repeating: transparent) }
    }
  }

  /// A palette image with the given colours (index `i` is `red[i], green[i], blue[i]`, opaque),
  /// every pixel set to index 0 and no transparent index.
  ///
  /// The three arrays must have the same length, 1...256; that length is ``colorsTotal``.
  convenience init(paletteWidth width: Int, height: Int, red: [UInt8], green: [UInt8], blue: [UInt8])
    throws(GDError)
  {
    try Self.checkSize(width, height, kind: "palette")
    guard (1...256).contains(red.count), green.count == red.count, blue.count == red.count else {
      throw GDError(
        "a palette needs 1 to 256 colours with as many red, green and blue values (got \(red.count), \(green.count), \(blue.count))"
      )
    }
    GDRuntime.prepare()
    try self.init(
      adopting: gdImageCreate(Int32(width), Int32(height)),
      orThrow: GDError("libgd cannot create a \(width)×\(height) palette image"))
    for i in 0..<red.count {
      let index = gdImageColorAllocate(image, Int32(red[i]), Int32(green[i]), Int32(blue[i]))
      precondition(index == Int32(i), "a fresh palette image allocates colours in order")
    }
  }

  deinit {
    gdImageDestroy(image)
    #if DEBUG
      ledger?.imageDestroyed()
    #endif
  }

  var width: Int { Int(image.pointee.sx) }
  var height: Int { Int(image.pointee.sy) }
  var isTrueColor: Bool { image.pointee.trueColor != 0 }

  /// How many palette entries are in use (palette images).
  var colorsTotal: Int { Int(image.pointee.colorsTotal) }

  /// The transparent palette index of a palette image, or the transparent colour key
  /// (`gdTrueColor(r, g, b)`) of a truecolor image; nil when there is none.
  var transparentIndex: Int? {
    let t = Int(image.pointee.transparent)
    return t < 0 ? nil : t
  }

  /// Makes palette entry `index` the transparent one (nil: none); it must be `< colorsTotal`.
  func setTransparentIndex(_ index: Int?) {
    precondition(!isTrueColor, "setTransparentIndex is for palette images")
    if let index {
      precondition(index >= 0 && index < colorsTotal, "transparent index \(index) outside the palette")
    }
    gdImageColorTransparent(image, Int32(index ?? -1))
  }

  /// Lends the raw pointer to a libgd call; it must not escape `body`.
  func withPointer<R, E: Error>(_ body: (gdImagePtr) throws(E) -> R) throws(E) -> R {
    try withExtendedLifetime(self) { () throws(E) -> R in try body(image) }
  }

  /// Lends row `y` of a palette image's indices (`width` bytes); every written index must be
  /// `< colorsTotal`.
  func withIndexRow<R, E: Error>(_ y: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R
  {
    precondition(!isTrueColor, "withIndexRow is for palette images")
    precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
    let row = UnsafeMutableBufferPointer(start: image.pointee.pixels[y]!, count: width)
    return try withExtendedLifetime(self) { () throws(E) -> R in try body(row) }
  }

  /// Writes the whole image's palette indices, row-major (`width * height` bytes).
  func setIndices(_ indices: [UInt8]) {
    precondition(indices.count == width * height, "\(indices.count) indices for a \(width)×\(height) image")
    indices.withUnsafeBufferPointer { source in
      for y in 0..<height {
        withIndexRow(y) { row in
          _ = row.initialize(from: source[(y * width)..<((y + 1) * width)])
        }
      }
    }
  }

  /// Lends row `y` of a truecolor image (`width` gd ARGB values, alpha 0 opaque … 127 clear).
  func withTrueColorRow<R, E: Error>(_ y: Int, _ body: (UnsafeMutableBufferPointer<Int32>) throws(E) -> R) throws(E)
    -> R
  {
    precondition(isTrueColor, "withTrueColorRow is for truecolor images")
    precondition(y >= 0 && y < height, "row \(y) outside 0..<\(height)")
    let row = UnsafeMutableBufferPointer(start: image.pointee.tpixels[y]!, count: width)
    return try withExtendedLifetime(self) { () throws(E) -> R in try body(row) }
  }

  /// A palette image's colours as premultiplied RGBA, one `UInt32` per index (R in the low byte),
  /// with gd's 7-bit alpha mapped through `GDAlpha.toByte` and the transparent index cleared.
  func premultipliedPalette() -> [UInt32] {
    precondition(!isTrueColor, "premultipliedPalette is for palette images")
    var table = [UInt32](repeating: 0, count: 256)
    withUnsafeBytes(of: image.pointee.red) { red in
      withUnsafeBytes(of: image.pointee.green) { green in
        withUnsafeBytes(of: image.pointee.blue) { blue in
          withUnsafeBytes(of: image.pointee.alpha) { alpha in
            let r = red.bindMemory(to: Int32.self)
            let g = green.bindMemory(to: Int32.self)
            let b = blue.bindMemory(to: Int32.self)
            let a = alpha.bindMemory(to: Int32.self)
            for i in 0..<min(colorsTotal, 256) {
              let a8 = UInt32(GDAlpha.toByte[Int(a[i]) & 0x7F])
              table[i] = PremultipliedPixel.pack(
                r: UInt32(r[i]) & 0xFF, g: UInt32(g[i]) & 0xFF, b: UInt32(b[i]) & 0xFF, a: a8)
            }
          }
        }
      }
    }
    if let t = transparentIndex, t < 256 { table[t] = 0 }
    return table
  }

  private static func checkSize(_ width: Int, _ height: Int, kind: String) throws(GDError) {
    guard width > 0, height > 0, width <= Surface.maximumPixelCount / height else {
      throw GDError(
        "cannot create a \(width)×\(height) \(kind) image: sides must be positive and the area at most \(Surface.maximumPixelCount) pixels"
      )
    }
  }
}
