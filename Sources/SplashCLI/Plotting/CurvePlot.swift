import Foundation
import SplashGD
import SplashMotion
import SplashRaster

/// A picture of a timing curve: progress against time, with axes, guides at 0 and 1 and tick
/// marks, so a designer sees the overshoot and the settle of a spring at a glance.
///
/// Layout: white background; plot area inset by `margins`; the value axis spans
/// min(0, lowest) … max(1, highest) plus 6 % padding, so an overshoot is never clipped; ticks every
/// `timeStep` seconds on the time axis and every 0.25 in value. The curve is drawn anti-aliased
/// (coverage from the distance of each pixel centre to the sampled polyline). Text (title, tick
/// values, axis name, the overshoot peak) is rendered by libgd in `labelFamily`.
struct CurvePlot {
  let course: CurveCourse
  /// The line above the plot, e.g. the curve in the grammar.
  var title: String
  var width = 720
  var height = 420
  /// Left, top, right, bottom insets of the plot area in pixels.
  var margins = (left: 64.0, top: 40.0, right: 24.0, bottom: 52.0)
  var lineWidth = 2.5
  /// The fontconfig family of every label.
  var labelFamily = "DejaVu Sans"

  static let background = Color.white.premultiplied
  static let axis = Color(r: 64, g: 64, b: 64).premultiplied
  static let guide = Color(r: 140, g: 170, b: 210).premultiplied
  static let grid = Color(r: 232, g: 232, b: 232).premultiplied
  static let curve = Color(r: 224, g: 82, b: 12).premultiplied
  static let text = Color(r: 40, g: 40, b: 40)
  static let peakText = Color(r: 176, g: 60, b: 6)

  /// Progress sampled twice per pixel column of the plot area, t from 0 to the course's duration.
  var samples: [(t: Double, value: Double)] {
    let columns = max(2, Int(plotWidth * 2))
    return (0...columns).map { i in
      let t = course.duration * Double(i) / Double(columns)
      return (t, course.progress(at: t))
    }
  }

  var plotWidth: Double { Double(width) - margins.left - margins.right }
  var plotHeight: Double { Double(height) - margins.top - margins.bottom }

  /// The value range the vertical axis shows.
  func valueRange(_ samples: [(t: Double, value: Double)]) -> (low: Double, high: Double) {
    let low = min(0, samples.map(\.value).min() ?? 0)
    let high = max(1, samples.map(\.value).max() ?? 1)
    let pad = (high - low) * 0.06
    return (low - pad, high + pad)
  }

  /// Seconds between time ticks: 1, 2 or 5 × 10ⁿ, about ten ticks across.
  var timeStep: Double {
    let raw = max(course.duration, 1e-3) / 10
    let power = pow10(floor(log10(raw)))
    for factor in [1.0, 2, 5, 10] where factor * power >= raw { return factor * power }
    return 10 * power
  }

  /// Pixel x of time `t`.
  func x(_ t: Double) -> Double {
    margins.left + (course.duration > 0 ? t / course.duration : 0) * plotWidth
  }

  /// Pixel y of value `v` in the given range.
  func y(_ v: Double, _ range: (low: Double, high: Double)) -> Double {
    margins.top + (range.high - v) / (range.high - range.low) * plotHeight
  }

  /// Draws the plot.
  func render() throws -> Surface {
    var surface = try Surface(width: width, height: height, fill: Self.background)
    let samples = self.samples
    let range = valueRange(samples)
    let left = margins.left
    let top = margins.top
    let bottom = margins.top + plotHeight

    // Light grid every 0.25 in value, then the 0 and 1 guides over it.
    var v = (range.low / 0.25).rounded(.up) * 0.25
    while v <= range.high {
      surface.fill(Rect(x: left, y: y(v, range).rounded() - 0.5, width: plotWidth, height: 1), color: Self.grid)
      v += 0.25
    }
    for guide in [0.0, 1.0] {
      surface.fill(Rect(x: left, y: y(guide, range).rounded() - 1, width: plotWidth, height: 2), color: Self.guide)
    }
    // Axes: value axis on the left, time axis along the bottom, with ticks.
    surface.fill(Rect(x: left - 1, y: top, width: 2, height: plotHeight + 1), color: Self.axis)
    surface.fill(Rect(x: left - 1, y: bottom - 1, width: plotWidth + 1, height: 2), color: Self.axis)
    let step = timeStep
    let decimals = max(0, Int(-floor(log10(step) + 1e-9)))
    // Label every tick when they are far enough apart, else every fifth.
    let labelEvery = step / max(course.duration, 1e-9) * plotWidth >= 36 ? 1 : 5
    var tick = 0
    while Double(tick) * step <= course.duration + 1e-9 {
      let major = tick % 5 == 0
      let px = x(Double(tick) * step).rounded()
      surface.fill(Rect(x: px - 0.5, y: bottom + 1, width: 1, height: major ? 9 : 5), color: Self.axis)
      if tick % labelEvery == 0 {
        try label(
          String(format: "%.\(decimals)f", Double(tick) * step), 11, at: px, baseline: bottom + 24, .center, &surface)
      }
      tick += 1
    }
    try label("time (s)", 11, at: left + plotWidth, baseline: bottom + 44, .right, &surface)
    v = (range.low / 0.25).rounded(.up) * 0.25
    while v <= range.high {
      let major = (v * 2).rounded() == v * 2
      let py = y(v, range).rounded()
      surface.fill(Rect(x: left - (major ? 10 : 6), y: py - 0.5, width: major ? 9 : 5, height: 1), color: Self.axis)
      if major {
        try label(String(format: "%.1f", v == 0 ? 0 : v), 11, at: left - 14, baseline: py + 4, .right, &surface)
      }
      v += 0.25
    }
    try label(
      title + "  ·  " + String(format: "%.3g s", course.duration), 13, at: left, baseline: top - 16, .left, &surface)

    let points = samples.map { (x($0.t), y($0.value, range)) }
    drawPolyline(points, into: &surface)
    if let peak = course.peak() {
      let text = String(format: "peak %.4f at %.3f s", peak.value, peak.time)
      try label(
        text, 11, at: x(peak.time) + 10, baseline: y(peak.value, range).rounded() - 4,
        .leftOrFlipped(x(peak.time) - 10),
        &surface, color: Self.peakText)
    }
    return surface
  }

  enum Alignment {
    case left, center, right
    /// Left-aligned, or right-aligned at the given x when it would run off the picture.
    case leftOrFlipped(Double)
  }

  /// Draws one line of text with its baseline at `baseline`, its pen origin, centre or end at `x`.
  private func label(
    _ text: String, _ size: Double, at x: Double, baseline: Double, _ alignment: Alignment, _ surface: inout Surface,
    color: Color = CurvePlot.text
  ) throws {
    let rendered = try TextRenderer.render(text, style: TextStyle(family: labelFamily, pointSize: size, color: color))
    let start: Double
    switch alignment {
    case .left: start = x
    case .center: start = x - Double(rendered.advance) / 2
    case .right: start = x - Double(rendered.advance)
    case .leftOrFlipped(let end):
      start = x + Double(rendered.advance) <= Double(width) - 4 ? x : end - Double(rendered.advance)
    }
    let origin = (x: (start - Double(rendered.originX)).rounded(), y: baseline.rounded() - Double(rendered.baseline))
    surface.draw(rendered.surface, transform: Transform2D(translationX: origin.x, y: origin.y))
  }

  /// Composites the anti-aliased polyline: per pixel, coverage = clamp(w/2 + 0.5 − distance, 0, 1)
  /// to the nearest segment.
  private func drawPolyline(_ points: [(Double, Double)], into surface: inout Surface) {
    let w = surface.width
    let h = surface.height
    var coverage = [UInt8](repeating: 0, count: w * h)
    let half = lineWidth / 2
    let reach = half + 1
    for i in 1..<points.count {
      let (x0, y0) = points[i - 1]
      let (x1, y1) = points[i]
      let dx = x1 - x0
      let dy = y1 - y0
      let lengthSquared = dx * dx + dy * dy
      let minX = max(0, Int((min(x0, x1) - reach).rounded(.down)))
      let maxX = min(w - 1, Int((max(x0, x1) + reach).rounded(.up)))
      let minY = max(0, Int((min(y0, y1) - reach).rounded(.down)))
      let maxY = min(h - 1, Int((max(y0, y1) + reach).rounded(.up)))
      guard minX <= maxX, minY <= maxY else { continue }
      for py in minY...maxY {
        let cy = Double(py) + 0.5
        for px in minX...maxX {
          let cx = Double(px) + 0.5
          var u = lengthSquared > 0 ? ((cx - x0) * dx + (cy - y0) * dy) / lengthSquared : 0
          u = min(1, max(0, u))
          let ex = cx - (x0 + u * dx)
          let ey = cy - (y0 + u * dy)
          let c = min(1, max(0, half + 0.5 - (ex * ex + ey * ey).squareRoot()))
          let byte = UInt8((c * 255).rounded())
          let index = py * w + px
          if byte > coverage[index] { coverage[index] = byte }
        }
      }
    }
    for index in coverage.indices where coverage[index] > 0 {
      let (px, py) = (index % w, index / w)
      surface[px, py] = Self.curve.withOpacity(Double(coverage[index]) / 255).over(surface[px, py])
    }
  }
}

/// 10^e for integral e, exactly for the small exponents ticks need.
private func pow10(_ e: Double) -> Double {
  var result = 1.0
  if e >= 0 {
    for _ in 0..<Int(e) { result *= 10 }
  } else {
    for _ in 0..<Int(-e) { result /= 10 }
  }
  return result
}
