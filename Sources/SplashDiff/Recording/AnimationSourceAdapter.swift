import SplashRaster

/// A source that passes another's frames on, changed (cut to a rectangle, scaled, a stretch of its
/// time): whatever it does not change is its base's.
package protocol AnimationSourceAdapter: AnimationSource {
  associatedtype Base: AnimationSource
  /// The source whose frames are passed on.
  var base: Base { get }
}

extension AnimationSourceAdapter {
  package var name: String { base.name }
  package var width: Int { base.width }
  package var height: Int { base.height }
  package var timeQuantum: Int { base.timeQuantum }
  package var isStill: Bool { base.isStill }
  package var rendersFrames: Bool { base.rendersFrames }
}

extension TimedFrame {
  /// The same frame, at the same time and with the same number, showing `surface` instead.
  package func showing(_ surface: Surface) -> TimedFrame {
    TimedFrame(surface: surface, start: start, duration: duration, number: number)
  }
}
