/// An animation added to a layer by a timeline step (`layer.add(animation, forKey:)`), its
/// `beginTime` relative to the step's start.
public struct AddedAnimation: Sendable, Hashable {
  public var layer: String
  public var animation: LayerAnimation

  public init(layer: String, animation: LayerAnimation) {
    self.layer = layer
    self.animation = animation
  }
}
