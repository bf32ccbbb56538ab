import SplashMotion
import SplashRaster

/// One layer's animatable properties at one instant, as a scene file names them: the frame
/// (origin and size in the parent's points), the transform, alpha, corner radius and background,
/// the discrete hidden / removed / text / image, and whether anything of it is drawn.
public struct MotionSample: Sendable, Hashable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public var translationX: Double
  public var translationY: Double
  public var scaleX: Double
  public var scaleY: Double
  /// Degrees, clockwise on screen (as scene files write rotations).
  public var rotation: Double
  public var alpha: Double
  public var cornerRadius: Double
  /// Straight-alpha r, g, b, a, each 0...1.
  public var background: [Double]
  public var hidden: Bool
  public var removed: Bool
  public var text: String?
  public var image: String?
  /// Whether the layer draws: attached, visible, not fully transparent, and so are its ancestors.
  public var drawn: Bool
  /// Where it and its sublayers are drawn on screen, `[x, y, width, height]` in points
  /// (`ResolvedScene.screenBounds`); nil when not drawn.
  public var screen: [Double]?

  public init(_ state: LayerState, drawn: Bool, screen: Rect? = nil) {
    self.screen = drawn ? screen.map { [$0.minX, $0.minY, $0.width, $0.height] } : nil
    let frame = state.frame
    x = frame.x
    y = frame.y
    width = frame.width
    height = frame.height
    translationX = state.translation.x
    translationY = state.translation.y
    scaleX = state.scale.x
    scaleY = state.scale.y
    rotation = state.rotation * 180 / .pi
    alpha = state.alpha
    cornerRadius = state.cornerRadius
    let c = state.backgroundColor
    background = [c.x, c.y, c.z, c.w]
    hidden = state.isHidden
    removed = state.isRemoved
    text = state.text
    image = state.image
    self.drawn = drawn
  }
}
