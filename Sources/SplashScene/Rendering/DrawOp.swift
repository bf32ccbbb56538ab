import SplashMotion
import SplashRaster

/// One compositing step of a frame, with every argument that decides its pixels.
///
/// `FrameRenderer` first lists a frame's steps, then performs them. Two frames whose lists start
/// with equal steps hold equal pixels after those steps, whatever else differs, which is what
/// lets `DrawPrefixCache` start a frame from a copy of the static layers under it.
indirect enum DrawOp: Sendable, Hashable {
  /// A layer's background colour inside its rounded bounds.
  case fill(
    RoundedRect, color: PremultipliedColor, transform: Transform2D, opacity: Double, antialiasedEdges: Bool)
  /// A layer's border: the ring `width` points inside its rounded bounds.
  case border(
    RoundedRect, width: Double, color: PremultipliedColor, transform: Transform2D, opacity: Double,
    antialiasedEdges: Bool)
  /// A layer's picture (`RenderAssets` key in the placement) where `PlacementCache` puts it.
  case picture(layer: String, placement: PlacementCache.Placement, opacity: Double)
  /// A template picture (`RenderingMode.alwaysTemplate`, `image` its `RenderAssets` key): its
  /// alpha filled with `tint`. The placement's image names the picture and the tint, so samples
  /// kept for one tint are never used for another.
  case templatePicture(
    layer: String, image: String, tint: PremultipliedColor, placement: PlacementCache.Placement, opacity: Double)
  /// A Lottie layer's frame (drawn by rlottie) where `PlacementCache` puts it.
  case lottie(layer: String, frame: LottieFrame, placement: PlacementCache.Placement, opacity: Double)
  /// A video layer's decoded frame where `PlacementCache` puts it.
  case video(layer: String, frame: VideoFrame, placement: PlacementCache.Placement, opacity: Double)
  /// A text layer's rasterised line, laid out in bounds of `size` points.
  case label(
    layer: String, text: String, size: SIMD2<Double>, transform: Transform2D, opacity: Double, clip: RoundedRect?,
    antialiasedEdges: Bool)
  /// Steps drawn into a transparent surface of the target's size, then composited once.
  case flattened([DrawOp], opacity: Double, clip: RoundedRect?)
  /// Steps drawn into a transparent surface of `width` × `height` (a layer's own space), then
  /// placed by `transform`.
  case layerSpace(
    [DrawOp], width: Int, height: Int, transform: Transform2D, opacity: Double, clip: RoundedRect,
    antialiasedEdges: Bool)
  /// A layer turned in 3-D with perspective, projected into the target's plane.
  case projected(ProjectedDraw)
  /// A shape layer's fill and stroke (coverage kept by `ShapeCache` while the outline stays).
  case shape(layer: String, ShapeDraw)
  /// A gradient layer's gradient inside its rounded bounds.
  case gradient(RoundedRect, Gradient, transform: Transform2D, opacity: Double, antialiasedEdges: Bool)
  // Masks and shadows.
  /// Steps drawn into a transparent surface of the target's size, multiplied by the alpha of the
  /// `mask` steps drawn likewise (`CALayer.mask`), then composited once through `clip`.
  case masked([DrawOp], mask: [DrawOp], opacity: Double, clip: RoundedRect?)
  /// A `UIView.transition` in progress: the layer's look before the transition (`old`) giving
  /// way to its live look (`new`) at `progress`, as `style` draws it. A flip holds the one side
  /// it shows, turned (`FrameRenderer.Recorder.recordTransition`), and the other empty.
  case transition(old: [DrawOp], new: [DrawOp], progress: Double, style: ViewTransition.Style)
  /// The alpha of `source` (a layer drawn at its shadow's offset) blurred by `blur`, filled with
  /// `color` at `opacity`: a layer's shadow, drawn beneath it.
  case shadow([DrawOp], blur: GaussianBlur, color: PremultipliedColor, opacity: Double)

  /// Performs the step on `surface` (the frame, an offscreen, or a band of either).
  ///
  /// - Parameters:
  ///   - prepares: lets a picture that keeps its place keep its samples (false for steps whose
  ///     result a kept surface will hold instead).
  ///   - records: lets pictures update `placements` (false for the second and later bands of a
  ///     group: the frame draws each step once, whatever the bands).
  ///   - bandRows: rows of the offscreen a flattened group is drawn in at a time (nil: the frame).
  func perform(
    on surface: inout Surface, assets: RenderAssets, placements: PlacementCache, prepares: Bool = true,
    records: Bool = true, bandRows: Int? = nil, threads: Int
  ) {
    switch self {
    case .fill(let shape, let color, let transform, let opacity, let antialiasedEdges):
      surface.fill(
        shape, color: color, transform: transform, opacity: opacity, antialiasedEdges: antialiasedEdges,
        threads: threads)
    case .border(let shape, let width, let color, let transform, let opacity, let antialiasedEdges):
      surface.fillBorder(
        shape, width: width, color: color, transform: transform, opacity: opacity, antialiasedEdges: antialiasedEdges,
        threads: threads)
    case .picture(let layer, let placement, let opacity):
      guard let picture = assets.picture(placement.image) else { return }
      placements.draw(
        picture.surface, layer: layer, placement: placement, opacity: opacity, prepares: prepares, records: records,
        threads: threads, into: &surface)
    case .templatePicture(let layer, let image, let tint, let placement, let opacity):
      guard let picture = assets.picture(image) else { return }
      placements.draw(
        assets.templates.surface(picture.surface, image: image, tint: tint), layer: layer, placement: placement,
        opacity: opacity, prepares: prepares, records: records, threads: threads, into: &surface)
    case .lottie(let layer, let frame, let placement, let opacity):
      placements.draw(
        frame.surface, layer: layer, placement: placement, opacity: opacity, prepares: prepares, records: records,
        threads: threads, into: &surface)
    case .video(let layer, let frame, let placement, let opacity):
      placements.draw(
        frame.surface, layer: layer, placement: placement, opacity: opacity, prepares: prepares, records: records,
        threads: threads, into: &surface)
    case .label(let layer, let text, let size, let transform, let opacity, let clip, let antialiasedEdges):
      guard let label = assets.label(for: layer, showing: text, laidOutIn: size) else { return }
      surface.draw(
        label.text.surface, transform: transform, opacity: opacity, clip: clip, antialiasedEdges: antialiasedEdges,
        threads: threads)
    case .flattened(let steps, let opacity, let clip):
      var band = 0
      let drawsInBands = steps.allSatisfy { $0.redrawsCheaply() }
      surface.drawFlattened(opacity: opacity, clip: clip, bandRows: drawsInBands ? bandRows : nil, threads: threads) {
        offscreen in
        for step in steps {
          step.perform(
            on: &offscreen, assets: assets, placements: placements, prepares: prepares, records: records && band == 0,
            bandRows: bandRows, threads: threads)
        }
        band += 1
      }
    case .layerSpace(let steps, let width, let height, let transform, let opacity, let clip, let antialiasedEdges):
      guard
        let offscreen = Self.offscreen(
          steps, width: width, height: height, assets: assets, placements: placements, prepares: prepares,
          records: records, threads: threads)
      else { return }
      surface.draw(
        offscreen, transform: transform, opacity: opacity, clip: clip, antialiasedEdges: antialiasedEdges,
        threads: threads)
    case .projected(let draw):
      draw.perform(
        on: &surface, assets: assets, placements: placements, prepares: prepares, records: records, threads: threads)
    case .shape(let layer, let draw):
      let (fill, stroke) = assets.shapes.coverage(draw, layer: layer)
      surface.fill(fill, color: draw.fill, stroke: stroke, color: draw.stroke, opacity: draw.opacity, threads: threads)
    case .gradient(let shape, let gradient, let transform, let opacity, let antialiasedEdges):
      surface.fill(
        shape, gradient: gradient, transform: transform, opacity: opacity, antialiasedEdges: antialiasedEdges,
        threads: threads)
    case .masked(let steps, let mask, let opacity, let clip):
      let plane = assets.planes.plane(
        of: mask, blur: GaussianBlur(sigma: 0), width: surface.width, height: surface.frameHeight, assets: assets,
        placements: placements, bandRows: bandRows, threads: threads)
      var band = 0
      let drawsInBands = steps.allSatisfy { $0.redrawsCheaply() }
      surface.drawMasked(
        by: plane, opacity: opacity, clip: clip, bandRows: drawsInBands ? bandRows : nil, threads: threads
      ) { offscreen in
        for step in steps {
          step.perform(
            on: &offscreen, assets: assets, placements: placements, prepares: prepares, records: records && band == 0,
            bandRows: bandRows, threads: threads)
        }
        band += 1
      }
    case .transition(let old, let new, let progress, let style):
      func draw(_ steps: [DrawOp], into offscreen: inout Surface, isOld: Bool) {
        for step in steps {
          // The old look is drawn once per frame beside the live one: it keeps no samples.
          step.perform(
            on: &offscreen, assets: assets, placements: placements, prepares: prepares && !isOld,
            records: records && !isOld, threads: threads)
        }
      }
      switch style {
      case .crossDissolve:
        surface.drawCrossDissolve(
          progress: progress, threads: threads, old: { draw(old, into: &$0, isOld: true) },
          new: { draw(new, into: &$0, isOld: false) })
      case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
        // One side, already turned (the other is empty): drawn straight onto the target.
        draw(old, into: &surface, isOld: true)
        draw(new, into: &surface, isOld: false)
      }
    case .shadow(let source, let blur, let color, let opacity):
      let plane = assets.planes.plane(
        of: source, blur: blur, width: surface.width, height: surface.frameHeight, assets: assets,
        placements: placements, bandRows: bandRows, threads: threads)
      surface.fill(plane, color: color, opacity: opacity)
    }
  }

  /// `steps` performed on a transparent surface of `width` × `height` (a layer's own space).
  static func offscreen(
    _ steps: [DrawOp], width: Int, height: Int, assets: RenderAssets, placements: PlacementCache, prepares: Bool,
    records: Bool, threads: Int
  ) -> Surface? {
    guard var offscreen = try? Surface(width: width, height: height) else { return nil }
    for step in steps {
      step.perform(
        on: &offscreen, assets: assets, placements: placements, prepares: prepares, records: records,
        threads: threads)
    }
    return offscreen
  }

  /// Whether drawing the step once per band of a group costs about what drawing it once does:
  /// not for a layer-space offscreen or a picture that is first resampled whole (a mip level).
  func redrawsCheaply() -> Bool {
    switch self {
    case .fill, .border, .label: return true
    case .picture(_, let placement, _), .templatePicture(_, _, _, let placement, _), .lottie(_, _, let placement, _),
      .video(_, _, let placement, _):
      return !placement.filters.resamplesWholeSource(transform: placement.transform)
    case .flattened(let steps, _, _): return steps.allSatisfy { $0.redrawsCheaply() }
    case .layerSpace, .transition: return false
    case .projected(let draw): return draw.redrawsCheaply
    case .shape, .gradient: return true
    case .masked(let steps, _, _, _): return steps.allSatisfy { $0.redrawsCheaply() }
    case .shadow: return true
    }
  }
}
