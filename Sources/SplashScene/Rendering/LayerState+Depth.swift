import SplashMotion
import SplashRaster

/// The 3-D values the renderer reads off a layer's state (`LayerProperty+Depth.swift`).
extension LayerState {
  private typealias Channels = LayerProperty.Channels

  /// Radians about x, y; points along z; the transform's m34.
  var rotationX: Double { self[Channels.rotationX].x }
  var rotationY: Double { self[Channels.rotationY].x }
  var translationZ: Double { self[Channels.translationZ].x }
  var m34: Double { self[Channels.perspective].x }
  var zPosition: Double { self[Channels.zPosition].x }

  /// Whether the layer's own transform is 2-D (its 3-D values are the identity's): it is then
  /// drawn exactly as before 3-D transforms existed.
  var hasFlatTransform: Bool { rotationX == 0 && rotationY == 0 && translationZ == 0 && m34 == 0 }

  /// The layer's `transform` as a `CATransform3D`: scale, rotation about z, about x, about y,
  /// translation (x, y, z), then the perspective `m34`, each applied after the one before (so
  /// `m34` acts on the turned layer about its anchor point, as `t.m34 = -1/d` followed by
  /// `CATransform3DRotate(t, …)` does).
  var transform3D: Transform3D {
    Transform3D(scaleX: scale.x, y: scale.y, z: 1)
      .concatenating(Transform3D(rotationAngle: rotation, x: 0, y: 0, z: 1))
      .concatenating(Transform3D(rotationAngle: rotationX, x: 1, y: 0, z: 0))
      .concatenating(Transform3D(rotationAngle: rotationY, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(translationX: translation.x, y: translation.y, z: translationZ))
      .concatenating(Transform3D(perspective: m34))
  }

  /// The map from the layer's own points (z = 0) to its parent's 3-D space: the anchor point at
  /// (`position`, `zPosition`), the transform about it.
  func toParent3D(anchorPoint: Point) -> Transform3D {
    let anchor = (x: anchorPoint.x * size.x, y: anchorPoint.y * size.y)
    let position = (x: frame.x + anchor.x, y: frame.y + anchor.y)
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(transform3D)
      .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
  }

  /// The `sublayerTransform` about the anchor point, in the layer's own points; nil when it is
  /// the identity.
  func sublayerTransform(anchorPoint: Point) -> Transform3D? {
    let (rx, ry, m34) = (
      self[Channels.sublayerRotationX].x, self[Channels.sublayerRotationY].x, self[Channels.sublayerPerspective].x
    )
    guard rx != 0 || ry != 0 || m34 != 0 else { return nil }
    let anchor = (x: anchorPoint.x * size.x, y: anchorPoint.y * size.y)
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(Transform3D(rotationAngle: rx, x: 1, y: 0, z: 0))
      .concatenating(Transform3D(rotationAngle: ry, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(perspective: m34))
      .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
  }
}
