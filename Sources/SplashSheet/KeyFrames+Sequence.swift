import SplashFrames
import SplashRaster

extension KeyFrames {
  /// The key frames of `frames`, frame n starting at `starts[n]` µs, the whole lasting
  /// `duration` µs; only the chosen frames are drawn (every frame is, to measure the changes,
  /// for `byChange`). `transform` is applied to each chosen frame (a device frame around it).
  public static func of(
    _ frames: any FrameSequence, starts: [Int], duration: Int, selection: KeyFrameSelection,
    transform: (@Sendable (Surface) -> Surface)? = nil
  ) throws -> KeyFrames {
    var changes: [Int]?
    if selection.needsChanges {
      var meter = FrameChange()
      changes = try (0..<frames.frameCount).map { meter.measure(try frames.frame(at: $0)) }
    }
    let chosen = try selection.pick(starts: starts, changes: changes).map { index in
      let surface = try frames.frame(at: index)
      return Frame(index: index, start: starts[index], surface: transform?(surface) ?? surface)
    }
    return KeyFrames(frames: chosen, frameCount: frames.frameCount, duration: duration)
  }

  /// These key frames with `transform` applied to every picture (a device frame around it).
  package func transformed(_ transform: (Surface) -> Surface) -> KeyFrames {
    KeyFrames(
      frames: frames.map { Frame(index: $0.index, start: $0.start, surface: transform($0.surface)) },
      frameCount: frameCount, duration: duration)
  }
}
