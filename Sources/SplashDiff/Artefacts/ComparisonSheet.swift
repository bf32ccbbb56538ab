import SplashRaster
import SplashSheet

/// The contact sheet of a comparison (`contact-sheet.png`): the expected | actual | diff picture
/// of evenly spaced instants and of failing samples, in time order, each labelled with its time
/// and differing pixels; failing tiles carry a ✗ and a red frame. Drawn with `ContactSheet`.
enum ComparisonSheet {
  /// Instants spread evenly over the comparison (first and last included).
  static let evenlySpaced = 6
  /// The most failing samples shown; with more, they are spread evenly over the failing ones
  /// (the first and last failing sample included).
  static let mostFailing = 12
  static let columns = 3
  /// The widest a side-by-side thumbnail is drawn (each panel about a third of it).
  static let tileWidth = 360
  /// The frame around failing tiles (UIKit's systemRed), its width and its distance from the
  /// thumbnail.
  static let failureColor = Color(r: 0xFF, g: 0x3B, b: 0x30)
  static let failureLine = 2
  static let failureInset = 2

  /// The samples shown, ascending: `evenlySpaced` instants picked by time plus the failing ones.
  static func pick(_ samples: [ArtefactTiming.Sample]) -> [Int] {
    let sampled = KeyFrameSelection.evenly(count: evenlySpaced).pick(starts: samples.map(\.start))
    var failing = samples.indices.filter { !samples[$0].passed }
    if failing.count > mostFailing {
      let n = failing.count
      failing = (0..<mostFailing).map { k in failing[k * (n - 1) / (mostFailing - 1)] }
    }
    return Array(Set(sampled).union(failing)).sorted()
  }

  /// The style: thumbnails up to `tileWidth` wide.
  static var style: ContactSheetStyle {
    var style = ContactSheetStyle()
    style.tileWidth = tileWidth
    return style
  }

  /// The thumbnail size of a side-by-side picture of `width` × `height`.
  static func thumbnailSize(width: Int, height: Int) -> (width: Int, height: Int) {
    ContactSheet.thumbnailSize(frameWidth: width, frameHeight: height, tileWidth: tileWidth)
  }

  /// "✗ 0.4 s · 36 px" for a failing sample, "✓ 2.167 s · 0 px" for a passing one (times to the
  /// millisecond; report.json has them to the microsecond).
  static func label(_ sample: ArtefactTiming.Sample) -> String {
    var time = String(format: "%.3f", Double(sample.start) / 1_000_000)
    while time.hasSuffix("0") { time.removeLast() }
    if time.hasSuffix(".") { time.removeLast() }
    return "\(sample.passed ? "✓" : "✗") \(time) s · \(sample.differentPixels) px"
  }

  /// The sheet for `thumbnails` (already at `thumbnailSize`) of the samples they show.
  static func draw(
    thumbnails: [Surface], samples: [ArtefactTiming.Sample], failing: Int, total: Int
  ) throws(DiffError) -> Surface {
    let tiles = zip(thumbnails, samples).map { ContactSheet.Tile(frame: $0, label: label($1)) }
    let title =
      "expected | actual | diff · \(failing) of \(total) sample\(total == 1 ? "" : "s") fail\(failing == 1 ? "s" : "")"
    let sheet: ContactSheet
    do {
      sheet = try ContactSheet(tiles: tiles, columns: columns, title: title, style: style)
    } catch {
      throw DiffError(error.description, cause: error)
    }
    var surface = sheet.surface
    let red = failureColor.premultiplied
    for (tile, sample) in zip(sheet.layout.tiles, samples) where !sample.passed {
      // Outside the sheet's one-pixel border: `failureInset` pixels out, `failureLine` wide.
      let out = failureInset + failureLine
      let x = Double(tile.x - out)
      let y = Double(tile.y - out)
      let w = Double(tile.width + 2 * out)
      let h = Double(tile.height + 2 * out)
      let line = Double(failureLine)
      surface.fill(Rect(x: x, y: y, width: w, height: line), color: red)
      surface.fill(Rect(x: x, y: y + h - line, width: w, height: line), color: red)
      surface.fill(Rect(x: x, y: y + line, width: line, height: h - 2 * line), color: red)
      surface.fill(Rect(x: x + w - line, y: y + line, width: line, height: h - 2 * line), color: red)
    }
    return surface
  }
}
