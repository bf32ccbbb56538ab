/// How a `UIImageView` lays out its image inside its bounds.
package enum ContentMode: String, Sendable, CaseIterable {
  /// Stretch to fill the bounds exactly (UIKit's default).
  case scaleToFill
  /// Scale uniformly to fit inside, centred (letterboxed).
  case aspectFit
  /// Scale uniformly to cover, centred (overflows unless clipped).
  case aspectFill
  /// No scaling, centred.
  case center

  /// The rectangle, in the view's coordinate space, where an image of `imageSize` points is
  /// drawn inside `bounds` (image points = pixels / image scale):
  /// scaleToFill → bounds; aspectFit s = min(W/iw, H/ih); aspectFill s = max(W/iw, H/ih);
  /// center s = 1; the scaled image is centred in the bounds.
  package func imageRect(imageSize: Size, in bounds: Rect) -> Rect {
    let s: Double
    switch self {
    case .scaleToFill: return bounds
    case .aspectFit: s = min(bounds.width / imageSize.width, bounds.height / imageSize.height)
    case .aspectFill: s = max(bounds.width / imageSize.width, bounds.height / imageSize.height)
    case .center: s = 1
    }
    let w = imageSize.width * s
    let h = imageSize.height * s
    return Rect(
      x: bounds.minX + (bounds.width - w) / 2, y: bounds.minY + (bounds.height - h) / 2, width: w,
      height: h)
  }

  /// Where to draw an image of `pixelWidth` × `pixelHeight` pixels at `imageScale` (@2x → 2)
  /// inside a view's `bounds`, ready for `Surface.draw`: `transform` maps image pixels into the
  /// view's space (compose it with the view-to-device transform); `clip` is nil unless
  /// `clipsToBounds`, then it is the bounds with `cornerRadius`, expressed in image pixels.
  package func placement(
    pixelWidth: Int, pixelHeight: Int, imageScale: Double = 1, bounds: Rect,
    clipsToBounds: Bool = false,
    cornerRadius: Double = 0
  ) -> (transform: Transform2D, clip: RoundedRect?) {
    let pixels = Rect(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
    let points = Size(
      width: Double(pixelWidth) / imageScale, height: Double(pixelHeight) / imageScale)
    let transform = Transform2D(mapping: pixels, to: imageRect(imageSize: points, in: bounds))
    guard clipsToBounds, let inverse = transform.inverted else { return (transform, nil) }
    return (transform, RoundedRect(rect: bounds, cornerRadius: cornerRadius).applying(inverse))
  }
}
