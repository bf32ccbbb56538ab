import SplashMotion

extension MotionTrack {
  /// The spans of a step's `animateKeyframes` calls (one per property a call animates) and Core
  /// Animation animations (one per leaf), by layer.
  static func spans(of step: Step, at start: Double, plan: FramePlan) -> [(String, AnimationSpan)] {
    var result: [(String, AnimationSpan)] = []
    for call in step.keyframeAnimations {
      let begin = start + call.delay
      let repetition = call.repetition
      var seen = Set<[String]>()
      for keyframe in call.keyframes {
        for change in keyframe.changes where change.property.isAnimatable {
          guard seen.insert([change.layer, change.property.name]).inserted else { continue }
          result.append(
            (
              change.layer,
              AnimationSpan(
                property: change.property.name, begin: begin,
                end: end(begin, repetition.activeLength(call.duration), plan),
                curve: Curve.named(call.curve).description,
                kind: "keyframes", repeats: repetition.isOnce ? nil : repetition.description)
            ))
        }
      }
    }
    for added in step.layerAnimations {
      let timing = added.animation.timing
      let begin = start + timing.beginTime
      for leaf in leaves(of: added.animation) {
        guard let target = leaf.target, let property = propertyName(of: target.channel) else { continue }
        let kind: String
        switch leaf.kind {
        case .keyframe, .path: kind = "keyframes"
        case .spring: kind = "spring"
        default: kind = "basic"
        }
        let t = leaf.timing
        let count = t.repeatDuration > 0 ? t.repeatDuration / t.cycleDuration : max(t.repeatCount, 1)
        let repetition = Repetition(count: count, autoreverses: t.autoreverses)
        result.append(
          (
            added.layer,
            AnimationSpan(
              property: property, begin: begin, end: end(begin, timing.end - timing.beginTime, plan),
              curve: leaf.timingFunction.map { Curve.named($0).description } ?? "linear", kind: kind,
              keyPath: target.keyPath, repeats: repetition.isOnce ? nil : repetition.description)
          ))
      }
    }
    return result
  }

  /// An animation's leaves: itself, or a group's children, depth first.
  private static func leaves(of animation: LayerAnimation) -> [LayerAnimation] {
    if case .group(let children) = animation.kind { return children.flatMap(leaves(of:)) }
    return [animation]
  }

  /// `begin + length`, or the render's end for an animation that does not end before it.
  static func end(_ begin: Double, _ length: Double, _ plan: FramePlan) -> Double {
    length.isFinite ? begin + length : max(begin, plan.duration)
  }

  /// The timeline property that owns `channel` (`rotation` for `transform.rotation`), as motion
  /// channels name the properties that move them.
  static func propertyName(of channel: Channel) -> String? {
    let properties =
      LayerProperty.all.compactMap(\.timelineProperty)
      + LayerProperty.groups.sorted { $0.key < $1.key }.map(\.value.property)
    return properties.first { $0.channelShapes.contains { $0.channel == channel } }?.name
  }
}
