import Foundation
import SplashScene

/// `draw [--device NAME] [--scale S] SCENE…`: the drawing alone of every frame of each scene (no
/// encoder), on one thread: CPU ms per frame as mean, median and largest, and the frame that took
/// longest. The GIF pipeline draws a frame once or twice (its second pass re-draws the frames
/// the first did not keep); `Benchmarks/render/recipes.py` prints this beside the whole render.
@Sendable func drawBenchmark(_ arguments: [String]) throws {
  var device = "iphone-16-pro-max"
  var scale = 3
  var scenes: [String] = []
  var rest = arguments[...]
  while let argument = rest.popFirst() {
    switch argument {
    case "--device": device = rest.popFirst() ?? device
    case "--scale": scale = rest.popFirst().flatMap(Int.init) ?? scale
    default: scenes.append(argument)
    }
  }
  let screen = try DeviceCatalog.device(named: device)
  for path in scenes {
    let scene = try Scene.load(contentsOf: URL(fileURLWithPath: path), file: path).resolved(for: screen)
    let renderer = try FrameRenderer(scene: scene, renderScale: scale)
    let plan = FramePlan(duration: scene.duration, fps: 30)
    var cpu: [Double] = []
    var sink = 0
    for frame in 0..<plan.frameCount {
      let start = processCPUTime()
      let surface = renderer.render(at: plan.time(ofFrame: frame))
      cpu.append((processCPUTime() - start) * 1e3)
      sink &+= Int(surface.pixels[surface.pixels.count / 2])
      renderer.recycle(surface)
    }
    let mean = cpu.reduce(0, +) / Double(cpu.count)
    let slowest = cpu.indices.max { cpu[$0] < cpu[$1] }!
    print(
      String(
        format: "draw %@: %d frames at %d×%d, CPU ms/frame mean %.2f median %.2f max %.2f (frame %d)",
        (path as NSString).lastPathComponent, cpu.count, renderer.width, renderer.height, mean, median(cpu),
        cpu[slowest], slowest) + (sink < 0 ? "" : ""))
  }
}
