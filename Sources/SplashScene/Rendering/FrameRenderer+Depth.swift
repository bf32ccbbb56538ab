import SplashMotion
import SplashRaster

/// Layers turned in 3-D and the order of siblings (`zPosition`).
extension FrameRenderer.Recorder {
  /// The most pixels of the plane a 3-D layer is drawn in before it is projected (4096 × 4096);
  /// a larger plane is drawn at a lower resolution.
  static let maximumPlanePixels = 4096.0 * 4096.0

  /// `layers` in drawing order: increasing `zPosition`, equal values in their order (stable).
  func inZOrder(_ layers: [ResolvedLayer]) -> [ResolvedLayer] {
    let z = layers.map { states[$0.id]?.zPosition ?? 0 }
    guard z.contains(where: { $0 != 0 }) else { return layers }
    return layers.indices.sorted { (z[$0], $0) < (z[$1], $1) }.map { layers[$0] }
  }

  /// The visible sublayers of `layer`, in drawing order.
  func visibleChildren(of layer: ResolvedLayer) -> [ResolvedLayer] {
    inZOrder(layer.children.filter { states[$0.id]?.isVisible ?? false })
  }

  /// A layer whose plane `toTarget` maps with perspective: a lone picture is sampled straight
  /// through it; anything else is first drawn in the layer's plane (its content, its sublayers
  /// flattened into it, its border and shadow) at the resolution its parent shows it at, then
  /// projected. `parent` maps the parent's plane to the target.
  func recordProjected(
    _ layer: ResolvedLayer, _ state: LayerState, _ toTarget: Homography, parent: Transform2D, width: Int, height: Int,
    into steps: inout [DrawOp]
  ) {
    let bounds = state.bounds
    let alpha = state.drawnAlpha
    let children = visibleChildren(of: layer)
    if let picture = lonePicture(layer, state, children) {
      let rect = layer.contentMode.imageRect(imageSize: picture.pointSize, in: bounds)
      let pixels = Rect(x: 0, y: 0, width: Double(picture.surface.width), height: Double(picture.surface.height))
      let toLayer = Transform2D(mapping: pixels, to: rect)
      var sourceRect: Rect?
      if layer.masksToBounds, let inverse = toLayer.inverted {
        sourceRect = inverse.boundingBox(of: bounds).intersection(pixels)
      }
      steps.append(
        .projected(
          ProjectedDraw(
            content: .picture(picture.key), homography: Homography(toLayer).concatenating(toTarget),
            sourceRect: sourceRect, opacity: alpha, antialiasedEdges: layer.allowsEdgeAntialiasing)))
      return
    }
    let extent = planeExtent(layer, state, children)
    guard !extent.isEmpty else { return }
    // At least the parent's resolution, as Core Animation draws a layer's contents at its
    // contentsScale whatever its transform shrinks it to (a flip's shrink to 0.9 keeps a 3 pt
    // border as sharp as Skia's reference draws it: 80 dB, against 41 at 0.9 × the pixels).
    let largestScale = max(1, abs(state.scale.x), abs(state.scale.y))
    var scale = abs(parent.determinant).squareRoot() * largestScale
    let pixels = extent.width * extent.height * scale * scale
    if pixels > Self.maximumPlanePixels { scale *= (Self.maximumPlanePixels / pixels).squareRoot() }
    guard scale > 0, scale.isFinite else { return }
    let planeWidth = max(1, Int((extent.width * scale).rounded(.up)))
    let planeHeight = max(1, Int((extent.height * scale).rounded(.up)))
    // The extent fills the plane's whole pixels, so that its edges are the projection's alone
    // (a plane of 91.3 px would leave a part-covered column for the projection to sample).
    let toPlane = Transform2D(translationX: -extent.minX, y: -extent.minY).concatenating(
      Transform2D(scaleX: Double(planeWidth) / extent.width, y: Double(planeHeight) / extent.height))
    var flat = state
    flat.alpha = 1
    var inner: [DrawOp] = []
    recordPlaced(layer, flat, toPlane, width: planeWidth, height: planeHeight, into: &inner)
    guard !inner.isEmpty, let fromPlane = toPlane.inverted else { return }
    steps.append(
      .projected(
        ProjectedDraw(
          content: .steps(inner, width: planeWidth, height: planeHeight),
          homography: Homography(fromPlane).concatenating(toTarget), sourceRect: nil, opacity: alpha,
          antialiasedEdges: layer.allowsEdgeAntialiasing)))
  }

  /// The picture of an image layer that draws nothing else (no background, border, shadow,
  /// mask, tint or visible sublayers), clipped at most to its square bounds.
  private func lonePicture(_ layer: ResolvedLayer, _ state: LayerState, _ children: [ResolvedLayer]) -> (
    key: String, surface: Surface, pointSize: Size
  )? {
    guard layer.kind == .image, !layer.drawsTemplate, children.isEmpty, layer.mask == nil,
      state.backgroundPixel.a == 0, state.borderWidth == 0 || state.borderPixel.a == 0,
      state.shadowOpacity == 0 || layer.masksToBounds, !layer.masksToBounds || state.cornerRadius == 0,
      let key = state.image, let picture = assets.picture(key), picture.pointSize.width > 0,
      picture.pointSize.height > 0
    else { return nil }
    return (key, picture.surface, picture.pointSize)
  }

  /// The part of a 3-D layer's plane its drawing covers, in its points: its bounds, its flat
  /// sublayers' frames (sublayers are not clipped unless `masksToBounds`) and its shadow's reach.
  private func planeExtent(_ layer: ResolvedLayer, _ state: LayerState, _ children: [ResolvedLayer]) -> Rect {
    var (x0, y0, x1, y1) = (0.0, 0.0, state.size.x, state.size.y)
    if !layer.masksToBounds {
      for child in children {
        guard let s = states[child.id], s.hasFlatTransform else { continue }
        let box = s.toParent(anchorPoint: child.anchorPoint).boundingBox(of: s.bounds)
        (x0, y0, x1, y1) = (min(x0, box.minX), min(y0, box.minY), max(x1, box.maxX), max(y1, box.maxY))
      }
      if state.shadowOpacity > 0 {
        let reach = 3 * state.shadowRadius + max(abs(state.shadowOffset.x), abs(state.shadowOffset.y))
        (x0, y0, x1, y1) = (x0 - reach, y0 - reach, x1 + reach, y1 + reach)
      }
    }
    let limit = SceneLimits.maximumLength
    (x0, y0, x1, y1) = (max(x0, -limit), max(y0, -limit), min(x1, limit), min(y1, limit))
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
