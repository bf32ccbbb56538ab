import Foundation
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashScene

/// Frame `frame` of a fixture as rlottie-python's own, newer rlottie draws it (`reference.py`),
/// premultiplied RGBA at `width` × `height`, box-resized to `resized` when given.
private func reference(_ file: String, frame: Int, width: Int, height: Int, resized: (Int, Int)? = nil) throws
  -> [UInt8]
{
  let run = try Subprocess.tool(
    [
      "python3", LottieFixtures.url("reference.py").path, LottieFixtures.url(file).path, "\(frame)", "\(width)",
      "\(height)",
    ]
      + (resized.map { ["\($0.0)", "\($0.1)"] } ?? [])
  ).run()
  #expect(
    run.status == 0, "reference.py needs python3 with rlottie-python (scripts/dev test installs it): \(run.errors)")
  return Array(run.outputData)
}

/// `pixels` (w × h) over white, pasted at (x, y) into a white w2 × h2 frame, cropped when it overflows.
private func placed(_ pixels: [UInt8], _ w: Int, _ h: Int, at x: Int, _ y: Int, in w2: Int, _ h2: Int) -> [UInt8] {
  var frame = [UInt8](repeating: 255, count: w2 * h2 * 4)
  for row in 0..<h {
    for column in 0..<w {
      let (tx, ty) = (x + column, y + row)
      guard tx >= 0, ty >= 0, tx < w2, ty < h2 else { continue }
      let s = (row * w + column) * 4
      let clear = 255 - pixels[s + 3]
      for c in 0..<4 { frame[(ty * w2 + tx) * 4 + c] = pixels[s + c] + clear }
    }
  }
  return frame
}

private func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
  guard a.count == b.count, !a.isEmpty else { return 0 }
  var sum = 0.0
  for k in a.indices {
    let d = Double(a[k]) - Double(b[k])
    sum += d * d
  }
  let mse = sum / Double(a.count)
  return mse == 0 ? 99 : 10 * log10(255 * 255 / mse)
}

/// Our frame of a one-lottie-layer scene on a `w`×`h`@1 screen over white.
private func ours(_ file: String, frame: Int, fps: Double, mode: String, w: Int, h: Int) throws -> [UInt8] {
  let json = """
    {"background": "#FFFFFF", "duration": 2, "layers": [
      {"id": "logo", "type": "lottie", "lottie": "\(file)", "contentMode": "\(mode)", "frame": {"width": "W", "height": "H"}}],
     "timeline": [{"id": "go", "play": {"layer": "logo"}}]}
    """
  let scene = try Scene.decode(Data(json.utf8), file: "scene.json", directory: LottieFixtures.folder, defaultName: "s")
  let resolved = try scene.resolved(for: DeviceCatalog.device(named: "\(w)x\(h)@1"))
  // The middle of frame `frame`'s span.
  return try FrameRenderer(scene: resolved).frame(at: (Double(frame) + 0.5) / fps).pixels
}

@Test func shapesPrecompsAndImagesMatchANewerRlottieAtTheCompositionSize() throws {
  for (file, fps, w, h, frames) in [
    ("shapes.json", 30.0, 100, 100, [0, 7, 15, 29]), ("precomp.json", 25.0, 60, 40, [0, 10, 19]),
  ] {
    for frame in frames {
      let expected = placed(try reference(file, frame: frame, width: w, height: h), w, h, at: 0, 0, in: w, h)
      let db = psnr(try ours(file, frame: frame, fps: fps, mode: "aspectFit", w: w, h: h), expected)
      #expect(db >= 40, "\(file) frame \(frame): \(db) dB")
    }
  }
}

@Test func eachContentModeMatchesANewerRlottie() throws {
  // A 160×120 screen and the 100×100 shapes: fit 120×120 at (20, 0), fill 160×160 at (0, −20),
  // center 100×100 at (30, 10), scaleToFill 160×160 squeezed to 160×120.
  let cases: [(String, [UInt8])] = [
    (
      "aspectFit",
      placed(try reference("shapes.json", frame: 12, width: 120, height: 120), 120, 120, at: 20, 0, in: 160, 120)
    ),
    (
      "aspectFill",
      placed(try reference("shapes.json", frame: 12, width: 160, height: 160), 160, 160, at: 0, -20, in: 160, 120)
    ),
    (
      "center",
      placed(try reference("shapes.json", frame: 12, width: 100, height: 100), 100, 100, at: 30, 10, in: 160, 120)
    ),
    (
      "scaleToFill",
      placed(
        try reference("shapes.json", frame: 12, width: 160, height: 160, resized: (160, 120)), 160, 120, at: 0, 0,
        in: 160, 120)
    ),
  ]
  for (mode, expected) in cases {
    let db = psnr(try ours("shapes.json", frame: 12, fps: 30, mode: mode, w: 160, h: 120), expected)
    #expect(db >= 40, "\(mode): \(db) dB")
  }
}
