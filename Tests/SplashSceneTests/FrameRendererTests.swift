import SplashRaster
import Testing

@testable import SplashScene

private func render(
  _ layers: String, timeline: String = "[]", device: String = "8x6@1", at t: Double = 0, duration: Double = 1,
  fixture: SceneFixture? = nil
) throws -> Surface {
  let fixture = try fixture ?? SceneFixture()
  let json = """
    {"background": "#FF0000", "duration": \(duration), "layers": \(layers), "timeline": \(timeline)}
    """
  let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: device))
  return try FrameRenderer(scene: scene).render(at: t)
}

@Test func solidLayersCoverWholePixelsExactly() throws {
  let frame = try render(
    ##"[{"id": "a", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 2, "y": 1, "width": 4, "height": 3}}]"##
  )
  #expect(frame.width == 8 && frame.height == 6)
  #expect(pixel(frame, 1, 1) == [255, 0, 0, 255])
  #expect(pixel(frame, 2, 1) == [0, 0, 255, 255])
  #expect(pixel(frame, 5, 3) == [0, 0, 255, 255])
  #expect(pixel(frame, 6, 3) == [255, 0, 0, 255])
  #expect(pixel(frame, 5, 4) == [255, 0, 0, 255])
}

@Test func halfPixelEdgesBlendByCoverage() throws {
  let frame = try render(
    ##"[{"id": "a", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 2.5, "y": 0, "width": 2, "height": 6}}]"##
  )
  #expect(pixel(frame, 2, 0) == [127, 0, 128, 255])
  #expect(pixel(frame, 3, 0) == [0, 0, 255, 255])
  #expect(pixel(frame, 4, 0) == [127, 0, 128, 255])
}

@Test func deviceScaleMultipliesPoints() throws {
  let frame = try render(
    ##"[{"id": "a", "type": "solid", "backgroundColor": "#00FF00", "frame": {"x": 1, "y": 1, "width": 2, "height": 1}}]"##,
    device: "8x6@3")
  #expect(frame.width == 24 && frame.height == 18)
  #expect(pixel(frame, 2, 3) == [255, 0, 0, 255])
  #expect(pixel(frame, 3, 3) == [0, 255, 0, 255])
  #expect(pixel(frame, 8, 5) == [0, 255, 0, 255])
  #expect(pixel(frame, 9, 5) == [255, 0, 0, 255])
  #expect(pixel(frame, 8, 6) == [255, 0, 0, 255])
}

@Test func scaleAppliesAboutTheAnchorPoint() throws {
  let centred = try render(
    ##"[{"id": "a", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 3, "y": 2, "width": 2, "height": 2}, "transform": {"scale": 2}}]"##
  )
  // Scaled about its centre (4, 3): covers 2...6 × 1...5.
  #expect(pixel(centred, 2, 1) == [0, 0, 255, 255] && pixel(centred, 5, 4) == [0, 0, 255, 255])
  #expect(pixel(centred, 1, 1) == [255, 0, 0, 255] && pixel(centred, 6, 4) == [255, 0, 0, 255])
  let corner = try render(
    ##"[{"id": "a", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 3, "y": 2, "width": 2, "height": 2}, "anchorPoint": [0, 0], "transform": {"scale": 2}}]"##
  )
  // Scaled about its top-left corner (3, 2): covers 3...7 × 2...6.
  #expect(pixel(corner, 3, 2) == [0, 0, 255, 255] && pixel(corner, 6, 5) == [0, 0, 255, 255])
  #expect(pixel(corner, 2, 2) == [255, 0, 0, 255] && pixel(corner, 7, 5) == [255, 0, 0, 255])
}

@Test func translationMovesInParentPoints() throws {
  let frame = try render(
    ##"[{"id": "a", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 0, "y": 0, "width": 2, "height": 2}, "transform": {"translation": [3, "H-5"]}}]"##
  )
  #expect(pixel(frame, 3, 1) == [0, 0, 255, 255] && pixel(frame, 4, 2) == [0, 0, 255, 255])
  #expect(pixel(frame, 2, 1) == [255, 0, 0, 255] && pixel(frame, 3, 0) == [255, 0, 0, 255])
}

@Test func groupOpacityFlattensChildrenBeforeFading() throws {
  let layers = ##"""
    [{"id": "g", "type": "group", "alpha": 0.5, "frame": {"x": 0, "y": 0, "width": 8, "height": 6},
      "children": [
        {"id": "lower", "type": "solid", "backgroundColor": "#00FF00", "frame": {"x": 0, "y": 0, "width": 5, "height": 6}},
        {"id": "upper", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 3, "y": 0, "width": 5, "height": 6}}]}]
    """##
  let frame = try render(layers)
  // Where the children overlap only the upper one shows, at half strength over red.
  #expect(pixel(frame, 4, 2) == [127, 0, 128, 255])
  #expect(pixel(frame, 1, 2) == [127, 128, 0, 255])
  #expect(pixel(frame, 6, 2) == [127, 0, 128, 255])
}

@Test func alphaOfALeafFadesItAlone() throws {
  let frame = try render(
    ##"[{"id": "a", "type": "solid", "alpha": 0.25, "backgroundColor": "#0000FF", "frame": {"x": 0, "y": 0, "width": 8, "height": 6}}]"##
  )
  #expect(pixel(frame, 0, 0) == [191, 0, 64, 255])
}

@Test func hiddenAndRemovedSubtreesDrawNothing() throws {
  let layers = ##"""
    [{"id": "g", "type": "group", "frame": {"x": 0, "y": 0, "width": 8, "height": 6}, "hidden": true,
      "children": [{"id": "c", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 0, "y": 0, "width": 8, "height": 6}}]},
     {"id": "h", "type": "group", "frame": {"x": 0, "y": 0, "width": 8, "height": 6},
      "children": [{"id": "d", "type": "solid", "backgroundColor": "#00FF00", "frame": {"x": 0, "y": 0, "width": 4, "height": 6}}]}]
    """##
  let timeline = ##"[{"at": 0.5, "remove": ["h"]}, {"at": 0.75, "set": {"g": {"hidden": false}}}]"##
  #expect(pixel(try render(layers, timeline: timeline, at: 0), 1, 1) == [0, 255, 0, 255])
  #expect(pixel(try render(layers, timeline: timeline, at: 0), 6, 1) == [255, 0, 0, 255])
  #expect(pixel(try render(layers, timeline: timeline, at: 0.5), 1, 1) == [255, 0, 0, 255])
  #expect(pixel(try render(layers, timeline: timeline, at: 0.75), 1, 1) == [0, 0, 255, 255])
}

@Test func imagesFollowTheirContentMode() throws {
  let fixture = try SceneFixture()
  // A 4×2 picture: left half green, right half blue.
  var picture = try Surface(width: 4, height: 2, fill: Color(r: 0, g: 255, b: 0).premultiplied)
  for y in 0..<2 { for x in 2..<4 { picture[x, y] = Color(r: 0, g: 0, b: 255).premultiplied } }
  try fixture.writeImage("pic.png", picture)
  func layer(_ mode: String, clips: Bool = false) -> String {
    ##"[{"id": "i", "type": "image", "image": "pic", "contentMode": "\##(mode)", "clipsToBounds": \##(clips), "frame": {"x": 2, "y": 1, "width": 4, "height": 4}}]"##
  }
  // scaleToFill stretches to 4×4 at (2, 1).
  let fill = try render(layer("scaleToFill"), fixture: fixture)
  #expect(
    pixel(fill, 2, 1) == [0, 255, 0, 255] && pixel(fill, 5, 4) == [0, 0, 255, 255]
      && pixel(fill, 2, 0) == [255, 0, 0, 255])
  // aspectFit: 4×2 centred vertically, rows 2...3.
  let fit = try render(layer("aspectFit"), fixture: fixture)
  #expect(
    pixel(fit, 2, 1) == [255, 0, 0, 255] && pixel(fit, 2, 2) == [0, 255, 0, 255]
      && pixel(fit, 5, 3) == [0, 0, 255, 255])
  #expect(pixel(fit, 2, 4) == [255, 0, 0, 255])
  // aspectFill: 8×4 centred, overflowing the frame by 2 points on each side unless clipped.
  let overflow = try render(layer("aspectFill"), fixture: fixture)
  #expect(pixel(overflow, 0, 1) == [0, 255, 0, 255] && pixel(overflow, 7, 4) == [0, 0, 255, 255])
  let clipped = try render(layer("aspectFill", clips: true), fixture: fixture)
  #expect(pixel(clipped, 1, 1) == [255, 0, 0, 255] && pixel(clipped, 2, 1) == [0, 255, 0, 255])
  #expect(pixel(clipped, 6, 4) == [255, 0, 0, 255] && pixel(clipped, 5, 4) == [0, 0, 255, 255])
}

@Test func roundedMaskMakesACircle() throws {
  let fixture = try SceneFixture()
  try fixture.writeImage("face.png", width: 20, height: 20, color: Color(r: 0, g: 0, b: 255))
  let layers = ##"""
    [{"id": "a", "type": "image", "image": "face", "cornerRadius": 10, "masksToBounds": true,
      "frame": {"x": 0, "y": 0, "width": 20, "height": 20}}]
    """##
  let frame = try render(layers, device: "20x20@1", fixture: fixture)
  #expect(pixel(frame, 0, 0) == [255, 0, 0, 255])
  #expect(pixel(frame, 19, 19) == [255, 0, 0, 255])
  #expect(pixel(frame, 10, 10) == [0, 0, 255, 255])
  // The top pixel of the circle loses 1/60 of its area to the arc: its exact area inside is
  // 250.74 / 255 (2000² point samples), drawn as 251.
  #expect(pixel(frame, 10, 0) == [4, 0, 251, 255])
  // Along a row through the centre the circle spans the full width; near the top it is narrow.
  let row2 = (0..<20).filter { pixel(frame, $0, 2)[2] > 128 }
  // y = 2.5 is 7.5 from the centre: the circle spans 10 ± 6.61, so columns 3...16 are mostly inside.
  #expect(row2 == Array(3...16))
}

@Test func maskingGroupClipsItsChildren() throws {
  let layers = ##"""
    [{"id": "g", "type": "group", "masksToBounds": true, "frame": {"x": 2, "y": 2, "width": 4, "height": 2},
      "children": [{"id": "c", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": -2, "y": -2, "width": 8, "height": 6}}]}]
    """##
  let frame = try render(layers)
  #expect(pixel(frame, 2, 2) == [0, 0, 255, 255] && pixel(frame, 5, 3) == [0, 0, 255, 255])
  #expect(pixel(frame, 1, 2) == [255, 0, 0, 255] && pixel(frame, 6, 3) == [255, 0, 0, 255])
  #expect(pixel(frame, 3, 1) == [255, 0, 0, 255] && pixel(frame, 3, 4) == [255, 0, 0, 255])
}

@Test func animationsAreSampledAtTheGivenInstant() throws {
  let layers =
    ##"[{"id": "a", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 0, "y": 0, "width": 8, "height": 6}, "alpha": 0}]"##
  let timeline = ##"[{"at": 0.5, "animate": {"a": {"alpha": 1}}, "duration": 0.5, "curve": "linear"}]"##
  #expect(pixel(try render(layers, timeline: timeline, at: 0.5), 0, 0) == [255, 0, 0, 255])
  #expect(pixel(try render(layers, timeline: timeline, at: 0.75), 0, 0) == [127, 0, 128, 255])
  #expect(pixel(try render(layers, timeline: timeline, at: 1.0), 0, 0) == [0, 0, 255, 255])
}

@Test func rotationTurnsClockwiseAboutTheAnchor() throws {
  // A 6×2 bar centred at (4, 3), turned 90°: a 2×6 bar covering x 3...5, y 0...6.
  let frame = try render(
    ##"[{"id": "a", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": 1, "y": 2, "width": 6, "height": 2}, "transform": {"rotation": 90}}]"##
  )
  #expect(pixel(frame, 3, 0) == [0, 0, 255, 255] && pixel(frame, 4, 5) == [0, 0, 255, 255])
  #expect(pixel(frame, 2, 2) == [255, 0, 0, 255] && pixel(frame, 5, 2) == [255, 0, 0, 255])
}

@Test func aRotatedMaskTurnsWithItsLayer() throws {
  // A 4×4 masking group turned 45° about its centre (4, 3), holding a child larger than itself:
  // the clip is the turned square, a diamond reaching 2.83 from the centre.
  func blue(antialiased: Bool?) throws -> [[UInt8]] {
    let option = antialiased.map { #""allowsEdgeAntialiasing": \#($0), "# } ?? ""
    let layers = ##"""
      [{"id": "g", "type": "group", "masksToBounds": true, "transform": {"rotation": 45}, \##(option)
        "frame": {"x": 2, "y": 1, "width": 4, "height": 4},
        "children": [{"id": "c", "type": "solid", "backgroundColor": "#0000FF", "frame": {"x": -4, "y": -4, "width": 12, "height": 12}}]}]
      """##
    let frame = try render(layers)
    return (0..<6).map { y in (0..<8).map { pixel(frame, $0, y)[2] } }
  }
  // Core Animation's default (allowsEdgeAntialiasing false): the turned edges are stepped, a
  // pixel is in when its centre is (|dx| + |dy| = 2 ≤ 2.83 in, 3 out).
  let stepped: [[UInt8]] = [
    [0, 0, 0, 0, 0, 0, 0, 0],
    [0, 0, 0, 255, 255, 0, 0, 0],
    [0, 0, 255, 255, 255, 255, 0, 0],
    [0, 0, 255, 255, 255, 255, 0, 0],
    [0, 0, 0, 255, 255, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0],
  ]
  #expect(try blue(antialiased: nil) == stepped)
  #expect(try blue(antialiased: false) == stepped)
  // Antialiased, pixels the diamond's edges cross show the exact area inside: 87.6 / 255 for
  // the outer ones (a triangle of 0.34), 251.3 / 255 for the inner ones (2000² point samples).
  #expect(
    try blue(antialiased: true) == [
      [0, 0, 0, 88, 88, 0, 0, 0],
      [0, 0, 88, 251, 251, 88, 0, 0],
      [0, 88, 251, 255, 255, 251, 88, 0],
      [0, 88, 251, 255, 255, 251, 88, 0],
      [0, 0, 88, 251, 251, 88, 0, 0],
      [0, 0, 0, 88, 88, 0, 0, 0],
    ])
}
