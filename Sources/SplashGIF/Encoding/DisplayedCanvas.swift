import Foundation

/// What a GIF viewer shows after each frame (disposal "do not dispose"), as palette indices,
/// and how the next frame differs from it.
struct DisplayedCanvas: Sendable {
  let width: Int
  let height: Int
  /// The index on screen at each pixel; empty before the first frame.
  private(set) var indices: [UInt8] = []
  /// The palette part the screen's indices refer to (see `FrameWriter`).
  private(set) var palettePart = 0

  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Whether no frame is on screen yet.
  var isBlank: Bool { indices.isEmpty }

  /// Whether `plane` is the screen's own storage (the first frame's plane, before the screen
  /// is next changed).
  func isScreen(_ plane: [UInt8]) -> Bool {
    indices.withUnsafeBufferPointer { screen in
      plane.withUnsafeBufferPointer { screen.baseAddress != nil && $0.baseAddress == screen.baseAddress }
    }
  }

  /// Moves to the palette of another part: what is on screen stays (viewers keep showing its
  /// colours), but no index of the new palette matches it, so every changed pixel of the next
  /// frame is written and unchanged pixels stay transparent. `unknown` (the new part's
  /// transparent index, which never appears as a colour) marks such pixels.
  mutating func switchPalette(to palettePart: Int, unknown: UInt8) {
    self.palettePart = palettePart
    if !indices.isEmpty {
      indices.withUnsafeMutableBufferPointer { $0.update(repeating: unknown) }
    }
  }

  /// Compares a mapped frame with the screen, updates the screen, and returns what to write,
  /// or nil when nothing on screen changes.
  ///
  /// The delta is built in `mapped`'s own storage (no other frame-sized buffer is needed):
  /// the marker turns every pixel that does not change the screen into `transparent`, the
  /// rectangle's rows are then settled in bands and moved to the front.
  ///
  /// - Parameters:
  ///   - mapped: one index per pixel, `transparent` where the source pixel did not change.
  ///   - source: the frame's R, G, B, A bytes, for the tolerance test.
  ///   - next: the next frame's mapping (`transparent` where its source does not change), or
  ///     nil for the last frame; the tolerances apply only where the next frame changes too.
  ///   - points: perceptual coordinates of the palette entries.
  ///   - tolerance: a changed pixel keeps the colour on screen when that colour's squared
  ///     perceptual distance to the source is at most this much larger than the new colour's;
  ///     0 turns the test off. Each kept pixel saves bytes for a bounded increase in error, and
  ///     a pixel whose new colour is much better is always written.
  ///   - loneTolerance: the same test, with a larger allowance, for a changed pixel whose left
  ///     and right neighbours both stay (it would cost LZW far more than its share).
  ///   - threads: how many threads mark the changed pixels and build the delta (rows are
  ///     independent, and runs that cross a band's edge are settled after the bands, so the
  ///     result is the same for any count).
  ///   - keepsPrevious: also return the screen's indices under the rectangle before the frame
  ///     (`FrameDelta.previous`), for lossy coding.
  mutating func apply(
    mapped: consuming [UInt8], source: UnsafeBufferPointer<UInt8>,
    next: UnsafeBufferPointer<UInt8>? = nil,
    transparent: UInt8,
    points: [PerceptualSpace.Point], tolerance: Int, loneTolerance: Int = 0, threads: Int = 1,
    keepsPrevious: Bool = false
  ) -> FrameDelta? {
    var plane = consume mapped
    return apply(
      building: &plane, source: source, next: next, transparent: transparent, points: points, tolerance: tolerance,
      loneTolerance: loneTolerance, threads: threads, keepsPrevious: keepsPrevious)
  }

  /// `apply(mapped:…)`, building the delta in `plane`: when the delta is small enough to be
  /// copied out, `plane` keeps its storage for the caller to map the next frame into (so frames
  /// do not allocate and free a plane each); otherwise the storage goes with the delta or to
  /// the screen, and `plane` is left empty.
  mutating func apply(
    building plane: inout [UInt8], source: UnsafeBufferPointer<UInt8>,
    next: UnsafeBufferPointer<UInt8>? = nil,
    transparent: UInt8,
    points: [PerceptualSpace.Point], tolerance: Int, loneTolerance: Int = 0, threads: Int = 1,
    keepsPrevious: Bool = false
  ) -> FrameDelta? {
    precondition(
      plane.count == width * height && source.count == width * height * 4, "frame size mismatch")
    var mapped: [UInt8] = []
    swap(&mapped, &plane)
    if indices.isEmpty {
      indices = mapped
      return FrameDelta(
        left: 0, top: 0, width: width, height: height, indices: indices, usesTransparency: false)
    }
    let marker = ChangeMarker(
      width: width, transparent: transparent, tolerance: tolerance, loneTolerance: loneTolerance,
      entries: points.map(ChangeMarker.Entry.init))
    let bands = threads > 1 ? min(height, threads * 2) : 1
    var boxes = [ChangeMarker.Box](repeating: .empty(width: width, height: height), count: bands)
    indices.withUnsafeBufferPointer { screen in
      mapped.withUnsafeMutableBufferPointer { mapped in
        boxes.withUnsafeMutableBufferPointer { boxes in
          // Each band writes only its own rows of `mapped` and its own box.
          nonisolated(unsafe) let (mapped, boxes, screen) = (mapped, boxes, screen)
          nonisolated(unsafe) let (source, next) = (source, next)
          let height = self.height
          if bands == 1 {
            boxes[0] = marker.mark(rows: 0..<height, mapped, source, next, screen)
          } else {
            DispatchQueue.concurrentPerform(iterations: bands) { band in
              let rows = RowBand.rows(band, of: bands, height: height)
              boxes[band] = marker.mark(rows: rows, mapped, source, next, screen)
            }
          }
        }
      }
    }
    let marked = boxes.filter { $0.maxY >= 0 }
    guard !marked.isEmpty else {
      swap(&mapped, &plane)
      return nil
    }
    let box = ChangeMarker.Box(
      minX: marked.map(\.minX).min()!, maxX: marked.map(\.maxX).max()!, minY: marked.map(\.minY).min()!,
      maxY: marked.map(\.maxY).max()!)
    let w = box.maxX - box.minX + 1
    let h = box.maxY - box.minY + 1
    var previous = keepsPrevious ? [UInt8](repeating: 0, count: w * h) : []
    let builder = DeltaBuilder(
      screenWidth: width, left: box.minX, top: box.minY, width: w, height: h, transparent: transparent)
    let deltaBands = threads > 1 ? min(h, threads * 2) : 1
    var edges = [DeltaBuilder.BandEdges](repeating: DeltaBuilder.BandEdges(), count: deltaBands)
    var joined = false
    indices.withUnsafeMutableBufferPointer { screen in
      mapped.withUnsafeMutableBufferPointer { plane in
        previous.withUnsafeMutableBufferPointer { previous in
          edges.withUnsafeMutableBufferPointer { edges in
            // Each band writes only its own rows of the screen, the plane and `previous`.
            nonisolated(unsafe) let (screen, plane, previous, edges) = (screen, plane, previous, edges)
            if deltaBands == 1 {
              edges[0] = builder.build(rows: 0..<h, plane, screen, keepsPrevious ? previous : nil)
            } else {
              DispatchQueue.concurrentPerform(iterations: deltaBands) { band in
                edges[band] = builder.build(
                  rows: RowBand.rows(band, of: deltaBands, height: h), plane, screen, keepsPrevious ? previous : nil)
              }
            }
            joined = builder.join(UnsafeBufferPointer(edges), of: deltaBands, plane)
          }
          builder.compact(plane)
        }
      }
    }
    let usesTransparency = joined || edges.contains { $0.usesTransparency }
    var out: [UInt8]
    if w * h <= mapped.count / 4 {
      // A small rectangle does not keep a whole frame's storage alive while it waits to be coded.
      out = Array(mapped[0..<(w * h)])
      swap(&mapped, &plane)
    } else {
      out = consume mapped
      out.removeLast(out.count - w * h)
    }
    var delta = FrameDelta(
      left: box.minX, top: box.minY, width: w, height: h, indices: out, usesTransparency: usesTransparency)
    if keepsPrevious { delta.previous = previous }
    return delta
  }

  /// Puts what a lossy coder wrote for `delta` on screen (in place of `delta.indices`, which
  /// `apply` put there): `written` indices, and under the transparent index what was on screen
  /// before the frame.
  mutating func show(_ written: [UInt8], for delta: FrameDelta, transparent: UInt8) {
    precondition(written.count == delta.width * delta.height, "written size mismatch")
    let width = self.width
    indices.withUnsafeMutableBufferPointer { screen in
      for y in 0..<delta.height {
        for x in 0..<delta.width {
          let k = y * delta.width + x
          let c = written[k]
          screen[(delta.top + y) * width + delta.left + x] = c != transparent ? c : delta.previous![k]
        }
      }
    }
  }
}

/// The per-row part of `DisplayedCanvas.apply`: which pixels of a frame change the screen.
/// Rows are independent, so bands of rows can be marked on several threads.
private struct ChangeMarker {
  let width: Int
  let transparent: UInt8
  let tolerance: Int
  let loneTolerance: Int
  /// What the tolerance test needs of each palette entry.
  let entries: [Entry]

  /// A palette entry p as the tolerance test uses it: |c − s|² − |c − m|² equals
  /// |s|² − |m|² − 2c·(s − m), and c·p is three products of c's channels with Pᵀp
  /// (`PerceptualSpace.channelWeights`), so a pixel needs no coordinates of its own.
  struct Entry {
    let weights: PerceptualSpace.Point
    let squaredLength: Int

    init(_ point: PerceptualSpace.Point) {
      weights = PerceptualSpace.channelWeights(of: point)
      squaredLength = point.dot(point)
    }

    /// |c − self|² − |c − other|² for the colour c = (r, g, b) of `source` at pixel `i`: how
    /// much further from it this entry (on screen) lies than `other` (the new index).
    @inline(__always)
    func excess(over other: Entry, at i: Int, of source: UnsafeBufferPointer<UInt8>) -> Int {
      let c = PerceptualSpace.Point(
        x: Int(source[i &* 4]), y: Int(source[i &* 4 &+ 1]), z: Int(source[i &* 4 &+ 2]))
      return squaredLength &- other.squaredLength &- 2 &* c.dot(weights - other.weights)
    }
  }

  /// The bounding box of the changed pixels in a band; `maxY < 0` when nothing changed.
  struct Box {
    var minX: Int
    var maxX: Int
    var minY: Int
    var maxY: Int

    static func empty(width: Int, height: Int) -> Box {
      Box(minX: width, maxX: -1, minY: height, maxY: -1)
    }
  }

  /// Sets every pixel of `rows` of `mapped` that does not change the screen to `transparent`
  /// (so that `mapped` itself records the decision, with no plane of marks) and returns the
  /// changed pixels' bounding box. `transparent` is never a colour, so a pixel is changed
  /// exactly when its index is not `transparent` afterwards.
  func mark(
    rows: Range<Int>, _ mapped: UnsafeMutableBufferPointer<UInt8>, _ source: UnsafeBufferPointer<UInt8>,
    _ next: UnsafeBufferPointer<UInt8>?, _ screen: UnsafeBufferPointer<UInt8>
  ) -> Box {
    var box = Box.empty(width: width, height: rows.upperBound)
    let transparentWord = UInt64(transparent) &* 0x0101_0101_0101_0101
    entries.withUnsafeBufferPointer { entries in
      for y in rows {
        let row = y * width
        var rowChanged = false
        var x = 0
        while x < width {
          // Most of a frame is usually unchanged (`transparent` in `mapped`): skip it eight
          // pixels at a time.
          if x + 8 <= width
            && UnsafeRawPointer(mapped.baseAddress! + row + x).loadUnaligned(as: UInt64.self)
              == transparentWord
          {
            x += 8
            continue
          }
          let i = row + x
          let m = mapped[i]
          var differs = m != transparent && m != screen[i]
          // The tolerance only for pixels that change again in the next frame: a pixel's last
          // change is always written exactly, so nothing stays off once it stops moving (no
          // trail behind a moving element, no refresh later).
          // A pixel left from another palette (`transparent` on screen) is always rewritten.
          if differs && tolerance > 0 && screen[i] != transparent, let next, next[i] != transparent {
            differs = entries[Int(screen[i])].excess(over: entries[Int(m)], at: i, of: source) > tolerance
          }
          if !differs { mapped[i] = transparent }
          rowChanged = rowChanged || differs
          x += 1
        }
        guard rowChanged else { continue }
        if loneTolerance > 0 && width > 2 {
          // A lone changed pixel between kept ones splits a transparent run in two; it stays
          // too when the colour on screen is within the wider lone-pixel tolerance.
          var x = 1
          while x < width - 1 {
            let i = row + x
            // Eight kept pixels hold no lone changed one.
            if x + 8 <= width
              && UnsafeRawPointer(mapped.baseAddress! + i).loadUnaligned(as: UInt64.self) == transparentWord
            {
              x += 8
              continue
            }
            x += 1
            guard mapped[i] != transparent, mapped[i - 1] == transparent, mapped[i + 1] == transparent,
              screen[i] != transparent,
              let next, next[i] != transparent
            else { continue }
            if entries[Int(screen[i])].excess(over: entries[Int(mapped[i])], at: i, of: source) <= loneTolerance {
              mapped[i] = transparent
            }
          }
        }
        // The row's first and last changed pixels, found from either end.
        var rowMin = 0
        while rowMin < width && mapped[row + rowMin] == transparent { rowMin += 1 }
        if rowMin < width {
          var rowMax = width - 1
          while mapped[row + rowMax] == transparent { rowMax -= 1 }
          box.minX = min(box.minX, rowMin)
          box.maxX = max(box.maxX, rowMax)
          if box.maxY < 0 { box.minY = y }
          box.maxY = y
        }
      }
    }
    return box
  }
}
