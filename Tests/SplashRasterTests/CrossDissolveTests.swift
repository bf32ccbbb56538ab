import Testing

@testable import SplashRaster

// UIView.transition's cross-dissolve: (old·(255 − w) + new·w + 127) / 255 per premultiplied
// component, w = round(p·255), composited over what is beneath.

private func dissolve(_ p: Double, old: PremultipliedColor, new: PremultipliedColor?) throws -> PremultipliedColor {
  var surface = try Surface(width: 2, height: 1, fill: Color.white.premultiplied)
  surface.drawCrossDissolve(
    progress: p, old: { $0 = try! Surface(width: 2, height: 1, fill: old) },
    new: { if let new { $0 = try! Surface(width: 2, height: 1, fill: new) } })
  return surface[1, 0]
}

@Test func opaqueContentCrossFadesWithoutADip() throws {
  let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
  let blue = PremultipliedColor(r: 0, g: 0, b: 255, a: 255)
  // w = 128: red (255·127 + 127) / 255 = 127, blue (255·128 + 127) / 255 = 128, alpha 255.
  #expect(try dissolve(0.5, old: red, new: blue) == PremultipliedColor(r: 127, g: 0, b: 128, a: 255))
  // w = round(63.75) = 64: 191 and 64.
  #expect(try dissolve(0.25, old: red, new: blue) == PremultipliedColor(r: 191, g: 0, b: 64, a: 255))
  #expect(try dissolve(0, old: red, new: blue) == red)
  #expect(try dissolve(1, old: red, new: blue) == blue)
}

@Test func contentThatGoesAwayFadesOverWhatIsBeneath() throws {
  let red = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
  // The mix is red at 127/255 (127, 0, 0, 127); over white: 127 + 255·128/255 = 255, 0 + 128.
  #expect(try dissolve(0.5, old: red, new: nil) == PremultipliedColor(r: 255, g: 128, b: 128, a: 255))
}
