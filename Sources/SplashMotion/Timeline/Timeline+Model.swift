extension Timeline {
  /// The model value of `channel` on `layer` at `t`: the latest value the timeline set or
  /// animated it to (what a UIKit view's property reads back at once), `base` before any.
  ///
  /// Core Animation animations never change the model value, so they are not counted.
  package func modelValue(of channel: Channel, on layer: String, at t: Double, base: SIMD4<Double>) -> SIMD4<Double> {
    guard let events = tracks[layer]?.channels[channel] else { return base }
    return Self.modelValue(of: events, at: t, base: base)
  }

  /// Every model value the timeline gives `channel` on `layer`, in time order (repeats kept);
  /// empty when nothing sets or animates it.
  package func modelValues(of channel: Channel, on layer: String) -> [SIMD4<Double>] {
    (tracks[layer]?.channels[channel] ?? []).map(\.modelValue)
  }
}
