/// One leaf animation with the timings of the groups it sits in, as a track holds it.
struct PlacedAnimation: Sendable {
  /// The enclosing groups' timings, outermost first.
  var groups: [MediaTiming]
  var leaf: LayerAnimation
  /// When its step started, in timeline seconds.
  var start = 0.0
  /// The number of channel events added before its step (the presentation value "before the
  /// step" is sampled from those).
  var mark = 0

  /// The leaf's cycle position at `t` seconds after its step's start, or nil when neither it nor
  /// a group above it shows anything then. Only the outermost animation is ever removed on
  /// completion; a child shows what its own fill mode says within its group's time.
  func position(at t: Double) -> MediaTiming.Position? {
    var time = t
    for (index, group) in groups.enumerated() {
      guard let position = group.position(at: time, removable: index == 0) else { return nil }
      time = position.time
    }
    return leaf.timing.position(at: time, removable: groups.isEmpty)
  }
}
