/// Packs LZW codes least significant bit first straight into a frame's image data: the minimum
/// code size, sub-blocks of 254 bytes (as libgd cuts them) and the terminating empty block.
struct LZWCodeWriter {
  private var bytes: [UInt8]
  /// Where the current sub-block's length byte is.
  private var blockStart = 1
  private var accumulator: UInt64 = 0
  private var bits = 0

  /// - Parameter expectedBytes: room to reserve; the bytes grow past it when they must.
  init(minimumCodeSize: Int, expectedBytes: Int = 256) {
    bytes = []
    bytes.reserveCapacity(expectedBytes)
    bytes.append(UInt8(minimumCodeSize))
    bytes.append(0)
  }

  @inline(__always) mutating func put(_ code: Int, width: Int) {
    accumulator |= UInt64(code) << UInt64(bits)
    bits += width
    while bits >= 8 {
      byte(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      bits -= 8
    }
  }

  @inline(__always) private mutating func byte(_ value: UInt8) {
    if bytes.count - blockStart == 255 {
      bytes[blockStart] = 254
      blockStart = bytes.count
      bytes.append(0)
    }
    bytes.append(value)
  }

  /// The image data: the last sub-block closed and the terminating block added.
  mutating func finish() -> [UInt8] {
    if bits > 0 {
      byte(UInt8(truncatingIfNeeded: accumulator))
      bits = 0
    }
    let last = bytes.count - blockStart - 1
    if last > 0 {
      bytes[blockStart] = UInt8(last)
      bytes.append(0)
    }
    // Else nothing follows the last length byte, which stays 0: the terminating block.
    return bytes
  }
}
