import SplashMotion
import SplashRaster

extension ResolvedScene {
  /// Where the layer `id` and its sublayers are drawn at `t`: the smallest axis-aligned rectangle
  /// in screen points around their transformed bounds; nil when nothing of it is drawn then (or
  /// no layer has that id).
  package func screenBounds(of id: String, at t: Double) -> Rect? {
    screenBounds(states(at: t))[id]
  }

  /// `screenBounds(of:at:)` for every drawn layer at once, from states already sampled.
  package func screenBounds(_ states: LayerStates) -> [String: Rect] {
    var boxes: [String: Rect] = [:]
    func visit(_ layer: ResolvedLayer, _ parent: Transform2D) -> Rect? {
      guard let state = states[layer.id], state.isVisible else { return nil }
      let toScreen = state.toParent(anchorPoint: layer.anchorPoint).concatenating(parent)
      var result = Self.box(state.bounds, toScreen)
      for child in layer.children {
        if let inner = visit(child, toScreen) { result = Self.union(result, inner) }
      }
      boxes[layer.id] = result
      return result
    }
    for layer in layers { _ = visit(layer, .identity) }
    return boxes
  }

  /// Every layer id, depth first.
  package var layerIDs: [String] { layers.flatMap(\.flattened).map(\.id) }

  private static func box(_ rect: Rect, _ t: Transform2D) -> Rect {
    let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
      .map { (x: t.a * $0.0 + t.c * $0.1 + t.tx, y: t.b * $0.0 + t.d * $0.1 + t.ty) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  private static func union(_ a: Rect, _ b: Rect) -> Rect {
    let x = min(a.minX, b.minX)
    let y = min(a.minY, b.minY)
    return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
  }
}
