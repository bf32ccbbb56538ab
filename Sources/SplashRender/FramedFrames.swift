import SplashFrames
import SplashRaster
import SplashScene

/// A frame sequence drawn inside a device frame (`RenderRequest.deviceFrame`).
package struct FramedFrames<Base: FrameSequence>: FrameSequence {
  /// The frames of the bare screen.
  package let base: Base
  /// The device drawn around each of them.
  package let deviceFrame: DeviceFrame

  /// `base` inside `deviceFrame`.
  package init(_ base: Base, in deviceFrame: DeviceFrame) {
    precondition(
      base.width == deviceFrame.screenWidth && base.height == deviceFrame.screenHeight,
      "the frames must fill the device's screen")
    self.base = base
    self.deviceFrame = deviceFrame
  }

  package var frameCount: Int { base.frameCount }
  package var width: Int { deviceFrame.width }
  package var height: Int { deviceFrame.height }
  package var workingFrameBytes: Int { max(base.workingFrameBytes, width * height * 4) }

  package func frame(at index: Int) throws -> Surface {
    let screen = try base.frame(at: index)
    defer { base.recycle(screen) }
    return deviceFrame.framing(screen)
  }

  package func frame(at index: Int, threads: Int) throws -> Surface {
    let screen = try base.frame(at: index, threads: threads)
    defer { base.recycle(screen) }
    return deviceFrame.framing(screen)
  }
}
