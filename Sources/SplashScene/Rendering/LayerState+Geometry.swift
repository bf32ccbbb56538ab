import SplashMotion
import SplashRaster

extension LayerState {
  /// The layer's bounds in its own points: (0, 0, width, height).
  var bounds: Rect { Rect(x: 0, y: 0, width: size.x, height: size.y) }

  /// The layer's own transform (`view.transform`): scale, then rotation, then translation, about
  /// the anchor point.
  var transform: Transform2D {
    Transform2D(scaleX: scale.x, y: scale.y)
      .concatenating(Transform2D(rotationAngle: rotation))
      .concatenating(Transform2D(translationX: translation.x, y: translation.y))
  }

  /// The map from the layer's own points to its parent's, UIKit's way: the anchor point sits at
  /// `frame.origin + anchorPoint · frame.size` and the transform applies about it.
  func toParent(anchorPoint: Point) -> Transform2D {
    let f = frame
    return Transform2D.layer(
      frame: Rect(x: f.x, y: f.y, width: f.width, height: f.height), anchorPoint: anchorPoint, transform: transform)
  }

  /// Opacity as drawn: UIKit clamps alpha to 0...1.
  var drawnAlpha: Double { min(1, max(0, alpha)) }

  /// Whether the layer draws at all: attached, visible and not fully transparent.
  var isVisible: Bool { !isRemoved && !isHidden && (drawnAlpha * 255).rounded() > 0 }

  /// The background as a premultiplied colour (components 0...1, straight alpha, rounded to 8 bits).
  var backgroundPixel: PremultipliedColor {
    let c = (backgroundColor.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero)
    return Color(r: UInt8(c.x), g: UInt8(c.y), b: UInt8(c.z), a: UInt8(c.w)).premultiplied
  }
}
