import Foundation
import SplashRaster

/// `composite [frames]`: a full-screen 1170×2532 photo-like image layer, scaled 1.1× about its
/// centre at opacity 0.5, composited onto an opaque background (the target case; also rotated,
/// whole-pixel translated, sub-pixel translated, shrunk to 0.3× (area average), and the 1.1×
/// case prepared once and blended, as a picture that keeps its place is), then an @3x → @1x
/// export; prints ms per frame on one thread and on all cores.
@Sendable func compositeBenchmark(_ arguments: [String]) throws {
  let frames = arguments.first.flatMap(Int.init) ?? 20
  let width = 1170
  let height = 2532
  let photo = try photoLikeSurface(width: width, height: height)
  let background = try Surface(
    width: width, height: height, fill: PremultipliedColor(r: 18, g: 24, b: 38, a: 255))
  let screen = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
  let cores = ProcessInfo.processInfo.activeProcessorCount
  // The target case first, then the other two drawing paths for comparison.
  let cases: [(String, Transform2D)] = [
    (
      "scale(1.1) about the centre",
      Transform2D.layer(frame: screen, transform: Transform2D(scale: 1.1))
    ),
    (
      "rotate(5°)·scale(1.1) about the centre",
      Transform2D.layer(frame: screen, transform: Transform2D(scale: 1.1).rotated(by: .pi / 36))
    ),
    ("translate(3, 7) px (whole-pixel path)", Transform2D(translationX: 3, y: 7)),
    ("translate(3.25, 7.5) px (sub-pixel, bilinear)", Transform2D(translationX: 3.25, y: 7.5)),
    ("scale(0.3) at (100.5, 200.25) (area average)", Transform2D(a: 0.3, b: 0, c: 0, d: 0.3, tx: 100.5, ty: 200.25)),
  ]
  print(
    "composite: \(width)×\(height) photo-like image at opacity 0.5 onto an opaque background, \(frames) frames"
  )
  // Wall time, and the CPU time this process spent (the machine may be shared: with one
  // thread, CPU time is the figure that does not count waiting for a core).
  for (name, transform) in cases {
    print("  \(name):")
    for threads in Set([1, cores]).sorted() {
      var frame = background
      frame.draw(photo, transform: transform, opacity: 0.5, threads: threads)  // warm-up
      // Resetting the destination (a copy-on-write copy of the background) is done untimed.
      let (wall, cpu) = measure(frames: frames) {
        frame = background
        frame.pixels[0] = background.pixels[0]
      } body: {
        frame.draw(photo, transform: transform, opacity: 0.5, threads: threads)
      }
      print(
        String(
          format: "    %d thread(s): wall %.2f ms/frame, CPU %.2f ms/frame (medians)", threads,
          wall, cpu))
    }
  }
  // A picture that keeps its place: samples prepared once (untimed), then only blended.
  print("  scale(1.1) about the centre, prepared once (a picture that keeps its place):")
  let prepared = background.prepareDraw(photo, transform: cases[0].1)
  for threads in Set([1, cores]).sorted() {
    var frame = background
    let (wall, cpu) = measure(frames: frames) {
      frame = background
      frame.pixels[0] = background.pixels[0]
    } body: {
      frame.draw(prepared, opacity: 0.5, threads: threads)
    }
    print(
      String(
        format: "    %d thread(s): wall %.2f ms/frame, CPU %.2f ms/frame (medians)", threads, wall, cpu))
  }
  // Export: a full @3x frame (3510×7596) area-averaged to @1x.
  print("export: \(width * 3)×\(height * 3) @3x frame area-averaged to \(width)×\(height) @1x")
  let render = try Surface(
    width: width * 3, height: height * 3, fill: PremultipliedColor(r: 10, g: 20, b: 30, a: 255))
  for threads in Set([1, cores]).sorted() {
    let (wall, cpu) = measure(frames: max(3, frames / 4)) {
      _ = render.resized(width: width, height: height, threads: threads)
    }
    print(
      String(
        format: "  %d thread(s): wall %.2f ms/frame, CPU %.2f ms/frame (medians)", threads, wall,
        cpu))
  }
}

/// Times `body` over `frames` runs, each after an untimed `prepare`: (median wall ms, median CPU ms).
func measure(frames: Int, prepare: () -> Void = {}, body: () -> Void) -> (wall: Double, cpu: Double) {
  var wall: [Double] = []
  var cpu: [Double] = []
  for _ in 0..<frames {
    prepare()
    let startCPU = processCPUTime()
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    cpu.append((processCPUTime() - startCPU) * 1e3)
  }
  return (median(wall), median(cpu))
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// CPU seconds used by this process so far (all threads).
func processCPUTime() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// Smooth gradients with soft blobs and fine grain: no flat runs for the sampler to exploit.
private func photoLikeSurface(width: Int, height: Int) throws -> Surface {
  var pixels = [UInt8](repeating: 255, count: width * height * 4)
  var seed: UInt32 = 0x9E37_79B9
  for y in 0..<height {
    for x in 0..<width {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      let grain = Int(seed >> 28) - 8
      let fx = Double(x) / Double(width)
      let fy = Double(y) / Double(height)
      let blob = sin(fx * 9.0) * cos(fy * 7.0) * 60
      let i = (y * width + x) * 4
      pixels[i] = UInt8(clamping: Int(120 + 100 * fx + blob) + grain)
      pixels[i + 1] = UInt8(clamping: Int(90 + 120 * fy - blob / 2) + grain)
      pixels[i + 2] = UInt8(clamping: Int(200 - 140 * fx * fy + blob / 3) + grain)
    }
  }
  return try Surface(width: width, height: height, pixels: pixels)
}
