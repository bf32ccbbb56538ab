/// Lossless GIF LZW coding of one frame's indices, byte for byte as libgd codes them, straight
/// from the frame's buffer (no copy into a libgd image, no call per pixel).
///
/// Byte for byte means libgd's string table too, not only greedy LZW: libgd finds strings in an
/// open-addressing hash table of 5003 slots (slot `(index << 4) ^ prefix`, probing down by
/// `5003 - slot`) that stops probing at a slot whose key is 0 — the key of "index 0 after code
/// 0" — as if it were empty, and puts a new string there. After that, "0 then 0" is no longer
/// found and is coded again as a new string, so images with much index 0 code differently from
/// a plain trie. This coder keeps the same table.
enum ExactLZWCoder {
  private static let slots = 5003
  /// The largest code width; the table holds `1 << maximumBits` codes.
  private static let maximumBits = 12

  /// The image data of `indices` (at least one, each below `colorCount`) as a GIF frame holds
  /// it: the minimum code size, sub-blocks of up to 254 bytes and the empty terminating block.
  static func code(_ indices: UnsafeBufferPointer<UInt8>, colorCount: Int) -> [UInt8] {
    let count = indices.count
    precondition(count > 0, "a GIF frame has at least one pixel")
    let minimumCodeSize = LossyLZWCoder.minimumCodeSize(colorCount: colorCount)
    // A dithered full frame codes to about an eighth of a byte per pixel: the array grows
    // from there when it must (a worst-case buffer would be 1.5 bytes per pixel).
    var codes = LZWCodeWriter(minimumCodeSize: minimumCodeSize, expectedBytes: count / 6 + 64)
    code(indices, minimumCodeSize: minimumCodeSize, into: &codes)
    return codes.finish()
  }

  /// Codes `indices` into `codes`.
  private static func code(
    _ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, into codes: inout LZWCodeWriter
  ) {
    let count = indices.count
    let keys = UnsafeMutablePointer<Int32>.allocate(capacity: slots)
    let entries = UnsafeMutablePointer<UInt16>.allocate(capacity: slots)
    defer {
      keys.deallocate()
      entries.deallocate()
    }
    keys.initialize(repeating: -1, count: slots)
    entries.initialize(repeating: 0, count: slots)

    let initialWidth = minimumCodeSize + 1
    let clearCode = 1 << minimumCodeSize
    let codeLimit = 1 << maximumBits
    var width = initialWidth
    var largest = (1 << width) - 1
    var nextCode = clearCode + 2
    codes.put(clearCode, width: width)
    var prefix = Int(indices[0])
    var pos = 1
    next: while pos < count {
      let c = Int(indices[pos])
      pos += 1
      let key = Int32(truncatingIfNeeded: c << maximumBits + prefix)
      var slot = (c << 4) ^ prefix
      if keys[slot] == key {
        prefix = Int(entries[slot])
        continue
      }
      if keys[slot] >= 0 {
        let step = slot == 0 ? 1 : slots - slot
        repeat {
          slot -= step
          if slot < 0 { slot += slots }
          if keys[slot] == key {
            prefix = Int(entries[slot])
            continue next
          }
        } while keys[slot] > 0
      }
      codes.put(prefix, width: width)
      // The width grows once the next entry needs it, as libgd decides after each code.
      if nextCode > largest {
        width += 1
        largest = width == maximumBits ? codeLimit : (1 << width) - 1
      }
      prefix = c
      if nextCode < codeLimit {
        entries[slot] = UInt16(nextCode)
        keys[slot] = key
        nextCode += 1
      } else {
        keys.update(repeating: -1, count: slots)
        nextCode = clearCode + 2
        codes.put(clearCode, width: width)
        width = initialWidth
        largest = (1 << width) - 1
      }
    }
    codes.put(prefix, width: width)
    if nextCode > largest { width += 1 }
    codes.put(clearCode + 1, width: width)
  }
}
