/// Lossless GIF LZW coding of one frame's indices, byte for byte as libgd codes them, straight
/// from the frame's buffer (no copy into a libgd image, no call per pixel).
///
/// Byte for byte means libgd's string table too, not only greedy LZW: libgd finds strings in an
/// open-addressing hash table of 5003 slots (slot `(index << 4) ^ prefix`, probing down by
/// `5003 - slot`) that stops probing at a slot whose key is 0 — the key of "index 0 after code
/// 0" — as if it were empty, and puts a new string there. After that, "0 then 0" is no longer
/// found and is coded again as a new string, so images with much index 0 code differently from
/// a plain trie. This coder keeps the same table.
struct ExactLZWCoder {
  private static let slots = 5003
  /// The largest code width, and the table's size (`1 << maximumBits` codes).
  private static let maximumBits = 12

  /// Per slot, the key `index << 12 + prefix code` of the string stored there, or -1.
  private var keys = [Int32](repeating: -1, count: slots)
  /// Per slot, the code of the string stored there.
  private var codes = [UInt16](repeating: 0, count: slots)

  /// The image data of `indices` (each below `colorCount`) as a GIF frame holds it: the minimum
  /// code size, the sub-blocks and the empty terminating block.
  mutating func code(_ indices: UnsafeBufferPointer<UInt8>, colorCount: Int) -> [UInt8] {
    let minimumCodeSize = LossyLZWCoder.minimumCodeSize(colorCount: colorCount)
    let initialWidth = minimumCodeSize + 1
    let clearCode = 1 << minimumCodeSize
    let endCode = clearCode + 1
    let codeLimit = 1 << Self.maximumBits
    var out = LZWCodeWriter(minimumCodeSize: minimumCodeSize)
    var width = initialWidth
    var largest = (1 << width) - 1
    var nextCode = clearCode + 2
    var cleared = false

    /// Writes `code` at the current width, then widens (or, after a clear, narrows) the codes
    /// for the next entry.
    @inline(__always) func put(_ code: Int) {
      out.put(code, width: width)
      if cleared {
        width = initialWidth
        largest = (1 << width) - 1
        cleared = false
      } else if nextCode > largest {
        width += 1
        largest = width == Self.maximumBits ? codeLimit : (1 << width) - 1
      }
    }

    let slots = Self.slots
    keys.withUnsafeMutableBufferPointer { keys in
      codes.withUnsafeMutableBufferPointer { codes in
        keys.update(repeating: -1)
        put(clearCode)
        var prefix = Int(indices[0])
        var pos = 1
        let count = indices.count
        next: while pos < count {
          let c = Int(indices[pos])
          pos += 1
          let key = Int32(c << Self.maximumBits + prefix)
          var slot = (c << 4) ^ prefix
          if keys[slot] == key {
            prefix = Int(codes[slot])
            continue
          }
          if keys[slot] >= 0 {
            let step = slot == 0 ? 1 : slots - slot
            repeat {
              slot -= step
              if slot < 0 { slot += slots }
              if keys[slot] == key {
                prefix = Int(codes[slot])
                continue next
              }
            } while keys[slot] > 0
          }
          put(prefix)
          prefix = c
          if nextCode < codeLimit {
            codes[slot] = UInt16(nextCode)
            keys[slot] = key
            nextCode += 1
          } else {
            keys.update(repeating: -1)
            nextCode = clearCode + 2
            cleared = true
            put(clearCode)
          }
        }
        put(prefix)
        put(endCode)
      }
    }
    return out.finish()
  }
}
