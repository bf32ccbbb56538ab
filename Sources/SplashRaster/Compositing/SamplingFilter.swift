/// How a picture's pixels are read when it is drawn at another size or position, as Core
/// Animation's `CALayer.minificationFilter` and `magnificationFilter` name them.
public enum SamplingFilter: String, Sendable, CaseIterable {
  /// Bilinear at the mapped point; below half size an exact area average instead, so that
  /// nothing aliases (Core Animation's default, `kCAFilterLinear`).
  case linear
  /// The pixel under the mapped point, unfiltered (`kCAFilterNearest`): hard pixels when
  /// enlarged, aliasing when shrunk.
  case nearest
  /// Bilinear in the two mipmap levels around the drawn size, blended by the level of detail
  /// (`kCAFilterTrilinear`); the same as `linear` when enlarging.
  case trilinear
}

/// The filters of one draw: which one applies depends on whether the draw shrinks the picture.
public struct SamplingFilters: Sendable, Hashable {
  /// Used when either axis is drawn smaller than the picture's pixels.
  public var minification: SamplingFilter
  /// Used when neither axis is drawn smaller.
  public var magnification: SamplingFilter

  /// - Parameters:
  ///   - minification: default `.linear`, as Core Animation's.
  ///   - magnification: default `.linear`, as Core Animation's.
  public init(minification: SamplingFilter = .linear, magnification: SamplingFilter = .linear) {
    self.minification = minification
    self.magnification = magnification
  }

  /// Core Animation's defaults: linear both ways.
  public static let linear = SamplingFilters()
}

extension SamplingFilters {
  /// Whether a draw through `transform` with these filters first resamples its whole source (a
  /// mip level: trilinear when shrinking, or linear below half size under a rotation), work that
  /// a group drawn band by band (`Surface.drawFlattened`) would repeat in every band.
  package func resamplesWholeSource(transform: Transform2D) -> Bool {
    let scaleX = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let scaleY = (transform.c * transform.c + transform.d * transform.d).squareRoot()
    let minifies = min(scaleX, scaleY) < 1
    switch minifies ? minification : magnification {
    case .nearest: return false
    case .trilinear where minifies: return true
    case .linear, .trilinear:
      return (scaleX < 0.5 || scaleY < 0.5) && !(transform.b == 0 && transform.c == 0)
    }
  }
}
