import Foundation
import SplashScene

/// `render-3d [frames] [scene] [--checksum]`: ms to draw one frame of
/// `Benchmarks/render/tilt-3d.json` (a full-screen picture turned about y with perspective, a new
/// homography every frame) on iphone-16-pro-max at @3x (1320×2868), on one thread: wall and CPU
/// time per frame (medians), the figure the 16 ms per frame per core target is about.
/// `--checksum` then also prints a hash of every frame's pixels, to show that a faster draw
/// gives the same bytes.
@Sendable func depthBenchmark(_ arguments: [String]) throws {
  let checksum = arguments.contains("--checksum")
  let arguments = arguments.filter { $0 != "--checksum" }
  let count = arguments.first.flatMap(Int.init) ?? 30
  let path = arguments.dropFirst().first ?? "Benchmarks/render/tilt-3d.json"
  let device = try DeviceCatalog.device(named: "iphone-16-pro-max")
  let scene = try Scene.load(contentsOf: URL(fileURLWithPath: path), file: path).resolved(for: device)
  let renderer = try FrameRenderer(scene: scene, renderScale: 3)
  let plan = FramePlan(duration: scene.duration, fps: 30)
  print("render-3d: \(path) on \(device.name) at @3x (\(renderer.width)×\(renderer.height)), \(count) frames, 1 thread")
  // Frames past the first (the first, at 0°, is flat): each a different turn.
  var frame = 1
  var sink = 0
  _ = renderer.render(at: plan.time(ofFrame: 1))  // warm-up
  let (wall, cpu) = measure(frames: count) {
    frame = 1 + frame % (plan.frameCount - 1)
  } body: {
    let surface = renderer.render(at: plan.time(ofFrame: frame))
    sink &+= Int(surface.pixels[surface.pixels.count / 2])
    renderer.recycle(surface)
  }
  print(String(format: "  wall %.2f ms/frame, CPU %.2f ms/frame (medians)", wall, cpu) + (sink < 0 ? "" : ""))
  guard checksum else { return }
  // FNV-1a over every frame's bytes, in frame order.
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for frame in 0..<plan.frameCount {
    let surface = renderer.render(at: plan.time(ofFrame: frame))
    for byte in surface.pixels { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    renderer.recycle(surface)
  }
  print("  checksum \(String(hash, radix: 16)) over \(plan.frameCount) frames")
}
