import Foundation
import SplashMotion
import SplashRaster
import Testing

@testable import SplashScene

// UIView.transition flips in scene files: the option each style comes from, the angle at
// instants, and exact pixels of the turned card (old side, new side unmirrored, hand-computed
// projected edges, the end as a direct render).

private let fixture = try! SceneFixture(files: [])

/// A 100 × 50 pt card centred at (100, 60) on a 200 × 120 @1x screen: red with a green strip
/// along its left 30 pt; from 0.2 s a flip of 0.8 s (linear unless `options` say otherwise) turns
/// it blue with a yellow strip.
private func flipScene(_ option: String, options: String = #", "curveLinear""#) -> String {
  ##"""
  {"background": "#FFFFFF", "duration": 1.2,
   "layers": [{"id": "card", "type": "solid", "backgroundColor": "#FF0000",
               "frame": {"x": 50, "y": 35, "width": 100, "height": 50},
               "children": [{"id": "strip", "type": "solid", "backgroundColor": "#00FF00",
                             "frame": {"x": 0, "y": 0, "width": 30, "height": 50}}]}],
   "timeline": [{"id": "flip", "at": 0.2, "transition": {"with": "card", "duration": 0.8,
     "options": ["\##(option)"\##(options)],
     "animations": {"card": {"backgroundColor": "#0000FF"}, "strip": {"backgroundColor": "#FFFF00"}}}}]}
  """##
}

/// The same card, still, with the colours given: what a direct render of either look shows.
private func stillScene(card: String, strip: String) -> String {
  ##"""
  {"background": "#FFFFFF", "duration": 1.2,
   "layers": [{"id": "card", "type": "solid", "backgroundColor": "\##(card)",
               "frame": {"x": 50, "y": 35, "width": 100, "height": 50},
               "children": [{"id": "strip", "type": "solid", "backgroundColor": "\##(strip)",
                             "frame": {"x": 0, "y": 0, "width": 30, "height": 50}}]}]}
  """##
}

private func renderer(_ json: String) throws -> FrameRenderer {
  try FrameRenderer(scene: try fixture.load(json).resolved(for: DeviceCatalog.device(named: "200x120@1")))
}

private let white: [UInt8] = [255, 255, 255, 255]
private let red: [UInt8] = [255, 0, 0, 255]
private let green: [UInt8] = [0, 255, 0, 255]
private let blue: [UInt8] = [0, 0, 255, 255]
private let yellow: [UInt8] = [255, 255, 0, 255]

@Test func eachFlipOptionResolvesToItsStyleAndTurnsOnTheOptionsCurve() throws {
  let styles: [(String, ViewTransition.Style)] = [
    ("transitionFlipFromLeft", .flipFromLeft), ("transitionFlipFromRight", .flipFromRight),
    ("transitionFlipFromTop", .flipFromTop), ("transitionFlipFromBottom", .flipFromBottom),
  ]
  for (option, style) in styles {
    let scene = try fixture.load(flipScene(option, options: #", "curveEaseIn""#))
      .resolved(for: DeviceCatalog.device(named: "200x120@1"))
    let placed = try #require(scene.timeline.transitions.first)
    #expect(placed.transition.style == style && placed.start == 0.2)
    let sign = style.flip!.sign
    // Half the time: easeIn(½) = 0.31535681257253945 (bisection of (0.42, 0, 1, 1) to 1e-15).
    let half = placed.transition.flipAngle(progress: placed.progress(at: 0.6)!)!
    #expect(abs(half - sign * .pi * 0.31535681257253945) < 1e-9)
    #expect(placed.transition.flipAngle(progress: placed.progress(at: 0.2)!) == 0)
    #expect(placed.progress(at: 1.0) == nil)
    #expect(scene.timeline.stepTimes["flip"]?.start == 0.2 && scene.timeline.stepTimes["flip"]?.end == 1.0)
  }
  // No curve option: easeInOut, exactly ½ at half time.
  let plain = try fixture.load(flipScene("transitionFlipFromRight", options: ""))
    .resolved(for: DeviceCatalog.device(named: "200x120@1"))
  let placed = try #require(plain.timeline.transitions.first)
  #expect(abs(placed.transition.flipAngle(progress: placed.progress(at: 0.6)!)! + .pi / 2) < 1e-9)
}

@Test func aFlipStartsOnTheOldLookAndEndsExactlyOnTheNewOne() throws {
  let flip = try renderer(flipScene("transitionFlipFromLeft"))
  let old = try renderer(stillScene(card: "#FF0000", strip: "#00FF00"))
  let new = try renderer(stillScene(card: "#0000FF", strip: "#FFFF00"))
  // At its start (angle 0) and before: the old look, byte for byte.
  #expect(flip.render(at: 0.2).pixels == old.render(at: 0).pixels)
  #expect(flip.render(at: 0.1).pixels == old.render(at: 0).pixels)
  // At its end the transition is over: the new look as a direct render draws it.
  #expect(flip.render(at: 1.0).pixels == new.render(at: 0).pixels)
  #expect(flip.render(at: 1.1).pixels == new.render(at: 0).pixels)
}

@Test func pastHalfWayTheNewSideShowsUnmirrored() throws {
  // FlipFromLeft at 0.68 s: progress 0.6, the new side turned by 0.6π − π = −0.4π about y (its
  // right edge nearer). With s = 1 / (1 + a), a = 50 sin(0.4π) / 500 = 0.0951057, a point u pt
  // right of the centre lands at 100 + s·u·cos φ / (1 + s·u·sin φ / 500): the far (left) edge
  // at 87.018, the strip's right edge (the strip is u ∈ [−50, −20]) at 94.546, the
  // near (right) edge at 115.45.
  let frame = try renderer(flipScene("transitionFlipFromLeft")).render(at: 0.68)
  #expect(pixel(frame, 86, 60) == white)
  #expect(pixel(frame, 90, 60) == yellow)
  #expect(pixel(frame, 100, 60) == blue)
  #expect(pixel(frame, 114, 60) == blue)
  #expect(pixel(frame, 116, 60) == white)
  // Before half way the old side, its strip on the left too: at 0.52 s (progress 0.4, +0.4π).
  let before = try renderer(flipScene("transitionFlipFromLeft")).render(at: 0.52)
  #expect(pixel(before, 88, 60) == green)
  #expect(pixel(before, 105, 60) == red)
}

/// The near and far edges of a flip at θ = π/4 across a side of `half` points about `centre`:
/// the near edge keeps its place, centre ∓ half·cos θ (the view is scaled by 1 / (1 + a), a =
/// half·sin θ / 500, which the perspective undoes there); the far edge is at centre ± half·cos θ
/// / (1 + 2a).
private func quarterEdges(centre: Double, half: Double) -> (near: Double, far: Double) {
  let a = half * sin(Double.pi / 4) / 500
  return (half * cos(Double.pi / 4), half * cos(Double.pi / 4) / (1 + 2 * a))
}

@Test func aQuarterOfTheWayTheEdgesLieWhereTheProjectionPutsThem() throws {
  // Stepped edges (allowsEdgeAntialiasing false): a pixel is covered when its centre is inside.
  let x = quarterEdges(centre: 100, half: 50)  // 35.3553 and 30.9748
  let y = quarterEdges(centre: 60, half: 25)  // 17.6777 and 16.5102
  #expect(abs(x.near - 35.35533905932738) < 1e-12 && abs(x.far - 30.974835774823855) < 1e-9)
  #expect(abs(y.near - 17.67766952966369) < 1e-12 && abs(y.far - 16.510220632827828) < 1e-9)
  // At 0.4 s (progress ¼, θ = ±π/4), the first and last covered pixel across the card (columns
  // on row 60, or rows on column 120, right of the strip): the first centre at or past the low
  // edge, the last at or before the high one.
  let cases: [(option: String, acrossX: Bool, low: Double, high: Double, covered: ClosedRange<Int>)] = [
    ("transitionFlipFromLeft", true, 100 - x.near, 100 + x.far, 65...130),  // 64.645 (near) … 130.975
    ("transitionFlipFromRight", true, 100 - x.far, 100 + x.near, 69...134),  // 69.025 … 135.355 (near)
    ("transitionFlipFromTop", false, 60 - y.near, 60 + y.far, 42...76),  // 42.322 (near) … 76.510
    ("transitionFlipFromBottom", false, 60 - y.far, 60 + y.near, 43...77),  // 43.490 … 77.678 (near)
  ]
  for c in cases {
    #expect(Int((c.low - 0.5).rounded(.up)) == c.covered.lowerBound)
    #expect(Int((c.high - 0.5).rounded(.down)) == c.covered.upperBound)
    let frame = try renderer(flipScene(c.option)).render(at: 0.4)
    let at = { (i: Int) in c.acrossX ? pixel(frame, i, 60) : pixel(frame, 120, i) }
    // The strip is the card's left 30 pt: the first covered column of a vertical flip is green.
    #expect(at(c.covered.lowerBound - 1) == white && at(c.covered.lowerBound) == (c.acrossX ? green : red))
    #expect(at(c.covered.upperBound) == red && at(c.covered.upperBound + 1) == white)
  }
}

@Test func transitionOptionMistakesAreOneLine() {
  let cases: [(String, String)] = [
    (
      flipScene("transitionCurlUp", options: ""),
      "scene.json: timeline[0].transition.options[0]: transitionCurlUp is not supported yet (the page curl is not drawn); use a flip or transitionCrossDissolve"
    ),
    (
      flipScene("transitionFlipFromLeft", options: #", "transitionFlipFromTop""#),
      "scene.json: timeline[0].transition.options[1]: give one transition option, not 'transitionFlipFromLeft' and 'transitionFlipFromTop'"
    ),
    (
      flipScene("transitionFlipFromLeft", options: #", "repeat""#),
      "scene.json: timeline[0].transition.options[1]: 'repeat' is an option of animate and animateKeyframes, not of transition"
    ),
    (
      flipScene("transitionFlipFromLef", options: ""),
      "scene.json: timeline[0].transition.options[0]: unknown option 'transitionFlipFromLef' (did you mean 'transitionFlipFromLeft'?)"
    ),
  ]
  for (json, message) in cases {
    #expect(fixture.error(json) == message)
  }
}
