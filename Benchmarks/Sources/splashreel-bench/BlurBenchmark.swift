import Foundation
import SplashRaster

/// `blur [--repeat N]`: the Gaussian blur alone of a shadow's plane as `avatar-shadow` draws it at
/// @3x on a 1320 × 2868 frame (a 1128 × 900 card with round corners of 84 px and soft top and
/// bottom edges), at the 24 σ of its lift (18 … 54 px): CPU ms per blur, best of N, and an FNV
/// hash of every output so that a change to the blur can show it keeps the same bytes, and the
/// planes' bytes unpacked and packed (`PackedAlphaPlane`, as `EffectPlanes` keeps them).
@Sendable func blurBenchmark(_ arguments: [String]) throws {
  var repeats = 5
  var rest = arguments[...]
  while let argument = rest.popFirst() {
    if argument == "--repeat" { repeats = rest.popFirst().flatMap(Int.init) ?? repeats }
  }
  let plane = shadowCardPlane()
  let sigmas = (0..<24).map { 18 + 36 * Double($0) / 23 }
  var best = Double.infinity
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  var (bytes, packedBytes) = (0, 0)
  for round in 0..<repeats {
    let start = processCPUTime()
    for sigma in sigmas {
      let out = GaussianBlur(sigma: sigma).applied(to: plane)
      if round == 0 {
        for value in out.values { hash = (hash ^ UInt64(value)) &* 0x100_0000_01b3 }
        let packed = PackedAlphaPlane(out)
        precondition(packed.plane == out, "a packed plane unpacks to the same bytes")
        (bytes, packedBytes) = (bytes + out.byteCount, packedBytes + packed.byteCount)
      }
    }
    best = min(best, (processCPUTime() - start) * 1e3 / Double(sigmas.count))
  }
  print(
    String(
      format: "blur: %d σ from 18 to 54 px, CPU ms/blur best of %d %.2f, hash %016llx; planes %.1f MB, packed %.1f MB",
      sigmas.count, repeats, best, hash, Double(bytes) / 1e6, Double(packedBytes) / 1e6))
}

/// A 1128 × 900 opaque card at (96, 1000.4) with circular corners of radius 84, antialiased by
/// each pixel's covered share (16 × 16 samples).
private func shadowCardPlane() -> AlphaPlane {
  let (x0, y0, width, height, radius) = (96.0, 1000.4, 1128.0, 900.0, 84.0)
  let box = PixelRect(x: 96, y: 1000, width: 1128, height: 901)
  var values = [UInt8](repeating: 0, count: box.area)
  for py in 0..<box.height {
    for px in 0..<box.width {
      var covered = 0
      for sy in 0..<16 {
        for sx in 0..<16 {
          let x = Double(box.x + px) + (Double(sx) + 0.5) / 16 - x0
          let y = Double(box.y + py) + (Double(sy) + 0.5) / 16 - y0
          guard x >= 0, y >= 0, x < width, y < height else { continue }
          let cx = min(max(x, radius), width - radius)
          let cy = min(max(y, radius), height - radius)
          if (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius { covered += 1 }
        }
      }
      values[py * box.width + px] = UInt8((covered * 255 + 128) / 256)
    }
  }
  return AlphaPlane(frameWidth: 1320, frameHeight: 2868, bounds: box, values: values)
}
