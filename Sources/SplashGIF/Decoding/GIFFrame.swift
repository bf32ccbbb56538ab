import SplashRaster

/// One composed frame of an animated GIF: what a viewer shows from `start` for `delay`.
public struct GIFFrame: Sendable, Equatable {
  /// Zero-based position in the file.
  public let index: Int
  /// The whole logical screen after this frame was drawn, premultiplied RGBA.
  public let surface: Surface
  /// When the frame appears, in hundredths of a second since the first frame (the sum of the delays before it).
  public let start: Int
  /// How long the frame stays, in hundredths of a second, exactly as written (0 without a graphic control extension).
  public let delay: Int
  /// The image's rectangle in logical-screen pixels as declared in its descriptor (unsigned
  /// 16-bit fields); it may extend past the logical screen, where it is clipped.
  public let rect: PixelRect
  /// What happens to the frame's rectangle before the next frame is drawn.
  public let disposal: GIFDisposal
  /// The colour index that leaves the canvas unchanged, if the frame has one.
  public let transparentIndex: Int?
  /// Whether the image rows were stored in the four-pass interlaced order.
  public let isInterlaced: Bool
  /// Whether the frame brought its own (local) colour table.
  public let hasLocalColorTable: Bool
  /// The colours of the table the frame's indices refer to (its local table, else the global
  /// one), as many as the file declared.
  public let colorTable: [Color]
}

/// The disposal method of a graphic control extension.
public enum GIFDisposal: Int, Sendable, Equatable {
  /// 0: the encoder did not say; viewers leave the frame in place.
  case unspecified = 0
  /// 1: leave the frame in place.
  case none = 1
  /// 2: clear the frame's rectangle to transparent (what browsers do; the "background colour" is ignored).
  case background = 2
  /// 3: restore the rectangle to what it was before the frame was drawn.
  case previous = 3

  /// The method for a raw 3-bit field; the reserved values 4–7 behave like `unspecified`, as in browsers.
  init(field: Int) {
    self = GIFDisposal(rawValue: field) ?? .unspecified
  }
}

extension GIFFrame {
  /// The delay a viewer uses for a written delay, in hundredths of a second: browsers play 0 and
  /// 1 cs as 10 cs.
  package static func playedDelay(_ delay: Int) -> Int { delay < 2 ? 10 : delay }
}
