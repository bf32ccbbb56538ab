import Testing

@testable import SplashRaster

// Pictures at fractional positions and sizes against the independent `ReferenceRenderer`:
// each case must reach 45 dB over the pixels the picture touches (the box around it).

/// Draws `picture` with `Surface.draw` and with the reference, at `x0, y0` (destination pixels)
/// scaled by `scaleX` × `scaleY`, and returns the PSNR over the box the picture touches.
private func compare(
  _ picture: Surface, x0: Double, y0: Double, scaleX: Double, scaleY: Double, width: Int = 120, height: Int = 90
) -> Double {
  let background = gradientBackground(width: width, height: height)
  var actual = background
  actual.draw(picture, transform: Transform2D(a: scaleX, b: 0, c: 0, d: scaleY, tx: x0, ty: y0))
  let reference = ReferenceRenderer(picture).draw(
    onto: background, x0: x0, y0: y0, scaleX: scaleX, scaleY: scaleY)
  let columns = max(0, Int(x0) - 1)..<min(width, Int(x0 + Double(picture.width) * scaleX) + 2)
  let rows = max(0, Int(y0) - 1)..<min(height, Int(y0 + Double(picture.height) * scaleY) + 2)
  return psnr(actual, reference, columns: columns, rows: rows)
}

@Test(arguments: [0.25, 0.5, 0.75])
func oneToOnePictureAtAFractionalColumn(fraction: Double) {
  let picture = detailedPicture(width: 48, height: 40)
  #expect(compare(picture, x0: 20 + fraction, y0: 10, scaleX: 1, scaleY: 1) >= 45)
  #expect(compare(picture, x0: 20 + fraction, y0: 10 + fraction, scaleX: 1, scaleY: 1) >= 45)
}

@Test(arguments: [0.8, 0.3, 1.7])
func scaledPictureAtAFractionalPosition(scale: Double) {
  // 0.8 and 1.7 are bilinear at the mapped point; 0.3 is the exact area average.
  let picture = detailedPicture(width: scale < 0.5 ? 160 : 48, height: scale < 0.5 ? 120 : 40)
  #expect(compare(picture, x0: 13.3, y0: 7.6, scaleX: scale, scaleY: scale) >= 45)
}

@Test func pictureShrunkAlongOneAxisOnly() {
  // 0.3 across (area), 1.3 down (bilinear).
  let picture = detailedPicture(width: 160, height: 40)
  #expect(compare(picture, x0: 9.45, y0: 11.2, scaleX: 0.3, scaleY: 1.3) >= 45)
}

@Test(arguments: [
  (ContentMode.aspectFit, 100.0, 100.0), (.aspectFit, 100, 60), (.aspectFill, 100, 100), (.aspectFill, 100, 60),
])
func widePictureInContentModes(mode: ContentMode, viewWidth: Double, viewHeight: Double) {
  // A 16:9 picture of 320×180 pixels at @1 in a view at (10.5, 7): aspectFit into 100×100
  // covers rows 21.875…78.125 of the view (scale 0.3125, an area average); aspectFill (scale
  // 0.5556 or 0.3125 across, bilinear and area) is clipped to the view.
  let picture = detailedPicture(width: 320, height: 180)
  let bounds = Rect(x: 0, y: 0, width: viewWidth, height: viewHeight)
  let placement = mode.placement(pixelWidth: 320, pixelHeight: 180, bounds: bounds, clipsToBounds: mode == .aspectFill)
  let toView = Transform2D(translationX: 10.5, y: 7)
  let background = gradientBackground(width: 120, height: 115)
  var actual = background
  actual.draw(picture, transform: placement.transform.concatenating(toView), clip: placement.clip)
  let rect = mode.imageRect(imageSize: Size(width: 320, height: 180), in: bounds)
  let scale = rect.width / 320
  let reference = ReferenceRenderer(picture).draw(
    onto: background, x0: 10.5 + rect.minX, y0: 7 + rect.minY, scaleX: scale, scaleY: scale,
    clip: mode == .aspectFill ? Rect(x: 10.5, y: 7, width: viewWidth, height: viewHeight) : nil)
  let db = psnr(actual, reference, columns: 9..<113, rows: 6..<110)
  #expect(db >= 45, "\(mode) in \(viewWidth)×\(viewHeight): \(db) dB")
  if mode == .aspectFit && viewHeight == 100 {
    // View rows 21 and 78 hold 1/8 of the picture (21 its translucent top band), as the
    // reference has them; row 78 is neither the background nor the picture.
    for row in [21 + 7, 78 + 7] {
      for x in [20, 50, 90] {
        #expect(abs(Double(actual[x, row].r) - reference[row][x].x) <= 1, "(\(x), \(row))")
        #expect(abs(Double(actual[x, row].b) - reference[row][x].z) <= 1, "(\(x), \(row))")
      }
    }
    #expect((11..<110).filter { actual[$0, 85] == background[$0, 85] || actual[$0, 85] == actual[$0, 84] }.count < 10)
  }
}

@Test func circularAvatarAtAFractionalPositionAt2x() {
  // An 80×80 pt view at (60.25, 170.5) with cornerRadius 40 and masksToBounds, showing a 160×160
  // @2x picture (aspectFill), on a 2× screen: a circle of radius 80 px centred at (200.5, 421).
  let picture = detailedPicture(width: 160, height: 160)
  let placement = ContentMode.aspectFill.placement(
    pixelWidth: 160, pixelHeight: 160, imageScale: 2, bounds: Rect(x: 0, y: 0, width: 80, height: 80),
    clipsToBounds: true, cornerRadius: 40)
  let toDevice = Transform2D(translationX: 60.25, y: 170.5).concatenating(Transform2D(scale: 2))
  let background = gradientBackground(width: 300, height: 520)
  var actual = background
  actual.draw(picture, transform: placement.transform.concatenating(toDevice), clip: placement.clip)
  let reference = ReferenceRenderer(picture).draw(
    onto: background, x0: 120.5, y0: 341, scaleX: 1, scaleY: 1,
    circle: ReferenceRenderer.Circle(centreX: 200.5, centreY: 421, radius: 80))
  let db = psnr(actual, reference, columns: 118..<284, rows: 339..<504)
  #expect(db >= 45, "\(db) dB")
}

@Test func slowPanChangesEveryFrameAndFollowsTheReference() {
  // x = 40 → 41 over 1 s at 10 fps: eleven frames, each different from the one before.
  let picture = detailedPicture(width: 40, height: 30)
  var previous: Surface?
  for step in 0...10 {
    let x = 40 + Double(step) / 10
    let background = gradientBackground(width: 90, height: 40)
    var frame = background
    frame.draw(picture, transform: Transform2D(translationX: x, y: 5))
    let reference = ReferenceRenderer(picture).draw(onto: background, x0: x, y0: 5, scaleX: 1, scaleY: 1)
    let db = psnr(frame, reference, columns: 39..<83, rows: 4..<36)
    #expect(db >= 45, "x = \(x): \(db) dB")
    if let previous { #expect(frame != previous, "x = \(x) shows the same pixels as the frame before") }
    previous = frame
  }
}
