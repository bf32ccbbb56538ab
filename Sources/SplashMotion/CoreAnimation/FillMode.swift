/// `CAMediaTimingFillMode`: what an animation shows outside its active time.
///
/// `backwards`/`both` show its first value before it begins; `forwards`/`both` hold its last
/// value after it ends, but only while it is not removed (`isRemovedOnCompletion = false`, or a
/// child of a group, which Core Animation never removes on its own). Otherwise the layer shows
/// its model value: the "snap back".
public enum FillMode: String, Sendable, Hashable, CaseIterable {
  case removed, forwards, backwards, both

  /// Whether it shows the first value before the animation begins.
  public var fillsBackwards: Bool { self == .backwards || self == .both }
  /// Whether it holds the last value after the animation ends.
  public var fillsForwards: Bool { self == .forwards || self == .both }
}
