/// A step with its values checked and converted: channel values, discrete changes, timings.
struct CompiledStep: Sendable {
  var sets: [(layer: String, change: Change)] = []
  var animations:
    [(layer: String, channel: Channel, to: SIMD4<Double>, delay: Double, timing: Timing, repetition: Repetition)] =
      []
  /// `animateKeyframes` tracks, one per layer channel a keyframe changes.
  var keyframeTracks: [(layer: String, channel: Channel, to: SIMD4<Double>, delay: Double, track: KeyframeTrack)] = []
  /// Core Animation leaves by layer, in the order added.
  var layerAnimations: [(layer: String, animation: PlacedAnimation)] = []
  /// Seconds from the step's start to the end of its longest animation.
  var length = 0.0
  /// Whether a Core Animation animation repeats forever (or has speed 0): the render's end cuts it.
  var isOpenEnded = false
  /// Whether a UIKit animation of it repeats forever (`.repeat`): its completion block never runs.
  var neverCompletes = false

  typealias Change = ChannelChange

  init(_ step: Step) throws(MotionError) {
    for set in step.sets {
      try appendSet(layer: set.layer, property: set.property, value: set.value)
    }
    for animation in step.animations {
      let what = "animation of \(animation.property.name) on '\(animation.layer)'"
      guard !animation.layer.isEmpty else { throw MotionError("\(what): layer id must not be empty") }
      guard animation.property.isAnimatable else {
        // UIKit applies non-animatable changes at once, whatever the block's delay.
        try appendSet(layer: animation.layer, property: animation.property, value: animation.to)
        continue
      }
      let timing: Timing
      do throws(MotionError) {
        try MotionError.requireDuration(animation.delay, "delay")
        timing = try animation.curve.timing(duration: animation.duration)
      } catch {
        throw MotionError("\(what): \(error.description)")
      }
      do throws(MotionError) {
        for change in try animation.property.changes(for: animation.to) {
          switch change {
          case .value(let channel, let value):
            animations.append((animation.layer, channel, value, animation.delay, timing, animation.repetition))
          case .discrete:
            // A discrete part of an animated value changes at once.
            sets.append((animation.layer, change))
          }
        }
      } catch {
        throw MotionError("\(what): \(error.description)")
      }
      extend(
        by: animation.delay,
        animation.repetition.isOnce ? timing.duration : animation.repetition.activeLength(timing.duration))
    }
    for (index, call) in step.keyframeAnimations.enumerated() {
      do throws(MotionError) {
        try appendKeyframes(call)
      } catch {
        throw MotionError("keyframe animation \(index + 1): \(error.description)")
      }
    }
    for transition in step.transitions {
      guard !transition.layer.isEmpty else { throw MotionError("transition: layer id must not be empty") }
      try MotionError.requireDuration(transition.duration, "transition duration")
      extend(by: 0, transition.duration)
    }
    for added in step.layerAnimations {
      guard !added.layer.isEmpty else { throw MotionError("Core Animation animation: layer id must not be empty") }
      layerAnimations += added.animation.leaves().map { (added.layer, $0) }
      let end = added.animation.timing.end
      if end.isFinite { length = max(length, end) } else { isOpenEnded = true }
    }
  }

  /// The step lasts at least `delay + active`; a UIKit animation that never ends leaves it open
  /// and never completes.
  private mutating func extend(by delay: Double, _ active: Double) {
    if active.isFinite {
      length = max(length, delay + active)
    } else {
      isOpenEnded = true
      neverCompletes = true
    }
  }

  /// One track per layer channel the call's keyframes change, in the order first changed.
  private mutating func appendKeyframes(_ call: ViewKeyframeAnimation) throws(MotionError) {
    try MotionError.requireDuration(call.delay, "delay")
    try MotionError.requireDuration(call.duration, "duration")
    var order: [(layer: String, channel: Channel)] = []
    var entries: [String: [Channel: [(start: Double, duration: Double, value: SIMD4<Double>, number: Int)]]] = [:]
    for (index, keyframe) in call.keyframes.enumerated() {
      let (start, span) = (keyframe.relativeStartTime, keyframe.relativeDuration)
      guard start.isFinite, span.isFinite, start >= 0, span >= 0, start + span <= 1 + 1e-12 else {
        throw MotionError(
          "keyframe \(index + 1): relative start \(MotionError.format(start)) and duration \(MotionError.format(span)) must lie within 0...1"
        )
      }
      for change in keyframe.changes {
        guard !change.layer.isEmpty else { throw MotionError("keyframe \(index + 1): layer id must not be empty") }
        guard change.property.isAnimatable else {
          // As in `animate`, a non-animatable change shows at once.
          try appendSet(layer: change.layer, property: change.property, value: change.value)
          continue
        }
        let what = "keyframe \(index + 1), \(change.property.name) on '\(change.layer)'"
        do throws(MotionError) {
          for part in try change.property.changes(for: change.value) {
            switch part {
            case .value(let channel, let value):
              if entries[change.layer]?[channel] == nil { order.append((change.layer, channel)) }
              entries[change.layer, default: [:]][channel, default: []].append((start, span, value, index + 1))
            case .discrete:
              sets.append((change.layer, part))
            }
          }
        } catch {
          throw MotionError("\(what): \(error.description)")
        }
      }
    }
    for (layer, channel) in order {
      // Keyframes in order of start; equal starts keep the order they were added.
      let list = entries[layer]![channel]!.enumerated().sorted {
        $0.element.start != $1.element.start ? $0.element.start < $1.element.start : $0.offset < $1.offset
      }.map(\.element)
      for (a, b) in zip(list, list.dropFirst()) where b.start < a.start + a.duration - 1e-12 {
        throw MotionError(
          "keyframes \(a.number) and \(b.number) both animate \(channel.name) on '\(layer)' at relative time \(MotionError.format(b.start))"
        )
      }
      let track = KeyframeTrack(
        keyframes: list.map { ($0.start, $0.duration, $0.value) }, calculationMode: call.calculationMode,
        curve: call.curve, duration: call.duration,
        repetition: call.repetition)
      keyframeTracks.append((layer, channel, track.finalValue!, call.delay, track))
    }
    extend(by: call.delay, call.repetition.activeLength(call.duration))
  }

  private mutating func appendSet(layer: String, property: Property, value: PropertyValue) throws(MotionError) {
    let what = "set of \(property.name) on '\(layer)'"
    guard !layer.isEmpty else { throw MotionError("\(what): layer id must not be empty") }
    do throws(MotionError) {
      for change in try property.changes(for: value) { sets.append((layer, change)) }
    } catch {
      throw MotionError("\(what): \(error.description)")
    }
  }
}
