import SplashMotion
import SplashRaster

@testable import SplashScene

/// Decoded preset images shared by every preset test in the process.
let presetImages = ImageCache()

/// A preset resolved for a device, with a renderer at `scale` pixels per point.
struct PresetRender {
  let scene: ResolvedScene
  let renderer: FrameRenderer

  init(_ preset: String, on device: String, scale: Int = 1) throws {
    scene = try Presets.load(preset).resolved(for: DeviceCatalog.device(named: device))
    renderer = try FrameRenderer(scene: scene, renderScale: scale, cache: presetImages)
  }

  func frame(at t: Double) -> Surface { renderer.render(at: t) }

  /// The frame at `t` with some layers changed, e.g. hidden, to see what is behind them.
  func frame(at t: Double, changing change: (inout LayerStates) -> Void) -> Surface {
    var states = scene.states(at: t)
    change(&states)
    return renderer.render(states)
  }

  /// A point in points as a pixel position of this render.
  func pixel(_ x: Double, _ y: Double) -> (Int, Int) {
    (Int(x * Double(renderer.renderScale)), Int(y * Double(renderer.renderScale)))
  }
}

/// Whether two pixels differ in any channel by more than `tolerance`.
func differ(_ a: PremultipliedColor, _ b: PremultipliedColor, by tolerance: Int = 0) -> Bool {
  max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
    > tolerance
}

extension PremultipliedColor {
  static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
}
