import SplashRaster

extension ComparisonReport {
  /// What a comparison left out, as report.json lists it.
  public struct Ignored: Sendable, Codable, Equatable {
    /// One fixed region.
    public struct Region: Sendable, Codable, Equatable {
      public var region: IgnoreRegion
      /// Where it was given: `--ignore`, `regression.ignore[0]`.
      public var source: String
      /// The pixels it covers.
      public var pixels: PixelRect
    }

    public var regions: [Region]
    /// Layers left out at their bounds of each instant.
    public var layers: [String]
  }

  /// One line for the terminal and summary.md: "ignored: 0,0,60,20 (--ignore); layer clock".
  var ignoredLine: String? {
    guard let ignored, !(ignored.regions.isEmpty && ignored.layers.isEmpty) else { return nil }
    let regions = ignored.regions.map {
      "\($0.region.description) (\($0.source), \($0.pixels.width)×\($0.pixels.height) px at (\($0.pixels.x), \($0.pixels.y)))"
    }
    let layers = ignored.layers.map { "layer \($0) (its bounds at each instant)" }
    let most = samples.compactMap(\.ignoredPixels).max() ?? 0
    return "ignored: " + (regions + layers).joined(separator: "; ") + "; at most \(most) pixels per sample"
  }
}
