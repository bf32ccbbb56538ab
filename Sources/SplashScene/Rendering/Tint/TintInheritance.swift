import SplashMotion
import SplashRaster

/// Which tint colour each template picture is filled with, as UIKit inherits `tintColor`: the
/// layer's own when it sets one, else its nearest ancestor's, else the system default.
struct TintInheritance: Sendable {
  /// UIKit's default tint colour when no view in the chain sets one: `UIColor.systemBlue` in the
  /// light appearance, sRGB (0, 122, 255).
  static let systemDefault = Color(r: 0, g: 122, b: 255)

  /// Each template layer's id, then its ancestors' up to the top, nearest first.
  private let chains: [String: [String]]

  /// The chains of every template picture in `layers`.
  init(layers: [ResolvedLayer]) {
    var chains: [String: [String]] = [:]
    func walk(_ layer: ResolvedLayer, ancestors: [String]) {
      let chain = [layer.id] + ancestors
      if layer.drawsTemplate { chains[layer.id] = chain }
      for child in layer.children { walk(child, ancestors: chain) }
    }
    for layer in layers { walk(layer, ancestors: []) }
    self.chains = chains
  }

  /// Whether any picture is drawn as a template.
  var isEmpty: Bool { chains.isEmpty }

  /// The premultiplied tint `layer` is filled with in `states`.
  func tint(of layer: String, in states: LayerStates) -> PremultipliedColor {
    for id in chains[layer] ?? [layer] {
      guard let state = states[id] else { continue }
      let c = state[LayerProperty.Channels.tintColor]
      if c.w >= 0 { return LayerState.pixel(c) }
    }
    return Self.systemDefault.premultiplied
  }
}
