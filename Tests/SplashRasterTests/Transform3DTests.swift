import Foundation
import Testing

@testable import SplashRaster

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

@Test func rotationsFollowCATransform3DMakeRotation() {
  let angle = Double.pi / 6
  // About y: +x goes to (cos, 0, −sin): away from a viewer on +z.
  let y = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).applied(x: 1, y: 0, z: 0)
  #expect(close(y.x, 0.8660254037844386) && y.y == 0 && close(y.z, -0.5) && y.w == 1)
  // About x: +y (the bottom on a y-down screen) goes to (0, cos, sin): towards the viewer.
  let x = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0).applied(x: 0, y: 1, z: 0)
  #expect(x.x == 0 && close(x.y, 0.8660254037844386) && close(x.z, 0.5))
  // About z: clockwise on screen, exactly as Transform2D(rotationAngle:).
  let z = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).applied(x: 1, y: 0, z: 0)
  let flat = Transform2D(rotationAngle: angle).applied(to: Point(x: 1, y: 0))
  #expect(z.x == flat.x && z.y == flat.y && z.z == 0)
  // The axis is normalised; a zero axis is the identity.
  #expect(
    Transform3D(rotationAngle: angle, x: 0, y: 5, z: 0) == Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
  #expect(Transform3D(rotationAngle: angle, x: 0, y: 0, z: 0) == .identity)
}

@Test func concatenationAppliesLeftThenRight3D() {
  let move = Transform3D(translationX: 1, y: 2, z: 3)
  let grow = Transform3D(scaleX: 2, y: 3, z: 4)
  // Moved to (2, 3, 4), then scaled: (4, 9, 16).
  #expect(move.concatenating(grow).applied(x: 1, y: 1, z: 1) == SIMD4(4, 9, 16, 1))
  // Scaled to (2, 3, 4), then moved: (3, 5, 7).
  #expect(grow.concatenating(move).applied(x: 1, y: 1, z: 1) == SIMD4(3, 5, 7, 1))
  // A 2-D transform embeds in the plane z = 0 and flattens back to itself.
  let t = Transform2D(rotationAngle: 0.4).scaledBy(x: 2, y: 0.5).concatenating(Transform2D(translationX: 7, y: -3))
  #expect(Transform3D(t).flattened.affine == t)
}

@Test func perspectiveDividesByW() {
  // Turned 30° about y, then m34 = −1/500: (100, 0) has z = −50, w = 1 + 50/500 = 1.1, and is
  // seen at x = 100·cos 30° / 1.1.
  let turn = Transform3D(rotationAngle: .pi / 6, x: 0, y: 1, z: 0).concatenating(Transform3D(perspective: -1.0 / 500))
  let h = turn.applied(x: 100, y: 0, z: 0)
  #expect(close(h.w, 1.1) && close(h.z, -50))
  let seen = turn.flattened.applied(to: Point(x: 100, y: 0))
  #expect(close(seen.x, 78.7295821622217) && seen.y == 0)
  // The other side comes nearer: w = 0.9, x = −100·cos 30° / 0.9.
  #expect(close(turn.flattened.applied(to: Point(x: -100, y: 0)).x, -96.22504486493763))
  // 40° about x with m34 = −1/400: (0, 50) has z = 50 sin 40°, w = 1 − z/400.
  let tilt = Transform3D(rotationAngle: 40 * .pi / 180, x: 1, y: 0, z: 0).concatenating(
    Transform3D(perspective: -1.0 / 400))
  let bottom = tilt.flattened
  #expect(close(bottom.w(0, 50), 0.9196515487891825))
  #expect(close(bottom.applied(to: Point(x: 0, y: 50)).y, 41.64862464090643))
  // Without a turn, m34 changes nothing in the plane (w stays 1): the map is affine.
  #expect(Transform3D(perspective: -0.002).flattened.affine == .identity)
  #expect(turn.flattened.affine == nil)
}

@Test func homographyInverseAndComposition() throws {
  let h = Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0)
    .concatenating(Transform3D(rotationAngle: -0.3, x: 1, y: 0, z: 0))
    .concatenating(Transform3D(translationX: 40, y: 30, z: 12))
    .concatenating(Transform3D(perspective: -1.0 / 300)).flattened
  let inverse = try #require(h.inverted)
  for (x, y) in [(0.0, 0.0), (25.0, -10.0), (-60.0, 45.5)] {
    let back = inverse.applied(to: h.applied(to: Point(x: x, y: y)))
    #expect(close(back.x, x, 1e-9) && close(back.y, y, 1e-9))
  }
  // Composition with an affine map: the product maps as one after the other.
  let scale = Transform2D(scale: 3).concatenating(Transform2D(translationX: 5, y: 1))
  let p = h.applied(to: Point(x: 12, y: 7))
  let q = h.concatenating(scale).applied(to: Point(x: 12, y: 7))
  #expect(close(q.x, 3 * p.x + 5) && close(q.y, 3 * p.y + 1))
  // A half turn about y shows the back: the map reverses orientation.
  #expect(Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0).flattened.reversesOrientation)
  #expect(!Transform3D(rotationAngle: 1.5, x: 0, y: 1, z: 0).flattened.reversesOrientation)
}
