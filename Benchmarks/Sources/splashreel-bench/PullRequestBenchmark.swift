import Foundation
import SplashBatch
import SplashDiff
import SplashRaster
import SplashScene
import SplashSheet

/// `pr`: the pull-request tools' own costs, best of 5: SHA-256 throughput (batch hashing), a
/// device frame's one-time drawing and its per-frame cost for an iPhone 15 Pro Max at @3x
/// (1290×2796 inside 1402×2892), and a contact sheet of 8 such frames (area-averaging, text).
@Sendable func pullRequestBenchmark(_ arguments: [String]) throws {
  let bytes = [UInt8]((0..<(16 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })
  let hashTime = best { _ = SHA256.hex(bytes) }
  print(
    String(format: "pr: SHA-256 of 16 MiB: %.1f ms (%.0f MB/s)", hashTime * 1000, Double(bytes.count) / hashTime / 1e6))

  let device = try DeviceCatalog.device(named: "iphone-15-pro-max")
  let (w, h) = (device.width * 3, device.height * 3)
  var screen = try Surface(width: w, height: h)
  for y in 0..<h {
    for x in 0..<w { screen[x, y] = PremultipliedColor(r: UInt8(x * 255 / w), g: UInt8(y * 255 / h), b: 160, a: 255) }
  }
  var frame: DeviceFrame?
  let setup = best {
    frame = try? DeviceFrame(
      device: device, screenWidth: w, screenHeight: h, options: .init(safeAreaGuides: true, background: .white))
  }
  print(String(format: "pr: device frame drawn once (%d×%d): %.1f ms", frame!.width, frame!.height, setup * 1000))
  var framed = screen
  let perFrame = best { framed = frame!.framing(screen) }
  print(String(format: "pr: framing one @3x frame: %.1f ms", perFrame * 1000))
  let tiles = (0..<8).map {
    ContactSheet.Tile(frame: framed, label: KeyFrames.label(start: $0 * 423_810, index: $0 * 13))
  }
  var size = (0, 0)
  let sheetTime = best {
    let sheet = try? ContactSheet(
      tiles: tiles, columns: 4, title: "ad-splash on iphone-15-pro-max · 3.00 s · 90 frames at 30 fps")
    size = (sheet!.layout.width, sheet!.layout.height)
  }
  print(String(format: "pr: contact sheet of 8 framed @3x frames (%d×%d): %.1f ms", size.0, size.1, sheetTime * 1000))
}

/// The best of 5 wall times of `body`, in seconds.
private func best(_ body: () -> Void) -> Double {
  var fastest = Double.infinity
  for _ in 0..<5 {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    fastest = min(fastest, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }
  return fastest
}
