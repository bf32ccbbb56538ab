import Testing

@testable import SplashRaster

// A flattened group drawn band by band (`Surface.drawFlattened(bandRows:)`) must give the bytes
// of the same group drawn into a whole-frame offscreen, for every kind of draw a group holds.

/// A picture whose every pixel differs, half of it translucent.
private func picture(_ width: Int, _ height: Int) -> Surface {
  var surface = try! Surface(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      let alpha = UInt8(x < width / 2 ? 255 : 96 + (x * 37 + y * 11) % 150)
      surface[x, y] =
        Color(r: UInt8(x * 41 % 256), g: UInt8(y * 67 % 256), b: UInt8((x + y) * 13 % 256), a: alpha)
        .premultiplied
    }
  }
  return surface
}

private let photo = picture(23, 17)
private let large = picture(90, 70)

/// The group's content: fills, direct draws through every sampling path, a prepared draw and a
/// nested faded group.
private func content(_ surface: inout Surface, prepared: PreparedDraw) {
  surface.fill(
    RoundedRect(rect: Rect(x: 0, y: 0, width: 20, height: 14), cornerRadius: 4), color: opaque(200, 40, 90),
    transform: Transform2D(rotationAngle: 0.4).concatenating(Transform2D(translationX: 9.3, y: 2.7)), opacity: 0.9)
  surface.fill(
    RoundedRect(rect: Rect(x: 0, y: 0, width: 12, height: 9)), color: opaque(10, 220, 90),
    transform: Transform2D(rotationAngle: -0.7).concatenating(Transform2D(translationX: 20, y: 18)),
    antialiasedEdges: false)
  // Whole-pixel translation, bilinear enlargement, rotation, area average below half, nearest, trilinear.
  surface.draw(photo, transform: Transform2D(translationX: 3, y: 5), opacity: 0.8)
  surface.draw(
    photo, transform: Transform2D(scaleX: 1.37, y: 1.61).concatenating(Transform2D(translationX: 6.25, y: 4.6)),
    clip: RoundedRect(rect: Rect(x: 1, y: 1, width: 20, height: 14), cornerRadius: 5))
  surface.draw(
    photo, transform: Transform2D(rotationAngle: 0.5).concatenating(Transform2D(translationX: 14.2, y: 3.1)),
    opacity: 0.7)
  surface.draw(
    large, transform: Transform2D(scaleX: 0.31, y: 0.27).concatenating(Transform2D(translationX: 2.2, y: 20)))
  surface.draw(
    photo, transform: Transform2D(scaleX: 0.8, y: 0.6).concatenating(Transform2D(translationX: 25.5, y: 1.5)),
    filters: SamplingFilters(minification: .nearest))
  surface.draw(
    large,
    transform: Transform2D(scaleX: 0.2, y: 0.23).concatenating(Transform2D(rotationAngle: 0.2)).concatenating(
      Transform2D(translationX: 27, y: 14)),
    filters: SamplingFilters(minification: .trilinear))
  surface.draw(prepared, opacity: 0.6)
  surface.drawFlattened(opacity: 0.5, clip: RoundedRect(rect: Rect(x: 5, y: 6, width: 25, height: 16), cornerRadius: 6))
  {
    nested in
    nested.draw(
      photo, transform: Transform2D(scaleX: 1.2, y: 1.2).concatenating(Transform2D(translationX: 7.5, y: 8.5)))
    nested.fill(Rect(x: 4.5, y: 10.25, width: 20, height: 3.5), color: opaque(250, 250, 0), opacity: 0.5)
  }
}

/// The frame the group is drawn on.
private func background() -> Surface {
  var surface = try! Surface(width: 37, height: 29, fill: opaque(30, 60, 90))
  surface.draw(large, transform: Transform2D(scaleX: 0.5, y: 0.5))
  return surface
}

private let clip = RoundedRect(rect: Rect(x: 2.5, y: 1.75, width: 33, height: 25.5), cornerRadius: 7)

/// The group as drawn before bands existed: a whole-frame offscreen, then one composite.
private func wholeOffscreen(prepared: PreparedDraw) -> Surface {
  var frame = background()
  var offscreen = try! Surface(width: frame.width, height: frame.height)
  content(&offscreen, prepared: prepared)
  frame.draw(offscreen, opacity: 0.55, clip: clip)
  return frame
}

private func preparedDraw() -> PreparedDraw {
  (try! Surface(width: 37, height: 29)).prepareDraw(
    photo, transform: Transform2D(scaleX: 1.1, y: 0.9).concatenating(Transform2D(translationX: 11.4, y: 12.7)))
}

@Test(arguments: [1, 2, 3, 7, 16, 28, 29, 100])
func aGroupDrawnInBandsEqualsTheGroupDrawnInAWholeOffscreen(bandRows: Int) throws {
  let prepared = preparedDraw()
  let expected = wholeOffscreen(prepared: prepared)
  var frame = background()
  var bands: [Range<Int>] = []
  frame.drawFlattened(opacity: 0.55, clip: clip, bandRows: bandRows) { band in
    bands.append(band.frameRows)
    #expect(band.height == band.frameRows.count && band.frameHeight == 29)
    content(&band, prepared: prepared)
  }
  // 29 rows in bands of `bandRows`, the last one shorter.
  let step = min(bandRows, 29)
  #expect(bands == stride(from: 0, to: 29, by: step).map { $0..<min($0 + step, 29) })
  #expect(frame == expected)
  #expect(frame != background(), "the group drew something")
}

@Test func aGroupDrawnInBandsHasTheExactPixelsOfOneComposite() throws {
  // One opaque red square at opacity 0.5 over white, in bands of one row: factor 128, so each
  // pixel is (255, 127, 127); the square's half-covered edge row at y = 3 is (255, 191, 191).
  var frame = try Surface(width: 6, height: 5, fill: opaque(255, 255, 255))
  frame.drawFlattened(opacity: 0.5, bandRows: 1) { band in
    band.fill(Rect(x: 1, y: 0, width: 4, height: 3.5), color: opaque(255, 0, 0))
  }
  #expect(frame[0, 0] == opaque(255, 255, 255))
  #expect(frame[1, 0] == opaque(255, 127, 127))
  #expect(frame[4, 2] == opaque(255, 127, 127))
  // Coverage 0.5 → 128, then faded by 128: 64; white scaled by 191 → 191.
  #expect(frame[2, 3] == opaque(255, 191, 191))
  #expect(frame[2, 4] == opaque(255, 255, 255))
}

@Test func aDrawPreparedOnABandServesEveryBand() throws {
  // Samples made while drawing the first band are the whole frame's, so the later bands use them.
  var prepared: PreparedDraw?
  var frame = background()
  let transform = Transform2D(scaleX: 1.3, y: 1.4).concatenating(Transform2D(translationX: 4.2, y: 3.9))
  frame.drawFlattened(opacity: 0.75, bandRows: 5) { band in
    if prepared == nil { prepared = band.prepareDraw(photo, transform: transform) }
    band.draw(prepared!, opacity: 0.9)
  }
  var expected = background()
  var offscreen = try Surface(width: 37, height: 29)
  offscreen.draw(photo, transform: transform, opacity: 0.9)
  expected.draw(offscreen, opacity: 0.75)
  #expect(prepared?.key.destinationHeight == 29)
  #expect(frame == expected)
}

@Test func drawsThatResampleTheWholeSourceAreTold() {
  let rotatedSmall = Transform2D(scaleX: 0.3, y: 0.3).concatenating(Transform2D(rotationAngle: 0.3))
  #expect(SamplingFilters.linear.resamplesWholeSource(transform: rotatedSmall))
  #expect(!SamplingFilters.linear.resamplesWholeSource(transform: Transform2D(scaleX: 0.3, y: 0.3)))
  #expect(!SamplingFilters.linear.resamplesWholeSource(transform: Transform2D(rotationAngle: 0.3)))
  #expect(SamplingFilters(minification: .trilinear).resamplesWholeSource(transform: Transform2D(scaleX: 0.9, y: 1)))
  #expect(!SamplingFilters(magnification: .trilinear).resamplesWholeSource(transform: Transform2D(scaleX: 2, y: 2)))
  #expect(!SamplingFilters(minification: .nearest).resamplesWholeSource(transform: rotatedSmall))
}
