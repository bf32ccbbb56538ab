extension Timeline {
  /// Every layer's state at `t` seconds: `initial` (the layout before launch) with the timeline
  /// applied. Layers the timeline touches but `initial` lacks start from `LayerState()`; layers
  /// it does not touch are returned unchanged.
  public func sample(at t: Double, initial: LayerStates) -> LayerStates {
    var result = initial
    for (layer, track) in tracks {
      result[layer] = Self.sample(track, at: t, initial: initial[layer] ?? LayerState())
    }
    return result
  }

  /// One layer's state at `t`, from its state before launch.
  public func state(of layer: String, at t: Double, initial: LayerState) -> LayerState {
    guard let track = tracks[layer] else { return initial }
    return Self.sample(track, at: t, initial: initial)
  }

  private static func sample(_ track: LayerTrack, at t: Double, initial: LayerState) -> LayerState {
    var state = initial
    for (time, channel, value) in track.discrete where time <= t {
      state[channel] = value
    }
    for (channel, events) in track.channels {
      state[channel] = presentation(of: events, at: t, base: initial[channel])
    }
    for (channel, animations) in track.layerAnimations {
      state[channel] = applying(
        animations, over: state[channel], at: t, events: track.channels[channel] ?? [],
        base: initial[channel])
    }
    return state
  }

  /// The render value of one channel with its Core Animation animations applied over the UIKit
  /// presentation value `value`, in the order added: each replaces what is beneath it, or adds
  /// to it when additive. Outside its active time and fill, an animation shows nothing.
  static func applying(
    _ animations: [PlacedAnimation], over value: SIMD4<Double>, at t: Double, events: [ChannelEvent],
    base: SIMD4<Double>
  ) -> SIMD4<Double> {
    var value = value
    var model: SIMD4<Double>?
    for placed in animations {
      guard placed.start <= t else { break }
      guard let position = placed.position(at: t - placed.start) else { continue }
      if model == nil { model = modelValue(of: events, at: t, base: base) }
      value = placed.leaf.value(at: position, beneath: value, model: model!) {
        presentation(of: events.filter { $0.ordinal <= placed.mark }, at: placed.start, base: base)
      }
    }
    return value
  }

  /// The model value of one channel at `t`: the latest value set or animated to.
  static func modelValue(of events: [ChannelEvent], at t: Double, base: SIMD4<Double>) -> SIMD4<Double> {
    var model = base
    for event in events {
      guard event.time <= t else { break }
      model = event.modelValue
    }
    return model
  }

  /// The on-screen value of one channel at `t`: the model value plus, for each animation still
  /// in flight, what remains of its (from − to) delta.
  ///
  /// When the latest change is an animation in flight its own term is written as
  /// from + (to − from)·x, so a lone animation shows its from-value exactly at its start.
  static func presentation(of events: [ChannelEvent], at t: Double, base: SIMD4<Double>) -> SIMD4<Double> {
    var model = base
    var inFlight: [(from: SIMD4<Double>, to: SIMD4<Double>, progress: Double)] = []
    var latestIsInFlight = false
    // The latest keyframe animation in flight replaces what the animations before it show.
    var replaced: (value: SIMD4<Double>, count: Int)?
    for event in events {
      guard event.time <= t else { break }
      switch event.kind {
      case .set(let value):
        model = value
        latestIsInFlight = false
      case .animate(let to, let begin, let end, let timing, let repetition):
        // In flight until its end; progress alone cannot tell (springs overshoot past 1). A
        // repeating one may end mid-cycle (an autoreversing one on its from-value): it ends at
        // `end`, summed as its step's end, so that a step after it never sees it one ulp late.
        // A plain one ends on its to-value, where that ulp changes nothing.
        let elapsed = t - begin
        latestIsInFlight = repetition.isOnce ? elapsed < timing.duration : t < end
        if latestIsInFlight {
          inFlight.append(
            (model, to, timing.progress(at: repetition.forwardTime(elapsed, duration: timing.duration))))
        }
        model = to
      case .keyframes(let to, let begin, let end, let track):
        latestIsInFlight = false
        if t < end {
          replaced = (track.value(at: t - begin, from: model), inFlight.count)
        }
        model = to
      }
    }
    if let replaced {
      // Additive animations added after it still add what remains of them.
      var value = replaced.value
      for animation in inFlight[replaced.count...] {
        value += (animation.from - animation.to) * (1 - animation.progress)
      }
      return value
    }
    var value = model
    var others = inFlight[...]
    if latestIsInFlight, let latest = inFlight.last {
      value = latest.from + (latest.to - latest.from) * latest.progress
      others = inFlight.dropLast()
    }
    for animation in others {
      value += (animation.from - animation.to) * (1 - animation.progress)
    }
    return value
  }
}
