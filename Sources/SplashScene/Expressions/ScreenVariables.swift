/// The names an expression may use and their values for one device.
package struct ScreenVariables: Sendable, Hashable {
  /// Numeric variables, in the order the documentation lists them.
  package static let numberNames = ["W", "H", "safeTop", "safeBottom", "safeLeft", "safeRight", "superW", "superH"]
  /// Device predicates, in the order the documentation lists them.
  package static let predicateNames = ["notched", "tall", "iphone", "ipad", "homeIndicator", "dynamicIsland"]

  private var numbers: [String: Double]
  private let predicates: [String: Bool]

  /// The variables of `device`: its size and safe area in points (`superW`/`superH`, the
  /// superlayer's bounds, are the screen's: a top-level layer's superlayer is the window), and its
  /// predicates:
  /// `notched` (a notch or Dynamic Island), `tall` (height ≥ 2 × width), `iphone`, `ipad`,
  /// `homeIndicator` (bottom safe area > 0), `dynamicIsland`.
  package init(device: Device) {
    numbers = [
      "W": Double(device.width), "H": Double(device.height),
      "safeTop": device.safeArea.top, "safeBottom": device.safeArea.bottom,
      "safeLeft": device.safeArea.left, "safeRight": device.safeArea.right,
      "superW": Double(device.width), "superH": Double(device.height),
    ]
    predicates = [
      "notched": device.isNotched, "tall": device.isTall, "iphone": device.family == .iPhone,
      "ipad": device.family == .iPad, "homeIndicator": device.hasHomeIndicator,
      "dynamicIsland": device.cutout == .dynamicIsland,
    ]
  }

  /// The same variables for the sublayers of a layer whose bounds are `width` × `height` points:
  /// `superW` and `superH` become those; the screen's stay.
  package func inside(width: Double, height: Double) -> ScreenVariables {
    var copy = self
    copy.numbers["superW"] = width
    copy.numbers["superH"] = height
    return copy
  }

  /// The value of a numeric variable, nil for an unknown name.
  package func number(_ name: String) -> Double? { numbers[name] }

  /// The value of a predicate, nil for an unknown name.
  package func predicate(_ name: String) -> Bool? { predicates[name] }
}
