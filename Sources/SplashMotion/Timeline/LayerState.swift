/// Everything the timeline controls about one layer at one instant. The renderer reads it per
/// frame; the scene builds the initial one from its layout.
///
/// Geometry follows Core Animation with the default anchor point: `center` is the position,
/// `size` the bounds size, and `frame` is derived from both. The transform is
/// translation · rotation · scale about the centre, kept as components because UIKit
/// interpolates pure scale/translate/rotate transforms component-wise.
public struct LayerState: Sendable, Hashable {
  /// Opacity (not clamped here).
  public var alpha: Double
  /// Transform translation in points.
  public var translation: SIMD2<Double>
  /// Transform scale about the centre.
  public var scale: SIMD2<Double>
  /// Transform rotation in radians.
  public var rotation: Double
  /// The centre in the parent's points.
  public var center: SIMD2<Double>
  /// The bounds size in points (x = width, y = height).
  public var size: SIMD2<Double>
  /// Background colour, straight alpha, components 0...1 in the order r, g, b, a (x, y, z, w).
  public var backgroundColor: SIMD4<Double>
  /// Corner radius in points.
  public var cornerRadius: Double
  /// Hidden layers (and their subtrees) draw nothing.
  public var isHidden: Bool
  /// The image shown, by name.
  public var image: String?
  /// The text shown.
  public var text: String?
  /// Whether the layer has been removed from its parent.
  public var isRemoved: Bool

  /// Creates a state; every argument defaults to UIView's default (alpha 1, identity transform,
  /// zero frame, clear background, visible, attached).
  public init(
    frame: (x: Double, y: Double, width: Double, height: Double) = (0, 0, 0, 0), alpha: Double = 1,
    translation: SIMD2<Double> = .zero, scale: SIMD2<Double> = .one, rotation: Double = 0,
    backgroundColor: SIMD4<Double> = .zero, cornerRadius: Double = 0, isHidden: Bool = false,
    image: String? = nil, text: String? = nil, isRemoved: Bool = false
  ) {
    self.alpha = alpha
    self.translation = translation
    self.scale = scale
    self.rotation = rotation
    self.center = SIMD2(frame.x + frame.width / 2, frame.y + frame.height / 2)
    self.size = SIMD2(frame.width, frame.height)
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.isHidden = isHidden
    self.image = image
    self.text = text
    self.isRemoved = isRemoved
  }

  /// The untransformed frame: origin = center − size / 2.
  public var frame: (x: Double, y: Double, width: Double, height: Double) {
    get { (center.x - size.x / 2, center.y - size.y / 2, size.x, size.y) }
    set {
      center = SIMD2(newValue.x + newValue.width / 2, newValue.y + newValue.height / 2)
      size = SIMD2(newValue.width, newValue.height)
    }
  }

  /// Whether the transform is the identity.
  public var hasIdentityTransform: Bool { translation == .zero && scale == .one && rotation == 0 }
}

/// Layer states by layer id: what `Timeline.sample(at:initial:)` takes and returns.
public typealias LayerStates = [String: LayerState]
