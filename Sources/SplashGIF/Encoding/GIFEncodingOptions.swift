import SplashFrames

/// What the GIF encoder may trade between size, fidelity and time.
public struct GIFEncodingOptions: Sendable, Equatable {
  /// How colours between two palette entries are drawn.
  public enum Dither: String, Sendable, CaseIterable {
    /// Ordered dithering where the source is smooth, none where its own texture (film grain,
    /// photographic noise) already mixes neighbouring palette colours: a pattern there would
    /// only add noise and bytes. The default.
    case auto
    /// A fixed 8×8 Bayer pattern tied to screen position everywhere, mixing the two palette
    /// colours that bracket the source colour. Removes banding in gradients; a pixel whose
    /// colour does not change keeps its index, so nothing crawls. Colours that hit a palette
    /// entry exactly get no pattern.
    case ordered
    /// Every pixel takes its nearest palette colour. Smallest files; gradients may band.
    case none
  }

  /// How hard the encoder works and how much error it accepts for smaller files.
  public enum Quality: String, Sendable, CaseIterable {
    /// Smallest files: a changed pixel that changes again in the next frame keeps the colour
    /// on screen when that adds at most 4 grey levels of error over the new colour (8 for a
    /// lone changed pixel between kept ones, which would cost LZW the most); gentler
    /// dithering. A pixel's last change is always written exactly.
    case low
    /// The default balance: the same within 2.5 grey levels (5 for a lone pixel).
    case medium
    /// Closest to the source: every pixel whose palette colour changes is rewritten; full
    /// dithering.
    case high
  }

  /// How many palettes an animation gets.
  public enum Palettes: String, Sendable, CaseIterable {
    /// One shared palette, and one per part where the animation cuts to a different picture
    /// and separate palettes measurably cut the colour error (see `PaletteSegments`). The
    /// default.
    case auto
    /// One palette for every frame.
    case shared
  }

  /// Colours in the palette, 2…256, one of which is reserved for transparency.
  public var colors: Int
  /// The dithering method.
  public var dither: Dither
  /// The size/fidelity balance.
  public var quality: Quality
  /// One palette, or one per part after cuts.
  public var palettes: Palettes
  /// Palettes to use as they are instead of building them (`palettes` is then ignored); empty:
  /// build them. See `FixedPalette`.
  public var fixedPalettes: [FixedPalette] = []
  /// How many times viewers play the animation: 0 = forever, otherwise a count (1 = once,
  /// written without a loop extension).
  public var loopCount: Int
  /// Lossy LZW, in grey levels: a changed pixel may take another palette colour (or keep the
  /// one on screen) when that lets LZW reuse a longer string, if the colour adds at most this
  /// much to the pixel's distance from its source colour (in squared perceptual distance, a
  /// uniform change of N grey levels) and lies within 2 × N grey levels of the exact colour;
  /// among the strings those bounds allow, the coder takes the one with the least code bits plus
  /// error per pixel, a bit being worth the squared error of N / 8 grey levels, so larger N
  /// trades more error for bytes. 0 (the default) codes every pixel exactly. Pixels that keep
  /// what is on screen are written exactly (or transparent), so nothing static flickers, and
  /// every bound is measured against the frame's own colours, so errors never build up. See
  /// `lossyRange`.
  public var lossy: Int
  /// The values `lossy` may take, in grey levels.
  public static let lossyRange = 0...32
  /// Worker threads for reading and mapping frames; 0 uses every core. The output does not
  /// depend on it.
  public var threads: Int
  /// Bytes of decoded frames kept in memory between the palette pass and the writing pass, so
  /// that a sequence that fits is read only once (frames beyond the budget are read again).
  /// Memory use is bounded by this, whatever the number of frames. Default 256 MiB.
  public var retainedFrameBytes: Int
  /// Read one frame at a time, each with every thread (`FrameSequence.frame(at:threads:)`), and
  /// split its statistics, mapping and comparison into bands of rows, instead of reading a frame
  /// per thread: for large frames of a sequence that draws a frame on several threads, where
  /// frames in flight are most of the memory. Default false. The output does not depend on it.
  public var readsOneFrameAtATime = false

  /// Every option at its default: 256 colours, automatic dither, medium quality, automatic
  /// palettes, loop forever, lossless LZW.
  public init(
    colors: Int = 256, dither: Dither = .auto, quality: Quality = .medium,
    palettes: Palettes = .auto,
    loopCount: Int = 0, threads: Int = 0, retainedFrameBytes: Int = 256 << 20, lossy: Int = 0
  ) {
    self.lossy = lossy
    self.colors = colors
    self.dither = dither
    self.quality = quality
    self.palettes = palettes
    self.loopCount = loopCount
    self.threads = threads
    self.retainedFrameBytes = retainedFrameBytes
  }

  /// Checks every field; the error names the field and its value.
  public func validate() throws(GIFError) {
    guard (2...256).contains(colors) else {
      throw GIFError("colors must be in 2...256, got \(colors)")
    }
    guard (0...65535).contains(loopCount) else {
      throw GIFError("loop count must be in 0...65535, got \(loopCount)")
    }
    guard Self.lossyRange.contains(lossy) else {
      throw GIFError("lossy must be in \(Self.lossyRange), got \(lossy)")
    }
    guard threads >= 0 else {
      throw GIFError("threads must be 0 (every core) or more, got \(threads)")
    }
    if !fixedPalettes.isEmpty {
      guard fixedPalettes[0].start == 0,
        zip(fixedPalettes, fixedPalettes.dropFirst()).allSatisfy({ $0.start < $1.start })
      else {
        throw GIFError("fixed palettes must start at 0 cs and in increasing order")
      }
      guard fixedPalettes.filter(\.isGlobal).count == 1 else {
        throw GIFError(
          "exactly one fixed palette must be the global one, got \(fixedPalettes.filter(\.isGlobal).count)"
        )
      }
      if let bad = fixedPalettes.first(where: { !(1...255).contains($0.colors.count) }) {
        throw GIFError("a fixed palette needs 1...255 colours, got \(bad.colors.count)")
      }
    }
    guard retainedFrameBytes >= 0 else {
      throw GIFError("retained frame bytes must be 0 or more, got \(retainedFrameBytes)")
    }
  }
}
