import SplashRaster

/// How the actual side (usually a screen recording) is brought onto the expected one before they
/// are compared: cut to a rectangle, brought to the same scale, trimmed, and shifted in time.
///
/// Order: `crop` (actual pixels) → scale (the larger side is area-averaged down to the smaller) →
/// `trimStart`/`trimEnd` → alignment. When the expected is the whole screen the crop was cut from
/// (its size is the uncropped actual's at the expected's scale), the same rectangle is cut from the
/// expected too, so cutting a status bar leaves it out of both sides.
package struct ActualMatching: Sendable {
  /// How the two sides are brought to the same size.
  package enum Sizing: Sendable, Equatable {
    /// Compared as they are.
    case none
    /// The actual has `actual` pixels per point and the expected `expected`; the side with more is
    /// area-averaged down to the other's scale.
    case scales(actual: Double, expected: Double)
    /// The larger side (by area) is area-averaged to the smaller's size.
    case fit
  }

  /// When the actual plays the expected.
  package enum Alignment: Sendable, Equatable {
    /// From the start of both (after the trims).
    case none
    /// Found from the two sides' change over time (`TimeAligner`).
    case auto
    /// The actual shows at t + offset (µs) what the expected shows at t.
    case offset(Int)
  }

  package var crop: PixelRect?
  package var sizing: Sizing
  /// µs cut from the start and the end of the actual.
  package var trimStart: Int
  package var trimEnd: Int
  package var alignment: Alignment

  package init(
    crop: PixelRect? = nil, sizing: Sizing = .none, trimStart: Int = 0, trimEnd: Int = 0, alignment: Alignment = .none
  ) {
    self.crop = crop
    self.sizing = sizing
    self.trimStart = trimStart
    self.trimEnd = trimEnd
    self.alignment = alignment
  }

  /// Whether anything is changed at all.
  package var isIdentity: Bool {
    crop == nil && sizing == .none && trimStart == 0 && trimEnd == 0 && alignment == .none
  }

  /// The two sides ready to compare and what was done to them.
  package struct Prepared {
    package let expected: any AnimationSource
    package let actual: any AnimationSource
    package let report: ComparisonReport.Matching
  }

  /// Opens both sides (`expected` and `actual` each open a fresh source: a trim from the end, an
  /// alignment or a fixed offset read them once first) and adapts them.
  package func prepare(
    expected openExpected: @escaping () throws -> any AnimationSource,
    actual openActual: @escaping () throws -> any AnimationSource
  ) throws -> Prepared {
    let probeExpected = try openExpected()
    let probeActual = try openActual()
    let geometry = try Geometry(self, expected: probeExpected, actual: probeActual)

    let actualFrames = { () throws -> any AnimationSource in try geometry.actual(try openActual()) }
    let expectedFrames = { () throws -> any AnimationSource in try geometry.expected(try openExpected()) }

    // Time: the actual's length for --trim-end, the offset, and the expected's length to cut the actual to.
    var actualProfile: MotionProfile?
    var expectedProfile: MotionProfile?
    let grid = MotionProfile.grid(width: geometry.width, height: geometry.height)
    if trimEnd > 0 || alignment != .none {
      actualProfile = try MotionProfile(actualFrames(), columns: grid.columns, rows: grid.rows)
    }
    let actualEnd = actualProfile.map { $0.duration - trimEnd }
    if let actualEnd, actualEnd <= trimStart {
      throw DiffError(
        "\(probeActual.name): trimming \(AnimationComparator.format(trimStart)) from the start and "
          + "\(AnimationComparator.format(trimEnd)) from the end leaves nothing of its "
          + AnimationComparator.format(actualProfile!.duration))
    }
    let trimmed = { () throws -> any AnimationSource in
      let source = try actualFrames()
      return self.trimStart == 0 && self.trimEnd == 0
        ? source : Self.window(source, from: self.trimStart, to: actualEnd, extraQuantum: 0)
    }
    var offset = 0
    var found: TimeAlignment?
    if alignment != .none {
      expectedProfile = try MotionProfile(expectedFrames(), columns: grid.columns, rows: grid.rows)
      if case .offset(let given) = alignment { offset = given }
      if alignment == .auto {
        let trimmedProfile = try MotionProfile(trimmed(), columns: grid.columns, rows: grid.rows)
        found = TimeAligner().align(expected: expectedProfile!, actual: trimmedProfile)
        offset = found?.offset ?? 0
      }
    }
    let expectedDuration = expectedProfile?.duration
    let actualSource: any AnimationSource
    if let expectedDuration {
      let base = try trimmed()
      actualSource = Self.window(
        base, from: offset, to: offset + max(expectedDuration, 1), extraQuantum: found?.precision ?? 0)
    } else {
      actualSource = try trimmed()
    }
    let report = ComparisonReport.Matching(
      actualSize: .init(width: probeActual.width, height: probeActual.height), crop: crop,
      expectedCrop: geometry.expectedCrop,
      comparedSize: .init(width: geometry.width, height: geometry.height),
      scaled: geometry.scaledSide, trimStart: AnimationComparator.seconds(trimStart),
      trimEnd: AnimationComparator.seconds(trimEnd), alignment: Self.mode(alignment, found: found != nil),
      offset: AnimationComparator.seconds(offset), precision: found.map { AnimationComparator.seconds($0.precision) },
      comparedFrom: alignment == .none ? nil : AnimationComparator.seconds(trimStart + offset),
      comparedTo: expectedDuration.map { AnimationComparator.seconds(trimStart + offset + $0) })
    return Prepared(expected: try expectedFrames(), actual: actualSource, report: report)
  }

  private static func window(_ source: some AnimationSource, from: Int, to: Int?, extraQuantum: Int)
    -> any AnimationSource
  {
    TimeWindowSource(source, from: from, to: to, extraQuantum: extraQuantum)
  }

  private static func mode(_ alignment: Alignment, found: Bool) -> String {
    switch alignment {
    case .none: return "none"
    case .auto: return found ? "auto" : "auto (nothing moves on one side: not shifted)"
    case .offset: return "given"
    }
  }
}
