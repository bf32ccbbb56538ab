import SplashMotion
import SplashRaster

/// A scene evaluated for one device: numbers instead of expressions, the overrides that match,
/// the image variants chosen, and the timeline compiled. Sampling it at a time gives every
/// layer's state.
public struct ResolvedScene: Sendable {
  public let name: String
  /// The scene file as messages name it.
  public let file: String
  public let device: Device
  /// Seconds to render: the scene's `duration`, else the end of its timeline.
  public let duration: Double
  /// The window colour behind every layer.
  public let background: Color
  /// Top-level layers, back to front.
  package let layers: [ResolvedLayer]
  /// Every layer's state before launch, by id.
  public let initial: LayerStates
  public let timeline: Timeline
  /// The image file behind each image key a `LayerState.image` holds.
  package let images: [String: ImageFile]
  /// One line per device-dependent choice: which override applied (and why), which image variant.
  public let rules: [String]
  /// Each Lottie layer's file, by layer id.
  package var lotties: [String: LottieDocument] = [:]
  /// The Lottie plays each step starts, by step id, then layer id.
  package var plays: [String: [String: LottiePlayback]] = [:]
  /// Each video layer's file, by layer id.
  package var videos: [String: VideoClip] = [:]
  /// The video plays each step starts, by step id, then layer id.
  package var videoPlays: [String: [String: VideoPlayback]] = [:]
  /// Text layers whose bounds the timeline changes, with their size before launch: a UILabel
  /// lays its text out again in each new model size (`LayerState.textLayoutSize`).
  var relaidText: [String: SIMD4<Double>] = [:]

  /// Every layer's state at `t` seconds.
  public func states(at t: Double) -> LayerStates {
    var states = timeline.sample(at: t, initial: initial)
    for (id, base) in relaidText {
      states[id]?[LayerProperty.Channels.textLayoutSize] = timeline.modelValue(
        of: LayerProperty.Channels.size, on: id, at: t, base: base)
    }
    return states
  }
}

extension Scene {
  /// This scene evaluated for `device` (an edited scene is checked again first: `checked()`).
  ///
  /// - Throws: `SceneError` naming the file and JSON path: a division by zero or a negative size
  ///   on this device, or a cycle of step references; for an edited scene, what `checked()` finds.
  public func resolved(for device: Device) throws(SceneError) -> ResolvedScene {
    var resolver = SceneResolver(scene: needsCheck ? try checked() : self, device: device)
    return try resolver.resolve()
  }
}
