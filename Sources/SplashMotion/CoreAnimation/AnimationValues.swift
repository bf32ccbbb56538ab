/// `CABasicAnimation`'s `fromValue`, `toValue` and `byValue` (also `CASpringAnimation`'s), and
/// the endpoints each combination stands for, as Apple documents them:
///
/// | given | from | to |
/// |---|---|---|
/// | from, to | from | to |
/// | from, by | from | from + by |
/// | by, to | to − by | to |
/// | from | from | the model value |
/// | to | the value beneath | to |
/// | by | the value beneath | the value beneath + by |
/// | none | the presentation value before the step | the model value |
///
/// "The value beneath" is the layer's render value under this animation at that instant (the
/// model value with the animations added before it). In an additive animation a missing endpoint
/// is 0 instead: its values are offsets [ours].
public struct AnimationValues: Sendable, Hashable {
  public var from: SIMD4<Double>?
  public var to: SIMD4<Double>?
  public var by: SIMD4<Double>?

  public init(from: SIMD4<Double>? = nil, to: SIMD4<Double>? = nil, by: SIMD4<Double>? = nil) {
    self.from = from
    self.to = to
    self.by = by
  }

  /// The endpoints at one instant.
  ///
  /// - Parameters:
  ///   - beneath: the render value under the animation now.
  ///   - model: the model value now.
  ///   - previous: the presentation value just before the animation's step (read only when no
  ///     value is given).
  package func endpoints(
    beneath: SIMD4<Double>, model: SIMD4<Double>, previous: () -> SIMD4<Double>
  ) -> (from: SIMD4<Double>, to: SIMD4<Double>) {
    switch (from, to, by) {
    case (let f?, let t?, _): (f, t)
    case (let f?, nil, let b?): (f, f + b)
    case (nil, let t?, let b?): (t - b, t)
    case (let f?, nil, nil): (f, model)
    case (nil, let t?, nil): (beneath, t)
    case (nil, nil, let b?): (beneath, beneath + b)
    case (nil, nil, nil): (previous(), model)
    }
  }
}
