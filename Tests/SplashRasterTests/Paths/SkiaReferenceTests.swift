import Foundation
import SplashTestSupport
import Testing

@testable import SplashRaster

// Paths, strokes (caps, joins, miter limits), dashes, trimming and gradients drawn by
// splashreel and by Skia (skia-python, `References/skia_reference.py`), an independent
// renderer, on small frames at 1×, 2× and 3×, at fractional positions and rotated: every
// scene within 45 dB PSNR of Skia's pixels.

/// One scene: what both renderers draw.
private struct ReferenceScene {
  enum Item {
    case shape(Path, Transform2D, fill: Color?, rule: FillRule, stroke: (Color, StrokeStyle)?)
    case gradient(Gradient, Rect, Transform2D)
  }

  let name: String
  let width: Int
  let height: Int
  let items: [Item]
  let background = Color(r: 250, g: 248, b: 240, a: 255)

  /// The scene as `skia_reference.py` reads it.
  var json: [String: Any] {
    func rgba(_ c: Color) -> [Int] { [Int(c.r), Int(c.g), Int(c.b), Int(c.a)] }
    func matrix(_ t: Transform2D) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
    let list: [[String: Any]] = items.map { item in
      switch item {
      case .shape(let path, let transform, let fill, let rule, let stroke):
        var object: [String: Any] = [
          "path": path.elements.map { element -> [Any] in
            switch element {
            case .move(let p): ["M", p.x, p.y]
            case .line(let p): ["L", p.x, p.y]
            case .quad(let c, let p): ["Q", c.x, c.y, p.x, p.y]
            case .cubic(let c1, let c2, let p): ["C", c1.x, c1.y, c2.x, c2.y, p.x, p.y]
            case .close: ["Z"]
            }
          },
          "transform": matrix(transform), "fillRule": rule.rawValue,
        ]
        if let fill { object["fill"] = rgba(fill) }
        if let (color, s) = stroke {
          object["stroke"] =
            [
              "color": rgba(color), "width": s.lineWidth, "cap": s.lineCap.rawValue, "join": s.lineJoin.rawValue,
              "miterLimit": s.miterLimit, "dashes": s.dashPattern, "phase": s.dashPhase, "start": s.strokeStart,
              "end": s.strokeEnd,
            ] as [String: Any]
        }
        return object
      case .gradient(let g, let rect, let transform):
        return [
          "gradient": [
            "kind": g.kind.rawValue,
            "colors": g.colors.map { c in [c.x, c.y, c.z, c.w].map { Int(($0 * 255).rounded()) } },
            "locations": g.stopLocations(), "start": [g.start.x, g.start.y], "end": [g.end.x, g.end.y],
          ] as [String: Any],
          "rect": [rect.minX, rect.minY, rect.width, rect.height], "transform": matrix(transform),
        ]
      }
    }
    return [
      "name": name, "width": width, "height": height,
      "background": [Int(background.r), Int(background.g), Int(background.b)],
      "items": list,
    ]
  }

  /// The scene drawn by splashreel.
  func render() -> Surface {
    var surface = try! Surface(width: width, height: height, fill: background.premultiplied)
    for item in items {
      switch item {
      case .shape(let path, let transform, let fill, let rule, let stroke):
        let fillCoverage =
          fill == nil
          ? PathCoverage.empty : path.fillCoverage(rule: rule, transform: transform, width: width, height: height)
        let strokeCoverage =
          stroke.map { path.strokeCoverage($0.1, transform: transform, width: width, height: height) } ?? .empty
        surface.fill(
          fillCoverage, color: (fill ?? .clear).premultiplied, stroke: strokeCoverage,
          color: (stroke?.0 ?? .clear).premultiplied, opacity: 1)
      case .gradient(let g, let rect, let transform):
        surface.fill(RoundedRect(rect: rect), gradient: g, transform: transform, antialiasedEdges: true)
      }
    }
    return surface
  }
}

private func at(_ scale: Double, x: Double = 0, y: Double = 0, degrees: Double = 0) -> Transform2D {
  Transform2D(rotationAngle: degrees * .pi / 180).concatenating(Transform2D(scale: scale)).concatenating(
    Transform2D(translationX: x, y: y))
}

private func rgb(_ hex: UInt32, _ a: UInt8 = 255) -> Color {
  Color(r: UInt8(hex >> 16), g: UInt8((hex >> 8) & 255), b: UInt8(hex & 255), a: a)
}

private func svg(_ data: String) -> Path { try! Path(svgPathData: data) }

private func unit(_ c: Color) -> SIMD4<Double> { SIMD4(Double(c.r), Double(c.g), Double(c.b), Double(c.a)) / 255 }

private let scenes: [ReferenceScene] = [
  ReferenceScene(
    name: "circle at 1×, fractional", width: 64, height: 64,
    items: [
      .shape(
        Path(ovalIn: Rect(x: 7.3, y: 9.6, width: 47.5, height: 44.2)), .identity, fill: rgb(0x1F6FEB), rule: .nonZero,
        stroke: nil)
    ]),
  ReferenceScene(
    name: "star even-odd at 2×", width: 96, height: 96,
    items: [
      .shape(
        svg("M24 2 L37 44 L2 17 L46 17 L11 44 Z"), at(2, x: 0.4, y: 0.7), fill: rgb(0xD73A49), rule: .evenOdd,
        stroke: nil)
    ]),
  ReferenceScene(
    name: "curves rotated at 2×", width: 112, height: 112,
    items: [
      .shape(
        svg("M25 40 C25 20 5 15 5 30 Q5 42 25 52 Q45 42 45 30 C45 15 25 20 25 40 Z"),
        at(2, x: 46.3, y: -4.2, degrees: 30),
        fill: rgb(0xE36209, 220), rule: .nonZero, stroke: nil)
    ]),
  ReferenceScene(
    name: "round caps and joins at 1×", width: 80, height: 64,
    items: [
      .shape(
        svg("M8 50 L24 12 L40 44 L56 14 L72 40"), .identity, fill: nil, rule: .nonZero,
        stroke: (rgb(0x2EA043), StrokeStyle(lineWidth: 6.5, lineCap: .round, lineJoin: .round)))
    ]),
  ReferenceScene(
    name: "miter joins, square caps at 3×, fractional", width: 144, height: 120,
    items: [
      .shape(
        svg("M6 34 L16 8 L26 34 L36 10"), at(3, x: 5.37, y: 3.81), fill: nil, rule: .nonZero,
        stroke: (rgb(0x6F42C1), StrokeStyle(lineWidth: 3, lineCap: .square, lineJoin: .miter, miterLimit: 10)))
    ]),
  ReferenceScene(
    name: "bevels and a miter limit, rotated at 2×", width: 120, height: 120,
    items: [
      .shape(
        svg("M10 40 L30 10 L50 40 L34 44 L28 20"), at(2, x: 26.5, y: -12.25, degrees: 17), fill: nil, rule: .nonZero,
        stroke: (rgb(0x0366D6), StrokeStyle(lineWidth: 5, lineJoin: .miter, miterLimit: 1.6)))
    ]),
  ReferenceScene(
    name: "bevel joins with butt caps at 1×", width: 80, height: 64,
    items: [
      .shape(
        svg("M8 56 L20 8 L40 50 L60 10 L74 56"), .identity, fill: nil, rule: .nonZero,
        stroke: (rgb(0x24292E), StrokeStyle(lineWidth: 7, lineJoin: .bevel)))
    ]),
  ReferenceScene(
    name: "dashed circle with a phase at 2×", width: 128, height: 128,
    items: [
      .shape(
        Path(ovalIn: Rect(x: 6, y: 6, width: 52, height: 52)), at(2, x: 0.5, y: 0.25), fill: nil, rule: .nonZero,
        stroke: (rgb(0xB31D28), StrokeStyle(lineWidth: 4, lineCap: .round, dashPattern: [9, 5, 2, 5], dashPhase: 3.5)))
    ]),
  ReferenceScene(
    // Straight segments: Skia measures curves' length only to about half a unit
    // (SkContourMeasure), so a trimmed curve ends elsewhere than at its exact arc length (the
    // arc-length tests check ours).
    name: "trimmed polygon at 2×", width: 140, height: 100,
    items: [
      .shape(
        svg("M6 40 L20 8 L44 8 L64 30 L40 46 Z"), at(2, x: 0.3, y: 0.6), fill: rgb(0xF1E05A), rule: .nonZero,
        stroke: (rgb(0x005CC5), StrokeStyle(lineWidth: 5, lineJoin: .round, strokeStart: 0.15, strokeEnd: 0.8)))
    ]),
  ReferenceScene(
    name: "translucent fill under a stroke at 1×", width: 64, height: 64,
    items: [
      .shape(
        svg("M32 6 A26 26 0 1 1 31.99 6 Z M32 18 A14 14 0 1 0 32.01 18 Z"), at(1, x: 0.35, y: 0.4),
        fill: rgb(0x28A745, 150),
        rule: .evenOdd, stroke: (rgb(0x032F62, 200), StrokeStyle(lineWidth: 2.5)))
    ]),
  ReferenceScene(
    name: "axial gradient with locations, rotated at 2×", width: 120, height: 120,
    items: [
      .gradient(
        Gradient(
          kind: .axial, colors: [unit(rgb(0xFF5F6D)), unit(rgb(0xFFC371, 180)), unit(rgb(0x2193B0))],
          locations: [0.1, 0.45, 0.9], start: Point(x: 0, y: 0.2), end: Point(x: 1, y: 0.8)),
        Rect(x: 0, y: 0, width: 44, height: 40), at(2, x: 22.5, y: 4.25, degrees: 12))
    ]),
  ReferenceScene(
    name: "radial gradient at 1×", width: 80, height: 64,
    items: [
      .gradient(
        Gradient(
          kind: .radial, colors: [unit(rgb(0xFFFFFF)), unit(rgb(0x8E2DE2)), unit(rgb(0x4A00E0, 0))],
          start: Point(x: 0.45, y: 0.5), end: Point(x: 0.95, y: 1)),
        Rect(x: 4, y: 2, width: 72, height: 60), .identity)
    ]),
  ReferenceScene(
    name: "conic gradient at 3×", width: 120, height: 120,
    items: [
      .gradient(
        Gradient(
          kind: .conic, colors: [unit(rgb(0xF12711)), unit(rgb(0xF5AF19)), unit(rgb(0x12C2E9)), unit(rgb(0xF12711))],
          start: Point(x: 0.5, y: 0.5), end: Point(x: 1, y: 0.3)),
        Rect(x: 0, y: 0, width: 38, height: 38), at(3, x: 3, y: 3))
    ]),
]

/// PSNR over the colour channels of two RGBA8 frames (both opaque).
private func psnr(_ a: [UInt8], _ b: [UInt8]) -> Double {
  var sum = 0.0
  var count = 0
  for i in stride(from: 0, to: a.count, by: 4) {
    for c in 0..<3 {
      let d = Double(a[i + c]) - Double(b[i + c])
      sum += d * d
      count += 1
    }
  }
  let mse = sum / Double(count)
  return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
}

@Test func pathsStrokesAndGradientsMatchSkia() throws {
  let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  let script = here.appendingPathComponent("../References/skia_reference.py").standardized.path
  let folder = TemporaryFolder("skia")
  let input = folder.url("scenes.json")
  try JSONSerialization.data(withJSONObject: scenes.map(\.json)).write(to: input)
  let run = try Subprocess.tool(["python3", script, input.path]).run()
  let data = run.outputData
  try #require(run.status == 0, "skia_reference.py: \(run.errors)")
  var offset = 0
  for scene in scenes {
    let bytes = scene.width * scene.height * 4
    try #require(data.count >= offset + bytes, "Skia wrote \(data.count) bytes")
    let skia = [UInt8](data[offset..<(offset + bytes)])
    offset += bytes
    let ours = scene.render().pixels
    if let dump = ProcessInfo.processInfo.environment["SPLASHREEL_SKIA_DUMP"] {
      try Data(ours).write(
        to: URL(fileURLWithPath: dump).appendingPathComponent("\(scenes.firstIndex { $0.name == scene.name }!).rgba"))
    }
    let db = psnr(ours, skia)
    #expect(db >= 45, "\(scene.name): \(String(format: "%.2f", db)) dB")
    print("skia reference: \(scene.name): \(String(format: "%.2f", db)) dB")
  }
  #expect(offset == data.count)
}
