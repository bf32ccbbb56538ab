/// Packs LZW codes least significant bit first into GIF sub-blocks of 254 bytes, as libgd does.
struct LZWCodeWriter {
  private var bytes: [UInt8]
  private var block: [UInt8] = []
  private var accumulator = 0
  private var bits = 0

  init(minimumCodeSize: Int) {
    bytes = [UInt8(minimumCodeSize)]
    block.reserveCapacity(254)
  }

  @inline(__always) mutating func put(_ code: Int, width: Int) {
    accumulator |= code << bits
    bits += width
    while bits >= 8 {
      byte(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      bits -= 8
    }
  }

  @inline(__always) private mutating func byte(_ value: UInt8) {
    block.append(value)
    if block.count == 254 { flush() }
  }

  private mutating func flush() {
    guard !block.isEmpty else { return }
    bytes.append(UInt8(block.count))
    bytes += block
    block.removeAll(keepingCapacity: true)
  }

  mutating func finish() -> [UInt8] {
    if bits > 0 { byte(UInt8(truncatingIfNeeded: accumulator)) }
    bits = 0
    flush()
    bytes.append(0)
    return bytes
  }
}
