import SplashMotion
import SplashRaster

/// The values the renderer and the motion reports read off a layer's state, by their channels.
extension LayerState {
  private typealias Channels = LayerProperty.Channels

  /// The position: the centre in the parent's points (with the default anchor).
  var center: SIMD2<Double> { self[Channels.position].lowHalf }
  /// The bounds size in points (x = width, y = height).
  var size: SIMD2<Double> { self[Channels.size].lowHalf }
  var translation: SIMD2<Double> { self[Channels.translation].lowHalf }
  var scale: SIMD2<Double> { self[Channels.scale].lowHalf }
  /// Radians, clockwise on screen.
  var rotation: Double { self[Channels.rotation].x }
  var alpha: Double {
    get { self[Channels.opacity].x }
    set { self[Channels.opacity] = SIMD4(newValue, 0, 0, 0) }
  }
  var cornerRadius: Double { self[Channels.cornerRadius].x }
  var borderWidth: Double { self[Channels.borderWidth].x }
  var isHidden: Bool {
    get { self[Channels.hidden] == .bool(true) }
    set { self[Channels.hidden] = .bool(newValue) }
  }
  var isRemoved: Bool {
    get { self[Channels.removed] == .bool(true) }
    set { self[Channels.removed] = .bool(newValue) }
  }

  /// The key of the image shown.
  var image: String? {
    get {
      if case .string(let key) = self[Channels.image] { return key }
      return nil
    }
    set { self[Channels.image] = newValue.map(PropertyValue.string) }
  }

  /// The text a label shows.
  var text: String? {
    if case .string(let text) = self[Channels.text] { return text }
    return nil
  }

  /// The untransformed frame: origin = center − size / 2.
  var frame: (x: Double, y: Double, width: Double, height: Double) {
    (center.x - size.x / 2, center.y - size.y / 2, size.x, size.y)
  }

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

  /// The background as a premultiplied colour.
  var backgroundPixel: PremultipliedColor { Self.pixel(self[Channels.backgroundColor]) }

  /// The border's colour as a premultiplied colour.
  var borderPixel: PremultipliedColor { Self.pixel(self[Channels.borderColor]) }

  // Shadows.
  var shadowOpacity: Double { self[Channels.shadowOpacity].x }
  /// The shadow's colour as a premultiplied colour.
  var shadowPixel: PremultipliedColor { Self.pixel(self[Channels.shadowColor]) }
  /// The shadow's offset in the layer's own points.
  var shadowOffset: SIMD2<Double> { self[Channels.shadowOffset].lowHalf }
  var shadowRadius: Double { self[Channels.shadowRadius].x }

  /// Straight-alpha components 0...1 as a premultiplied colour, each rounded to 8 bits.
  static func pixel(_ color: SIMD4<Double>) -> PremultipliedColor {
    let c = (color.clamped(lowerBound: .zero, upperBound: .one) * 255).rounded(.toNearestOrAwayFromZero)
    return Color(r: UInt8(c.x), g: UInt8(c.y), b: UInt8(c.z), a: UInt8(c.w)).premultiplied
  }
}
