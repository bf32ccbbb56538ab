/// What one comparison measures, resolved once per comparison: the colour difference, the test
/// that proves four pixel pairs the same without it, and the brightness the anti-aliasing test
/// follows. `PixelMatch.classify` is generic over it, so each rule's code is specialised inline
/// (no dispatch per pixel).
protocol PixelRule: Sendable {
  /// Whether four pixel pairs are proven the same without the colour difference (false: look at each).
  func allSame(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Bool
  /// Whether two pixels whose words differ are farther apart than the threshold; `offset` is the
  /// byte offset of the pixel (where the checkerboard is sampled).
  func differs(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, offset: Int) -> Bool
  /// The brightness difference of a neighbour for the anti-aliasing test (positive: `centre` is brighter).
  func brightness(_ centre: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, offset: Int) -> Double
  /// The rule one band of rows uses (with scratch memory of its own, if any); `endBand` frees it.
  func forBand() -> Self
  func endBand()
}

extension PixelRule {
  func forBand() -> Self { self }
  func endBand() {}
}

/// pixelmatch 7.2: YIQ, translucent pixels over the checkerboard (or white).
struct YIQRule: PixelRule {
  let maximumDelta: Double
  let checkerboard: Bool
  let limits: SIMD8<Int16>?

  init(threshold: Double, checkerboard: Bool) {
    maximumDelta = YIQ.maximumDelta * threshold * threshold
    self.checkerboard = checkerboard
    limits = FastSame.limits(maximumDelta: maximumDelta)
  }

  @inline(__always)
  func allSame(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Bool {
    guard let limits else { return false }
    return FastSame.allSame(a, b, limits)
  }

  @inline(__always)
  func differs(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, offset: Int) -> Bool {
    YIQ.delta(a, b, offset: offset, checkerboard: checkerboard) > maximumDelta
  }

  @inline(__always)
  func brightness(_ centre: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, offset: Int) -> Double {
    YIQ.brightnessDelta(centre, other, offset: offset, checkerboard: checkerboard)
  }
}

/// pixelmatch's main branch (July 2026): OKLab HyAB, translucent pixels over the checkerboard (or
/// white); its anti-aliasing test blends over white.
struct OKLabRule: PixelRule, @unchecked Sendable {
  let threshold: Double
  let checkerboard: Bool
  let tables: UnsafePointer<Double>
  let limits: OKLabFastSame.Limits
  let boxes: UnsafePointer<UInt8>
  /// A band's memo of opaque colours' l, m, s, Lr (nil outside a band).
  private var cache: OKLab.ColourCache?

  /// `boxes` must point at `limits.boxes` for as long as the rule is used.
  init(threshold: Double, checkerboard: Bool, limits: OKLabFastSame.Limits, boxes: UnsafePointer<UInt8>) {
    self.threshold = threshold
    self.checkerboard = checkerboard
    tables = OKLab.tables
    self.limits = limits
    self.boxes = boxes
  }

  func forBand() -> OKLabRule {
    var rule = self
    rule.cache = OKLab.ColourCache.take(threshold: threshold)
    return rule
  }

  func endBand() { cache.map(OKLab.ColourCache.give) }

  @inline(__always)
  func allSame(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>) -> Bool {
    guard let vector = limits.vector else { return false }
    return OKLabFastSame.allSame(a, b, vector)
  }

  @inline(__always)
  func differs(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, offset: Int) -> Bool {
    if a[3] & b[3] == 255 {
      if let cache {
        return cache.verdict(a, b) {
          !OKLabFastSame.boxSame(a, b, boxes)
            && OKLab.differs(cache.colour(a, tables), cache.colour(b, tables), threshold: threshold)
        }
      }
      if OKLabFastSame.boxSame(a, b, boxes) { return false }
    }
    return OKLab.differs(a, b, offset: offset, checkerboard: checkerboard, threshold: threshold, tables)
  }

  @inline(__always)
  func brightness(_ centre: UnsafePointer<UInt8>, _ other: UnsafePointer<UInt8>, offset: Int) -> Double {
    OKLab.brightnessDelta(centre, other)
  }
}
