internal import CDeflate

/// Builds a PNG byte stream chunk by chunk (length, type, data, CRC-32).
package struct PNGChunks: Sendable {
  /// A stream holding only the PNG signature.
  package init() {}

  package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  package private(set) var bytes = PNGChunks.signature

  /// Appends the chunk `type` (four ASCII letters) holding `data`.
  package mutating func append(_ type: String, _ data: [UInt8]) {
    let name = Array(type.utf8)
    precondition(name.count == 4 && data.count <= Int(Int32.max))
    Self.appendBigEndian(UInt32(data.count), to: &bytes)
    var crc = name.withUnsafeBytes { UInt32(libdeflate_crc32(0, $0.baseAddress, 4)) }
    crc = data.withUnsafeBytes { UInt32(libdeflate_crc32(crc, $0.baseAddress, data.count)) }
    bytes += name
    bytes += data
    Self.appendBigEndian(crc, to: &bytes)
  }

  /// Appends the IHDR chunk of a `width` × `height` image of 8-bit samples of `colorType`
  /// (2 RGB, 3 indexed, 6 RGBA), deflate-compressed, row-filtered, not interlaced.
  package mutating func appendHeader(width: Int, height: Int, colorType: UInt8) {
    var header: [UInt8] = []
    Self.appendBigEndian(UInt32(width), to: &header)
    Self.appendBigEndian(UInt32(height), to: &header)
    header += [8, colorType, 0, 0, 0]
    append("IHDR", header)
  }

  package static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }

  package static func appendBigEndian(_ value: UInt16, to bytes: inout [UInt8]) {
    bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
  }
}
