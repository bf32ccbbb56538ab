import SplashMotion
import SplashRaster

/// Draws a resolved scene at any instant as UIKit would composite it, in device pixels.
///
/// Layers draw back to front: background (rounded by `cornerRadius`), then content (image placed
/// by its content mode, or text), then children, then the border (`borderWidth`, `borderColor`). The transform applies about the anchor point;
/// a layer with alpha < 1 and visible children is flattened first and faded as one (group
/// opacity); hidden and removed layers draw nothing, nor do their children; `masksToBounds` clips
/// content and children to the rounded bounds, in the layer's own space. Pictures are drawn at
/// their exact fractional position and size with the layer's filters; straight edges that a
/// rotation turns off the pixel grid are stepped unless the layer allows edge antialiasing.
package struct FrameRenderer: Sendable {
  package let scene: ResolvedScene
  /// Pixels per point of the frames drawn (the device's scale unless told otherwise).
  package let renderScale: Int
  /// Frame width in pixels: the screen's points × `renderScale`.
  package var width: Int { scene.device.width * renderScale }
  /// Frame height in pixels.
  package var height: Int { scene.device.height * renderScale }
  let assets: RenderAssets
  /// Samples of pictures that keep their place from frame to frame.
  let placements = PlacementCache()
  /// Surfaces after the steps that frames share (the static layers under the animated ones).
  let prefixes: DrawPrefixCache
  /// Frames handed back (`recycle(_:)`), drawn into instead of new memory.
  let spares: SpareFrames

  /// Bytes of part-drawn frames a renderer keeps (`DrawPrefixCache`): one frame of a tall phone
  /// at @3x (15 MB), four at @2x.
  static let prefixBudget = 16 << 20

  /// Bytes of frames handed back that a renderer keeps to draw into (`SpareFrames`): two of a
  /// tall phone at @3x, enough for an encoder that hands back each frame as it reads the next.
  static let spareBudget = 32 << 20

  /// Bytes of the offscreen a flattened group (a faded or masking layer with children) is drawn
  /// in at a time: that many rows of the frame, not the whole frame (one band per 1 MiB: 15 of a
  /// tall phone's @3x frame), with the same pixels.
  static let groupBandBytes = 1 << 20

  /// Rows of the offscreen band a flattened group is drawn in (`DrawOp.flattened`).
  let groupBandRows: Int
  /// The Lottie layers' frames and the rlottie workers that draw them.
  let lottie: LottieFrames
  /// The video layers' frames and the readers that decode them.
  let videos: VideoFrames

  /// Prepares to render `scene`, decoding its images once.
  ///
  /// - Parameters:
  ///   - renderScale: pixels per point; default the device's scale (1...3).
  ///   - cache: decoded and reduced images shared with other renders; nil decodes afresh.
  package init(scene: ResolvedScene, renderScale: Int? = nil, cache: ImageCache? = nil) throws(SceneError) {
    try self.init(scene: scene, renderScale: renderScale, cache: cache, groupBandBytes: Self.groupBandBytes)
  }

  /// As the public initializer, with the bytes of a group's offscreen band (tests draw small
  /// frames in bands of a few rows).
  init(scene: ResolvedScene, renderScale: Int?, cache: ImageCache?, groupBandBytes: Int) throws(SceneError) {
    self.scene = scene
    self.renderScale = renderScale ?? scene.device.scale
    let (width, height) = (scene.device.width * self.renderScale, scene.device.height * self.renderScale)
    guard PixelBudget.fits(width: width, height: height) else {
      throw SceneError(
        "\(scene.file): frames of \(width)×\(height) pixels (\(scene.device.name) at @\(self.renderScale)x) exceed the limit of \(PixelBudget.maximumPixelsPerImage) pixels per frame"
      )
    }
    assets = try RenderAssets(scene: scene, renderScale: self.renderScale, cache: cache)
    prefixes = DrawPrefixCache(frameBytes: width * height * 4, budget: Self.prefixBudget)
    spares = SpareFrames(width: width, height: height, budget: Self.spareBudget)
    groupBandRows = min(height, max(1, groupBandBytes / (width * 4)))
    lottie = LottieFrames(scene: scene, renderScale: self.renderScale, budget: .standard)
    videos = VideoFrames(scene: scene)
  }

  /// The frame at `t` seconds.
  ///
  /// - Parameter threads: workers for the pixel loops of this one frame (0 = every core). Renders
  ///   that draw many frames at once use 1 per frame. The pixels never depend on it.
  ///   A Lottie frame that its worker fails to draw, or a video frame that cannot be decoded, is
  ///   left out; `frame(at:threads:)` throws instead.
  package func render(at t: Double, threads: Int = 1) -> Surface {
    let states = scene.states(at: t)
    let frames = lottie.isEmpty ? [:] : ((try? lottie.frames(states, at: t)) ?? [:])
    let shown = videos.isEmpty ? [:] : ((try? videos.frames(states, at: t)) ?? [:])
    return render(states, lottie: frames, videos: shown, transitions: transitions(at: t), threads: threads)
  }

  /// The transitions in progress at `t` by layer id: their progress, style, and every layer's
  /// state just before the transition's step (the old look, held still).
  func transitions(at t: Double) -> [String: Recorder.Transition] {
    var result: [String: Recorder.Transition] = [:]
    for placed in scene.timeline.transitions {
      guard let progress = placed.progress(at: t) else { continue }
      result[placed.transition.layer] = Recorder.Transition(
        progress: progress, style: placed.transition.style, old: scene.states(at: placed.start.nextDown))
    }
    return result
  }

  /// The frame showing `states`.
  ///
  /// The frame starts from the kept surface that holds the most of its leading steps (or from
  /// the background colour) and performs the rest; the surface after the steps it shares with
  /// the frames drawn just before is kept for the next frames.
  package func render(_ states: LayerStates, threads: Int = 1) -> Surface {
    render(states, lottie: [:], threads: threads)
  }

  /// The frame showing `states`, with the Lottie and video layers' frames `lottie` and `videos`
  /// (by layer id).
  func render(
    _ states: LayerStates, lottie: [String: LottieFrame], videos: [String: VideoFrame] = [:],
    transitions: [String: Recorder.Transition] = [:], threads: Int
  ) -> Surface {
    draw(states, lottie: lottie, videos: videos, transitions: transitions, threads: threads).frame
  }

  /// The frame showing `states`, and the kept surface it was drawn over (nil: it was drawn from
  /// the background): the frame differs from that surface only where its other steps drew.
  func draw(
    _ states: LayerStates, lottie: [String: LottieFrame], videos: [String: VideoFrame] = [:],
    transitions: [String: Recorder.Transition] = [:], threads: Int
  ) -> (frame: Surface, start: Surface?) {
    let steps = self.steps(for: states, lottie: lottie, videos: videos, transitions: transitions)
    let shared = prefixes.shared(by: steps)
    var frame: Surface
    var done = 0
    var start: Surface?
    if let kept = prefixes.start(for: steps) {
      if kept.count == steps.count { return (kept.surface, kept.surface) }
      done = kept.count
      frame = spares.frame(startingFrom: kept.surface, threads: threads)
      start = kept.surface
    } else {
      frame = spares.frame(filledWith: scene.background.premultiplied)
    }
    for k in done..<steps.count {
      steps[k].perform(
        on: &frame, assets: assets, placements: placements, prepares: k >= shared, bandRows: groupBandRows,
        threads: threads)
      if k + 1 == shared && shared > done {
        prefixes.keep(frame, after: steps[..<shared])
        // The surface kept now may push `start` out of the cache: not held past it (a @3x frame
        // of a tall phone is 15 MB), this frame is resized whole.
        start = nil
      }
    }
    return (frame, start)
  }

  /// `frame`, drawn by this renderer over kept surface `start` (`draw`), resized to `width` ×
  /// `height`: against `start` resized once, only the blocks that differ are averaged again
  /// (`Surface.resized(width:height:threads:changedFrom:resizedBase:reusing:)`), into `spare`'s
  /// memory when given. The same pixels as resizing `frame` whole.
  func resized(
    _ frame: Surface, drawnOver start: Surface?, width: Int, height: Int, threads: Int,
    reusing spare: consuming Surface?
  ) -> Surface {
    guard let start else { return frame.resized(width: width, height: height, threads: threads, reusing: spare.take()) }
    let resizedStart = prefixes.resized(start, width: width, height: height) {
      start.resized(width: width, height: height, threads: threads)
    }
    return frame.resized(
      width: width, height: height, threads: threads, changedFrom: start, resizedBase: resizedStart,
      reusing: spare.take())
  }

  /// Hands back a frame this renderer drew that is no longer needed, for a later frame to be
  /// drawn into (see `SpareFrames`). Optional; later frames' pixels never depend on it. A frame
  /// that is also a kept surface (every step of it kept) stays with the cache.
  package func recycle(_ frame: consuming Surface) {
    guard !prefixes.holds(frame) else { return }
    spares.keep(frame)
  }

  /// The steps that draw `states` onto the background, back to front.
  func steps(
    for states: LayerStates, lottie: [String: LottieFrame] = [:], videos: [String: VideoFrame] = [:],
    transitions: [String: Recorder.Transition] = [:]
  ) -> [DrawOp] {
    let recorder = Recorder(states: states, assets: assets, lottie: lottie, videos: videos, transitions: transitions)
    var steps: [DrawOp] = []
    let toDevice = Transform2D(scale: Double(renderScale))
    for layer in recorder.inZOrder(scene.layers) {
      recorder.record(layer, parent: toDevice, width: width, height: height, into: &steps)
    }
    return steps
  }

  /// Lists the steps of one frame.
  struct Recorder {
    let states: LayerStates
    let assets: RenderAssets
    /// The Lottie layers' frames at this instant, by layer id.
    var lottie: [String: LottieFrame] = [:]
    /// The video layers' frames at this instant, by layer id.
    var videos: [String: VideoFrame] = [:]
    /// The transitions in progress, by layer id.
    var transitions: [String: Transition] = [:]

    /// A transition in progress on one layer.
    struct Transition {
      let progress: Double
      let style: ViewTransition.Style
      /// Every layer's state just before the transition began.
      let old: LayerStates
    }

    /// Records `layer` drawn into its parent's plane, which `parent` maps to the target;
    /// `sublayer` is the parent's `sublayerTransform` about its anchor (nil: the identity).
    func record(
      _ layer: ResolvedLayer, parent: Transform2D, sublayer: Transform3D? = nil, width: Int, height: Int,
      into steps: inout [DrawOp]
    ) {
      if let transition = transitions[layer.id] {
        recordTransition(
          transition, of: layer, parent: parent, sublayer: sublayer, width: width, height: height, into: &steps)
        return
      }
      guard let state = states[layer.id], state.isVisible else { return }
      guard sublayer != nil || !state.hasFlatTransform else {
        // The 2-D path, unchanged.
        let toParent = state.toParent(anchorPoint: layer.anchorPoint)
        if !layer.isDoubleSided && toParent.determinant < 0 { return }
        recordPlaced(layer, state, toParent.concatenating(parent), width: width, height: height, into: &steps)
        return
      }
      var local = state.toParent3D(anchorPoint: layer.anchorPoint)
      if let sublayer { local = local.concatenating(sublayer) }
      // Flattened into the parent's plane, as a plain CALayer flattens its sublayers.
      let plane = local.flattened
      let centre = (state.size.x / 2, state.size.y / 2)
      if !layer.isDoubleSided && plane.determinant * plane.w(centre.0, centre.1) < 0 { return }
      if let affine = plane.affine {
        recordPlaced(layer, state, affine.concatenating(parent), width: width, height: height, into: &steps)
      } else {
        recordProjected(
          layer, state, plane.concatenating(parent), parent: parent, width: width, height: height,
          into: &steps)
      }
    }

    /// Records a layer whose own points `toDevice` maps affinely to the target.
    func recordPlaced(
      _ layer: ResolvedLayer, _ state: LayerState, _ toDevice: Transform2D, width: Int, height: Int,
      into steps: inout [DrawOp]
    ) {
      guard toDevice.determinant != 0, toDevice.determinant.isFinite else { return }
      let alpha = state.drawnAlpha
      let children = visibleChildren(of: layer)
      let sublayer = state.sublayerTransform(anchorPoint: layer.anchorPoint)
      let groups = alpha < 1 && !children.isEmpty
      let clips = layer.masksToBounds && !children.isEmpty
      let outline = layer.outline(state)
      // An outline the compositor's clips cannot express (square or continuous corners) clips
      // through a mask of its path: the content and children are clipped to the plain bounds,
      // then masked by the outline.
      let clipsByOutline = layer.masksToBounds && outline.roundedRect == nil
      if !groups && !clips && layer.mask == nil && !clipsByOutline {
        recordShadow(layer, state, toDevice, children, opacity: alpha, width: width, height: height, into: &steps)
        recordContent(layer, state, toDevice, opacity: alpha, width: width, height: height, into: &steps)
        for child in children {
          record(child, parent: toDevice, sublayer: sublayer, width: width, height: height, into: &steps)
        }
        recordBorder(layer, state, toDevice, opacity: alpha, width: width, height: height, into: &steps)
        return
      }
      let clip = outline.roundedRect ?? RoundedRect(rect: state.bounds)
      var inner: [DrawOp] = []
      if !clips || (toDevice.b == 0 && toDevice.c == 0) {
        // Flatten in device space: no resampling of the content.
        recordShadow(layer, state, toDevice, children, opacity: 1, width: width, height: height, into: &inner)
        recordContent(layer, state, toDevice, opacity: 1, width: width, height: height, into: &inner)
        for child in children {
          record(child, parent: toDevice, sublayer: sublayer, width: width, height: height, into: &inner)
        }
        recordBorder(layer, state, toDevice, opacity: 1, width: width, height: height, into: &inner)
        // A clip by the outline's mask already has the bounds' edges: clipping again would
        // count each edge pixel's coverage twice.
        let bounds = clips && !clipsByOutline ? clip.applying(toDevice) : nil
        var masks: [[DrawOp]] = []
        if clipsByOutline {
          masks.append(
            FrameRenderer.outlineClip(
              outline, transform: toDevice, width: width, height: height, key: "\(layer.id) clip"))
        }
        if let mask = layer.mask { masks.append(recordMask(mask, toDevice, width: width, height: height)) }
        guard let last = masks.popLast() else {
          steps.append(.flattened(inner, opacity: alpha, clip: bounds))
          return
        }
        for mask in masks { inner = [.masked(inner, mask: mask, opacity: 1, clip: nil)] }
        steps.append(.masked(inner, mask: last, opacity: alpha, clip: bounds))
      } else {
        // A rotated clip: flatten in the layer's own space at the frame's resolution, then place it.
        let scale = (toDevice.a * toDevice.a + toDevice.b * toDevice.b).squareRoot()
        let layerWidth = max(1, Int((state.size.x * scale).rounded(.up)))
        let layerHeight = max(1, Int((state.size.y * scale).rounded(.up)))
        let toOffscreen = Transform2D(scale: scale)
        recordShadow(
          layer, state, toOffscreen, children, opacity: 1, width: layerWidth, height: layerHeight, into: &inner)
        recordContent(layer, state, toOffscreen, opacity: 1, width: layerWidth, height: layerHeight, into: &inner)
        for child in children {
          record(child, parent: toOffscreen, sublayer: sublayer, width: layerWidth, height: layerHeight, into: &inner)
        }
        recordBorder(layer, state, toOffscreen, opacity: 1, width: layerWidth, height: layerHeight, into: &inner)
        if clipsByOutline {
          inner = [
            .masked(
              inner,
              mask: FrameRenderer.outlineClip(
                outline, transform: toOffscreen, width: layerWidth, height: layerHeight, key: "\(layer.id) clip"),
              opacity: 1, clip: nil)
          ]
        }
        if let mask = layer.mask {
          inner = [
            .masked(
              inner, mask: recordMask(mask, toOffscreen, width: layerWidth, height: layerHeight), opacity: 1, clip: nil)
          ]
        }
        let back = Transform2D(scale: 1 / scale).concatenating(toDevice)
        // Masked by the outline, the offscreen is clipped to its own whole pixels only.
        let placed =
          clipsByOutline
          ? RoundedRect(rect: Rect(x: 0, y: 0, width: Double(layerWidth), height: Double(layerHeight)))
          : clip.applying(toOffscreen)
        steps.append(
          .layerSpace(
            inner, width: layerWidth, height: layerHeight, transform: back, opacity: alpha, clip: placed,
            antialiasedEdges: layer.allowsEdgeAntialiasing))
      }
    }

    // Masks and shadows.
    /// The steps that draw `mask` as a mask of a layer drawn by `toDevice` (the mask's frame is in
    /// that layer's bounds); none when the mask is hidden or removed, which hides the layer.
    func recordMask(_ mask: ResolvedLayer, _ toDevice: Transform2D, width: Int, height: Int) -> [DrawOp] {
      var steps: [DrawOp] = []
      record(mask, parent: toDevice, width: width, height: height, into: &steps)
      return steps
    }

    /// The layer's shadow, beneath it: the alpha of its content, sublayers and border drawn at
    /// `shadowOffset` (in the layer's own points), blurred by a Gaussian of σ = `shadowRadius`
    /// points (in device pixels: times the layer's scale on screen).
    func recordShadow(
      _ layer: ResolvedLayer, _ state: LayerState, _ toDevice: Transform2D, _ children: [ResolvedLayer],
      opacity: Double, width: Int, height: Int, into steps: inout [DrawOp]
    ) {
      let color = state.shadowPixel
      // masksToBounds clips a layer's own shadow too (Core Animation's well-known "no shadow
      // with clipsToBounds"); only a translucent layer would show the part inside, which is
      // not drawn.
      guard state.shadowOpacity > 0, color.a > 0, !layer.masksToBounds else { return }
      let offset = state.shadowOffset
      let shifted = Transform2D(translationX: offset.x, y: offset.y).concatenating(toDevice)
      var source: [DrawOp] = []
      let sublayer = state.sublayerTransform(anchorPoint: layer.anchorPoint)
      if let data = layer.shadowPathData {
        // The path alone, whatever the layer draws: its plane stays while the path and the
        // layer's placement do, so an animating subtree never re-blurs it.
        source = [
          FrameRenderer.shadowPathFill(
            data, transform: shifted, width: width, height: height, key: "\(layer.id) shadowPath")
        ]
      } else {
        recordContent(
          layer, state, shifted, opacity: 1, width: width, height: height, keySuffix: " shadow", into: &source)
        for child in children {
          record(child, parent: shifted, sublayer: sublayer, width: width, height: height, into: &source)
        }
        recordBorder(
          layer, state, shifted, opacity: 1, width: width, height: height, keySuffix: " shadow", into: &source)
        if let mask = layer.mask {
          source = [
            .masked(source, mask: recordMask(mask, shifted, width: width, height: height), opacity: 1, clip: nil)
          ]
        }
      }
      guard !source.isEmpty else { return }
      let sigma = state.shadowRadius * abs(toDevice.determinant).squareRoot()
      steps.append(
        .shadow(
          source, blur: GaussianBlur(sigma: sigma), color: color, opacity: opacity * state.shadowOpacity))
    }

    /// The layer's own drawing: background, then image or text.
    func recordContent(
      _ layer: ResolvedLayer, _ state: LayerState, _ toDevice: Transform2D, opacity: Double, width: Int, height: Int,
      keySuffix: String = "", into steps: inout [DrawOp]
    ) {
      let bounds = state.bounds
      guard !bounds.isEmpty else { return }
      let background = state.backgroundPixel
      let outline = layer.outline(state)
      if background.a > 0 {
        if let shape = outline.roundedRect {
          steps.append(
            .fill(
              shape, color: background, transform: toDevice, opacity: opacity,
              antialiasedEdges: layer.allowsEdgeAntialiasing))
        } else {
          steps.append(
            FrameRenderer.outlineFill(
              outline, color: background, transform: toDevice, opacity: opacity, width: width, height: height,
              key: "\(layer.id) background\(keySuffix)"))
        }
      }
      switch layer.kind {
      case .image:
        guard let key = state.image, let picture = assets.picture(key),
          picture.pointSize.width > 0, picture.pointSize.height > 0
        else { return }
        let placement = Self.placement(
          key, picture.surface, pointSize: picture.pointSize, layer, state, toDevice, width: width, height: height)
        if layer.drawsTemplate {
          let tint = assets.tints.tint(of: layer.id, in: states)
          let tinted = PlacementCache.Placement(
            image: "\(key) tinted \(tint.r),\(tint.g),\(tint.b),\(tint.a)", transform: placement.transform,
            clip: placement.clip, filters: placement.filters, antialiasedEdges: placement.antialiasedEdges,
            width: width,
            height: height)
          steps.append(
            .templatePicture(layer: layer.id, image: key, tint: tint, placement: tinted, opacity: opacity))
          return
        }
        steps.append(.picture(layer: layer.id, placement: placement, opacity: opacity))
      case .text:
        guard let style = layer.text, let string = state.text,
          let label = assets.label(for: layer.id, showing: string, laidOutIn: state.textLayoutSize)
        else { return }
        steps.append(
          recordLabel(
            layer.id, string, label, style, clips: layer.masksToBounds, outline: outline,
            antialiasedEdges: layer.allowsEdgeAntialiasing,
            state,
            toDevice, opacity: opacity))
      case .lottie:
        guard let frame = lottie[layer.id], let size = assets.lottieSize(layer.id) else { return }
        let placement = Self.placement(
          frame.pictureKey, frame.surface, pointSize: size, layer, state, toDevice, width: width, height: height)
        steps.append(.lottie(layer: layer.id, frame: frame, placement: placement, opacity: opacity))
      case .video:
        guard let frame = videos[layer.id] else { return }
        // Gravity places by aspect ratio only: the frame's pixels stand for its size.
        let size = Size(width: Double(frame.surface.width), height: Double(frame.surface.height))
        let placement = Self.placement(
          frame.pictureKey, frame.surface, pointSize: size, layer, state, toDevice, width: width, height: height)
        steps.append(.video(layer: layer.id, frame: frame, placement: placement, opacity: opacity))
      case .solid, .group:
        return
      case .shape:
        if let step = FrameRenderer.shapeStep(layer, state, toDevice, opacity: opacity, width: width, height: height) {
          steps.append(step)
        }
      case .gradient:
        guard let step = FrameRenderer.gradientStep(layer, state, toDevice, opacity: opacity) else { return }
        if outline.roundedRect == nil {
          // The gradient over the plain bounds, kept inside the outline.
          steps.append(
            .masked(
              [step],
              mask: FrameRenderer.outlineClip(
                outline, transform: toDevice, width: width, height: height, key: "\(layer.id) gradient\(keySuffix)"),
              opacity: 1, clip: nil))
        } else {
          steps.append(step)
        }
      }
    }

    /// Where a picture of `pointSize` (an image, or a Lottie frame) is drawn: placed in the
    /// bounds by the content mode, clipped to them with `masksToBounds`.
    static func placement(
      _ key: String, _ pixels: Surface, pointSize: Size, _ layer: ResolvedLayer, _ state: LayerState,
      _ toDevice: Transform2D, width: Int, height: Int
    ) -> PlacementCache.Placement {
      let bounds = state.bounds
      let rect = layer.contentMode.imageRect(imageSize: pointSize, in: bounds)
      let toLayer = Transform2D(
        mapping: Rect(x: 0, y: 0, width: Double(pixels.width), height: Double(pixels.height)), to: rect)
      var clip: RoundedRect?
      // Square or continuous corners are clipped by a mask of the outline instead (`record`).
      if layer.masksToBounds, let shape = layer.outline(state).roundedRect, let inverse = toLayer.inverted {
        clip = shape.applying(inverse)
      }
      return PlacementCache.Placement(
        image: key, transform: toLayer.concatenating(toDevice), clip: clip, filters: layer.filters,
        antialiasedEdges: layer.allowsEdgeAntialiasing, width: width, height: height)
    }

    /// The layer's border, drawn above its content and sublayers as Core Animation draws it.
    func recordBorder(
      _ layer: ResolvedLayer, _ state: LayerState, _ toDevice: Transform2D, opacity: Double, width: Int, height: Int,
      keySuffix: String = "", into steps: inout [DrawOp]
    ) {
      let color = state.borderPixel
      guard state.borderWidth > 0, color.a > 0, !state.bounds.isEmpty else { return }
      let outline = layer.outline(state)
      guard let shape = outline.roundedRect else {
        steps.append(
          FrameRenderer.outlineBorder(
            outline, width: state.borderWidth, color: color, transform: toDevice, opacity: opacity, width: width,
            height: height, key: "\(layer.id) border\(keySuffix)"))
        return
      }
      steps.append(
        .border(
          shape, width: state.borderWidth, color: color, transform: toDevice, opacity: opacity,
          antialiasedEdges: layer.allowsEdgeAntialiasing))
    }

    /// `transform` moved onto whole device pixels, without scaling, when it maps a line of text of
    /// `width` × `height` pixels to within half a pixel of its own size without rotating it: the
    /// glyphs, rasterised at the render scale, are then copied pixel for pixel, crisp as UIKit
    /// draws a label's text on the pixel grid. Each edge moves by at most half a pixel.
    static func snapped(_ transform: Transform2D, width: Int, height: Int) -> Transform2D {
      guard transform.b == 0, transform.c == 0, abs((transform.a - 1) * Double(width)) <= 0.5,
        abs((transform.d - 1) * Double(height)) <= 0.5
      else { return transform }
      return Transform2D(translationX: transform.tx.rounded(), y: transform.ty.rounded())
    }

    /// A UILabel's line: centred vertically on its line box, aligned horizontally, on whole
    /// device pixels when the layer is not scaled or rotated (so glyphs stay crisp).
    ///
    /// The text is laid out in the model bounds (`label.size`); while an animation shows other
    /// bounds, that drawing stretches to them, as a UILabel's contents do (`contentMode`
    /// `.redraw`, so `contentsGravity` resize).
    func recordLabel(
      _ layer: String, _ string: String, _ label: RenderAssets.Label, _ style: SceneText, clips: Bool,
      outline: LayerOutline, antialiasedEdges: Bool,
      _ state: LayerState, _ toDevice: Transform2D, opacity: Double
    ) -> DrawOp {
      let text = label.text
      let s = label.scale
      let size = label.size
      let advance = Double(text.advance) / s
      let penX: Double
      switch label.isBlock ? .left : label.alignment {
      case .left: penX = 0
      case .center: penX = (size.x - advance) / 2
      case .right: penX = size.x - advance
      }
      let lineHeight = Double(text.ascent + text.descent) / s
      let baselineY = (size.y - lineHeight) / 2 + Double(text.ascent) / s
      var toLayer = Transform2D(scale: 1 / s).concatenating(
        Transform2D(translationX: penX - Double(text.originX) / s, y: baselineY - Double(text.baseline) / s))
      if state.size != size, size.x > 0, size.y > 0 {
        toLayer = toLayer.concatenating(Transform2D(scaleX: state.size.x / size.x, y: state.size.y / size.y))
      }
      let transform = Self.snapped(
        toLayer.concatenating(toDevice), width: text.surface.width, height: text.surface.height)
      var clip: RoundedRect?
      if clips, let shape = outline.roundedRect, let inverse = toLayer.inverted {
        clip = shape.applying(inverse)
      }
      return .label(
        layer: layer, text: string, size: size, transform: transform, opacity: opacity, clip: clip,
        antialiasedEdges: antialiasedEdges)
    }
  }
}
