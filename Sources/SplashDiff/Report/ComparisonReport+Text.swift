import Foundation
import SplashNames
import SplashRaster

extension ComparisonReport {
  /// `report.json`: pretty-printed, keys sorted, so equal comparisons give equal bytes.
  public func json() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return Array(try! encoder.encode(self)) + [0x0A]
  }

  /// The few lines the command prints.
  package var consoleLines: [String] {
    var lines = goldenMismatch.map { [$0] } ?? []
    lines += explainsMotion ? motion?.lines ?? [] : []
    lines += [
      "expected \(settings.expected): \(Self.describe(expected))",
      "actual   \(settings.actual): \(Self.describe(actual))",
    ]
    lines += matchingLines
    if let ignoredLine { lines.append(ignoredLine) }
    if let noiseLine { lines.append(noiseLine) }
    if structureFailures.isEmpty {
      lines.append("structure: same")
    } else {
      for failure in structureFailures { lines.append("structure: \(failure.message)") }
    }
    let failing = failingSamples
    if let first = failing.first {
      lines.append(
        "pixels: \(failing.count) of \(samples.count) samples differ; first at \(Self.time(first.start))"
          + " (expected frame \(first.expectedFrame), actual frame \(first.actualFrame)): "
          + "\(first.differentPixels) pixels (\(Self.percent(first.differentRatio)))" + Self.regionText(first))
    } else if !samples.isEmpty {
      let worst = samples.map(\.differentPixels).max() ?? 0
      lines.append(
        "pixels: all \(samples.count) samples within tolerance (at most \(worst) differing pixels)")
    }
    lines.append("result: \(outcome.rawValue)")
    return lines
  }

  /// `summary.md`: short enough for a pull-request comment; names the first failing frame and its time,
  /// and links the review page when `reviewPage` (its URL) is given.
  public func markdown(title: String = "splashreel diff", artefacts: [String] = [], reviewPage: String? = nil) -> String
  {
    var md = "## \(MarkdownText.escaped(title)): \(outcome.rawValue)\n\n"
    if let reviewPage {
      md += "[Review page](\(reviewPage)): play expected and actual in sync, wipe, blend, toggle, diff, zoom.\n\n"
    }
    if let goldenMismatch { md += "**\(goldenMismatch)**\n\n" }
    md += motionMarkdown
    md += "- expected \(MarkdownText.code(settings.expected)): \(Self.describe(expected))\n"
    md += "- actual \(MarkdownText.code(settings.actual)): \(Self.describe(actual))\n"
    var tolerance: [String] = []
    if let n = settings.maxDiffPixels { tolerance.append("\(n) pixels") }
    if let r = settings.maxDiffRatio { tolerance.append(Self.percent(r)) }
    md +=
      "- threshold \(settings.threshold)\(settings.metricClause), anti-aliasing "
      + "\(settings.includeAntiAliased ? "counted" : "excused"), "
    md +=
      tolerance.isEmpty
      ? "no differing pixel allowed\n\n"
      : "at most \(tolerance.joined(separator: " and ")) differing per frame\n\n"
    for line in matchingLines { md += "- \(MarkdownText.escaped(line))\n" }
    if !matchingLines.isEmpty { md += "\n" }
    if let ignoredLine { md += "- \(MarkdownText.escaped(ignoredLine))\n\n" }
    if let noiseLine { md += "- \(noiseLine)\n\n" }
    for failure in structureFailures {
      md += "**Structure: \(MarkdownText.escaped(failure.message))**\n\n"
    }
    let failing = failingSamples
    if let first = failing.first {
      md +=
        "**First failing frame: expected frame \(first.expectedFrame) / actual frame \(first.actualFrame)"
      md +=
        " at \(Self.time(first.start))**: \(first.differentPixels) pixels differ (\(Self.percent(first.differentRatio)))"
      if let box = first.bounds { md += " in \(Self.box(box))" }
      md += ".\n\n"
      md +=
        "| time | expected | actual | differing | ratio | AA | changed box | densest \(settings.densityWindow)×\(settings.densityWindow) |\n"
      md += "|---:|---:|---:|---:|---:|---:|---|---:|\n"
      let shown = 15
      for s in failing.prefix(shown) {
        md +=
          "| \(Self.time(s.start)) | \(s.expectedFrame) | \(s.actualFrame) | \(s.differentPixels) | "
        md +=
          "\(Self.percent(s.differentRatio)) | \(s.antialiasedPixels) | \(s.bounds.map(Self.box) ?? "–") | \(s.densestCount) |\n"
      }
      if failing.count > shown {
        md += "\n…and \(failing.count - shown) more failing samples in report.json.\n"
      }
      md += "\n"
    } else if structureFailures.isEmpty {
      md += "All \(samples.count) samples match.\n\n"
    }
    if !artefacts.isEmpty {
      md += "Artefacts: " + artefacts.map(MarkdownText.code).joined(separator: ", ") + "\n"
    }
    return md
  }

  /// "noise: …" when small regions were excused.
  var noiseLine: String? {
    guard let minimum = settings.minimumRegion else { return nil }
    let excused = samples.compactMap(\.noisePixels)
    let total = excused.reduce(0, +)
    var line = "noise: differing regions under \(minimum) px do not count"
    if let tolerance = settings.timeTolerance { line += ", nor pictures within \(Self.time(tolerance)) of their time" }
    line += "; \(total) pixels in \(excused.filter { $0 > 0 }.count) samples excused (at most \(excused.max() ?? 0))"
    return line
  }

  /// ", 1 region: 44×40 at (10, 20)" when regions are counted.
  static func regionText(_ sample: Sample) -> String {
    guard let regions = sample.regions else { return "" }
    return ", \(regions) region\(regions == 1 ? "" : "s")" + (sample.bounds.map { ": " + box($0) } ?? "")
  }

  static func describe(_ side: Side) -> String {
    let kind = side.rendered == true ? "rendered" : "stored"
    return "\(side.width)×\(side.height), \(side.frames) \(kind) frame\(side.frames == 1 ? "" : "s"), "
      + (side.duration == 0 && side.frames == 1 ? "still" : time(side.duration))
  }

  package static func time(_ seconds: Double) -> String {
    AnimationComparator.format(Int((seconds * 1_000_000).rounded()))
  }

  static func percent(_ ratio: Double) -> String {
    String(format: "%.2f %%", ratio * 100)
  }

  static func box(_ b: PixelRect) -> String {
    "\(b.width)×\(b.height) at (\(b.x), \(b.y))"
  }
}

extension ComparisonReport.Sample {
  /// A progress line's text once this sample is compared: "compared 2.5 s (61 samples)".
  package var progressText: String {
    "compared \(ComparisonReport.time(end)) (\(index + 1) sample\(index == 0 ? "" : "s"))"
  }
}
