/// A Core Animation animation added to a layer: `CABasicAnimation`, `CAKeyframeAnimation`,
/// `CASpringAnimation` or `CAAnimationGroup`, with its `CAMediaTiming`, `timingFunction`,
/// `isAdditive` and `isCumulative`.
///
/// Its value at an instant: the parent's time becomes a cycle position (`MediaTiming`), the
/// `timingFunction` warps the cycle's progress, the kind gives a value, `isCumulative` adds
/// `repeatIndex ×` the value at the end of a cycle, and `isAdditive` adds the value beneath
/// (otherwise it replaces it). A group's children run on the group's cycle time, clipped to its
/// active time; the group's `timingFunction` does not bend their curves (the facts' rule; Core
/// Animation documents none).
public struct LayerAnimation: Sendable, Hashable {
  public enum Kind: Sendable, Hashable {
    case basic(AnimationTarget, AnimationValues)
    case keyframe(AnimationTarget, Keyframes)
    /// `CASpringAnimation`: from/to/by as `basic`, the progress the spring's x(t), t in real
    /// local seconds (its `duration` only truncates).
    case spring(AnimationTarget, AnimationValues, Spring)
    case group([LayerAnimation])
    /// A keyframe animation along a path (`position`); with `rotation`, `rotationMode` turns the
    /// layer along the tangent too.
    case path(AnimationTarget, PathKeyframes, rotation: PathRotation?)
    /// The tangent angle of a path animation (+π for `autoReverse`), added to the rotation beneath.
    case pathAngle(AnimationTarget, PathKeyframes, reverse: Bool)
  }

  /// `rotationMode`: the rotation channel it turns and whether it is `autoReverse`.
  public struct PathRotation: Sendable, Hashable {
    public let target: AnimationTarget
    public let reverse: Bool

    public init(target: AnimationTarget, reverse: Bool) {
      self.target = target
      self.reverse = reverse
    }
  }

  public var kind: Kind
  public var timing: MediaTiming
  /// Warps each cycle's progress; nil is linear (Core Animation's default for explicit animations).
  public var timingFunction: UnitBezier?
  public var isAdditive: Bool
  public var isCumulative: Bool

  public init(
    _ kind: Kind, timing: MediaTiming, timingFunction: UnitBezier? = nil, isAdditive: Bool = false,
    isCumulative: Bool = false
  ) {
    self.kind = kind
    self.timing = timing
    self.timingFunction = timingFunction
    self.isAdditive = isAdditive
    self.isCumulative = isCumulative
  }

  /// What it moves; nil for a group.
  public var target: AnimationTarget? {
    switch kind {
    case .basic(let target, _), .keyframe(let target, _), .spring(let target, _, _), .path(let target, _, _),
      .pathAngle(let target, _, _):
      target
    case .group: nil
    }
  }

  /// Its leaves (itself when not a group) with the timings of the groups above each, outermost first.
  func leaves(within groups: [MediaTiming] = []) -> [PlacedAnimation] {
    switch kind {
    case .group(let children): children.flatMap { $0.leaves(within: groups + [timing]) }
    case .path(_, let keyframes, let rotation?):
      [
        PlacedAnimation(groups: groups, leaf: self),
        PlacedAnimation(
          groups: groups,
          leaf: LayerAnimation(
            .pathAngle(rotation.target, keyframes, reverse: rotation.reverse), timing: timing,
            timingFunction: timingFunction, isAdditive: true)),
      ]
    default: [PlacedAnimation(groups: groups, leaf: self)]
    }
  }

  /// The render value of a leaf at a cycle position, over `beneath`.
  func value(
    at position: MediaTiming.Position, beneath: SIMD4<Double>, model: SIMD4<Double>,
    previous: () -> SIMD4<Double>
  ) -> SIMD4<Double> {
    guard let target else { return beneath }
    var value = raw(at: position.progress, beneath: beneath, model: model, previous: previous)
    if isCumulative, position.repeatIndex > 0 {
      let end = raw(at: timing.autoreverses ? 0 : 1, beneath: beneath, model: model, previous: previous)
      value += Double(position.repeatIndex) * end
    }
    return target.merge(isAdditive ? beneath + value : value, over: beneath)
  }

  /// The value of one cycle at `progress`, before cumulation and addition.
  private func raw(
    at progress: Double, beneath: SIMD4<Double>, model: SIMD4<Double>, previous: () -> SIMD4<Double>
  ) -> SIMD4<Double> {
    let p = timingFunction?.progress(at: progress) ?? progress
    func endpoints(_ values: AnimationValues) -> (from: SIMD4<Double>, to: SIMD4<Double>) {
      isAdditive
        ? values.endpoints(beneath: .zero, model: .zero, previous: { .zero })
        : values.endpoints(beneath: beneath, model: model, previous: previous)
    }
    switch kind {
    case .basic(_, let values):
      let (from, to) = endpoints(values)
      // from + (to − from)·p, exactly the endpoints at 0 and 1.
      return p >= 1 ? to : from + (to - from) * p
    case .spring(_, let values, let spring):
      let (from, to) = endpoints(values)
      return from + (to - from) * spring.value(at: p * timing.duration)
    case .keyframe(_, let keyframes):
      return keyframes.value(at: p)
    case .path(_, let keyframes, _):
      return keyframes.value(at: p)
    case .pathAngle(_, let keyframes, let reverse):
      return SIMD4(keyframes.angle(at: p) + (reverse ? .pi : 0), 0, 0, 0)
    case .group:
      return beneath
    }
  }
}
