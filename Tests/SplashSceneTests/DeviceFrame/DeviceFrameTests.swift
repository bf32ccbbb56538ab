import SplashRaster
import Testing

@testable import SplashScene

private let content = PremultipliedColor(r: 240, g: 240, b: 240, a: 255)
private let bezel = PremultipliedColor(r: 0x0B, g: 0x0B, b: 0x0C, a: 255)
private let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)

private func framed(_ name: String, scale: Int = 1, guides: Bool = false) throws -> (DeviceFrame, Surface) {
  let device = try DeviceCatalog.device(named: name)
  let frame = try DeviceFrame(
    device: device, screenWidth: device.width * scale, screenHeight: device.height * scale,
    options: .init(safeAreaGuides: guides))
  let screen = try Surface(width: device.width * scale, height: device.height * scale, fill: content)
  return (frame, frame.framing(screen))
}

@Test func dynamicIslandPhoneGeometry() throws {
  let (frame, picture) = try framed("iphone-15-pro-max")
  // 2.5 pt buttons + 16 pt bezel on each side; 16 pt above and below.
  #expect((frame.width, frame.height) == (468, 964))
  #expect((frame.screenX, frame.screenY, frame.screenWidth, frame.screenHeight) == (19, 16, 430, 932))
  #expect((picture.width, picture.height) == (468, 964))
  // Content shows in the middle of the screen, untouched.
  #expect(picture[19 + 215, 16 + 466] == content)
  #expect(picture[19 + 10, 16 + 100] == content)
  // The display's corner is cut: its bounding box's corner lies outside even the body (the
  // body's corners are concentric continuous curves), a little further in is the bezel.
  #expect(picture[19, 16] == .clear)
  #expect(picture[19 + 12, 16 + 12] == bezel)
  // The Dynamic Island: 126 × 37.33 pt from 11.33 pt below the top.
  #expect(picture[19 + 215 - 40, 16 + 20] == black)
  #expect(picture[19 + 215 - 40, 16 + 10] == content)
  #expect(picture[19 + 215 - 40, 16 + 50] == content)
  #expect(picture[19 + 215 - 70, 16 + 30] == content)
  // The metal band at the body's left edge, and transparency outside the body.
  #expect(picture[3, 482] == PremultipliedColor(r: 0x6E, g: 0x6E, b: 0x73, a: 255))
  #expect(picture[0, 0] == .clear)
  #expect(picture[467, 963] == .clear)
  // A volume button stands out on the left, the side button on the right.
  #expect(picture[1, Int(0.27 * 964) + 30] == PremultipliedColor(r: 0x5A, g: 0x5A, b: 0x5E, a: 255))
  #expect(picture[466, Int(0.29 * 964) + 48] == PremultipliedColor(r: 0x5A, g: 0x5A, b: 0x5E, a: 255))
  #expect(picture[1, 100] == .clear)
}

@Test func screenCornersFollowTheContinuousCurve() throws {
  let (frame, picture) = try framed("iphone-15-pro-max")
  let curve = SmoothRoundedRect(rect: Rect(x: 0, y: 0, width: 430, height: 932), radius: 55)
  var mask = try CoverageMask(width: 430, height: 932)
  mask.add(curve)
  #expect(frame.screenMask == mask)
  // The diagonal crosses the curve 16.1 px in (the circle's 45° point, 55 · (1 − 1/√2)).
  #expect((12..<20).map { mask[$0, $0] } == [0, 0, 0, 0, 255, 255, 255, 255])
  // Row 5 crosses the curve at a slant: anti-aliased, blended over the bezel below it.
  let row = (0..<80).map { mask[$0, 5] }
  #expect(row.filter { $0 > 0 && $0 < 255 }.count >= 2)
  for x in 0..<80 {
    let c = UInt32(row[x])
    let under = frame.base[19 + x, 16 + 5]
    let k = 255 - c
    let expected = PremultipliedColor(
      r: UInt8(mulDiv255(240, c) + mulDiv255(UInt32(under.r), k)),
      g: UInt8(mulDiv255(240, c) + mulDiv255(UInt32(under.g), k)),
      b: UInt8(mulDiv255(240, c) + mulDiv255(UInt32(under.b), k)), a: UInt8(c + mulDiv255(UInt32(under.a), k)))
    #expect(picture[19 + x, 16 + 5] == expected, "row 5, pixel \(x)")
  }
}

@Test func notchHasRoundedLowerCornersAndConcaveEars() throws {
  let (frame, picture) = try framed("iphone-x")
  // 22 pt bezel: 375 + 2 × round(22 + 2.5) wide.
  #expect((frame.width, frame.height) == (425, 856))
  #expect((frame.screenX, frame.screenY) == (25, 22))
  let left = 187.5 - 104.5  // the notch's left wall, in screen points
  #expect(picture[25 + 187, 22 + 5] == black)
  #expect(picture[25 + 187, 22 + 29] == black)
  #expect(picture[25 + 187, 22 + 31] == content)
  // The ear: just left of the wall at the very top is filled, lower down it is not.
  #expect(picture[25 + Int(left) - 1, 22] == black)
  #expect(picture[25 + Int(left) - 5, 22 + 5] == content)
  // Lower corner: rounded, so the wall's bottom pixel is not filled.
  #expect(picture[25 + Int(left), 22 + 29] == content)
  let thirteen = try framed("iphone-13").0
  #expect(thirteen.style.cutout == .notch(width: 162, height: 33, cornerRadius: 20, earRadius: 6))
  #expect(frame.style.cutout == .notch(width: 209, height: 30, cornerRadius: 20, earRadius: 6))
}

@Test func homeButtonPhoneHasChinsAndAButton() throws {
  let (frame, picture) = try framed("iphone-8")
  // 7 % of 375 at the sides (26.25 pt) + 2.5 pt buttons; 29 % above and below (108.75 pt).
  #expect((frame.width, frame.height) == (433, 885))
  #expect((frame.screenX, frame.screenY) == (29, 109))
  #expect(frame.style.homeButton?.buttonDiameter == 0.185 * 375)
  // Square screen corners: the first screen pixel is content.
  #expect(picture[29, 109] == content)
  #expect(picture[28, 109] == bezel)
  // Home button centre (inner disc) in the chin.
  #expect(picture[216, (109 + 667 + 885) / 2] == PremultipliedColor(r: 0x1C, g: 0x1C, b: 0x1E, a: 255))
}

@Test func safeAreaGuidesTintTheInsetsAndLineTheirEdges() throws {
  let (frame, picture) = try framed("iphone-15-pro-max", guides: true)
  let x = frame.screenX + 100
  let y = frame.screenY
  // Tint: (255, 45, 85) at alpha 38 over the content.
  func over(_ top: PremultipliedColor, _ bottom: PremultipliedColor) -> PremultipliedColor {
    let k = 255 - UInt32(top.a)
    return PremultipliedColor(
      r: UInt8(UInt32(top.r) + mulDiv255(UInt32(bottom.r), k)),
      g: UInt8(UInt32(top.g) + mulDiv255(UInt32(bottom.g), k)),
      b: UInt8(UInt32(top.b) + mulDiv255(UInt32(bottom.b), k)), a: UInt8(UInt32(top.a) + mulDiv255(UInt32(bottom.a), k))
    )
  }
  let tint = Color(r: 255, g: 45, b: 85, a: 38).premultiplied
  let line = Color(r: 255, g: 45, b: 85, a: 230).premultiplied
  #expect(picture[x, y + 57] == over(tint, content))
  #expect(picture[x, y + 58] == over(line, over(tint, content)))
  #expect(picture[x, y + 59] == content)
  // Bottom: 34 pt, the line on its first row.
  #expect(picture[x, y + 932 - 35] == content)
  #expect(picture[x, y + 932 - 34] == over(line, over(tint, content)))
  #expect(picture[x, y + 932 - 33] == over(tint, content))
  // Portrait phones have no side insets.
  #expect(picture[frame.screenX + 2, y + 400] == content)
}

@Test func framingIsExactAtTwiceTheScale() throws {
  let (frame, picture) = try framed("iphone-15-pro-max", scale: 2)
  #expect((frame.width, frame.height) == (934, 1928))
  #expect((frame.screenX, frame.screenY) == (37, 32))
  #expect(picture[37 + 430, 32 + 932] == content)
  #expect(picture[37 + 430 - 80, 32 + 40] == black)
}

@Test func backgroundFillsAroundTheBody() throws {
  let device = try DeviceCatalog.device(named: "40x80@1")
  let frame = try DeviceFrame(device: device, screenWidth: 40, screenHeight: 80, options: .init(background: .white))
  let picture = frame.framing(try Surface(width: 40, height: 80, fill: content))
  #expect(picture[0, 0] == Color.white.premultiplied)
  #expect(picture[frame.screenX + 20, frame.screenY + 40] == content)
  #expect(throws: SceneError("device frame: the screen is 0×80 pixels")) {
    try DeviceFrame(device: device, screenWidth: 0, screenHeight: 80)
  }
}
