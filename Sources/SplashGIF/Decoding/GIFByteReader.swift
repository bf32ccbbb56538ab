/// A bounds-checked cursor over the bytes of a GIF file; every read that would pass the end
/// throws a `GIFError` naming the file and what was being read.
struct GIFByteReader {
  let bytes: [UInt8]
  let name: String
  var offset = 0

  init(bytes: [UInt8], name: String) {
    self.bytes = bytes
    self.name = name
  }

  var isAtEnd: Bool { offset >= bytes.count }

  func truncated(_ context: String) -> GIFError {
    GIFError("\(name): truncated at byte \(bytes.count) while reading \(context)")
  }

  mutating func byte(_ context: @autoclosure () -> String) throws(GIFError) -> UInt8 {
    guard offset < bytes.count else { throw truncated(context()) }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// A little-endian unsigned 16-bit field.
  mutating func uint16(_ context: @autoclosure () -> String) throws(GIFError) -> Int {
    guard offset + 2 <= bytes.count else { throw truncated(context()) }
    defer { offset += 2 }
    return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
  }

  mutating func bytes(_ count: Int, _ context: @autoclosure () -> String) throws(GIFError)
    -> ArraySlice<UInt8>
  {
    guard count <= bytes.count - offset else { throw truncated(context()) }
    defer { offset += count }
    return bytes[offset..<offset + count]
  }

  /// Reads one data sub-block; returns nil at the zero-length terminator.
  mutating func subBlock(_ context: @autoclosure () -> String) throws(GIFError) -> ArraySlice<
    UInt8
  >? {
    let length = Int(try byte(context()))
    if length == 0 { return nil }
    return try bytes(length, context())
  }

  /// Skips sub-blocks up to and including the terminator.
  mutating func skipSubBlocks(_ context: @autoclosure () -> String) throws(GIFError) {
    while true {
      let length = Int(try byte(context()))
      if length == 0 { return }
      guard length <= bytes.count - offset else { throw truncated(context()) }
      offset += length
    }
  }

  /// Concatenates sub-blocks up to the terminator (bounded by the file's length).
  mutating func joinedSubBlocks(_ context: @autoclosure () -> String) throws(GIFError) -> [UInt8] {
    var data: [UInt8] = []
    while let block = try subBlock(context()) {
      data.append(contentsOf: block)
    }
    return data
  }
}
