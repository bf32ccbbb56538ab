import SplashRaster
import Testing

@testable import SplashScene

// Pictures at fractional positions and sizes through scenes: no snapping, the layer's filters,
// allowsEdgeAntialiasing, and the keys' errors.

/// An opaque picture with a different colour in every pixel (so any shift shows).
private func varied(_ width: Int, _ height: Int) -> Surface {
  var surface = try! Surface(width: width, height: height)
  for y in 0..<height {
    for x in 0..<width {
      surface[x, y] =
        Color(r: UInt8(x * 37 % 256), g: UInt8(y * 53 % 256), b: UInt8((x * y * 11 + 90) % 256)).premultiplied
    }
  }
  return surface
}

private func resolved(_ layers: String, timeline: String = "[]", device: String, fixture: SceneFixture) throws
  -> ResolvedScene
{
  let json = """
    {"background": "#203040", "duration": 1, "layers": \(layers), "timeline": \(timeline)}
    """
  return try fixture.load(json).resolved(for: DeviceCatalog.device(named: device))
}

@Test func aSlowPanMovesByItsFractionEveryFrame() throws {
  // A 12×8 picture drawn at its own size, panning from x = 40 to 41 pt over 1 s: at 10 fps every
  // frame shows it where it is, bilinearly, as `Surface.draw` does at that exact offset.
  let fixture = try SceneFixture()
  let picture = varied(12, 8)
  try fixture.writeImage("pic.png", picture)
  let scene = try resolved(
    ##"[{"id": "p", "type": "image", "image": "pic", "frame": {"x": 40, "y": 3, "width": 12, "height": 8}}]"##,
    timeline:
      ##"[{"at": 0, "animate": {"p": {"frame": {"x": 41, "y": 3, "width": 12, "height": 8}}}, "duration": 1, "curve": "linear"}]"##,
    device: "60x14@1", fixture: fixture)
  let renderer = try FrameRenderer(scene: scene)
  var previous: Surface?
  for n in 0...10 {
    let frame = renderer.render(at: Double(n) / 10)
    var expected = try Surface(width: 60, height: 14, fill: Color(r: 0x20, g: 0x30, b: 0x40).premultiplied)
    expected.draw(picture, transform: Transform2D(translationX: 40 + Double(n) / 10, y: 3))
    #expect(frame == expected, "frame \(n)")
    if let previous { #expect(frame != previous, "frame \(n) repeats frame \(n - 1)") }
    previous = frame
  }
}

@Test func aStaticPictureDrawsTheSameBytesEveryFrame() throws {
  // The second draw of an unchanged placement goes through prepared samples: same bytes.
  let fixture = try SceneFixture()
  try fixture.writeImage("pic.png", varied(30, 20))
  let layers = ##"""
    [{"id": "p", "type": "image", "image": "pic", "contentMode": "aspectFit", "cornerRadius": 4, "masksToBounds": true,
      "frame": {"x": 3.3, "y": 2.6, "width": 21, "height": 17}},
     {"id": "s", "type": "solid", "backgroundColor": "#FFFFFF", "frame": {"x": 0, "y": 0, "width": 2, "height": 2}}]
    """##
  let timeline = ##"[{"at": 0, "animate": {"s": {"alpha": 0}}, "duration": 1, "curve": "linear"}]"##
  let scene = try resolved(layers, timeline: timeline, device: "30x24@2", fixture: fixture)
  let shared = try FrameRenderer(scene: scene)
  let frames = (0..<4).map { shared.render(at: Double($0) / 4) }
  for (n, frame) in frames.enumerated() {
    #expect(frame == (try FrameRenderer(scene: scene).render(at: Double(n) / 4)), "frame \(n)")
  }
}

@Test func filtersAndEdgeAntialiasingResolveWithUIKitsDefaults() throws {
  let fixture = try SceneFixture()
  try fixture.writeImage("pic.png", varied(4, 4))
  let scene = try resolved(
    ##"""
    [{"id": "a", "type": "image", "image": "pic", "frame": {"width": 4, "height": 4}},
     {"id": "b", "type": "image", "image": "pic", "frame": {"width": 4, "height": 4}, "minificationFilter": "trilinear",
      "magnificationFilter": "nearest", "allowsEdgeAntialiasing": true},
     {"id": "c", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 4, "height": 4},
      "allowsEdgeAntialiasing": true}]
    """##, device: "8x8@1", fixture: fixture)
  let layers = scene.layers
  #expect(layers[0].filters == .linear && !layers[0].allowsEdgeAntialiasing)
  #expect(layers[1].filters == SamplingFilters(minification: .trilinear, magnification: .nearest))
  #expect(layers[1].allowsEdgeAntialiasing && layers[2].allowsEdgeAntialiasing)
}

@Test func nearestMagnificationShowsWholeSourcePixels() throws {
  // A 4×4 picture at @1 in a 10×10 pt view at (0.5, 0): each screen pixel is one source pixel.
  let fixture = try SceneFixture()
  let picture = varied(4, 4)
  try fixture.writeImage("pic.png", picture)
  func frame(_ filter: String) throws -> Surface {
    try FrameRenderer(
      scene: resolved(
        ##"[{"id": "a", "type": "image", "image": "pic", "magnificationFilter": "\##(filter)", "frame": {"x": 0.5, "y": 0, "width": 10, "height": 10}}]"##,
        device: "12x10@1", fixture: fixture)
    ).render(at: 0)
  }
  let nearest = try frame("nearest")
  // Pixel (x, y) centre (x + 0.5, y + 0.5) maps to source ((x + 0.5 − 0.5) / 2.5, (y + 0.5) / 2.5).
  for y in 0..<10 {
    for x in 1..<10 {
      #expect(nearest[x, y] == picture[Int(Double(x) / 2.5), Int((Double(y) + 0.5) / 2.5)], "(\(x), \(y))")
    }
  }
  let linear = try frame("linear")
  #expect((1..<10).contains { x in (0..<10).contains { linear[x, $0] != nearest[x, $0] } })
}

@Test func theNewKeysAreCheckedWithOneLineErrors() throws {
  let fixture = try SceneFixture()
  try fixture.writeImage("pic.png", varied(2, 2))
  func message(_ layers: String, _ timeline: String = "[]") -> String? {
    fixture.error(##"{"background": "#FFFFFF", "duration": 1, "layers": \##(layers), "timeline": \##(timeline)}"##)
  }
  #expect(
    message(
      ##"[{"id": "a", "type": "image", "image": "pic", "frame": {"width": 2, "height": 2}, "minificationFilter": "bilinear"}]"##
    )
      == "scene.json: layers[0].minificationFilter: unknown filter 'bilinear' (did you mean 'linear'?); one of linear, nearest, trilinear"
  )
  #expect(
    message(
      ##"[{"id": "a", "type": "image", "image": "pic", "frame": {"width": 2, "height": 2}, "magnificationFilter": 1}]"##
    )
      == "scene.json: layers[0].magnificationFilter: expected a string, got a number 1")
  #expect(
    message(
      ##"[{"id": "a", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 2, "height": 2}, "minificationFilter": "nearest"}]"##
    )
      == "scene.json: layers[0].minificationFilter: unknown key 'minificationFilter' in a solid layer")
  #expect(
    message(
      ##"[{"id": "a", "type": "solid", "backgroundColor": "#000000", "frame": {"width": 2, "height": 2}, "allowsEdgeAntialiasing": "yes"}]"##
    )
      == "scene.json: layers[0].allowsEdgeAntialiasing: expected true or false, got a string \"yes\"")
  #expect(
    message(
      ##"[{"id": "g", "type": "group", "frame": {"width": 2, "height": 2}, "overrides": [{"when": "W > 0", "magnificationFilter": "nearest"}]}]"##
    )
      == "scene.json: layers[0].overrides[0].magnificationFilter: only image layers have 'magnificationFilter'; 'g' is a group layer"
  )
  #expect(
    message(
      ##"[{"id": "a", "type": "image", "image": "pic", "frame": {"width": 2, "height": 2}}]"##,
      ##"[{"at": 0, "set": {"a": {"allowsEdgeAntialiasing": true}}}]"##)
      == "scene.json: timeline[0].set.a.allowsEdgeAntialiasing: unknown key 'allowsEdgeAntialiasing' in a change")
}
