extension Surface {
  /// Group opacity (UIKit's behaviour since iOS 7): `content` draws into a transparent offscreen
  /// surface of this size, which is then composited onto this surface faded as one layer.
  ///
  /// Where children overlap, this differs from fading each child: the lower child does not show
  /// through the upper one. With `opacity` 1 the offscreen is skipped and `content` draws here.
  public mutating func drawGroup(
    opacity: Double, threads: Int = 1, _ content: (inout Surface) throws -> Void
  ) rethrows {
    if opacityFactor(opacity) == 255 {
      try content(&self)
      return
    }
    var offscreen = try! Surface(width: width, height: height)
    try content(&offscreen)
    draw(offscreen, opacity: opacity, threads: threads)
  }
}
