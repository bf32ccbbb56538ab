/// A property of a layer that a timeline sets or animates, named as in scene files.
///
/// Animatable (interpolated, additive): `alpha`, `translation`, `scale`, `rotation`, `frame`,
/// `center`, `size`, `backgroundColor`, `cornerRadius`. Discrete (take effect at once, even inside a
/// delayed animation block, as UIKit does): `hidden`, `image`, `text`, `removed`.
public enum Property: String, Sendable, Hashable, CaseIterable {
  /// Opacity, a number (UIKit clamps to 0...1 when drawing).
  case alpha
  /// Transform translation, `[x, y]` in points.
  case translation
  /// Transform scale about the layer's centre, `[x, y]` or one number for both.
  case scale
  /// Transform rotation about the layer's centre, a number in radians (clockwise on screen).
  case rotation
  /// `[x, y, width, height]` in the parent's points; animates `center` and `size` together.
  case frame
  /// The layer's centre (its position with the default anchor), `[x, y]`.
  case center
  /// The bounds size, `[width, height]`.
  case size
  /// `[r, g, b, a]` (or `[r, g, b]` with a = 1), straight alpha, each 0...1.
  case backgroundColor
  /// Corner radius in points, a number.
  case cornerRadius
  /// Whether the layer (and its subtree) is hidden, a bool.
  case hidden
  /// The name of the image the layer shows, a string.
  case image
  /// The text a label shows, a string.
  case text
  /// Removal from the parent (`removeFromSuperview`), a bool; `true` removes the layer and its subtree.
  case removed

  /// Whether the property is interpolated by animations (otherwise it changes at once).
  public var isAnimatable: Bool {
    switch self {
    case .hidden, .image, .text, .removed: false
    default: true
    }
  }
}

/// A value a property is set or animated to. Which case each property takes is listed on `Property`.
public enum PropertyValue: Sendable, Hashable {
  case number(Double)
  case vector([Double])
  case bool(Bool)
  case string(String)
}

extension PropertyValue: CustomStringConvertible {
  /// The value as error messages show it: `1`, `[0, 50]`, `true`, `"logo"`.
  public var description: String {
    switch self {
    case .number(let v): MotionError.format(v)
    case .vector(let v): "[" + v.map(MotionError.format).joined(separator: ", ") + "]"
    case .bool(let v): String(v)
    case .string(let v): "\"\(v)\""
    }
  }
}
