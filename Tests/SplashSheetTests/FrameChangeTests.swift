import SplashRaster
import Testing

@testable import SplashSheet

@Test func frameChangeSumsChannelDifferencesOfSmallSamples() throws {
  var meter = FrameChange()
  let a = try Surface(width: 4, height: 2, fill: PremultipliedColor(r: 100, g: 20, b: 0, a: 255))
  let b = try Surface(width: 4, height: 2, fill: PremultipliedColor(r: 110, g: 15, b: 0, a: 255))
  #expect(meter.measure(a) == 0)
  #expect(meter.measure(b) == 8 * (10 + 5))
  #expect(meter.measure(b) == 0)
  // Wide frames are compared at 64 pixels wide: a 128×2 frame becomes 64×1.
  var wide = FrameChange()
  _ = wide.measure(try Surface(width: 128, height: 2, fill: PremultipliedColor(r: 0, g: 0, b: 0, a: 255)))
  #expect(
    wide.measure(try Surface(width: 128, height: 2, fill: PremultipliedColor(r: 2, g: 0, b: 0, a: 255))) == 64 * 2)
}
