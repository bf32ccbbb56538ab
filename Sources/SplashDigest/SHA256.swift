/// SHA-256 (FIPS 180-4), incremental, in pure Swift.
///
/// Batch rendering keys its outputs by a content hash of their inputs. Foundation on Linux has no
/// digest API and CryptoKit/swift-crypto would be an outside package, so the hash is written
/// here; it is checked against the FIPS 180-4 example vectors.
package struct SHA256: Sendable {
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )
  /// Bytes of an incomplete block, waiting for more input.
  private var buffer: [UInt8] = []
  /// Message length so far, in bytes.
  private var length: UInt64 = 0

  package init() {
    buffer.reserveCapacity(64)
  }

  /// Adds the UTF-8 bytes of `text`.
  package mutating func update(_ text: String) {
    update(Array(text.utf8))
  }

  /// Adds `bytes` to the message.
  package mutating func update(_ bytes: [UInt8]) {
    length &+= UInt64(bytes.count)
    var start = 0
    if !buffer.isEmpty {
      let take = min(64 - buffer.count, bytes.count)
      buffer.append(contentsOf: bytes[0..<take])
      start = take
      if buffer.count == 64 {
        compress(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    while bytes.count - start >= 64 {
      compress(bytes[start..<(start + 64)])
      start += 64
    }
    if start < bytes.count {
      buffer.append(contentsOf: bytes[start...])
    }
  }

  /// The 32-byte digest of everything added so far.
  package func finalize() -> [UInt8] {
    var copy = self
    let bitLength = length &* 8
    var tail: [UInt8] = [0x80]
    let used = (buffer.count + 1) % 64
    tail.append(contentsOf: repeatElement(0, count: used <= 56 ? 56 - used : 120 - used))
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    let savedLength = copy.length
    copy.update(tail)
    copy.length = savedLength
    precondition(copy.buffer.isEmpty, "SHA-256 padding must end on a block boundary")
    let s = copy.state
    return [s.0, s.1, s.2, s.3, s.4, s.5, s.6, s.7].flatMap { word in
      [
        UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8),
        UInt8(truncatingIfNeeded: word),
      ]
    }
  }

  /// The digest as 64 lowercase hexadecimal digits.
  package func hexDigest() -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in finalize() {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The hex digest of `bytes` in one call.
  package static func hex(_ bytes: [UInt8]) -> String {
    var hash = SHA256()
    hash.update(bytes)
    return hash.hexDigest()
  }

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// One 64-byte block; the message schedule lives on the stack.
  private mutating func compress(_ block: some RandomAccessCollection<UInt8>) {
    state = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      var index = block.startIndex
      for t in 0..<16 {
        var word: UInt32 = 0
        for _ in 0..<4 {
          word = word << 8 | UInt32(block[index])
          index = block.index(after: index)
        }
        w[t] = word
      }
      for t in 16..<64 {
        let s0 = w[t - 15].rotatedRight(7) ^ w[t - 15].rotatedRight(18) ^ (w[t - 15] >> 3)
        let s1 = w[t - 2].rotatedRight(17) ^ w[t - 2].rotatedRight(19) ^ (w[t - 2] >> 10)
        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = state
      Self.k.withUnsafeBufferPointer { k in
        for t in 0..<64 {
          let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
          let choice = (e & f) ^ (~e & g)
          let t1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
          let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let t2 = s0 &+ majority
          (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
        }
      }
      return (
        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
      )
    }
  }
}

extension UInt32 {
  @inline(__always)
  fileprivate func rotatedRight(_ n: UInt32) -> UInt32 { (self >> n) | (self << (32 - n)) }
}
