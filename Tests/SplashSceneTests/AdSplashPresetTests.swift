import SplashRaster
import Testing

@testable import SplashScene

@Test func adIsFullWidthAndWTimes1040Over720HighOnAnIPhone8() throws {
  let render = try PresetRender("ad-splash", on: "iphone-8", scale: 2)
  #expect(render.scene.initial["ad"]!.frame == (0, 0, 375, 375.0 * 1040 / 720))
  #expect(render.scene.initial["ad"]!.image!.hasSuffix("Assets/ad-splash/start_page@2x.jpg"))
  let frame = render.frame(at: 0)
  // 541.67 pt = 1083.33 px: aspectFill scales the 750×1083 picture by 1083.33 / 1083 and centres
  // it, so it fills rows 0...1082, covers a third of row 1083 (coverage 85 over the white
  // window: every channel mulDiv255(photo, 85) + 170 ≥ 170), and the window shows below.
  let photoRow = (0..<750).filter { frame[$0, 1082] == .white }
  let thirdRow = (0..<750).map { frame[$0, 1083] }
  let windowRow = (0..<750).filter { frame[$0, 1084] != .white }
  #expect(photoRow.isEmpty && windowRow.isEmpty)
  #expect(thirdRow.allSatisfy { min($0.r, $0.g, $0.b) >= 170 && $0.a == 255 } && thirdRow.contains { $0 != .white })
  #expect((0..<1083).allSatisfy { frame[0, $0] != .white && frame[749, $0] != .white })
}

@Test(arguments: ["iphone-x", "iphone-15-pro"])
func notchedPhonesGetTheTallPicture(_ device: String) throws {
  let render = try PresetRender("ad-splash", on: device)
  let width = Double(render.scene.device.width)
  #expect(render.scene.initial["ad"]!.size == SIMD2(width, width * 1920 / 1124))
  #expect(render.scene.initial["ad"]!.image!.hasSuffix("Assets/ad-splash/start_page_x@3x.jpg"))
  #expect(render.scene.rules.first!.hasPrefix("home: image ../shared/home, made for 430x932: no variant for a screen"))
  #expect(render.scene.rules[1].hasPrefix("ad: override 1 applies (when \"notched || tall\" is true)"))
  // The picture ends at its exact height (671.32 pt on iPhone 15 Pro, 640.57 on iPhone X): the
  // last whole row is photo, the next holds a part of it over white, the one after is white.
  let height = width * 1920 / 1124
  let bottom = Int(height.rounded(.down))
  let frame = render.frame(at: 0)
  #expect((0..<Int(width)).allSatisfy { frame[$0, bottom - 1] != .white && frame[$0, bottom + 1] == .white })
  #expect((0..<Int(width)).contains { frame[$0, bottom] != .white && frame[$0, bottom] != frame[$0, bottom - 1] })
}

@Test func midZoomTheAdIsAtScale1Point1AndHalfFadedOverTheHomeScreen() throws {
  let render = try PresetRender("ad-splash", on: "iphone-8")
  let state = render.scene.states(at: 1.75)["ad-screen"]!
  #expect(abs(state.scale.x - 1.1) < 1e-6 && state.scale.x == state.scale.y)
  #expect(abs(state.alpha - 0.5) < 1e-6)
  #expect(state.translation == .zero && state.frame == (0, 0, 375, 667))

  let frame = render.frame(at: 1.75)
  let home = render.frame(at: 1.75) { $0["ad-screen"]!.isRemoved = true }
  let adAlone = render.frame(at: 1.75) { states in
    states["ad-screen"]!.alpha = 1
    states["home"]!.isHidden = true
  }
  // Scaled 1.1 about the screen's centre (333.5), the picture's bottom edge 541.67 moves to 562.5
  // and the logo's top 582 to 606.9: between them the transparent ad view shows the home screen.
  for y in 564...605 {
    #expect((0..<375).allSatisfy { frame[$0, y] == home[$0, y] }, "row \(y)")
  }
  for y in [545, 552, 560] {
    #expect((0..<375).filter { frame[$0, y] != home[$0, y] }.count > 300, "row \(y)")
  }
  // Inside the picture each pixel is half picture, half home screen.
  for (x, y) in [(20, 20), (187, 100), (300, 300), (100, 500), (360, 555)] {
    let (f, a, h) = (frame[x, y], adAlone[x, y], home[x, y])
    for (got, one, other) in [(f.r, a.r, h.r), (f.g, a.g, h.g), (f.b, a.b, h.b)] {
      let mean: Int = (Int(one) + Int(other) + 1) / 2
      #expect(abs(Int(got) - mean) <= 1, "(\(x), \(y))")
    }
  }
}

@Test func fromTwoAndAHalfSecondsOnlyTheHomeScreenShows() throws {
  let render = try PresetRender("ad-splash", on: "iphone-8")
  let home = render.frame(at: 2.5) { $0["ad-screen"]!.isRemoved = true }
  #expect(render.scene.states(at: 2.5)["ad-screen"]!.isRemoved)
  let atRemoval = render.frame(at: 2.5) == home
  let lastFrame = render.frame(at: 89.0 / 30) == home
  // Just before, the ad is still faintly there (alpha 0.04).
  let before = render.frame(at: 69.0 / 30) == home
  #expect(atRemoval && lastFrame && !before)
}
