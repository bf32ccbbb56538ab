extension Surface {
  /// A cross-dissolve (`UIView.transition` with `.transitionCrossDissolve`): `old` and `new` draw
  /// into two transparent offscreens of this surface's rows; each premultiplied component of the
  /// mix is `(old × (255 − w) + new × w + 127) / 255` with `w = round(progress × 255)`, and the mix
  /// is composited over this surface. Opaque content thus keeps its full alpha all the way
  /// through (no dip at half way); at progress 0 only `old` shows, at 1 only `new`.
  package mutating func drawCrossDissolve(
    progress: Double, threads: Int = 1, old: (inout Surface) -> Void, new: (inout Surface) -> Void
  ) {
    let w = opacityFactor(progress)
    func offscreen() -> Surface {
      isBand
        ? Surface(band: frameRows, width: width, frameHeight: frameHeight) : try! Surface(width: width, height: height)
    }
    var before = offscreen()
    var after = offscreen()
    if w < 255 { old(&before) }
    if w > 0 { new(&after) }
    let keep = 255 - w
    before.pixels.withUnsafeBufferPointer { a in
      after.pixels.withUnsafeMutableBufferPointer { b in
        let count = b.count
        var i = 0
        while i < count {
          // Eight bytes that neither side drew mix to 0, which `after` already holds there:
          // around a dissolving label, that is most of the frame.
          if i + 8 <= count
            && UnsafeRawPointer(a.baseAddress! + i).loadUnaligned(as: UInt64.self)
              | UnsafeRawPointer(b.baseAddress! + i).loadUnaligned(as: UInt64.self) == 0
          {
            i += 8
            continue
          }
          b[i] = UInt8((UInt32(a[i]) * keep + UInt32(b[i]) * w + 127) / 255)
          i += 1
        }
      }
    }
    guard
      let region = CoverageRegion(
        sourceBounds: Rect(x: 0, y: 0, width: Double(width), height: Double(frameHeight)), clip: nil,
        transform: .identity, destinationWidth: width, destinationHeight: frameHeight, visibleRows: frameRows)
    else { return }
    blendTranslated(after, offset: (0, 0), region: region, op: 255, threads: threads)
  }
}
