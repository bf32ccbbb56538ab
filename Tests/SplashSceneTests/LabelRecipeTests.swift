import Foundation
import SplashGD
import SplashRaster
import Testing

@testable import SplashScene

private func recipe(_ name: String) throws -> ResolvedScene {
  let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../Examples/launch-recipes/\(name).json")
  return try Scene.load(contentsOf: file).resolved(for: DeviceCatalog.device(named: "iphone-se"))
}

@Test func theTintedIconRecipeFillsItsTemplateWithTheAnimatedBrandTint() throws {
  let scene = try recipe("tinted-icon")
  let renderer = try FrameRenderer(scene: scene, renderScale: 1)
  // The drop's body below its highlight, at (165, 265) on the 320 × 568 screen: the tint itself.
  #expect(pixel(renderer.render(at: 0.85), 165, 265) == [0x58, 0x56, 0xD6, 255])
  #expect(pixel(renderer.render(at: 2.2), 165, 265) == [0xFF, 0x95, 0x00, 255])
  // Halfway through the tint step (0.9 s + 0.4 s) the pixel is the brand view's tint, rounded.
  let tint = scene.states(at: 1.3)["brand"]![LayerProperty.Channels.tintColor]
  let expected = [tint.x, tint.y, tint.z].map { UInt8(($0 * 255).rounded(.toNearestOrAwayFromZero)) } + [255]
  #expect(pixel(renderer.render(at: 1.3), 165, 265) == expected)
  #expect(expected != [0x58, 0x56, 0xD6, 255] && expected != [0xFF, 0x95, 0x00, 255])
  // The highlight is cut out of the picture's alpha: the white tile shows through.
  #expect(pixel(renderer.render(at: 2.2), 152, 262) == [255, 255, 255, 255])
}

@Test func theBilingualSloganRecipeShowsTwoCentredLinesAndATruncatedLegalLine() throws {
  let scene = try recipe("bilingual-slogan")
  let renderer = try FrameRenderer(scene: scene, renderScale: 2)
  #expect(renderer.assets.label(for: "slogan")?.shown == "Welcome back\n欢迎回来, 张三")
  let legal = try #require(renderer.assets.label(for: "legal")?.shown)
  let legalLines = legal.split(separator: "\n")
  #expect(legalLines.count == 2)
  #expect(legalLines[1].hasSuffix("…"))
  // Before the fade nothing is drawn; at the end both lines are, centred: each line's ink is
  // about the frame's centre (x = 160 pt, 320 px at @2x) within two pixels.
  let start = renderer.render(at: 0)
  let end = renderer.render(at: 2)
  let background = pixel(start, 320, 500)
  #expect(background == [0x0F, 0x1B, 0x2D, 255])
  for rows in [(440, 500), (510, 560)] {
    var left = Int.max
    var right = Int.min
    for y in rows.0..<rows.1 {
      for x in 0..<640 where pixel(end, x, y) != background {
        left = min(left, x)
        right = max(right, x)
      }
    }
    #expect(left < right, "ink in rows \(rows)")
    #expect(abs((left + right + 1) - 640) <= 4, "rows \(rows): ink from \(left) to \(right)")
  }
}
