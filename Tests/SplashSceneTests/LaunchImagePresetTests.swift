import SplashGD
import SplashRaster
import Testing

@testable import SplashScene

@Test func launchImageCoversTheWindowForThreeSecondsThenTheHomeScreen() throws {
  let render = try PresetRender("launch-image", on: "iphone-8", scale: 2)
  #expect(
    render.scene.rules == [
      "home: image ../shared/home-classic, made for 375x667 (the screen height matches)",
      "launch: image launch-middle.jpg, made for 375x667 (the screen height matches)",
    ])
  // 750×1334 on a 750×1334 screen: the picture pixel for pixel.
  let picture = try ImageDecoder.decode(contentsOf: render.scene.initial["launch"]!.image!)
  let first = render.frame(at: 0)
  let pictureShown = first == picture
  let held = render.frame(at: 2.99) == picture
  let home = render.frame(at: 3.0) { $0["launch"]!.isRemoved = true }
  let removed = render.frame(at: 3.0) == home
  #expect(pictureShown && held && removed)
}
