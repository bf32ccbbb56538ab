import Foundation
import SplashFrames
import SplashGIF
import SplashRaster

/// `gif-encode [frames]`: the GIF encoder alone (frames in memory, no PNG decoding) on two
/// 375×667 photo-like scenes — a small disc moving and fading over a static grainy background,
/// and a full-screen cross-fade between two grainy pictures — on one thread and on all cores.
/// Prints wall and CPU ms per frame and the bytes written. The comparison with ffmpeg, gifsicle
/// and ImageMagick on PNG files is `Benchmarks/gif/run.sh`.
@Sendable func gifEncodeBenchmark(_ arguments: [String]) throws {
  let count = arguments.first.flatMap(Int.init) ?? 60
  let width = 375
  let height = 667
  let a = try grainyPicture(width: width, height: height, seed: 1)
  let b = try grainyPicture(width: width, height: height, seed: 2)
  let scenes: [(String, SurfaceFrames)] = [
    (
      "moving disc over a static background",
      try SurfaceFrames((0..<count).map { try disc(over: a, frame: $0, of: count) })
    ),
    ("full-screen cross-fade", try SurfaceFrames((0..<count).map { try crossFade(a, b, frame: $0, of: count) })),
  ]
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("splashreel-gif-bench-\(getpid()).gif").path
  defer { unlink(path) }
  let cores = ProcessInfo.processInfo.activeProcessorCount
  print("gif-encode: \(width)×\(height), \(count) frames at 30 fps, default options")
  for (name, frames) in scenes {
    print("  \(name):")
    for threads in Set([1, cores]).sorted() {
      let encoder = GIFEncoder(options: GIFEncodingOptions(threads: threads))
      var report: GIFEncodingReport?
      let (wall, cpu) = measure(frames: 3) {
        report = try? encoder.encode(frames, fps: 30, to: path)
      }
      guard let report else { throw GIFError("encoding failed") }
      print(
        String(
          format: "    %d thread(s): wall %.2f ms/frame, CPU %.2f ms/frame (medians of 3 runs), %d bytes",
          threads, wall / Double(count), cpu / Double(count), report.bytes))
    }
  }
}

/// A smooth diagonal gradient with soft colour blobs and fixed grain (hash noise, ±6 levels).
private func grainyPicture(width: Int, height: Int, seed: Int) throws -> Surface {
  var pixels = [UInt8](repeating: 255, count: width * height * 4)
  let blobs = (0..<5).map { k -> (x: Double, y: Double, r: Double, c: (Double, Double, Double)) in
    let h = Double((seed * 7919 + k * 104_729) % 1000) / 1000
    return (h * Double(width), Double((k * 211 + seed * 97) % height), 60 + 90 * h, (120 * h - 60, 50 - 80 * h, 40 * h))
  }
  for y in 0..<height {
    for x in 0..<width {
      let t = 0.65 * Double(y) / Double(height) + 0.35 * Double(x) / Double(width)
      var c = (40 + 150 * t + Double(seed * 20), 60 + 120 * t, 160 - 60 * t)
      for blob in blobs {
        let d2 = (Double(x) - blob.x) * (Double(x) - blob.x) + (Double(y) - blob.y) * (Double(y) - blob.y)
        let f = exp(-d2 / (2 * blob.r * blob.r))
        c = (c.0 + blob.c.0 * f, c.1 + blob.c.1 * f, c.2 + blob.c.2 * f)
      }
      var h = UInt64(truncatingIfNeeded: (x &* 73_856_093) ^ (y &* 19_349_663) ^ (seed &* 83_492_791))
      h = (h ^ (h >> 33)) &* 0xff51_afd7_ed55_8ccd
      let grain = Double(Int(h >> 60) - 8) * 0.75
      let i = (y * width + x) * 4
      pixels[i] = UInt8(max(0, min(255, c.0 + grain)).rounded())
      pixels[i + 1] = UInt8(max(0, min(255, c.1 + grain)).rounded())
      pixels[i + 2] = UInt8(max(0, min(255, c.2 + grain)).rounded())
    }
  }
  return try Surface(width: width, height: height, pixels: pixels)
}

/// `background` with a 96 px shaded disc moving along a curve, fading in and out.
private func disc(over background: Surface, frame k: Int, of count: Int) throws -> Surface {
  var out = background
  let t = Double(k) / Double(max(1, count - 1))
  let cx = 110 + 200 * t
  let cy = 430 + 90 * sin(2 * .pi * t)
  let opacity = min(1, t / 0.2, (1 - t) / 0.2)
  for y in Int(cy - 50)...Int(cy + 50) {
    for x in Int(cx - 50)...Int(cx + 50) {
      let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot()
      let a = max(0, min(1, 48 - d)) * opacity
      guard a > 0 else { continue }
      let shade = 1 - d / 48
      let i = (y * out.width + x) * 4
      let c = [230 - 90 * (1 - shade), 120 + 80 * shade, 60 + 40 * shade]
      for j in 0..<3 { out.pixels[i + j] = UInt8((Double(out.pixels[i + j]) * (1 - a) + c[j] * a).rounded()) }
    }
  }
  return out
}

/// `a` cross-faded to `b` with a smoothstep between 25 % and 75 % of the sequence.
private func crossFade(_ a: Surface, _ b: Surface, frame k: Int, of count: Int) throws -> Surface {
  let t = min(1, max(0, (Double(k) / Double(max(1, count - 1)) - 0.25) / 0.5))
  let mix = UInt32((t * t * (3 - 2 * t) * 255).rounded())
  var pixels = a.pixels
  for i in 0..<pixels.count where i % 4 != 3 {
    pixels[i] = UInt8(mulDiv255(UInt32(a.pixels[i]), 255 - mix) + mulDiv255(UInt32(b.pixels[i]), mix))
  }
  return try Surface(width: a.width, height: a.height, pixels: pixels)
}
