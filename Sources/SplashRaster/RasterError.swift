/// Errors from the pure raster layer.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A width or height that is zero or negative.
  case invalidSize(width: Int, height: Int)
  /// A size beyond `Surface.maximumPixelCount`.
  case tooLarge(width: Int, height: Int, limit: Int)
  /// A pixel buffer whose length does not match its size.
  case pixelCountMismatch(expected: Int, actual: Int)

  public var description: String {
    switch self {
    case .invalidSize(let w, let h):
      return "invalid image size \(w)×\(h): width and height must be positive"
    case .tooLarge(let w, let h, let limit):
      return "image size \(w)×\(h) exceeds the limit of \(limit) pixels"
    case .pixelCountMismatch(let expected, let actual):
      return "pixel buffer holds \(actual) bytes, expected \(expected)"
    }
  }
}
