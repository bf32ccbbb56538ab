import Testing

@testable import SplashRaster

@Test func concatenationAppliesLeftThenRight() {
  let scale = Transform2D(scale: 2)
  let move = Transform2D(translationX: 10, y: 5)
  // (1, 1) scaled → (2, 2), then moved → (12, 7).
  #expect(scale.concatenating(move).applied(to: Point(x: 1, y: 1)) == Point(x: 12, y: 7))
  // Moved → (11, 6), then scaled → (22, 12).
  #expect(move.concatenating(scale).applied(to: Point(x: 1, y: 1)) == Point(x: 22, y: 12))
  // translatedBy works inside the scaled space, like CGAffineTransform: 2·(1 + 10) = 22.
  #expect(scale.translatedBy(x: 10, y: 5).applied(to: Point(x: 1, y: 1)) == Point(x: 22, y: 12))
}

@Test func rotationIsClockwiseOnAYDownScreen() {
  let quarter = Transform2D(rotationAngle: .pi / 2)
  let p = quarter.applied(to: Point(x: 1, y: 0))
  // +x turns to +y (downwards on screen), as CGAffineTransform(rotationAngle:) does.
  #expect(abs(p.x) < 1e-15 && p.y == 1)
}

@Test func inverseUndoesTheTransform() throws {
  let t = Transform2D(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.75).concatenating(
    Transform2D(translationX: 7, y: -3))
  let inverse = try #require(t.inverted)
  let p = t.concatenating(inverse).applied(to: Point(x: 12.25, y: -4.5))
  #expect(abs(p.x - 12.25) < 1e-12 && abs(p.y + 4.5) < 1e-12)
  #expect(Transform2D(scaleX: 0, y: 1).inverted == nil)
}

@Test func layerTransformScalesAboutTheAnchorPoint() {
  // A 100×50 view at frame (20, 30): position = (70, 55), the bounds centre.
  let t = Transform2D.layer(
    frame: Rect(x: 20, y: 30, width: 100, height: 50), transform: Transform2D(scale: 1.2))
  // The anchor (50, 25) stays at the position; the corner (0, 0) moves 1.2× as far away:
  // 70 − 1.2·50 = 10, 55 − 1.2·25 = 25.
  #expect(t.applied(to: Point(x: 50, y: 25)) == Point(x: 70, y: 55))
  #expect(t.applied(to: Point(x: 0, y: 0)) == Point(x: 10, y: 25))
  // With the anchor at the top-left corner, that corner stays put: p′ = position + T·p.
  let corner = Transform2D.layer(
    bounds: Rect(x: 0, y: 0, width: 100, height: 50), position: Point(x: 20, y: 30),
    anchorPoint: Point(x: 0, y: 0), transform: Transform2D(scale: 2))
  #expect(corner.applied(to: Point(x: 0, y: 0)) == Point(x: 20, y: 30))
  #expect(corner.applied(to: Point(x: 10, y: 5)) == Point(x: 40, y: 40))
}

@Test func wholePixelTranslationsAreRecognised() {
  #expect(Transform2D(translationX: 3, y: -2).integerTranslation! == (3, -2))
  #expect(Transform2D(translationX: 3.5, y: 0).integerTranslation == nil)
  #expect(Transform2D(scale: 1.0000001).integerTranslation == nil)
}
