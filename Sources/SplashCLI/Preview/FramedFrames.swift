import SplashGIF
import SplashRaster
import SplashScene

/// A frame sequence drawn inside a device frame (for `render --device-frame`).
struct FramedFrames<Base: FrameSequence>: FrameSequence {
  let base: Base
  let deviceFrame: DeviceFrame

  init(_ base: Base, in deviceFrame: DeviceFrame) {
    precondition(
      base.width == deviceFrame.screenWidth && base.height == deviceFrame.screenHeight,
      "the frames must fill the device's screen")
    self.base = base
    self.deviceFrame = deviceFrame
  }

  var frameCount: Int { base.frameCount }
  var width: Int { deviceFrame.width }
  var height: Int { deviceFrame.height }

  func frame(at index: Int) throws -> Surface {
    deviceFrame.framing(try base.frame(at: index))
  }
}
