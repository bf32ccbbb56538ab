/// One difference a motion diff found, in the scene's own words.
public struct MotionChange: Sendable, Equatable, Codable {
  /// What happened to the layer.
  public enum Kind: String, Sendable, Codable {
    /// A property takes other values over a span of time.
    case changed
    /// The layer is only in the actual scene.
    case added
    /// The layer is only in the expected scene.
    case removed
  }

  public var layer: String
  public var kind: Kind
  /// The property as scene files name it (`y`, `alpha`, `scale`, `text`, …); nil for added and
  /// removed layers.
  public var property: String?
  /// When the difference begins, seconds (for an added layer: when it is first drawn).
  public var start: Double?
  /// When it ends, seconds; nil when it lasts to the end.
  public var end: Double?
  /// The line printed: "avatar: y +2 pt from 2.0 s to the end", "new layer badge from 1.2 s".
  public var line: String
  /// Where the layer and its sublayers are on screen when the difference begins, `[x, y, width,
  /// height]` in points (the review page outlines it); nil when neither side draws it.
  public var bounds: [Double]? = nil

  public init(layer: String, kind: Kind, property: String?, start: Double?, end: Double?, line: String) {
    self.layer = layer
    self.kind = kind
    self.property = property
    self.start = start
    self.end = end
    self.line = line
  }
}
