import SplashRaster
import Testing

@testable import SplashScene

/// welcome-back on an iPhone 8 at 2 pixels per point; the avatar rests at (137.5, 316.85, 100, 100).
private let render = try! PresetRender("welcome-back", on: "iphone-8", scale: 2)

@Test func avatarIsACircleShowingTheBackgroundInItsBoxCorners() {
  let resting = render.scene.initial["avatar"]!.frame
  #expect(resting == (137.5, 667 * 0.55 - 50, 100, 100))
  let frame = render.frame(at: 3.2)
  let behind = render.frame(at: 3.2) { $0["avatar"]!.isHidden = true }
  let (x0, y0) = (resting.x, resting.y)
  // Box corners (2 pt in): the background; the centre and the middles of the sides: the avatar.
  for (dx, dy) in [(2.0, 2.0), (98.0, 2.0), (2.0, 98.0), (98.0, 98.0), (12.0, 12.0), (88.0, 88.0)] {
    let (x, y) = render.pixel(x0 + dx, y0 + dy)
    #expect(frame[x, y] == behind[x, y], "corner (\(dx), \(dy))")
  }
  for (dx, dy) in [(50.0, 50.0), (50.0, 2.0), (2.0, 50.0), (98.0, 50.0), (50.0, 98.0), (20.0, 20.0), (80.0, 80.0)] {
    let (x, y) = render.pixel(x0 + dx, y0 + dy)
    #expect(differ(frame[x, y], behind[x, y], by: 4), "inside (\(dx), \(dy))")
  }
  // Smooth: along the diagonal the edge is one anti-aliased pixel between background and avatar.
  let diagonal = (0..<40).map { i -> Int in
    let (x, y) = render.pixel(x0 + 10 + Double(i) * 0.25, y0 + 10 + Double(i) * 0.25)
    return differ(frame[x, y], behind[x, y], by: 4) ? 1 : 0
  }
  #expect(diagonal.firstIndex(of: 1)! > 0 && diagonal.drop(while: { $0 == 0 }).allSatisfy { $0 == 1 })
}

@Test func avatarStartsFiftyPointsLowOvershootsAndRestsFromThreeSeconds() {
  let before = render.scene.states(at: 1.99)["avatar"]!
  #expect(before.isHidden && before.translation == SIMD2(0, 50))
  let shown = render.scene.states(at: 2.0)["avatar"]!
  #expect(!shown.isHidden && shown.translation == SIMD2(0, 50))
  // The spring (damping 0.3, 1 s) overshoots by 37 % at 0.17 s: 50 pt × 0.3723 above rest.
  let rise = stride(from: 2.0, through: 3.0, by: 1.0 / 600).map { render.scene.states(at: $0)["avatar"]!.translation.y }
  let peak = rise.min()!
  #expect(abs(peak - (-18.6)) < 0.1)
  #expect(abs(Double(rise.firstIndex(of: peak)!) / 600 - 0.1718) < 0.002)
  for t in stride(from: 3.0, through: 4.0, by: 0.05) {
    #expect(render.scene.states(at: t)["avatar"]!.translation == .zero, "t = \(t)")
  }
  // In pixels: at 2.0 the avatar's top is 50 pt lower than at rest.
  let low = render.frame(at: 2.0)
  let rest = render.frame(at: 3.0)
  let behind = render.frame(at: 3.0) { $0["avatar"]!.isHidden = true }
  let top = render.scene.initial["avatar"]!.frame.y
  func shows(_ frame: Surface, _ y: Double) -> Bool {
    let (x, py) = render.pixel(196.5, y)
    return differ(frame[x, py], behind[x, py], by: 4)
  }
  #expect(shows(rest, top + 1) && !shows(rest, top - 1))
  #expect(!shows(low, top + 1) && !shows(low, top + 49) && shows(low, top + 51))
}

@Test func captionIsCJKTextHiddenUntilThreeAndOpaqueFromThreeAndAHalf() throws {
  let label = render.renderer.assets.label(for: "caption")!
  #expect(label.text.fontPath.lowercased().contains("wqy"))
  #expect(render.scene.initial["caption"]!.text == "欢迎回来")
  let box = render.scene.initial["caption"]!.frame
  let noCaption = { (t: Double) in render.frame(at: t) { $0["caption"]!.isHidden = true } }
  let hiddenBefore = render.frame(at: 2.99) == noCaption(2.99)
  #expect(hiddenBefore)
  #expect(render.scene.states(at: 3.0)["caption"]!.alpha == 0)
  #expect(render.scene.states(at: 3.25)["caption"]!.alpha > 0.3)
  #expect(render.scene.states(at: 3.5)["caption"]!.alpha == 1)
  // Fully visible: the glyphs' cores are pure white (the caption's colour).
  let frame = render.frame(at: 3.5)
  var white = 0
  for y in Int(box.y * 2)..<Int((box.y + box.height) * 2) {
    for x in 0..<750 where frame[x, y] == .white { white += 1 }
  }
  #expect(white > 400)
}

@Test func atFourSecondsTheFirstScreenShows() {
  #expect(render.scene.states(at: 4.0)["welcome"]!.isRemoved)
  let home = render.frame(at: 4.0) { $0["welcome"]!.isRemoved = true }
  let shown = render.frame(at: 4.0) == home
  let before = render.frame(at: 3.99) == home
  #expect(shown && !before)
}
