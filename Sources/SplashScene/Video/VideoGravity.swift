import SplashRaster

/// AVPlayerLayer's `videoGravity`: how a video layer places its frames in its bounds.
package enum VideoGravity: String, Sendable, CaseIterable {
  /// Stretched to the bounds.
  case resize
  /// Scaled uniformly to fit inside, centred, letter-boxed (AVPlayerLayer's default).
  case resizeAspect
  /// Scaled uniformly to cover, centred; the overflow shows unless the layer masks to its bounds.
  case resizeAspectFill

  /// The UIKit content mode that places a picture the same way.
  package var contentMode: ContentMode {
    switch self {
    case .resize: .scaleToFill
    case .resizeAspect: .aspectFit
    case .resizeAspectFill: .aspectFill
    }
  }
}
