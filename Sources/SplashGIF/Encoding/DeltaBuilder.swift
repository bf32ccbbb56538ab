import Foundation

/// Turns a marked frame (every pixel that does not change the screen already `transparent`,
/// see `DisplayedCanvas.apply`) into the delta of its changed rectangle, in the frame's own
/// storage, and puts the changed pixels on screen.
///
/// The rectangle is read as the LZW coder reads it: one stream, row after row. Unchanged pixels
/// in runs of two or more stay transparent; a lone one takes the colour on screen. Bands of
/// rows are built independently (`build`), each as if its stream started and ended at its
/// edges; a run that crosses a band's edge is settled afterwards (`join`), so the bytes are
/// those of one pass over the whole rectangle.
struct DeltaBuilder {
  /// Width of the screen (and of the frame's rows).
  let screenWidth: Int
  /// The rectangle on screen.
  let left: Int
  let top: Int
  let width: Int
  let height: Int
  let transparent: UInt8

  /// How a band's stream starts and ends, for `join`.
  struct BandEdges {
    /// Whether the band's first pixel is unchanged.
    var startsUnchanged = false
    /// Whether the band's last pixel is unchanged.
    var endsUnchanged = false
    /// Whether a run of two or more unchanged pixels lies within the band.
    var usesTransparency = false
  }

  /// Settles rectangle rows `rows` (0 is the rectangle's top): writes the changed pixels to
  /// `screen`, gives a lone unchanged pixel its colour on screen (one at either end of the
  /// band too: `join` corrects it when the run goes on in the next band), and copies the
  /// screen's indices before the frame to `previous` when given (`width` per row).
  func build(
    rows: Range<Int>, _ plane: UnsafeMutableBufferPointer<UInt8>, _ screen: UnsafeMutableBufferPointer<UInt8>,
    _ previous: UnsafeMutableBufferPointer<UInt8>?
  ) -> BandEdges {
    let t = transparent
    var edges = BandEdges()
    edges.startsUnchanged = plane[start(ofRow: rows.lowerBound)] == t
    var run = 0
    var lastUnchanged = -1
    for r in rows {
      let rowStart = start(ofRow: r)
      if let previous {
        (previous.baseAddress! + r * width).update(from: screen.baseAddress! + rowStart, count: width)
      }
      for i in rowStart..<(rowStart + width) {
        let c = plane[i]
        if c != t {
          screen[i] = c
          if run == 1 { plane[lastUnchanged] = screen[lastUnchanged] }
          run = 0
        } else {
          run += 1
          lastUnchanged = i
          if run == 2 { edges.usesTransparency = true }
        }
      }
    }
    if run == 1 { plane[lastUnchanged] = screen[lastUnchanged] }
    edges.endsUnchanged = run > 0
    return edges
  }

  /// Where two bands meet inside a run of unchanged pixels, the run is two or more long, so the
  /// pixels each band left with their colour (a piece of one) become transparent. Returns
  /// whether any join did so.
  func join(_ edges: UnsafeBufferPointer<BandEdges>, of bands: Int, _ plane: UnsafeMutableBufferPointer<UInt8>)
    -> Bool
  {
    var joined = false
    for band in 1..<max(1, bands) where edges[band - 1].endsUnchanged && edges[band].startsUnchanged {
      let first = RowBand.rows(band, of: bands, height: height).lowerBound
      plane[start(ofRow: first - 1) + width - 1] = transparent
      plane[start(ofRow: first)] = transparent
      joined = true
    }
    return joined
  }

  /// Moves the rectangle's rows to the front of `plane`, `width` indices each.
  func compact(_ plane: UnsafeMutableBufferPointer<UInt8>) {
    guard let base = plane.baseAddress else { return }
    for r in 0..<height {
      let from = start(ofRow: r)
      if from != r * width { memmove(base + r * width, base + from, width) }
    }
  }

  /// The plane index of rectangle row `r`'s first pixel.
  @inline(__always) private func start(ofRow r: Int) -> Int {
    (top + r) * screenWidth + left
  }
}
