import SplashMotion
import SplashRaster

/// The fixed facts of a layer's outline and shadow shape.
extension ResolvedLayer {
  /// The corners `cornerRadius` rounds (`maskedCorners`; all by default).
  var maskedCorners: CornerMask {
    guard case .string(let names) = self[.maskedCorners] else { return .all }
    return CornerMask(names: names.split(separator: " ").map(String.init))
  }

  /// How the rounded corners bend (`cornerCurve`; circular by default).
  var cornerCurve: CornerCurve {
    if case .string(let name) = self[.cornerCurve], let curve = CornerCurve(rawValue: name) { return curve }
    return .circular
  }

  /// The shadow's own shape as path data in the layer's points (`shadowPath`), nil for none.
  var shadowPathData: String? {
    if case .string(let data) = self[.shadowPath] { return data }
    return nil
  }

  /// The layer's rounded bounds in `state`.
  func outline(_ state: LayerState) -> LayerOutline {
    LayerOutline(rect: state.bounds, radius: state.cornerRadius, corners: maskedCorners, curve: cornerCurve)
  }
}
