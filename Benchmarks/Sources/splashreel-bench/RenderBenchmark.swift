import Foundation
import SplashScene

/// `render [device] [frames]`: ms to draw one frame of each preset at the device's scale (default
/// iphone-15-pro, 30 frames spread over the scene, one thread), best of 3, plus the one-time cost
/// of decoding and reducing its images.
@Sendable func renderBenchmark(_ arguments: [String]) throws {
  let device = try DeviceCatalog.device(named: arguments.first ?? "iphone-15-pro")
  let count = arguments.dropFirst().first.flatMap(Int.init) ?? 30
  print("render: \(device.name) (\(device.pixelWidth)x\(device.pixelHeight)), \(count) frames per preset, best of 3")
  for preset in Presets.names {
    let scene = try Presets.load(preset).resolved(for: device)
    var start = DispatchTime.now().uptimeNanoseconds
    let renderer = try FrameRenderer(scene: scene)
    let setup = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    let plan = FramePlan(duration: scene.duration, fps: 30)
    var best = Double.infinity
    var sink = 0
    for _ in 0..<3 {
      start = DispatchTime.now().uptimeNanoseconds
      for i in 0..<count {
        sink &+= Int(renderer.render(at: plan.time(ofFrame: i * plan.frameCount / count)).pixels[0])
      }
      best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6 / Double(count))
    }
    print(String(format: "  %@: %.1f ms/frame, images %.0f ms", preset, best, setup) + (sink < 0 ? "" : ""))
  }
}
