import SplashFrames
import SplashRaster
import SplashScene

/// A frame sequence drawn inside a device frame (`RenderRequest.deviceFrame`).
public struct FramedFrames<Base: FrameSequence>: FrameSequence {
  /// The frames of the bare screen.
  public let base: Base
  /// The device drawn around each of them.
  public let deviceFrame: DeviceFrame

  /// `base` inside `deviceFrame`.
  public init(_ base: Base, in deviceFrame: DeviceFrame) {
    precondition(
      base.width == deviceFrame.screenWidth && base.height == deviceFrame.screenHeight,
      "the frames must fill the device's screen")
    self.base = base
    self.deviceFrame = deviceFrame
  }

  public var frameCount: Int { base.frameCount }
  public var width: Int { deviceFrame.width }
  public var height: Int { deviceFrame.height }
  public var workingFrameBytes: Int { max(base.workingFrameBytes, width * height * 4) }

  public func frame(at index: Int) throws -> Surface {
    let screen = try base.frame(at: index)
    defer { base.recycle(screen) }
    return deviceFrame.framing(screen)
  }

  public func frame(at index: Int, threads: Int) throws -> Surface {
    let screen = try base.frame(at: index, threads: threads)
    defer { base.recycle(screen) }
    return deviceFrame.framing(screen)
  }
}
