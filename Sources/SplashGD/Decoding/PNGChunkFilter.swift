internal import CDeflate

/// Checks a PNG's chunk structure and keeps only the chunks libgd reads: IHDR, PLTE, tRNS,
/// IDAT and IEND.
///
/// libgd 2.3.3 gives libpng no warning handler, so libpng prints its warnings (bad ancillary
/// CRCs, "iCCP: known incorrect sRGB profile", misplaced tRNS, …) straight to stderr. Every
/// one of those comes from an ancillary chunk libgd ignores anyway (it does no colour
/// management), so dropping them changes no pixel and keeps libpng quiet. The walk also
/// gives clearer errors than libpng: where the file ends, which chunk has a bad CRC.
enum PNGChunkFilter {
  /// The bytes to hand libgd: `bytes` itself when nothing needs dropping.
  ///
  /// Throws the reason (without the file name) when the structure is broken; reports each
  /// dropped tRNS through `GDDiagnostics` as a warning.
  static func filter(_ bytes: [UInt8], name: String) throws(GDError) -> [UInt8] {
    let (kept, dropped) = try keptChunks(bytes, name: name)
    return assemble(bytes, kept: kept, dropped: dropped)
  }

  /// The bytes of a PNG made of the `kept` chunks of `bytes` (from `keptChunks`).
  static func assemble(_ bytes: [UInt8], kept: [Chunk], dropped: Bool) -> [UInt8] {
    guard dropped else { return bytes }
    var filtered = Array(bytes[0..<8])
    filtered.reserveCapacity(kept.reduce(8) { $0 + $1.whole.count })
    for chunk in kept { filtered += bytes[chunk.whole] }
    return filtered
  }

  /// A chunk of a PNG file: its type and where it lies in the file.
  struct Chunk: Equatable {
    var type: String
    /// Length, type, data and CRC.
    var whole: Range<Int>
    /// The data alone.
    var data: Range<Int> { (whole.lowerBound + 8)..<(whole.upperBound - 4) }
  }

  /// Walks and checks the chunks of `bytes` (see the type's summary): the chunks libgd reads,
  /// in file order, and whether any other chunk was dropped.
  static func keptChunks(_ bytes: [UInt8], name: String) throws(GDError) -> (
    chunks: [Chunk], dropped: Bool
  ) {
    var kept: [Chunk] = []
    var dropped = false
    var colourType: UInt8 = 0
    var paletteEntries = 0
    var sawIDAT = false
    var sawTRNS = false
    var offset = 8
    while true {
      guard offset + 8 <= bytes.count else {
        throw corrupt(name, "file ends before the IEND chunk")
      }
      let length =
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
        | Int(bytes[offset + 3])
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      guard typeBytes.allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) })
      else {
        throw corrupt(name, "invalid chunk type at byte \(offset + 4)")
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      let end = offset + 12 + length
      guard length <= Int(Int32.max), end <= bytes.count else {
        throw corrupt(name, "file ends inside the \(type) chunk")
      }
      let chunk = offset..<end
      var keep: Bool
      switch type {
      case "IHDR":
        keep = true
        if let problem = headerProblem(bytes[(offset + 8)..<(end - 4)]) { throw corrupt(name, "IHDR: \(problem)") }
        colourType = bytes[offset + 8 + 9]
      case "PLTE":
        keep = colourType == 3
        paletteEntries = length / 3
      case "IDAT", "IEND":
        keep = true
      case "tRNS":
        let problem =
          sawTRNS
          ? "a second tRNS chunk"
          : sawIDAT
            ? "a tRNS chunk after the image data"
            : transparencyFits(length, colourType, paletteEntries)
              ? nil : "a \(length)-byte tRNS chunk that does not fit colour type \(colourType)"
        keep = problem == nil
        if let problem { GDDiagnostics.receive("\(name): ignored \(problem)") }
        sawTRNS = true
      default:
        guard typeBytes.first! >= 0x61 else {
          throw corrupt(name, "unknown critical chunk \(type)")
        }
        keep = false
      }
      if keep {
        let stored =
          UInt32(bytes[end - 4]) << 24 | UInt32(bytes[end - 3]) << 16 | UInt32(bytes[end - 2]) << 8
          | UInt32(bytes[end - 1])
        guard CRC32.checksum(bytes[(offset + 4)..<(end - 4)]) == stored else {
          throw corrupt(name, "the \(type) chunk has a bad CRC")
        }
        kept.append(Chunk(type: type, whole: chunk))
      } else {
        dropped = true
      }
      if type == "IDAT" { sawIDAT = true }
      if type == "IEND" { break }
      offset = end
    }
    return (kept, dropped)
  }

  /// What is wrong with an IHDR's fields, or nil: libpng would print warnings about them on stderr
  /// before refusing the file.
  static func headerProblem(_ data: ArraySlice<UInt8>) -> String? {
    guard data.count == 13 else { return "\(data.count) bytes long, not 13" }
    let field = { (i: Int) in data[data.startIndex + i] }
    let (depth, colourType) = (field(8), field(9))
    let depths: [UInt8]
    switch colourType {
    case 0: depths = [1, 2, 4, 8, 16]
    case 3: depths = [1, 2, 4, 8]
    case 2, 4, 6: depths = [8, 16]
    default: return "colour type \(colourType) does not exist"
    }
    guard depths.contains(depth) else { return "bit depth \(depth) is not valid for colour type \(colourType)" }
    guard field(10) == 0 else { return "compression method \(field(10)) does not exist" }
    guard field(11) == 0 else { return "filter method \(field(11)) does not exist" }
    guard field(12) <= 1 else { return "interlace method \(field(12)) does not exist" }
    return nil
  }

  /// tRNS is 2 bytes for grey, 6 for RGB, 1...entries for a palette, invalid with an alpha channel.
  private static func transparencyFits(_ length: Int, _ colourType: UInt8, _ paletteEntries: Int)
    -> Bool
  {
    switch colourType {
    case 0: return length == 2
    case 2: return length == 6
    case 3: return length >= 1 && length <= paletteEntries
    default: return false
    }
  }

  private static func corrupt(_ name: String, _ reason: String) -> GDError {
    GDError("\(name): truncated or corrupt PNG data (\(reason))")
  }
}

/// CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320), computed by libdeflate: its
/// word-wise loop is several times faster than a byte table, and every PNG frame's data passes through it.
enum CRC32 {
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    bytes.withUnsafeBufferPointer { bytes in
      UInt32(truncatingIfNeeded: libdeflate_crc32(0, bytes.baseAddress, bytes.count))
    }
  }
}
