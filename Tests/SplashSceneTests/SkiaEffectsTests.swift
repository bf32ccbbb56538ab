import Foundation
import SplashRaster
import Testing

@testable import SplashScene

/// Masks and shadows against an independent renderer: Skia (skia-python, installed by
/// `scripts/dev test`) draws each case from its own description (`Tests/SkiaReference/effects.py`)
/// and every case must lie within 45 dB PSNR of splashreel's frame. Skia's scan converter puts
/// the edges of a rounded rectangle on quarter pixels (an edge at 8.4 px covers its pixel by 0.5
/// where the exact area is 0.6), so cases with rounded shapes are drawn by Skia at 8× and
/// area-averaged (`supersample`), which approaches the exact coverage splashreel computes.

/// One case: a scene of one layer on a device, and the same drawing as Skia operations in pixels.
private struct EffectCase {
  let name: String
  let device: String
  let layer: String
  let ops: [[String: Any]]
  /// Skia draws at this many times the size, then averages each block (1: directly).
  var supersample = 1
  /// Each operation supersampled on its own, then composited (see effects.py).
  var separate = false
}

private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double = 0, _ c: [Int]) -> [String: Any] {
  ["op": "rect", "rect": [x, y, w, h], "radius": radius, "color": c]
}

/// A rectangle with per-corner circular radii [top-left, top-right, bottom-right, bottom-left]
/// (Skia's RRect), or only its ring `ring` wide.
private func rrect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, radii: [Double], ring: Double = 0, _ c: [Int])
  -> [String: Any]
{
  ["op": "rrect", "rect": [x, y, w, h], "radii": radii, "ring": ring, "color": c]
}

/// A rectangle with continuous corners where `corners` has 1 (same order), which effects.py
/// builds from PaintCode's published coefficients.
private func continuous(
  _ x: Double, _ y: Double, _ w: Double, _ h: Double, radius: Double, corners: [Int] = [1, 1, 1, 1], _ c: [Int]
) -> [String: Any] {
  ["op": "continuous", "rect": [x, y, w, h], "radius": radius, "corners": corners, "color": c]
}

nonisolated(unsafe) private let cases: [EffectCase] =
  outlineCases + [
    EffectCase(
      name: "rounded-mask-2x", device: "40x30@2",
      layer:
        ##"{"id": "a", "type": "solid", "backgroundColor": "#E03030", "frame": {"x": 3.25, "y": 2.5, "width": 30, "height": 24}, "mask": {"id": "m", "type": "solid", "backgroundColor": "#000000", "cornerRadius": 6, "frame": {"x": 2.3, "y": 1.7, "width": 22, "height": 18}}}"##,
      ops: [
        [
          "op": "masked", "content": [rect(6.5, 5, 60, 48, [0xE0, 0x30, 0x30, 255])],
          "mask": [rect(11.1, 8.4, 44, 36, radius: 12, [0, 0, 0, 255])],
        ]
      ], supersample: 8),
    EffectCase(
      name: "mask-opacity-3x", device: "30x20@3",
      layer:
        ##"{"id": "a", "type": "solid", "backgroundColor": "#2050D0", "frame": {"x": 1.5, "y": 1.25, "width": 25, "height": 16}, "mask": {"id": "m", "type": "solid", "alpha": 0.6, "backgroundColor": "#000000", "cornerRadius": 3, "frame": {"x": 4.4, "y": 2.2, "width": 12, "height": 9}}}"##,
      ops: [
        [
          "op": "masked", "content": [rect(4.5, 3.75, 75, 48, [0x20, 0x50, 0xD0, 255])],
          "mask": [rect(17.7, 10.35, 36, 27, radius: 9, [0, 0, 0, 153])],
        ]
      ], supersample: 8),
    EffectCase(
      name: "picture-mask-1x", device: "40x40@1",
      layer:
        ##"{"id": "a", "type": "solid", "backgroundColor": "#10A060", "frame": {"x": 0, "y": 0, "width": 40, "height": 40}, "mask": {"id": "m", "type": "image", "image": "alpha.png", "frame": {"x": 4, "y": 4, "width": 32, "height": 32}}}"##,
      ops: [
        [
          "op": "masked", "content": [rect(0, 0, 40, 40, [0x10, 0xA0, 0x60, 255])],
          "mask": [["op": "image", "path": "alpha.png", "rect": [4, 4, 32, 32]]],
        ]
      ]),
    EffectCase(
      name: "shadow-rect-2x", device: "40x30@2",
      layer:
        ##"{"id": "a", "type": "solid", "backgroundColor": "#3366CC", "frame": {"x": 10.25, "y": 6.5, "width": 16, "height": 12}, "shadowOpacity": 0.8, "shadowRadius": 1.5, "shadowOffset": [2, 3]}"##,
      ops: [
        ["op": "shadow", "sigma": 3.0, "color": [0, 0, 0, 204], "source": [rect(24.5, 19, 32, 24, [0, 0, 0, 255])]],
        rect(20.5, 13, 32, 24, [0x33, 0x66, 0xCC, 255]),
      ]),
    EffectCase(
      name: "shadow-rounded-3x", device: "30x30@3",
      layer:
        ##"{"id": "a", "type": "solid", "backgroundColor": "#F0E0C0", "cornerRadius": 4, "frame": {"x": 7.3, "y": 8.6, "width": 14, "height": 12}, "shadowOpacity": 0.5, "shadowColor": "#202060"}"##,
      ops: [
        [
          "op": "shadow", "sigma": 9.0, "color": [0x20, 0x20, 0x60, 128],
          "source": [rect(21.9, 16.8, 42, 36, radius: 12, [0, 0, 0, 255])],
        ],
        rect(21.9, 25.8, 42, 36, radius: 12, [0xF0, 0xE0, 0xC0, 255]),
      ]),
    EffectCase(
      name: "shadow-narrow-1x", device: "40x30@1",
      layer:
        ##"{"id": "a", "type": "solid", "backgroundColor": "#C04080", "frame": {"x": 12.5, "y": 8.25, "width": 14, "height": 10}, "shadowOpacity": 1, "shadowRadius": 1.2, "shadowOffset": [1.5, 2]}"##,
      ops: [
        ["op": "shadow", "sigma": 1.2, "color": [0, 0, 0, 255], "source": [rect(14, 10.25, 14, 10, [0, 0, 0, 255])]],
        rect(12.5, 8.25, 14, 10, [0xC0, 0x40, 0x80, 255]),
      ]),
  ]

/// maskedCorners, continuous corners and shadowPath: fills, borders, clips and shadows.
nonisolated(unsafe) private let outlineCases: [EffectCase] = [
  EffectCase(
    name: "continuous-2x", device: "40x30@2",
    layer:
      ##"{"id": "a", "type": "solid", "backgroundColor": "#2A6FDB", "cornerRadius": 6, "cornerCurve": "continuous", "frame": {"x": 3.25, "y": 2.5, "width": 30, "height": 24}}"##,
    ops: [continuous(6.5, 5, 60, 48, radius: 12, [0x2A, 0x6F, 0xDB, 255])], supersample: 8),
  EffectCase(
    name: "masked-corners-border-3x", device: "30x20@3",
    layer:
      ##"{"id": "a", "type": "solid", "backgroundColor": "#F0C020", "cornerRadius": 5, "maskedCorners": ["layerMinXMinYCorner", "layerMaxXMaxYCorner"], "borderWidth": 1, "borderColor": "#203060", "frame": {"x": 1.5, "y": 1.25, "width": 25, "height": 16}}"##,
    ops: [
      rrect(4.5, 3.75, 75, 48, radii: [15, 0, 15, 0], [0xF0, 0xC0, 0x20, 255]),
      rrect(4.5, 3.75, 75, 48, radii: [15, 0, 15, 0], ring: 3, [0x20, 0x30, 0x60, 255]),
    ], supersample: 8, separate: true),
  EffectCase(
    name: "continuous-masked-clip-1x", device: "40x40@1",
    layer:
      ##"{"id": "g", "type": "group", "cornerRadius": 8, "cornerCurve": "continuous", "maskedCorners": ["layerMaxXMinYCorner", "layerMinXMaxYCorner"], "masksToBounds": true, "frame": {"x": 4.5, "y": 5.25, "width": 31, "height": 29}, "children": [{"id": "c", "type": "solid", "backgroundColor": "#10A060", "frame": {"x": -2, "y": -2, "width": 40, "height": 40}}]}"##,
    ops: [continuous(4.5, 5.25, 31, 29, radius: 8, corners: [0, 1, 0, 1], [0x10, 0xA0, 0x60, 255])],
    supersample: 8),
  EffectCase(
    name: "continuous-border-2x", device: "40x30@2",
    layer:
      ##"{"id": "a", "type": "solid", "backgroundColor": "#FFFFFF00", "cornerRadius": 7, "cornerCurve": "continuous", "borderWidth": 1.5, "borderColor": "#802040", "frame": {"x": 2.75, "y": 3.5, "width": 33, "height": 23}}"##,
    ops: [
      [
        "op": "continuous", "rect": [5.5, 7, 66, 46], "radius": 14, "corners": [1, 1, 1, 1], "ring": 3,
        "color": [0x80, 0x20, 0x40, 255],
      ]
    ], supersample: 8),
  EffectCase(
    name: "shadow-path-2x", device: "40x30@2",
    layer:
      ##"{"id": "a", "type": "solid", "backgroundColor": "#C04080", "frame": {"x": 10.25, "y": 6.5, "width": 16, "height": 12}, "shadowOpacity": 0.6, "shadowRadius": 1.5, "shadowOffset": [2, 3], "shadowPath": {"oval": [-2, -1, 20, 14]}}"##,
    ops: [
      [
        "op": "shadow", "sigma": 3.0, "color": [0, 0, 0, 153],
        "source": [["op": "oval", "rect": [20.5, 17, 40, 28], "color": [0, 0, 0, 255]]],
      ],
      rect(20.5, 13, 32, 24, [0xC0, 0x40, 0x80, 255]),
    ], supersample: 8),
  EffectCase(
    name: "shadow-continuous-3x", device: "30x30@3",
    layer:
      ##"{"id": "a", "type": "solid", "backgroundColor": "#F0E0C0", "cornerRadius": 3.5, "cornerCurve": "continuous", "frame": {"x": 7.3, "y": 8.6, "width": 14, "height": 12}, "shadowOpacity": 0.5, "shadowColor": "#202060"}"##,
    ops: [
      [
        "op": "shadow", "sigma": 9.0, "color": [0x20, 0x20, 0x60, 128],
        "source": [continuous(21.9, 16.8, 42, 36, radius: 10.5, [0, 0, 0, 255])],
      ],
      continuous(21.9, 25.8, 42, 36, radius: 10.5, [0xF0, 0xE0, 0xC0, 255]),
    ], supersample: 8),
]

@Test(.enabled(if: skiaAvailable, "skia-python is not installed (scripts/dev test installs it)"))
func masksAndShadowsMatchSkia() throws {
  let fixture = try SceneFixture()
  // A radial alpha ramp for the picture mask, in alpha steps libgd keeps (its alpha has 7 bits).
  var ramp = try Surface(width: 32, height: 32)
  for y in 0..<32 {
    for x in 0..<32 {
      let d = ((Double(x) - 15.5) * (Double(x) - 15.5) + (Double(y) - 15.5) * (Double(y) - 15.5)).squareRoot()
      let level = max(0, min(127, Int((127 * (1 - d / 16)).rounded())))
      let alpha = UInt8(level == 127 ? 255 : level * 2)
      ramp[x, y] = Color(r: 0, g: 0, b: 0, a: alpha).premultiplied
    }
  }
  try fixture.writeImage("alpha.png", ramp)
  var descriptions: [[String: Any]] = []
  for c in cases {
    let json = """
      {"background": "#FFFFFF", "duration": 1, "layers": [\(c.layer)]}
      """
    let scene = try fixture.load(json).resolved(for: DeviceCatalog.device(named: c.device))
    let frame = try FrameRenderer(scene: scene).render(at: 0)
    try Data(frame.pixels).write(to: fixture.directory.appendingPathComponent("\(c.name).rgba"))
    let ops = c.ops.map { op -> [String: Any] in
      guard op["op"] as? String == "masked", var mask = op["mask"] as? [[String: Any]] else { return op }
      mask = mask.map { inner in
        var inner = inner
        if let path = inner["path"] as? String { inner["path"] = fixture.directory.appendingPathComponent(path).path }
        return inner
      }
      var op = op
      op["mask"] = mask
      return op
    }
    descriptions.append([
      "name": c.name, "width": frame.width, "height": frame.height, "background": [255, 255, 255, 255], "ops": ops,
      "supersample": c.supersample, "separate": c.separate,
    ])
  }
  try JSONSerialization.data(withJSONObject: descriptions).write(
    to: fixture.directory.appendingPathComponent("cases.json"))
  let (status, text) = try runSkiaReference("effects.py", folder: fixture.directory)
  #expect(status == 0, "\(text)")
  #expect(text.hasSuffix("effects: \(cases.count) cases\n"), "\(text)")
  print(text)
  for (name, psnr) in psnrLines(text) { #expect(psnr >= 45, "\(name) \(psnr)") }
}
