import Foundation
import SplashRaster
import Testing

@testable import SplashScene

/// Layers turned in 3-D against an independent renderer: Skia (skia-python, installed by
/// `scripts/dev test`) builds each case's perspective matrix from the case's own description
/// (`Tests/SkiaReference/projection.py`) and draws it; every frame — rotated about x, about y, and
/// a card part way through a flip (60°: a solid card with a border drawn in its plane, under its
/// parent's sublayerTransform, its back face hidden) at 1x, 2x and 3x — must lie within 45 dB
/// PSNR. (Past about 70° the whole card is shown below half its width, so splashreel first
/// area-averages its plane, as its 2-D path does with any draw below half size, where Skia's
/// linear filter without mipmaps aliases: the two then differ by the aliasing.)

/// One case: the scene's layer (with `timeline`, drawn at `time`) and the same layer as
/// projection.py describes it.
private struct ProjectionCase {
  let name: String
  let layer: String
  let description: [String: Any]
  var timeline = "[]"
  var time = 0.0
}

/// A flip transition's shrink at θ about y for a view of `width` points (LayerState.flipped).
private func flipShrink(width: Double, angle: Double) -> Double { 1 / (1 + width / 2 * abs(sin(angle)) / 500) }

nonisolated(unsafe) private let cases: [ProjectionCase] = [
  ProjectionCase(
    name: "rotated-x",
    layer:
      ##"{"id": "p", "type": "image", "image": "photo.png", "allowsEdgeAntialiasing": true, "frame": {"x": 40, "y": 30, "width": 120, "height": 100}, "transform": {"rotationX": 35, "m34": -0.0025}}"##,
    description: ["kind": "picture", "frame": [40, 30, 120, 100], "rotationX": 35, "m34": -0.0025]),
  ProjectionCase(
    name: "rotated-y",
    layer:
      ##"{"id": "p", "type": "image", "image": "photo.png", "allowsEdgeAntialiasing": true, "frame": {"x": 30, "y": 20, "width": 140, "height": 110}, "transform": {"rotationY": -40, "m34": -0.002}}"##,
    description: ["kind": "picture", "frame": [30, 20, 140, 110], "rotationY": -40, "m34": -0.002]),
  ProjectionCase(
    name: "mid-flip",
    layer:
      ##"{"id": "card", "type": "group", "frame": {"x": 50, "y": 25, "width": 100, "height": 110}, "sublayerTransform": {"m34": -0.002}, "children": [{"id": "front", "type": "solid", "backgroundColor": "#D04020", "borderWidth": 3, "borderColor": "#F8F0E0", "isDoubleSided": false, "allowsEdgeAntialiasing": true, "frame": {"x": 0, "y": 0, "width": 100, "height": 110}, "transform": {"rotationY": 60}}, {"id": "back", "type": "solid", "backgroundColor": "#2040D0", "isDoubleSided": false, "frame": {"x": 0, "y": 0, "width": 100, "height": 110}, "transform": {"rotationY": -120}}]}"##,
    description: [
      "kind": "solid", "frame": [50, 25, 100, 110], "rotationY": 60, "sublayerM34": -0.002,
      "color": [0xD0, 0x40, 0x20, 255], "border": [3, [0xF8, 0xF0, 0xE0, 255]],
    ]),
  // UIView.transition(.transitionFlipFromLeft, .curveLinear) 0.3 of the way: the old side turned
  // by 0.3π = 54° about y with m34 = −1/500, shrunk so that its near edge keeps its length.
  ProjectionCase(
    name: "flip-transition",
    layer:
      ##"{"id": "card", "type": "solid", "backgroundColor": "#D04020", "borderWidth": 3, "borderColor": "#F8F0E0", "allowsEdgeAntialiasing": true, "frame": {"x": 50, "y": 25, "width": 100, "height": 110}}"##,
    description: [
      "kind": "solid", "frame": [50, 25, 100, 110], "rotationY": 54, "m34": -0.002,
      "layerScale": flipShrink(width: 100, angle: 0.3 * .pi), "color": [0xD0, 0x40, 0x20, 255],
      "border": [3, [0xF8, 0xF0, 0xE0, 255]],
    ],
    timeline:
      ##"[{"at": 0, "transition": {"with": "card", "duration": 1, "options": ["transitionFlipFromLeft", "curveLinear"], "animations": {"card": {"backgroundColor": "#2040D0"}}}}]"##,
    time: 0.3),
]

@Test(.enabled(if: skiaAvailable, "skia-python is not installed (scripts/dev test installs it)"))
func projectedLayersMatchSkia() throws {
  let fixture = try SceneFixture()
  // Smooth colour fields with soft detail: what bilinear sampling must reproduce.
  var photo = try Surface(width: 96, height: 72)
  for y in 0..<72 {
    for x in 0..<96 {
      let (fx, fy) = (Double(x) / 95, Double(y) / 71)
      let ripple = 0.5 + 0.5 * sin(Double(x) * 0.35) * cos(Double(y) * 0.27)
      photo[x, y] =
        Color(
          r: UInt8(40 + 200 * fx), g: UInt8(30 + 180 * ripple), b: UInt8(220 - 180 * fy), a: 255
        ).premultiplied
    }
  }
  try fixture.writeImage("photo.png", photo)
  var descriptions: [[String: Any]] = []
  var names: [String] = []
  for c in cases {
    for scale in 1...3 {
      let name = "\(c.name)-\(scale)x"
      let json = """
        {"background": "#FFFFFF", "duration": 1, "layers": [\(c.layer)], "timeline": \(c.timeline)}
        """
      let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: "200x160@\(scale)"))
      let frame = try FrameRenderer(scene: scene).render(at: c.time)
      try Data(frame.pixels).write(to: fixture.directory.appendingPathComponent("\(name).rgba"))
      var description = c.description
      description["name"] = name
      description["scale"] = scale
      description["width"] = frame.width
      description["height"] = frame.height
      description["background"] = [255, 255, 255, 255]
      description["path"] = fixture.directory.appendingPathComponent("photo.png").path
      descriptions.append(description)
      names.append(name)
    }
  }
  try JSONSerialization.data(withJSONObject: descriptions).write(
    to: fixture.directory.appendingPathComponent("cases.json"))
  let (status, text) = try runSkiaReference("projection.py", folder: fixture.directory)
  #expect(status == 0, "\(text)")
  #expect(text.hasSuffix("projection: 12 cases\n"), "\(text)")
  print(text)
  let results = psnrLines(text)
  #expect(results.map(\.name) == names)
  for (name, psnr) in results { #expect(psnr >= 45, "\(name) \(psnr)") }
}
