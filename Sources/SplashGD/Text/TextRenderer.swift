internal import CGD
import SplashRaster

/// Rasterises one line of text with libgd (FreeType through fontconfig) into a premultiplied
/// surface with its metrics.
///
/// Font resolution (see `FontResolver`): the family must really exist (no silent fallback to
/// DejaVu), and the font must have a glyph for every character, because libgd draws each
/// string with one font and no per-glyph fallback (a CJK string in a Latin font would come
/// out as boxes). Either failure is an error naming the family and the font file.
///
/// Coverage: libgd draws white onto opaque black with alpha blending, so each pixel's red
/// channel is the glyph coverage (libgd keeps 128 levels, blended like source-over where
/// glyphs overlap); the coverage then scales the style colour's alpha, premultiplied with
/// exact rounding.
///
/// Metrics: positions come from libgd's own layout (hinted at 300 dpi, placed at 72 dpi ×
/// scale); `advance` from a metrics pass at 64× resolution, rounded up; `ascent`/`descent`
/// from the font's `hhea` table at `pointSize × scale` pixels per em, rounded up.
package enum TextRenderer {
  /// The largest em size accepted, in pixels (`pointSize × scale`).
  package static let maximumPixelsPerEm = 2048.0

  /// Renders `text` (one line, no control characters) in `style`.
  ///
  /// An empty string gives advance 0 and a clear surface one pixel wide and one line tall.
  package static func render(_ text: String, style: TextStyle) throws(GDError) -> RenderedText {
    let pixelsPerEm = style.pointSize * style.scale
    guard style.pointSize.isFinite, style.pointSize > 0, style.scale.isFinite, style.scale > 0,
      pixelsPerEm <= maximumPixelsPerEm
    else {
      throw GDError(
        "text size \(style.pointSize) pt at scale \(style.scale) is outside 0 < size × scale ≤ \(Int(maximumPixelsPerEm)) pixels"
      )
    }
    if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
      throw GDError(
        "text \(quoted(text)) contains the control character \(codePoint(control)); TextRenderer draws one line")
    }
    let resolved = try FontResolver.resolve(style.family, weight: style.weight, italic: style.italic)
    if let missing = text.unicodeScalars.first(where: { !resolved.font.hasGlyph(for: $0) }) {
      throw GDError(
        "font family '\(style.family)' (\(resolved.path)) cannot draw '\(missing)' in \(quoted(text))")
    }
    let font = resolved.font
    let ascent = roundedUp(Double(font.ascender) * pixelsPerEm / Double(font.unitsPerEm))
    let descent = roundedUp(Double(font.descender) * pixelsPerEm / Double(font.unitsPerEm))
    guard !text.isEmpty else {
      let surface = try makeSurface(width: 1, height: max(1, ascent + descent))
      return RenderedText(
        surface: surface, baseline: ascent, originX: 0, advance: 0, ascent: ascent, descent: descent,
        fontPath: resolved.path, fontStyle: resolved.font.styleName, fontWeight: resolved.font.weightClass)
    }
    let drawable = escapedForLibgd(text)
    let box = try layoutBox(drawable, path: resolved.path, pixelsPerEm: pixelsPerEm, family: style.family)
    let advance = roundedUp(Double(box.advance) / 64)
    // Room around libgd's box for ink it does not promise (hinting, overhangs): a quarter em,
    // doubled until no ink touches the image's edge.
    var pad = Int((pixelsPerEm / 4).rounded(.up)) + 2
    while true {
      let left = pad + max(0, roundedUp(Double(-box.inkLeft) / 64))
      let top = pad + max(ascent, roundedUp(Double(-box.inkTop) / 64))
      let width = left + advance + pad
      let height = top + max(descent, roundedUp(Double(box.inkBottom) / 64)) + pad
      guard PixelBudget.fits(width: width, height: height) else {
        throw GDError(
          "text \(quoted(text)) at \(style.pointSize) pt × \(style.scale) needs \(width)×\(height) pixels, more than the limit of \(PixelBudget.maximumPixelsPerImage)"
        )
      }
      let image = try GDImage(trueColorWidth: width, height: height, clear: false)
      try draw(
        drawable, on: image, path: resolved.path, pixelsPerEm: pixelsPerEm, x: left, y: top, family: style.family)
      let ink = inkBounds(image)
      if let ink, ink.left == 0 || ink.top == 0 || ink.right == width || ink.bottom == height,
        pad < Int(pixelsPerEm) * 4
      {
        pad *= 2
        continue
      }
      let crop = (
        left: min(ink?.left ?? left, left), top: min(ink?.top ?? top, top - ascent),
        right: max(ink?.right ?? left, left + advance), bottom: max(ink?.bottom ?? top, top + descent)
      )
      let surface = try tinted(image, crop: crop, color: style.color)
      return RenderedText(
        surface: surface, baseline: top - crop.top, originX: left - crop.left, advance: advance, ascent: ascent,
        descent: descent, fontPath: resolved.path, fontStyle: resolved.font.styleName,
        fontWeight: resolved.font.weightClass)
    }
  }
  /// The face fontconfig picks for `style`'s family, weight and slant: its file, its style as
  /// the font names it ("Book", "Bold Oblique") and its OpenType weight.
  package static func face(for style: TextStyle) throws(GDError) -> (path: String, style: String, weight: Int) {
    let resolved = try FontResolver.resolve(style.family, weight: style.weight, italic: style.italic)
    return (resolved.path, resolved.font.styleName, resolved.font.weightClass)
  }

  /// The pen advance of `text` in `style`, in whole pixels (rounded up), from libgd's metrics
  /// pass alone: what `render(text, style:).advance` gives, without drawing.
  package static func advance(of text: String, style: TextStyle) throws(GDError) -> Int {
    guard !text.isEmpty else { return 0 }
    let resolved = try FontResolver.resolve(style.family, weight: style.weight, italic: style.italic)
    let box = try layoutBox(
      escapedForLibgd(text), path: resolved.path, pixelsPerEm: style.pointSize * style.scale, family: style.family)
    return roundedUp(Double(box.advance) / 64)
  }

  /// `text` as a one-line UILabel shows it in a box `width` pixels wide (`lineBreakMode`
  /// `byTruncatingTail`): whole when its advance fits, else the longest run of leading
  /// characters whose advance with a trailing "…" fits (spaces before the "…" dropped), or
  /// "…" alone when no character does.
  package static func truncated(_ text: String, style: TextStyle, width: Int) throws(GDError) -> String {
    guard try advance(of: text, style: style) > width else { return text }
    let characters = Array(text)
    func candidate(_ count: Int) -> String {
      var kept = characters[..<count]
      while let last = kept.last, last.isWhitespace { kept.removeLast() }
      return String(kept) + ellipsis
    }
    // The advance grows with each character kept, so the longest that fits is found by halving.
    var low = 0
    var high = characters.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if try advance(of: candidate(mid), style: style) <= width { low = mid } else { high = mid - 1 }
    }
    return candidate(low)
  }

  /// The character a truncated line ends with (U+2026, as UIKit).
  package static let ellipsis = "\u{2026}"

  // MARK: - libgd passes

  /// libgd's layout box in 1/64 pixel: ink left, ink top (negative, above the baseline), ink
  /// bottom, and the pen advance. Measured with `gdFTEX_RESOLUTION` at 72 × 64 dpi, which only
  /// scales libgd's box (its layout is fixed at 300 dpi), so the box comes out in 64ths.
  private static func layoutBox(_ text: String, path: String, pixelsPerEm: Double, family: String) throws(GDError)
    -> (inkLeft: Int, inkTop: Int, inkBottom: Int, advance: Int)
  {
    var box = [Int32](repeating: 0, count: 8)
    try callLibgd(family: family, path: path) { extra in
      extra.hdpi = 72 * 64
      extra.vdpi = 72 * 64
      return gdImageStringFTEx(nil, &box, 0, path, pixelsPerEm, 0, 0, 0, text, &extra)
    }
    return (Int(box[0]), Int(box[5]), Int(box[1]), Int(box[2]))
  }

  /// Draws white text with its pen origin at (x, y) onto `image`, cleared to opaque black.
  private static func draw(
    _ text: String, on image: GDImage, path: String, pixelsPerEm: Double, x: Int, y: Int, family: String
  ) throws(GDError) {
    for row in 0..<image.height {
      image.withTrueColorRow(row) { $0.update(repeating: 0) }
    }
    try image.withPointer { (im) throws(GDError) in
      gdImageAlphaBlending(im, 1)
      var box = [Int32](repeating: 0, count: 8)
      try callLibgd(family: family, path: path) { extra in
        extra.hdpi = 72
        extra.vdpi = 72
        return gdImageStringFTEx(im, &box, 0xFF_FFFF, path, pixelsPerEm, 0, Int32(x), Int32(y), text, &extra)
      }
    }
  }

  /// Runs one `gdImageStringFTEx` call on the font file itself (`gdFTEX_FONTPATHNAME`, so the
  /// font checked is the font drawn) and turns its error string into a `GDError`.
  private static func callLibgd(
    family: String, path: String, _ body: (inout gdFTStringExtra) -> UnsafeMutablePointer<CChar>?
  ) throws(GDError) {
    let (error, warnings) = GDDiagnostics.capture { () -> String? in
      var extra = gdFTStringExtra()
      extra.flags = gdFTEX_FONTPATHNAME | gdFTEX_RESOLUTION
      return body(&extra).map { String(cString: $0).trimmingWhitespace() }
    }
    if let error {
      throw GDError("font family '\(family)' (\(path)): \(error)" + GDDiagnostics.suffix(warnings))
    }
    GDDiagnostics.forward(warnings)
  }

  // MARK: - Pixels

  /// The smallest rectangle (right and bottom exclusive) holding every pixel with coverage.
  private static func inkBounds(_ image: GDImage) -> (left: Int, top: Int, right: Int, bottom: Int)? {
    var bounds: (left: Int, top: Int, right: Int, bottom: Int)?
    for y in 0..<image.height {
      image.withTrueColorRow(y) { row in
        var first = 0
        while first < row.count && row[first] & 0xFF_0000 == 0 { first += 1 }
        guard first < row.count else { return }
        var last = row.count - 1
        while row[last] & 0xFF_0000 == 0 { last -= 1 }
        if var b = bounds {
          b.left = min(b.left, first)
          b.right = max(b.right, last + 1)
          b.bottom = y + 1
          bounds = b
        } else {
          bounds = (first, y, last + 1, y + 1)
        }
      }
    }
    return bounds
  }

  /// The cropped coverage as premultiplied `color`: alpha = coverage × color.a / 255.
  private static func tinted(
    _ image: GDImage, crop: (left: Int, top: Int, right: Int, bottom: Int), color: Color
  ) throws(GDError) -> Surface {
    let width = crop.right - crop.left
    let height = crop.bottom - crop.top
    let lookup: [UInt32] = (0...255).map { coverage in
      PremultipliedPixel.pack(
        r: UInt32(color.r), g: UInt32(color.g), b: UInt32(color.b), a: mulDiv255(UInt32(coverage), UInt32(color.a)))
    }
    let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      let out = UnsafeMutableRawPointer(buffer.baseAddress!)
      lookup.withUnsafeBufferPointer { lookup in
        for y in 0..<height {
          image.withTrueColorRow(crop.top + y) { row in
            for x in 0..<width {
              let coverage = Int((row[crop.left + x] >> 16) & 0xFF)
              out.storeBytes(of: lookup[coverage].littleEndian, toByteOffset: (y * width + x) * 4, as: UInt32.self)
            }
          }
        }
      }
      count = width * height * 4
    }
    do {
      return try Surface(width: width, height: height, pixels: pixels)
    } catch {
      throw GDError("text surface: \(error)", cause: error)
    }
  }

  private static func makeSurface(width: Int, height: Int) throws(GDError) -> Surface {
    do {
      return try Surface(width: width, height: height)
    } catch {
      throw GDError("text surface: \(error)", cause: error)
    }
  }

  // MARK: - Strings

  /// libgd reads HTML entities (`&amp;`, `&#38;`) in its input; `&` is written as `&#38;`
  /// so text is drawn literally.
  static func escapedForLibgd(_ text: String) -> String {
    text.replacingAll("&", with: "&#38;")
  }

  /// The text in double quotes with Swift's escapes (`\n`, `\"`, `\u{…}`), so messages stay one line.
  private static func quoted(_ text: String) -> String { text.debugDescription }

  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private static func roundedUp(_ value: Double) -> Int {
    Int((value - 1e-9).rounded(.up))
  }
}

extension String {
  /// This string with every occurrence of `target` replaced (Foundation-free).
  func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
