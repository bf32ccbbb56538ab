import SplashRaster

extension ActualMatching {
  /// Where each side is cut and what size it is brought to.
  struct Geometry {
    /// The compared size.
    let width: Int
    let height: Int
    let expectedCrop: PixelRect?
    let actualSize: (width: Int, height: Int)?
    let expectedSize: (width: Int, height: Int)?
    let crop: PixelRect?

    /// "actual" or "expected": the side area-averaged down; nil when neither is.
    var scaledSide: String? { actualSize != nil ? "actual" : expectedSize != nil ? "expected" : nil }

    init(_ matching: ActualMatching, expected: any AnimationSource, actual: any AnimationSource) throws {
      crop = matching.crop
      if let crop = matching.crop { try ActualMatching.check(crop, width: actual.width, height: actual.height) }
      let cut = matching.crop ?? PixelRect(x: 0, y: 0, width: actual.width, height: actual.height)
      // The expected's pixels per actual pixel, when the scales are known.
      var ratio: Double?
      switch matching.sizing {
      case .none: ratio = 1
      case .scales(let a, let e): ratio = e / a
      case .fit: ratio = nil
      }
      var expectedCrop: PixelRect?
      if let ratio, matching.crop != nil, expected.width == Self.scaled(actual.width, ratio),
        expected.height == Self.scaled(actual.height, ratio)
      {
        // The expected is the whole screen the crop was cut from: cut it at the same place.
        let x = Self.scaled(cut.x, ratio)
        let y = Self.scaled(cut.y, ratio)
        expectedCrop = PixelRect(
          x: x, y: y, width: max(1, Self.scaled(cut.maxX, ratio) - x), height: max(1, Self.scaled(cut.maxY, ratio) - y))
      }
      self.expectedCrop = expectedCrop
      let expectedCut = expectedCrop ?? PixelRect(x: 0, y: 0, width: expected.width, height: expected.height)
      var actualSize: (Int, Int)?
      var expectedSize: (Int, Int)?
      switch matching.sizing {
      case .none:
        break
      case .scales(let a, let e) where e < a:
        actualSize = (max(1, Self.scaled(cut.width, e / a)), max(1, Self.scaled(cut.height, e / a)))
      case .scales(let a, let e) where e > a:
        expectedSize = (max(1, Self.scaled(expectedCut.width, a / e)), max(1, Self.scaled(expectedCut.height, a / e)))
      case .scales:
        break
      case .fit:
        if cut.area > expectedCut.area {
          actualSize = (expectedCut.width, expectedCut.height)
        } else if cut.area < expectedCut.area || cut.width != expectedCut.width {
          expectedSize = (cut.width, cut.height)
        }
      }
      if let size = actualSize, size == (cut.width, cut.height) { actualSize = nil }
      self.actualSize = actualSize
      self.expectedSize = expectedSize
      width = actualSize?.0 ?? cut.width
      height = actualSize?.1 ?? cut.height
    }

    func actual(_ source: any AnimationSource) throws -> any AnimationSource {
      var result = source
      if let crop { result = try Self.cropped(result, to: crop) }
      if let size = actualSize { result = Self.scaled(result, to: size) }
      return result
    }

    func expected(_ source: any AnimationSource) throws -> any AnimationSource {
      var result = source
      if let expectedCrop { result = try Self.cropped(result, to: expectedCrop) }
      if let size = expectedSize { result = Self.scaled(result, to: size) }
      return result
    }

    private static func cropped(_ source: some AnimationSource, to rect: PixelRect) throws -> any AnimationSource {
      try CroppedSource(source, to: rect)
    }

    private static func scaled(_ source: some AnimationSource, to size: (width: Int, height: Int))
      -> any AnimationSource
    {
      ScaledSource(source, width: size.width, height: size.height)
    }

    static func scaled(_ length: Int, _ ratio: Double) -> Int { Int((Double(length) * ratio).rounded()) }
  }

  /// Throws when `crop` is empty or not inside a `width`×`height` actual; the message reads after
  /// the flag ("0,0,2000,10 lies outside the 390×844 recording").
  package static func check(_ crop: PixelRect, width: Int, height: Int) throws(DiffError) {
    let text = "\(crop.x),\(crop.y),\(crop.width),\(crop.height)"
    guard !crop.isEmpty else { throw DiffError("\(text) is empty: give a width and a height of at least 1") }
    guard crop.x >= 0, crop.y >= 0, crop.maxX <= width, crop.maxY <= height else {
      throw DiffError("\(text) lies outside the \(width)×\(height) recording")
    }
  }
}
