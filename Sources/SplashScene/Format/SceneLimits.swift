/// The ranges every number of a scene must lie in, checked where the number enters (decoding, or
/// resolving an expression for a device), so that no later conversion or multiplication can trap,
/// hang or allocate without bound. `docs/scene-format.md` lists them under "Limits".
package enum SceneLimits {
  /// The largest magnitude of a coordinate, translation or size, in points (after evaluation).
  package static let maximumLength = 100_000.0
  /// The largest magnitude of a scale factor.
  package static let maximumScale = 1_000.0
  /// The largest magnitude of an anchor point coordinate (unit square: 0...1).
  package static let maximumAnchor = 1_000.0
  /// The largest magnitude of a rotation, in degrees.
  package static let maximumRotation = 36_000.0
  /// The largest magnitude of `m34` (perspective −1/d): an eye at least 1 point away.
  package static let maximumPerspective = 1.0
  /// The longest scene, in seconds (a render is capped lower by default: `RenderLimits`).
  package static let maximumDuration = 600.0
  /// The most layers a scene may have, counting every descendant.
  package static let maximumLayerCount = 2_000
  /// The deepest nesting of children (a top-level layer is at depth 1).
  package static let maximumNestingDepth = 16
  /// The most timeline steps.
  package static let maximumStepCount = 2_000
  /// The longest expression, in characters.
  package static let maximumExpressionLength = 500
  /// The deepest nesting of parentheses and unary operators in an expression.
  package static let maximumExpressionDepth = 32
  /// The largest number an expression may write.
  package static let maximumExpressionNumber = 1_000_000.0
  /// The longest text label, in characters.
  package static let maximumTextLength = 1_000
  /// The largest `byScreen` side, in points.
  package static let maximumScreenSide = 100_000
  // Multi-line labels.
  /// The largest `numberOfLines` of a label (0, as many as fit, is allowed too).
  package static let maximumLabelLines = 100
  /// The largest `lineHeightMultiple`.
  package static let maximumLineHeightMultiple = 10.0

  // Shape and gradient layers.
  /// The longest SVG path data of a shape layer's `path`, in characters.
  package static let maximumPathDataLength = 100_000
  /// The most commands (moves, lines, curves, closes) of a shape layer's path.
  package static let maximumPathCommands = 10_000
  /// The most points (end and control points) of a shape layer's path.
  package static let maximumPathPoints = 20_000
  /// The most lengths in a `lineDashPattern`.
  package static let maximumDashCount = 32
  /// The shortest `lineDashPattern` period (the sum of its lengths) that is not 0, in points:
  /// shorter ones would cut a long path into millions of dashes.
  package static let minimumDashPeriod = 0.5
  /// The most colours (and locations) of a gradient layer.
  package static let maximumGradientStops = 8
  /// The largest magnitude of a gradient location (0...1 spans the gradient).
  package static let maximumGradientLocation = 10.0
  // Masks and shadows.
  /// The deepest nesting of masks: a mask's layer may itself have a mask, this many levels down.
  package static let maximumMaskNesting = 4
  /// The largest `shadowRadius`, in points (the blur's standard deviation; see docs/scene-format.md).
  package static let maximumShadowRadius = 100.0

  // Core Animation animations (timeline `animations`).
  /// The largest magnitude of an animated rotation, in radians (`maximumRotation` degrees).
  package static let maximumRadians = maximumRotation * .pi / 180
  /// The most Core Animation animations in a scene, counting every group's children.
  package static let maximumAnimationCount = 2_000
  /// The most `values` (or `keyTimes`, `timingFunctions`, tension/continuity/bias) of one keyframe animation.
  package static let maximumKeyframeCount = 1_000
  /// The deepest nesting of `CAAnimationGroup`s (a top-level animation is at depth 1).
  package static let maximumGroupDepth = 8
  /// The most cycles an animation may repeat (`repeatCount`, or `repeatDuration` ÷ `duration`),
  /// other than `infinity`.
  package static let maximumRepeatCount = 100_000.0
  /// The longest `beginTime`, `duration`, `timeOffset` or `repeatDuration`, in seconds.
  package static let maximumAnimationTime = 600.0
  /// The largest `speed`.
  package static let maximumSpeed = 1_000.0
  /// The longest keyframe `path` (SVG path data), in characters; at most `maximumKeyframeCount` segments.
  package static let maximumPathLength = 20_000
  /// The most `addKeyframe` blocks of one `animateKeyframes` step (each property's track then has
  /// at most twice as many keys plus two).
  package static let maximumViewKeyframes = 500

  // Lottie files (`LottieDocument`), bounded before rlottie parses them.
  /// The largest Lottie file, in bytes.
  package static let maximumLottieBytes = 8 << 20
  /// The most layers of a Lottie file, each precomposition's counted once per use.
  package static let maximumLottieLayers = 2_000
  /// The deepest nesting of precompositions (the top-level layers are at depth 1).
  package static let maximumLottiePrecompositionDepth = 8
  /// The most shape items (group contents included).
  package static let maximumLottieShapes = 20_000
  /// The most path vertices, every keyframe's counted.
  package static let maximumLottiePoints = 500_000
  /// The most frames (op − ip), and the largest magnitude of the in frame.
  package static let maximumLottieFrames = 36_000.0
  /// The highest frame rate (`fr`).
  package static let maximumLottieFrameRate = 240.0
  /// The deepest nesting of shape groups and values the walk follows.
  static let maximumLottieJSONDepth = 64
  /// Seconds rlottie may take for one frame (or to read the file) before its worker is stopped.
  package static let lottieFrameSeconds = 10.0
  /// Bytes of address space an rlottie worker may map (`RLIMIT_AS`) beyond what it maps at start.
  package static let lottieWorkerBytes = 2 << 30

  // Video layers (`VideoClip`); frame count, duration and frame size as recordings
  // (`DecodingLimits`, `PixelBudget`).
  /// The largest video file, in bytes.
  package static let maximumVideoBytes = 512 << 20
  /// Bytes of decoded frames one video layer keeps for the frames around the one shown (at least
  /// two frames are kept whatever their size).
  package static let videoFrameBytes = 32 << 20

  /// A one-line complaint when `value` is not finite or its magnitude exceeds `limit`, else nil.
  static func outOfRange(_ value: Double, limit: Double, what: String = "") -> String? {
    guard value.isFinite, abs(value) <= limit else {
      return
        "\(what.isEmpty ? "" : what + " ")\(describe(value)) is out of range (-\(describe(limit))...\(describe(limit)))"
    }
    return nil
  }

  /// `value` as a short number: integers without a fraction, others as Swift prints them.
  static func describe(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}

extension KeyedDecodingContainer where Key == AnyKey {
  /// The number at `key`, if present, checked to be finite and within ±`limit`.
  func decodeIfPresent(_: Double.Type, forKey key: String, limit: Double) throws -> Double? {
    guard let value = try decodeIfPresent(Double.self, forKey: AnyKey(key)) else { return nil }
    if let problem = SceneLimits.outOfRange(value, limit: limit) { throw failure(problem, at: AnyKey(key)) }
    return value
  }

  /// A list of numbers at `key`, if present, each checked to be finite and within ±`limit`.
  func decodeIfPresent(_: [Double].Type, forKey key: String, limit: Double) throws -> [Double]? {
    guard let values = try decodeIfPresent([Double].self, forKey: AnyKey(key)) else { return nil }
    for (index, value) in values.enumerated() {
      if let problem = SceneLimits.outOfRange(value, limit: limit) {
        throw DecodingError.dataCorrupted(
          .init(codingPath: codingPath + [AnyKey(key), AnyKey(intValue: index)!], debugDescription: problem))
      }
    }
    return values
  }
}
