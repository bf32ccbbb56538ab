/// A screen to render for: portrait size in points, scale, safe area and the shape of its display.
///
/// Catalog devices have stable names (`iphone-15-pro`); custom screens are written `WxH@S`
/// (`390x844@3`) and are named that way.
public struct Device: Sendable, Hashable {
  /// Which product line a device belongs to; scene conditions test it (`ipad`, `iphone`).
  public enum Family: String, Sendable, Hashable, Codable {
    case iPhone = "iphone"
    case iPad = "ipad"
  }

  /// What interrupts the top of the display.
  public enum Cutout: String, Sendable, Hashable, Codable {
    /// A rectangular screen under a status bar (home-button devices, iPads).
    case none
    /// The TrueDepth notch (iPhone X to 14).
    case notch
    /// The Dynamic Island (iPhone 14 Pro and later).
    case dynamicIsland = "dynamic-island"
  }

  /// The stable name (`iphone-8`) or, for a custom screen, its `WxH@S` spelling.
  public let name: String
  /// The marketing names this entry stands for, e.g. "iPhone X, XS, 11 Pro".
  public let models: String
  public let family: Family
  /// Portrait width in points.
  public let width: Int
  /// Portrait height in points.
  public let height: Int
  /// Pixels per point (1, 2 or 3).
  public let scale: Int
  /// Portrait safe-area insets in points.
  public let safeArea: EdgeInsets
  /// The radius of the display's rounded corners in points (0 for square corners).
  public let cornerRadius: Double
  public let cutout: Cutout

  public init(
    name: String, models: String, family: Family, width: Int, height: Int, scale: Int,
    safeArea: EdgeInsets, cornerRadius: Double, cutout: Cutout
  ) {
    self.name = name
    self.models = models
    self.family = family
    self.width = width
    self.height = height
    self.scale = scale
    self.safeArea = safeArea
    self.cornerRadius = cornerRadius
    self.cutout = cutout
  }

  /// Width in device pixels.
  public var pixelWidth: Int { width * scale }
  /// Height in device pixels.
  public var pixelHeight: Int { height * scale }
  /// Height divided by width (portrait), e.g. 2.165 for an iPhone X.
  public var aspectRatio: Double { Double(height) / Double(width) }

  /// Whether the top of the display is cut by a notch or a Dynamic Island.
  public var isNotched: Bool { cutout != .none }
  /// Whether the screen is at least twice as tall as wide (every Face ID iPhone).
  public var isTall: Bool { aspectRatio >= 2 }
  /// Whether the device unlocks with Face ID and so has a home indicator (bottom safe area > 0).
  public var hasHomeIndicator: Bool { safeArea.bottom > 0 }
}
