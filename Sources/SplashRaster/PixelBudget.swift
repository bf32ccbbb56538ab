/// How many pixels one picture may have where its size comes from outside: an image file's
/// header, a GIF's logical screen, a line of text, a rendered frame. Checked before anything is
/// allocated, so a patched header or a hostile scene cannot take gigabytes.
///
/// 4096 × 4096 (16.8 million) pixels: the largest device screen (an iPad Pro 13" at @2x, 2064 × 2752)
/// fits with room for a device frame; one such surface is 64 MiB. `Surface.maximumPixelCount` stays
/// the hard ceiling for surfaces splashreel makes itself.
package enum PixelBudget {
  /// The most pixels of one decoded image, text line or rendered frame.
  package static let maximumPixelsPerImage = 4096 * 4096

  /// Whether `width` × `height` fits the budget (without overflowing).
  package static func fits(width: Int, height: Int) -> Bool {
    width > 0 && height > 0 && width <= maximumPixelsPerImage / height
  }
}
