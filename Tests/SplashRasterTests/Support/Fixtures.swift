@testable import SplashRaster

func opaque(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> PremultipliedColor {
  PremultipliedColor(r: r, g: g, b: b, a: 255)
}
