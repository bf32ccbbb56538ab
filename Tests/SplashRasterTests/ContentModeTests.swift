import SplashTestSupport
import Testing

@testable import SplashRaster

@Test func imageRectsFollowUIKit() {
  let image = Size(width: 200, height: 100)
  let square = Rect(x: 0, y: 0, width: 100, height: 100)
  #expect(ContentMode.scaleToFill.imageRect(imageSize: image, in: square) == square)
  // aspectFit: s = min(100/200, 100/100) = 0.5 → 100×50, centred → y = 25.
  #expect(
    ContentMode.aspectFit.imageRect(imageSize: image, in: square)
      == Rect(x: 0, y: 25, width: 100, height: 50))
  // aspectFill: s = max(0.5, 1) = 1 → 200×100, centred → x = −50.
  #expect(
    ContentMode.aspectFill.imageRect(imageSize: image, in: square)
      == Rect(x: -50, y: 0, width: 200, height: 100))
  // In a 100×300 view: aspectFill s = max(0.5, 3) = 3 → 600×300 at x = −250; center keeps
  // 200×100 at ((100 − 200)/2, (300 − 100)/2) = (−50, 100).
  let tall = Rect(x: 0, y: 0, width: 100, height: 300)
  #expect(
    ContentMode.aspectFill.imageRect(imageSize: image, in: tall)
      == Rect(x: -250, y: 0, width: 600, height: 300))
  #expect(
    ContentMode.center.imageRect(imageSize: image, in: tall)
      == Rect(x: -50, y: 100, width: 200, height: 100))
}

/// A 200×100 image whose red channel is the column index and green the row index.
private let columns = TestSurfaces.make(200, 100) { x, y in opaque(UInt8(x), UInt8(y), 0) }

@Test func aspectFillOf200x100Into100x100ShowsExactlyTheMiddleHalf() throws {
  let placement = ContentMode.aspectFill.placement(
    pixelWidth: 200, pixelHeight: 100, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
    clipsToBounds: true)
  var view = try Surface(width: 100, height: 100)
  view.draw(columns, transform: placement.transform, clip: placement.clip)
  // Image column x + 50 lands on view column x: columns 50…149, the middle half.
  for y in 0..<100 {
    for x in 0..<100 { #expect(view[x, y] == opaque(UInt8(x + 50), UInt8(y), 0)) }
  }
}

@Test func overflowIsDrawnUnlessClipsToBounds() throws {
  // The same 100×100 view placed at x = 50 in a 200×100 frame.
  let toFrame = Transform2D(translationX: 50, y: 0)
  for clips in [false, true] {
    let placement = ContentMode.aspectFill.placement(
      pixelWidth: 200, pixelHeight: 100, bounds: Rect(x: 0, y: 0, width: 100, height: 100),
      clipsToBounds: clips)
    var frame = try Surface(width: 200, height: 100)
    frame.draw(columns, transform: placement.transform.concatenating(toFrame), clip: placement.clip)
    #expect(frame[100, 7] == opaque(100, 7, 0))
    // Outside the view: the overflowing image columns, or nothing when clipped.
    #expect(frame[10, 7] == (clips ? .clear : opaque(10, 7, 0)))
    #expect(frame[199, 7] == (clips ? .clear : opaque(199, 7, 0)))
  }
}

@Test func roundedClipOfAStretchedImageIsCircularOnScreen() throws {
  // scaleToFill of a 40×10 image into a 20×20 view with cornerRadius 10: the clip is
  // elliptical in image pixels (radii 20 × 5) but a circle of radius 10 in the view.
  let image = try Surface(width: 40, height: 10, fill: opaque(255, 255, 255))
  let placement = ContentMode.scaleToFill.placement(
    pixelWidth: 40, pixelHeight: 10, bounds: Rect(x: 0, y: 0, width: 20, height: 20),
    clipsToBounds: true,
    cornerRadius: 10)
  #expect(
    placement.clip
      == RoundedRect(
        rect: Rect(x: 0, y: 0, width: 40, height: 10), cornerWidth: 20, cornerHeight: 5))
  var view = try Surface(width: 20, height: 20)
  view.draw(image, transform: placement.transform, clip: placement.clip)
  // Pixel (3, 3): centre (3.5, 3.5) is 6.5·√2 = 9.19 from (10, 10), inside by 0.81 → full.
  // Pixel (2, 2): 7.5·√2 = 10.61, outside by 0.61, on the diagonal, where a pixel's corner still
  // reaches √2/2 = 0.707 out: (0.707 − 0.607)² ≈ 0.0100 → 3 (exact area 2.57 of 255).
  // Pixel (0, 9): centre (0.5, 9.5) is √(9.5² + 0.5²) = 9.513 away, inside by 0.487 → 0.983 →
  // 251 (exact area 250.74; white stays white).
  #expect(view[3, 3].a == 255)
  #expect(view[2, 2].a == 3)
  #expect(view[0, 9] == PremultipliedColor(r: 251, g: 251, b: 251, a: 251))
  for y in 0..<20 {
    for x in 0..<20 { #expect(view[x, y].a == view[y, x].a, "(\(x), \(y))") }
  }
}
