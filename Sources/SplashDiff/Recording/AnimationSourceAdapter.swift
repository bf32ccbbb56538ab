import SplashRaster

/// A source that passes another's frames on, changed (cut to a rectangle, scaled, a stretch of its
/// time): whatever it does not change is its base's.
public protocol AnimationSourceAdapter: AnimationSource {
  associatedtype Base: AnimationSource
  /// The source whose frames are passed on.
  var base: Base { get }
}

extension AnimationSourceAdapter {
  public var name: String { base.name }
  public var width: Int { base.width }
  public var height: Int { base.height }
  public var timeQuantum: Int { base.timeQuantum }
  public var isStill: Bool { base.isStill }
  public var rendersFrames: Bool { base.rendersFrames }
}

extension TimedFrame {
  /// The same frame, at the same time and with the same number, showing `surface` instead.
  public func showing(_ surface: Surface) -> TimedFrame {
    TimedFrame(surface: surface, start: start, duration: duration, number: number)
  }
}
