/// The rectangle of a frame that must be written, as palette indices.
///
/// Inside the rectangle, pixels that keep what is on screen are the transparent index when
/// they come in runs of two or more; a lone unchanged pixel between changed ones is written
/// with its colour index instead, because an isolated transparent pixel breaks LZW strings
/// for no gain.
struct FrameDelta: Sendable, Equatable {
  /// Offset of the rectangle from the left edge of the screen.
  var left: Int
  /// Offset of the rectangle from the top edge of the screen.
  var top: Int
  /// Width of the rectangle.
  var width: Int
  /// Height of the rectangle.
  var height: Int
  /// `width × height` palette indices, row-major.
  var indices: [UInt8]
  /// Whether any of `indices` is the transparent index.
  var usesTransparency: Bool
  /// The screen's indices under the rectangle before the frame, when asked for (lossy coding
  /// needs them); nil for the first frame.
  var previous: [UInt8]?
  /// The LZW-coded image data when the frame was coded here (lossy coding) rather than by libgd.
  var imageData: [UInt8]?

  init(left: Int, top: Int, width: Int, height: Int, indices: [UInt8], usesTransparency: Bool) {
    self.left = left
    self.top = top
    self.width = width
    self.height = height
    self.indices = indices
    self.usesTransparency = usesTransparency
  }
}
