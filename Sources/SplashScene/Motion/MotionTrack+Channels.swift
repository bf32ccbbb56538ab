extension MotionTrack {
  /// For each key a track's samples store (`x`, `translationX`, `background`, `hidden`, …), the
  /// timeline properties whose sets and animations move it (`frame`, `translation`,
  /// `backgroundColor`, …), sorted: how the studio tells which step drives a value.
  package static var channelProperties: [String: [String]] {
    Dictionary(uniqueKeysWithValues: MotionChannel.all.map { ($0.storedKey, $0.properties.sorted()) })
  }
}
