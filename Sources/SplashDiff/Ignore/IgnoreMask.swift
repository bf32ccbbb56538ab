import SplashRaster

/// What a comparison leaves out: fixed regions of the screen and the bounds of layers at each
/// instant. Ignored pixels are not compared, not counted and drawn hatched in the artefacts.
public struct IgnoreMask: Sendable {
  /// Fixed regions, with where each came from (`--ignore`, `regression.ignore[0]`).
  public var regions: [(region: IgnoreRegion, source: String)]
  /// Ids of the layers whose bounds are left out.
  public var layers: [String]
  /// Pixels per point of the compared pictures.
  public var scale: Double
  /// The pixels the layers cover from `start` to `end` seconds (every frame instant in between).
  public var layerPixels: (@Sendable (_ start: Double, _ end: Double) -> [PixelRect])?

  public init(
    regions: [(region: IgnoreRegion, source: String)] = [], layers: [String] = [], scale: Double = 1,
    layerPixels: (@Sendable (Double, Double) -> [PixelRect])? = nil
  ) {
    self.regions = regions
    self.layers = layers
    self.scale = scale
    self.layerPixels = layerPixels
  }

  /// Nothing left out.
  public static let none = IgnoreMask()

  public var isEmpty: Bool { regions.isEmpty && layers.isEmpty }

  /// Throws unless every region lies inside a `width`×`height` pixel screen.
  public func validate(width: Int, height: Int) throws(DiffError) {
    for (region, source) in regions {
      if let problem = region.problem(screenWidth: width, screenHeight: height, scale: scale) {
        throw DiffError("\(source) \(region.description): \(problem)")
      }
    }
  }

  /// The rectangles left out of the interval from `start` to `end` seconds, clipped to the screen.
  public func pixels(from start: Double, to end: Double, width: Int, height: Int) -> [PixelRect] {
    let screen = PixelRect(x: 0, y: 0, width: width, height: height)
    let fixed = regions.map { $0.region.pixels(scale: scale) }
    return (fixed + (layerPixels?(start, end) ?? [])).map { $0.intersection(screen) }.filter { !$0.isEmpty }
  }

  /// The mask as report.json lists it.
  public var summary: ComparisonReport.Ignored {
    ComparisonReport.Ignored(
      regions: regions.map {
        .init(region: $0.region, source: $0.source, pixels: $0.region.pixels(scale: scale))
      },
      layers: layers)
  }
}
