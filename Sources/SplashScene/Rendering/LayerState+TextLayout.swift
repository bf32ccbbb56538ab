import SplashMotion

extension LayerProperty.Channels {
  /// The model bounds size a text layer's text is laid out in, when the timeline changes its
  /// bounds (`ResolvedScene.relaidText`); internal, never written in a scene.
  static let textLayoutSize = Channel("textLayoutSize")
}

extension LayerState {
  /// The size a text layer's label is laid out in: its model bounds size, which a UILabel
  /// (`contentMode` `.redraw`) lays its text out in again at once when a step changes it, while
  /// the presentation size stretches that drawing (`contentsGravity` resize) until the
  /// animation ends. Nil when nothing changes the bounds: the size before launch.
  var textLayoutSize: SIMD2<Double>? {
    values[LayerProperty.Channels.textLayoutSize.name].map(\.lowHalf)
  }
}
