import SplashRaster

/// Another source's frames resampled to a size: a recording at device pixels brought down to a
/// render's export scale by exact area averaging (`Surface.resized`).
package struct ScaledSource<Base: AnimationSource>: AnimationSourceAdapter {
  package private(set) var base: Base
  package let width: Int
  package let height: Int

  /// `base` resampled to `width`×`height` (both at least 1).
  package init(_ base: Base, width: Int, height: Int) {
    precondition(width > 0 && height > 0, "scaled to \(width)×\(height)")
    self.base = base
    self.width = width
    self.height = height
  }

  package mutating func next() throws -> TimedFrame? {
    guard let frame = try base.next() else { return nil }
    return frame.showing(frame.surface.resized(width: width, height: height, threads: 0))
  }
}
