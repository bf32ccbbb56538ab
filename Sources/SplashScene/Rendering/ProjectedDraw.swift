import SplashRaster

/// A layer turned in 3-D (`DrawOp.projected`): its drawing, in its own plane, composited through
/// the exact homography from that plane to the target.
struct ProjectedDraw: Sendable, Hashable {
  /// What is projected.
  enum Content: Sendable, Hashable {
    /// A picture's own pixels (`RenderAssets` key): a lone image layer, sampled once.
    case picture(String)
    /// Steps drawn into a transparent `width` × `height` surface of the layer's plane (its
    /// background, content, sublayers flattened into it, border, shadow).
    case steps([DrawOp], width: Int, height: Int)
  }

  let content: Content
  /// Source pixels → target pixels.
  let homography: Homography
  /// The part of the source drawn, in its pixels (nil: all of it).
  let sourceRect: Rect?
  let opacity: Double
  let antialiasedEdges: Bool

  /// Performs the draw on `surface` (see `DrawOp.perform`).
  func perform(
    on surface: inout Surface, assets: RenderAssets, placements: PlacementCache, prepares: Bool, records: Bool,
    threads: Int
  ) {
    switch content {
    case .picture(let key):
      guard let picture = assets.picture(key) else { return }
      surface.drawProjected(
        picture.surface, homography: homography, sourceRect: sourceRect, opacity: opacity,
        antialiasedEdges: antialiasedEdges, threads: threads)
    case .steps(let steps, let width, let height):
      guard
        let offscreen = DrawOp.offscreen(
          steps, width: width, height: height, assets: assets, placements: placements, prepares: prepares,
          records: records, threads: threads)
      else { return }
      surface.drawProjected(
        offscreen, homography: homography, sourceRect: sourceRect, opacity: opacity,
        antialiasedEdges: antialiasedEdges, threads: threads)
    }
  }

  /// Whether drawing it once per band of a group costs about what drawing it once does.
  var redrawsCheaply: Bool {
    if case .picture = content { return true }
    return false
  }
}
