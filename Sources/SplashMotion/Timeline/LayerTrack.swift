/// Everything that happens to one layer, in the order it happens.
struct LayerTrack: Sendable {
  /// Per channel, model changes in time order.
  var channels: [Channel: [ChannelEvent]] = [:]
  /// Discrete changes in time order.
  var discrete: [(time: Double, channel: DiscreteChannel, value: PropertyValue)] = []
  /// Per channel, Core Animation leaves in the order added (stably by step start).
  var layerAnimations: [Channel: [PlacedAnimation]] = [:]
}

/// One change to a channel's model value, made at `time` (its step's start).
struct ChannelEvent: Sendable {
  var time: Double
  var kind: Kind
  /// The order in which the track builder added it, across all channels.
  var ordinal = 0

  enum Kind: Sendable {
    /// The model value jumps.
    case set(SIMD4<Double>)
    /// The model value jumps to `to`; the presentation follows from the previous model value
    /// along `timing`, visibly starting at `begin` (start + delay), cycling as `repetition` says
    /// until `end` (start + (delay + active length), as the step's end is summed).
    case animate(to: SIMD4<Double>, begin: Double, end: Double, timing: Timing, repetition: Repetition)
    /// The model value jumps to `to` (the last keyframe's value); the presentation follows the
    /// track from the previous model value, visibly starting at `begin`, replacing what the
    /// animations before it show (a keyframe animation is not additive), until `end`.
    case keyframes(to: SIMD4<Double>, begin: Double, end: Double, track: KeyframeTrack)
  }

  /// The model value from `time` on.
  var modelValue: SIMD4<Double> {
    switch kind {
    case .set(let value), .animate(let value, _, _, _, _), .keyframes(let value, _, _, _): value
    }
  }
}

/// Collects compiled steps (in resolution order) into time-ordered tracks.
struct TrackBuilder {
  private var tracks: [String: LayerTrack] = [:]
  private var ordinal = 0

  mutating func add(_ step: CompiledStep, at start: Double) {
    let mark = ordinal
    for (layer, change) in step.sets {
      switch change {
      case .value(let channel, let value):
        ordinal += 1
        tracks[layer, default: LayerTrack()].channels[channel, default: []].append(
          ChannelEvent(time: start, kind: .set(value), ordinal: ordinal))
      case .discrete(let channel, let value):
        tracks[layer, default: LayerTrack()].discrete.append((start, channel, value))
      }
    }
    for a in step.animations {
      ordinal += 1
      let active = a.repetition.isOnce ? a.timing.duration : a.repetition.activeLength(a.timing.duration)
      let kind = ChannelEvent.Kind.animate(
        to: a.to, begin: start + a.delay, end: start + (a.delay + active), timing: a.timing,
        repetition: a.repetition)
      let event = ChannelEvent(time: start, kind: kind, ordinal: ordinal)
      tracks[a.layer, default: LayerTrack()].channels[a.channel, default: []].append(event)
    }
    for k in step.keyframeTracks {
      ordinal += 1
      let kind = ChannelEvent.Kind.keyframes(
        to: k.to, begin: start + k.delay, end: start + (k.delay + k.track.activeLength), track: k.track)
      let event = ChannelEvent(time: start, kind: kind, ordinal: ordinal)
      tracks[k.layer, default: LayerTrack()].channels[k.channel, default: []].append(event)
    }
    for (layer, placed) in step.layerAnimations {
      guard let channel = placed.leaf.target?.channel else { continue }
      var placed = placed
      placed.start = start
      placed.mark = mark
      tracks[layer, default: LayerTrack()].layerAnimations[channel, default: []].append(placed)
    }
  }

  /// The tracks with every list stably sorted by time (ties keep resolution order).
  func finish() -> [String: LayerTrack] {
    tracks.mapValues { track in
      var track = track
      track.channels = track.channels.mapValues { stableSorted($0, by: \.time) }
      track.discrete = stableSorted(track.discrete, by: \.time)
      track.layerAnimations = track.layerAnimations.mapValues { stableSorted($0, by: \.start) }
      return track
    }
  }

  private func stableSorted<T>(_ list: [T], by time: (T) -> Double) -> [T] {
    list.enumerated().sorted { a, b in
      let (ta, tb) = (time(a.element), time(b.element))
      return ta != tb ? ta < tb : a.offset < b.offset
    }.map(\.element)
  }
}
