import SplashRaster

/// A frame sequence shown at a lower frame rate: frame k shows the source frame that is on
/// screen at k / fps, i.e. source frame ⌊k · sourceFPS / fps⌋. The count is
/// round(count · fps / sourceFPS), at least 1, so the length stays the same to within a frame.
public struct ResampledFrames<Base: FrameSequence>: FrameSequence {
  public let base: Base
  public let sourceFPS: Double
  public let fps: Double
  public let frameCount: Int

  public init(_ base: Base, from sourceFPS: Double, to fps: Double) {
    precondition(sourceFPS > 0 && fps > 0, "frame rates must be positive")
    self.base = base
    self.sourceFPS = sourceFPS
    self.fps = fps
    frameCount = max(1, Int((Double(base.frameCount) * fps / sourceFPS).rounded()))
  }

  public var width: Int { base.width }
  public var height: Int { base.height }
  public var workingFrameBytes: Int { base.workingFrameBytes }

  /// The source frame behind frame `index`.
  public func sourceIndex(of index: Int) -> Int {
    min(base.frameCount - 1, Int((Double(index) * sourceFPS / fps + 1e-9).rounded(.down)))
  }

  public func frame(at index: Int) throws -> Surface {
    try base.frame(at: sourceIndex(of: index))
  }

  public func recycle(_ frame: consuming Surface) {
    base.recycle(frame)
  }
}

/// A frame sequence resized by `numerator / denominator` (area-averaged when shrinking), e.g.
/// 2/3 to turn @3x frames into @2x ones.
public struct ScaledFrames<Base: FrameSequence>: FrameSequence {
  public let base: Base
  public let width: Int
  public let height: Int

  public init(_ base: Base, numerator: Int, denominator: Int) {
    precondition(numerator > 0 && denominator > 0, "a scale factor must be positive")
    self.base = base
    width = max(1, (2 * base.width * numerator + denominator) / (2 * denominator))
    height = max(1, (2 * base.height * numerator + denominator) / (2 * denominator))
  }

  public var frameCount: Int { base.frameCount }
  public var workingFrameBytes: Int { max(base.workingFrameBytes, width * height * 4) }

  public func frame(at index: Int) throws -> Surface {
    let source = try base.frame(at: index)
    let frame = source.resized(width: width, height: height)
    if !frame.sharesPixels(with: source) { base.recycle(source) }
    return frame
  }
}
