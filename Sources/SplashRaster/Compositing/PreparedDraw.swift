/// A draw whose samples were computed once, to be composited on many frames.
///
/// A picture that keeps its place and size while other layers animate costs only a blend per
/// frame: `Surface.prepareDraw` resamples it once into destination pixels, and
/// `Surface.draw(_:opacity:threads:)` composites those samples with the draw's exact coverage.
/// The pixels are byte-identical to drawing the source with the same arguments each time.
package struct PreparedDraw: Sendable {
  /// What the samples were made for: a draw with other arguments must not use them.
  package struct Key: Sendable, Hashable {
    package let sourceWidth: Int
    package let sourceHeight: Int
    package let transform: Transform2D
    package let clip: RoundedRect?
    package let filters: SamplingFilters
    package let antialiasedEdges: Bool
    package let destinationWidth: Int
    package let destinationHeight: Int
  }

  package let key: Key
  let samples: SampleGrid?
}

extension Surface {
  /// Samples `source` for a draw onto surfaces of this one's size with these arguments (those of
  /// `draw(_:transform:opacity:clip:filters:antialiasedEdges:threads:)`); on a band, for its
  /// whole frame, so every band of it can use them.
  package func prepareDraw(
    _ source: Surface, transform: Transform2D, clip: RoundedRect? = nil, filters: SamplingFilters = .linear,
    antialiasedEdges: Bool = true, threads: Int = 1
  ) -> PreparedDraw {
    let key = PreparedDraw.Key(
      sourceWidth: source.width, sourceHeight: source.height, transform: transform, clip: clip, filters: filters,
      antialiasedEdges: antialiasedEdges, destinationWidth: width, destinationHeight: frameHeight)
    precondition(!source.isBand, "a band is drawn only by the group that made it")
    guard
      let region = region(
        of: source, transform: transform, clip: clip, antialiased: antialiasedEdges, wholeFrame: true)
    else {
      return PreparedDraw(key: key, samples: nil)
    }
    if let offset = transform.integerTranslation {
      return PreparedDraw(key: key, samples: SampleGrid(pixels: source, origin: offset))
    }
    switch Self.plan(
      source, transform: transform, region: region, filters: filters, destinationWidth: width, threads: threads)
    {
    case .bilinear(let sampled, let map):
      return PreparedDraw(
        key: key,
        samples: SampleGrid.bilinear(sampled, map: map, region: region, destinationWidth: width, threads: threads))
    case .grid(let grid):
      return PreparedDraw(key: key, samples: grid)
    }
  }

  /// Composites a prepared draw at `opacity`; the surface must have the size it was prepared for.
  package mutating func draw(_ prepared: PreparedDraw, opacity: Double = 1, threads: Int = 1) {
    let key = prepared.key
    precondition(
      key.destinationWidth == width && key.destinationHeight == frameHeight,
      "a draw prepared for \(key.destinationWidth)×\(key.destinationHeight) used on \(width)×\(frameHeight)")
    let op = opacityFactor(opacity)
    guard op > 0, let samples = prepared.samples,
      let region = CoverageRegion(
        sourceBounds: Rect(x: 0, y: 0, width: Double(key.sourceWidth), height: Double(key.sourceHeight)),
        clip: key.clip, transform: key.transform, destinationWidth: width, destinationHeight: frameHeight,
        antialiased: key.antialiasedEdges, visibleRows: isBand ? frameRows : nil)
    else { return }
    blendTranslated(samples.pixels, offset: samples.origin, region: region, op: op, threads: threads)
  }
}
