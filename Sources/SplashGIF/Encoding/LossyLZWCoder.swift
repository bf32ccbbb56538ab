/// GIF's LZW coding of one frame, free to write any index a pixel allows instead of the one
/// asked for, so that strings already in the table extend further (the idea of gifsicle's
/// `--lossy`, bounded per pixel).
///
/// Each pixel has a target (the index a lossless encoder writes) and, when the frame is coded
/// against the screen before it (`previous`), a class:
/// - unchanged (the target is the transparent index or the index on screen): the pixel may be
///   written as either of those two, both of which leave the screen as it is, and as nothing
///   else, so static pixels never flicker;
/// - changed: any entry within the `NearColors` bound of the target, or the transparent index
///   when the colour on screen is itself within that bound; with a `Source`, only those whose
///   squared perceptual distance from the pixel's source colour exceeds the target's by at most
///   the allowance.
/// Bounds are always measured against the frame's own target and source, never against an
/// earlier lossy choice, so errors do not build up from frame to frame.
///
/// At each step the coder searches the table for strings whose indices every pixel allows (depth
/// first, exact indices first, at most `searchLimit` table entries visited), also tries the entry
/// that the decoder is about to define (previous string + its own first index), and writes the
/// code of the string that costs least per pixel: (code width × `rate` + error added) / length,
/// a rate–distortion choice, so a string one pixel longer is not bought with any error the
/// bound allows. With a `rate` of 0 the longest string wins (among equally long ones, the
/// smallest error). Codes, code widths, table resets and sub-blocks follow libgd's encoder
/// exactly: with no alternatives allowed, the bytes equal libgd's.
struct LossyLZWCoder {
  static let maximumCodes = 4096
  /// Table entries one search may visit: bounds the time per code whatever the picture.
  static let searchLimit = 384

  /// `children[code << 8 | index]`: the code of string(code) + index, or 0 (no code is 0 among
  /// those the table adds, which all lie above the clear and end codes).
  private var children = [UInt16](repeating: 0, count: maximumCodes << 8)
  /// Slots of `children` set since the last reset.
  private var used: [Int32] = []
  private var parent = [UInt16](repeating: 0, count: maximumCodes)
  private var symbol = [UInt8](repeating: 0, count: maximumCodes)
  private var stackNode = [UInt16](repeating: 0, count: searchLimit * 257 + 257)
  private var stackDepth = [Int32](repeating: 0, count: searchLimit * 257 + 257)
  private var stackError = [Int](repeating: 0, count: searchLimit * 257 + 257)

  /// The source colours under a frame, for a bound on the error against them as well.
  struct Source {
    /// Perceptual coordinates of each pixel's source colour.
    var points: UnsafeBufferPointer<PerceptualSpace.Point>
    /// Perceptual coordinates of the palette entries.
    var palette: UnsafeBufferPointer<PerceptualSpace.Point>
    /// How much a stand-in may add to the squared distance from the source.
    var allowance: Int
  }

  init() {
    for c in 0..<256 { symbol[c] = UInt8(c) }
  }

  /// The GIF code size for a palette of `colorCount` entries (libgd's: at least 2).
  static func minimumCodeSize(colorCount: Int) -> Int {
    var bits = 1
    while 1 << bits < colorCount { bits += 1 }
    return max(2, bits)
  }

  /// Codes `target.count` pixels and returns the image data as a GIF frame holds it: the
  /// minimum code size, the sub-blocks and the empty terminating block. The indices chosen go
  /// to `written`.
  ///
  /// - Parameters:
  ///   - previous: the screen's indices under the frame before it is drawn, or nil when there is
  ///     nothing on screen (every pixel is then changed).
  ///   - transparent: the transparent index (never a colour of `near`).
  ///   - near: which entries may stand in for which; a bound of 0 and no `previous` gives plain
  ///     lossless LZW.
  ///   - rate: the error one bit of code is worth, in the units of the errors (squared
  ///     perceptual distance); 0: the longest string wins whatever its error.
  mutating func code(
    target: UnsafeBufferPointer<UInt8>, previous: UnsafeBufferPointer<UInt8>?, transparent: UInt8,
    near: NearColors, colorCount: Int, source: Source? = nil, rate: Int = 0,
    written: UnsafeMutableBufferPointer<UInt8>
  ) -> [UInt8] {
    precondition(written.count == target.count && (previous?.count ?? target.count) == target.count)
    let minimumCodeSize = Self.minimumCodeSize(colorCount: colorCount)
    var out = LZWCodeWriter(minimumCodeSize: minimumCodeSize)
    let clearCode = 1 << minimumCodeSize
    let firstFree = clearCode + 2
    let count = target.count
    let t = Int(transparent)
    var width = minimumCodeSize + 1
    out.put(clearCode, width: width)
    var next = firstFree
    var previousCode = -1
    var previousStart = 0
    var previousLength = 0
    var pos = 0

    var used = self.used
    self.used = []
    let nearCount = near.count
    children.withUnsafeMutableBufferPointer { children in
      parent.withUnsafeMutableBufferPointer { parent in
        symbol.withUnsafeMutableBufferPointer { symbol in
          near.allowed.withUnsafeBufferPointer { allowed in
            near.distanceSquared.withUnsafeBufferPointer { distance in
              near.start.withUnsafeBufferPointer { nearStart in
                near.list.withUnsafeBufferPointer { nearList in
                  stackNode.withUnsafeMutableBufferPointer { stackNode in
                    stackDepth.withUnsafeMutableBufferPointer { stackDepth in
                      stackError.withUnsafeMutableBufferPointer { stackError in
                        for slot in used { children[Int(slot)] = 0 }
                        used.removeAll(keepingCapacity: true)

                        /// What writing `c` for target `a` at pixel `k` adds to the error (may be
                        /// negative with a source), or nil when not allowed.
                        @inline(__always) func stand(_ k: Int, _ a: Int, _ c: Int) -> Int? {
                          guard allowed[a << 8 | c] != 0 else { return nil }
                          guard let source else { return Int(distance[a << 8 | c]) }
                          let s = source.points[k]
                          let added =
                            s.distanceSquared(to: source.palette[c]) - s.distanceSquared(to: source.palette[a])
                          return added <= source.allowance ? added : nil
                        }

                        /// What writing `c` at pixel `k` adds to the error, or nil when not allowed.
                        @inline(__always) func cost(_ k: Int, _ c: Int) -> Int? {
                          let a = Int(target[k])
                          if c == a { return 0 }
                          guard let previous else { return stand(k, a, c) }
                          let p = Int(previous[k])
                          if a == t || a == p { return c == t || c == p ? 0 : nil }
                          if c == t { return p != t ? stand(k, a, p) : nil }
                          return c != t ? stand(k, a, c) : nil
                        }

                        /// Pushes the children of `node` (depth `depth`, error `error`) that pixel
                        /// `k` allows, the target's last so that it is searched first.
                        @inline(__always) func pushChildren(
                          of node: Int, _ depth: Int, _ error: Int, pixel k: Int, _ top: inout Int
                        ) {
                          @inline(__always) func push(_ c: Int, _ e: Int) {
                            let child =
                              node < 0 ? c : Int(children[node << 8 | c])
                            guard child != 0 || node < 0 else { return }
                            stackNode[top] = UInt16(child)
                            stackDepth[top] = Int32(depth + 1)
                            stackError[top] = error + e
                            top += 1
                          }
                          let a = Int(target[k])
                          if let previous {
                            let p = Int(previous[k])
                            if a == t || a == p {
                              let other = a == t ? p : t
                              if other != a { push(other, 0) }
                              push(a, 0)
                              return
                            }
                            if p != t, let e = stand(k, a, p) { push(t, e) }
                          }
                          var j = a < nearCount ? Int(nearStart[a + 1]) - 1 : -1
                          let first = a < nearCount ? Int(nearStart[a]) : 0
                          while j >= first {
                            let c = Int(nearList[j])
                            if let e = stand(k, a, c) { push(c, e) }
                            j -= 1
                          }
                          push(a, 0)
                        }

                        while pos < count {
                          // Longest allowed string in the table, from a literal.
                          var top = 0
                          pushChildren(of: -1, 0, 0, pixel: pos, &top)
                          var bestCode = Int(target[pos])
                          var bestLength = 0
                          var bestError = Int.max
                          var visits = 0
                          while top > 0 {
                            top -= 1
                            let node = Int(stackNode[top])
                            let depth = Int(stackDepth[top])
                            let error = stackError[top]
                            visits += 1
                            // Per pixel: (width × rate + error) / depth, compared crosswise.
                            if rate == 0
                              ? depth > bestLength || (depth == bestLength && error < bestError)
                              : bestLength == 0
                                || (width * rate + error) * bestLength < (width * rate + bestError) * depth
                            {
                              (bestCode, bestLength, bestError) = (node, depth, error)
                            }
                            if pos + depth < count && visits < Self.searchLimit {
                              pushChildren(of: node, depth, error, pixel: pos + depth, &top)
                            }
                          }
                          // The entry the decoder defines on reading this code: previous string
                          // + its first index ("KwKwK").
                          var usesNext = false
                          if previousCode >= 0 && next < Self.maximumCodes
                            && (rate > 0 || previousLength + 1 > bestLength) && pos + previousLength < count
                          {
                            usesNext = true
                            var error = 0
                            for j in 0...previousLength {
                              let c = Int(written[previousStart + (j < previousLength ? j : 0)])
                              guard let e = cost(pos + j, c) else {
                                usesNext = false
                                break
                              }
                              error += e
                            }
                            if usesNext && rate > 0 {
                              let length = previousLength + 1
                              usesNext = (width * rate + error) * bestLength < (width * rate + bestError) * length
                            }
                          }
                          if usesNext {
                            for j in 0..<previousLength { written[pos + j] = written[previousStart + j] }
                            written[pos + previousLength] = written[previousStart]
                            bestCode = next
                            bestLength = previousLength + 1
                          } else {
                            var node = bestCode
                            for j in stride(from: bestLength - 1, through: 0, by: -1) {
                              written[pos + j] = symbol[node]
                              node = Int(parent[node])
                            }
                          }
                          out.put(bestCode, width: width)
                          if previousCode >= 0 && next < Self.maximumCodes {
                            let slot = previousCode << 8 | Int(written[pos])
                            if children[slot] == 0 {
                              children[slot] = UInt16(next)
                              used.append(Int32(slot))
                            }
                            parent[next] = UInt16(previousCode)
                            symbol[next] = written[pos]
                            next += 1
                            if next == 1 << width && width < 12 { width += 1 }
                          }
                          previousCode = bestCode
                          previousStart = pos
                          previousLength = bestLength
                          pos += bestLength
                          if next == Self.maximumCodes && pos < count {
                            out.put(clearCode, width: width)
                            for slot in used { children[Int(slot)] = 0 }
                            used.removeAll(keepingCapacity: true)
                            width = minimumCodeSize + 1
                            next = firstFree
                            previousCode = -1
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
    self.used = used
    out.put(clearCode + 1, width: width)
    return out.finish()
  }
}
