import Foundation
import SplashRaster

/// Shape layers' coverage, rasterised once for as long as a layer's outline stays the same.
///
/// A shape that does not move or change keeps its fill and stroke coverage from frame to frame
/// (only its colours and opacity may change, which are applied when blending); one that
/// animates is rasterised again when its geometry changes. Parsed path data is kept by text.
/// The coverage is a pure function of its key, so frames do not depend on which thread
/// rasterised it first.
final class ShapeCache: @unchecked Sendable {
  private struct Entry {
    var fill: (ShapeDraw.FillKey, PathCoverage)?
    var stroke: (ShapeDraw.StrokeKey, PathCoverage)?
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]
  private var paths: [String: Path] = [:]

  /// The fill and stroke coverage of `draw` for `layer` (empty for those not drawn).
  func coverage(_ draw: ShapeDraw, layer: String) -> (fill: PathCoverage, stroke: PathCoverage) {
    let (known, parsed): (Entry, Path?) = lock.withLock { (entries[layer] ?? Entry(), paths[draw.path]) }
    var entry = known
    var path = parsed
    func outline() -> Path {
      if let path { return path }
      // Checked when the scene was read; a failure here draws nothing.
      let made = (try? Path(svgPathData: draw.path)) ?? Path()
      path = made
      return made
    }
    var fill = PathCoverage.empty
    if let key = draw.fillKey {
      if let (k, c) = entry.fill, k == key {
        fill = c
      } else {
        fill = outline().fillCoverage(rule: key.rule, transform: key.transform, width: key.width, height: key.height)
        entry.fill = (key, fill)
      }
    }
    var stroke = PathCoverage.empty
    if let key = draw.strokeKey {
      if let (k, c) = entry.stroke, k == key {
        stroke = c
      } else {
        stroke = outline().strokeCoverage(key.style, transform: key.transform, width: key.width, height: key.height)
        entry.stroke = (key, stroke)
      }
    }
    lock.withLock {
      entries[layer] = entry
      if let path, paths[draw.path] == nil { paths[draw.path] = path }
    }
    return (fill, stroke)
  }
}
