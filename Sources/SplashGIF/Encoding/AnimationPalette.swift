import SplashRaster

/// One palette for a whole animation and the mapping of its frames into it, for indexed-colour
/// formats other than GIF (APNG): the same statistics and quantiser as the GIF encoder (median
/// cut and k-means in a perceptual space; exactly the animation's colours when it has no more
/// than the palette holds), with nearest-colour mapping and no dither pattern, which keeps flat
/// interface colours clean and costs no bytes in noise. Frames are premultiplied colour over
/// black; alpha is not kept.
///
///     var builder = AnimationPalette.Builder(maximumColors: 128)
///     for frame in frames { builder.add(frame) }
///     let palette = builder.palette(threads: 2)
///     let indices = palette.indices(of: frames[0])
package struct AnimationPalette: Sendable {
  /// The most colours a palette may have (`PaletteMapper`'s pair table indexes 255 entries).
  package static let maximumColors = 255

  /// The palette's colours, darkest first.
  package let colors: [Color]
  private let mapper: PaletteMapper

  /// Gathers the colours of an animation's frames, each frame counted whole and equally.
  package struct Builder: Sendable {
    private var statistics: ColorStatistics
    private var coarse = CoarseHistogram()
    private let maximumColors: Int
    private let refinements: Int

    /// A builder for a palette of 2…`AnimationPalette.maximumColors` colours; `refinements`
    /// k-means steps after the median cut (the GIF encoder's high quality uses 8).
    package init(maximumColors: Int, refinements: Int = 8) {
      precondition((2...AnimationPalette.maximumColors).contains(maximumColors), "palettes hold 2…255 colours")
      self.maximumColors = maximumColors
      self.refinements = refinements
      statistics = ColorStatistics(exactLimit: maximumColors)
    }

    /// Counts every pixel of `frame`.
    package mutating func add(_ frame: Surface) {
      statistics.add(frame, previous: nil, weight: 1, coarse: &coarse)
    }

    /// The palette for the frames added so far (at least one); `threads` fill the mapper's table.
    package func palette(threads: Int) -> AnimationPalette {
      let colors = PaletteQuantizer.palette(
        from: statistics, maximumColors: maximumColors, refinements: refinements)
      let mapper = PaletteMapper(
        colors: colors, dither: OrderedDither(strength: 0), statistics: statistics, threads: max(1, threads))
      return AnimationPalette(colors: colors, mapper: mapper)
    }
  }

  /// The palette index of every pixel of `frame`, row-major.
  package func indices(of frame: Surface) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: frame.width * frame.height)
    out.withUnsafeMutableBufferPointer { mapper.map(frame, previous: nil, unchanged: 0, into: $0) }
    return out
  }
}
