import Testing

@testable import SplashRaster

/// Two opaque children on white: red covers x = 0...1, blue covers x = 1...2 (they overlap at x = 1).
private let red = try! Surface(width: 2, height: 1, fill: opaque(255, 0, 0))
private let blue = try! Surface(width: 2, height: 1, fill: opaque(0, 0, 255))

@Test func groupOpacityDiffersFromPerLayerOpacityWhereChildrenOverlap() throws {
  var perLayer = try Surface(width: 3, height: 1, fill: opaque(255, 255, 255))
  perLayer.draw(red, transform: Transform2D(translationX: 0, y: 0), opacity: 0.5)
  perLayer.draw(blue, transform: Transform2D(translationX: 1, y: 0), opacity: 0.5)

  var group = try Surface(width: 3, height: 1, fill: opaque(255, 255, 255))
  group.drawGroup(opacity: 0.5) { offscreen in
    offscreen.draw(red, transform: Transform2D(translationX: 0, y: 0))
    offscreen.draw(blue, transform: Transform2D(translationX: 1, y: 0))
  }

  // Opacity 0.5 → factor 128: red → (128, 0, 0, 128), blue → (0, 0, 128, 128); 255 − 128 = 127.
  // x = 0, red alone over white: r = 128 + 127, g = b = 0 + 127 → (255, 127, 127).
  #expect(perLayer[0, 0] == opaque(255, 127, 127))
  #expect(group[0, 0] == opaque(255, 127, 127))
  // x = 1, per layer: red over white = (255, 127, 127); blue over that:
  // r = 0 + round(255·127/255) = 127, g = 0 + round(127·127/255 = 63.25) = 63, b = 128 + 63 = 191.
  #expect(perLayer[1, 0] == opaque(127, 63, 191))
  // x = 1, group: offscreen is opaque blue (0, 0, 255, 255), faded to (0, 0, 128, 128), over white:
  // r = g = 0 + 127, b = 128 + 127 = 255. The red child does not show through.
  #expect(group[1, 0] == opaque(127, 127, 255))
  // x = 2, blue alone: (0 + 127, 0 + 127, 128 + 127).
  #expect(perLayer[2, 0] == opaque(127, 127, 255))
  #expect(group[2, 0] == opaque(127, 127, 255))
}

@Test func groupAtFullOpacityDrawsDirectly() throws {
  var surface = try Surface(width: 2, height: 1, fill: opaque(255, 255, 255))
  surface.drawGroup(opacity: 1) { $0.draw(red, transform: .identity) }
  #expect(surface == red)
}
