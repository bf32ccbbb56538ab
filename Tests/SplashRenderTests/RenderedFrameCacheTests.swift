import Foundation
import SplashDiff
import SplashRaster
import SplashScene
import Testing

@testable import SplashRender

/// A translucent background and a half-transparent square moving right: frames whose alpha is
/// neither 0 nor 255, which a PNG round trip would not keep exactly.
private func translucentFrames() throws -> SceneFrames {
  let json = """
    {"name": "translucent", "background": "#F2F2F780", "duration": 0.5,
     "layers": [{"id": "square", "type": "solid", "backgroundColor": "#E8612C", "alpha": 0.5,
                 "frame": {"x": 0, "y": 10, "width": 12, "height": 12}}],
     "timeline": [{"at": 0, "animate": {"square": {"transform": {"translation": [30, 0]}}}, "duration": 0.5, "curve": "linear"}]}
    """
  let scene = try Scene.decode(
    Data(json.utf8), file: "translucent.json", directory: FileManager.default.temporaryDirectory,
    defaultName: "translucent")
  return try Render.frames(
    RenderRequest(scene: scene, device: DeviceCatalog.device(named: "40x50@2"), fps: 10, exportScale: 2, outputs: []))
}

@Test func renderedFrameCacheGivesTheDrawnPixelsExactlyAndDrawsEachFrameOnce() throws {
  let frames = try translucentFrames()
  #expect(frames.frameCount == 5)
  let cache = try RenderedFrameCache(frames)
  let fresh = try (0..<frames.frameCount).map { try frames.frame(at: $0) }
  // Premultiplied pixels with alpha 128 (background) and 192 (square over it).
  #expect(fresh[0][0, 0] == PremultipliedColor(r: 121, g: 121, b: 124, a: 128))
  #expect(fresh[0][2, 22] == PremultipliedColor(r: 176, g: 109, b: 84, a: 192))
  for pass in 0..<3 {
    var source = cache.source(name: "translucent")
    var index = 0
    while let frame = try source.next() {
      #expect(frame.surface == fresh[index], "pass \(pass), frame \(index)")
      #expect(frame.start == index * 100_000)
      index += 1
    }
    #expect(index == 5)
  }
  #expect(cache.drawn == 5)
  #expect(try cache.frame(at: 3) == fresh[3])
  #expect(cache.drawn == 5)
}
