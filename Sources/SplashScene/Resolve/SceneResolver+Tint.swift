import SplashMotion

extension SceneResolver {
  /// `initial` with a starting tint for each layer whose tint the timeline changes but which sets
  /// none itself: the colour it inherits at launch (its nearest ancestor's, or the system
  /// default), so an animation runs from the colour on screen, as a UIKit animation of a view's
  /// `tintColor` from its inherited value does. Layers the timeline leaves alone keep inheriting
  /// live, following an animated ancestor.
  static func startingTints(_ initial: LayerStates, layers: [ResolvedLayer], steps: [Step]) -> LayerStates {
    let name = LayerProperty.tintColor.key
    var changed = Set<String>()
    for step in steps {
      for set in step.assignments where set.property.name == name { changed.insert(set.layer) }
    }
    guard !changed.isEmpty else { return initial }
    var states = initial
    let channel = LayerProperty.Channels.tintColor
    func walk(_ layer: ResolvedLayer, inherited: SIMD4<Double>) {
      guard var state = states[layer.id] else { return }
      var own = state[channel]
      if own.w < 0 && changed.contains(layer.id) {
        state[channel] = inherited
        states[layer.id] = state
        own = inherited
      }
      for child in layer.children { walk(child, inherited: own.w < 0 ? inherited : own) }
    }
    let c = TintInheritance.systemDefault
    let system = SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a)) / 255
    for layer in layers { walk(layer, inherited: system) }
    return states
  }
}
