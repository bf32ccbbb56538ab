import SplashRaster
import SplashScene

/// Everything a comparison found, in the shape `report.json` is written.
public struct ComparisonReport: Sendable, Codable, Equatable {
  /// What was compared and how.
  public struct Settings: Sendable, Codable, Equatable {
    public var expected: String
    public var actual: String
    public var threshold: Double
    public var includeAntiAliased: Bool
    public var maxDiffPixels: Int?
    public var maxDiffRatio: Double?
    public var densityWindow: Int
    /// Differing regions under this many pixels were codec noise (nil: every region counted).
    public var minimumRegion: Int? = nil
    /// Seconds within which the expected picture before or after may match (nil: none).
    public var timeTolerance: Double? = nil
    /// The colour difference: "yiq" (pixelmatch 7.2) or "oklab" (pixelmatch's main branch).
    public var metric: ColourDifference = .yiq
    /// Whether translucent pixels were blended over pixelmatch 7's checkerboard (else over white).
    public var checkerboard: Bool = true

    /// ", OKLab HyAB (pixelmatch main, July 2026), translucency over white": what differs from the
    /// defaults (YIQ, the checkerboard), for the text reports and the review page's settings line.
    package var metricClause: String {
      (metric == .yiq ? "" : ", colour difference \(metric.label)") + (checkerboard ? "" : ", translucency over white")
    }
  }

  /// One side's shape.
  public struct Side: Sendable, Codable, Equatable {
    public var width: Int
    public var height: Int
    /// Frames read from the source.
    public var frames: Int
    /// Distinct pictures after merging identical consecutive frames.
    public var pictures: Int
    /// Total duration in seconds (0 for a still image).
    public var duration: Double
    /// When each picture appears, in seconds.
    public var changeTimes: [Double]
    /// True when the frames were rendered for the comparison (one per frame instant); nil when
    /// they were read from a file (stored, identical frames perhaps merged).
    public var rendered: Bool? = nil
  }

  /// One structural problem; any makes the comparison fail as "structure differs".
  public struct StructureFailure: Sendable, Codable, Equatable {
    /// "size", "duration" or "timing".
    public var check: String
    public var message: String
  }

  /// One compared interval: what both sides show from `start` to `end`.
  public struct Sample: Sendable, Codable, Equatable {
    public var index: Int
    /// Seconds.
    public var start: Double
    public var end: Double
    /// Frame indices (in the sources) on screen during the interval.
    public var expectedFrame: Int
    public var actualFrame: Int
    public var differentPixels: Int
    public var differentRatio: Double
    public var antialiasedPixels: Int
    /// Smallest rectangle around the differing pixels.
    public var bounds: PixelRect?
    /// The `densityWindow`-sided square with the most differing pixels, and how many it holds.
    public var densestWindow: PixelRect?
    public var densestCount: Int
    public var passed: Bool
    /// Pixels left out by ignore regions and layers (nil when nothing is ignored).
    public var ignoredPixels: Int? = nil
    /// Differing pixels in regions too small to count: codec noise (nil when every region counts).
    public var noisePixels: Int? = nil
    /// Differing regions large enough to count (nil when every region counts).
    public var regions: Int? = nil
    /// When the actual matched the expected picture before (negative: seconds it shows it late) or
    /// after (positive: seconds early) the one on screen, within the time tolerance; nil otherwise.
    public var expectedShift: Double? = nil
  }

  public var settings: Settings
  public var expected: Side
  public var actual: Side
  public var structureFailures: [StructureFailure]
  public var samples: [Sample]
  /// What was left out of the comparison (nil when nothing was).
  public var ignored: Ignored? = nil
  /// What moved differently, layer by layer, when both sides are scenes (nil otherwise).
  public var motion: MotionReport? = nil
  /// How the actual was cut, scaled, trimmed and aligned (nil when it was compared as it is).
  public var matching: Matching? = nil
  /// "golden: recorded for iphone-15 …; checked on iphone-8 …" when a golden was made for another
  /// device, scale or frame rate than the render checked against it (nil otherwise).
  public var goldenMismatch: String? = nil

  /// Samples beyond the tolerance.
  public var failingSamples: [Sample] { samples.filter { !$0.passed } }

  /// The overall verdict.
  public var outcome: Outcome {
    if !structureFailures.isEmpty { return .structureDiffers }
    return samples.allSatisfy(\.passed) ? .same : .pixelsDiffer
  }

  /// The verdict of a comparison.
  public enum Outcome: String, Sendable, Codable {
    case same
    case pixelsDiffer = "pixels differ"
    case structureDiffers = "structure differs"
  }
}
