/// A step with its values checked and converted: channel values, discrete changes, timings.
struct CompiledStep: Sendable {
  var sets: [(layer: String, change: Change)] = []
  var animations: [(layer: String, channel: Channel, to: SIMD4<Double>, delay: Double, timing: Timing)] = []
  /// Core Animation leaves by layer, in the order added.
  var layerAnimations: [(layer: String, animation: PlacedAnimation)] = []
  /// Seconds from the step's start to the end of its longest animation.
  var length = 0.0
  /// Whether a Core Animation animation repeats forever (or has speed 0): the render's end cuts it.
  var isOpenEnded = false

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
            animations.append((animation.layer, channel, value, animation.delay, timing))
          case .discrete:
            // A discrete part of an animated value changes at once.
            sets.append((animation.layer, change))
          }
        }
      } catch {
        throw MotionError("\(what): \(error.description)")
      }
      length = max(length, animation.delay + timing.duration)
    }
    for added in step.layerAnimations {
      guard !added.layer.isEmpty else { throw MotionError("Core Animation animation: layer id must not be empty") }
      layerAnimations += added.animation.leaves().map { (added.layer, $0) }
      let end = added.animation.timing.end
      if end.isFinite { length = max(length, end) } else { isOpenEnded = true }
    }
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
