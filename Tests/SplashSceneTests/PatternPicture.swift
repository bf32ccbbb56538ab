import SplashRaster

/// An opaque picture whose neighbouring pixels all differ, for tests that compare frames byte
/// for byte.
func patternPicture(_ width: Int, _ height: Int) -> Surface {
  var surface = try! Surface(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      surface[x, y] = Color(r: UInt8(x * 41 % 256), g: UInt8(y * 67 % 256), b: UInt8((x + y) * 13 % 256)).premultiplied
    }
  }
  return surface
}
