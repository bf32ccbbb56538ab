import CGD
import Foundation
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGD

/// libgd's warnings reach the operation that caused them, never stderr.
@Suite struct GDDiagnosticsTests {
  /// libgd's own warning (here from its allocation overflow check) reaches the enclosing collect.
  @Test func libgdWarningsReachCollect() {
    let (failed, warnings) = GDDiagnostics.collect { gdImageCreateTrueColor(70000, 70000) == nil }
    #expect(failed)
    #expect(warnings == ["product of memory allocation multiplication would exceed INT_MAX, failing operation gracefully"])
  }

  /// A libpng error inside libgd is folded into the thrown message.
  @Test func libpngErrorsAreFoldedIntoTheError() throws {
    let png = try PNGEncoder.encode(TestSurfaces.opaqueGradient(width: 4, height: 4))
    #expect(
      throws: GDError(
        "z.png: truncated or corrupt PNG data (libgd: gd-png: fatal libpng error: IDAT: unknown compression method)")
    ) {
      try ImageDecoder.decode(bytes: PNGSurgery.corruptingIDAT(png), name: "z.png")
    }
  }

  /// Warnings of a successful decode go to the enclosing `collect`, not to stderr.
  @Test func warningsOfASuccessfulDecodeGoToCollect() throws {
    let (surface, warnings) = try GDDiagnostics.collect {
      try ImageDecoder.decode(bytes: PNGSurgery.duplicatingTRNS(DecoderFixtures.pngPaletteTRNS2x2), name: "p.png")
    }
    #expect(surface == (try ImageDecoder.decode(bytes: DecoderFixtures.pngPaletteTRNS2x2, name: "p.png")))
    #expect(warnings == ["p.png: ignored a second tRNS chunk"])
  }

  /// An ancillary chunk with a bad CRC would make libpng print "libpng warning: tEXt: CRC error"
  /// on stderr; it is dropped before libpng sees it, and the image decodes unchanged.
  @Test func ancillaryChunksNeverReachLibpng() throws {
    let surface = TestSurfaces.opaqueGradient(width: 4, height: 4)
    let damaged = PNGSurgery.insertingBadTextChunk(try PNGEncoder.encode(surface))
    let (decoded, warnings) = try GDDiagnostics.collect { try ImageDecoder.decode(bytes: damaged, name: "t.png") }
    #expect(decoded == surface)
    #expect(warnings == [])
  }

  @Test func corruptCriticalChunksAreNamed() throws {
    let png = try PNGEncoder.encode(TestSurfaces.opaqueGradient(width: 4, height: 4))
    var badCRC = png
    badCRC[png.count - 13] ^= 0xFF  // the last byte of the last IDAT's CRC
    #expect(throws: GDError("c.png: truncated or corrupt PNG data (the IDAT chunk has a bad CRC)")) {
      try ImageDecoder.decode(bytes: badCRC, name: "c.png")
    }
    #expect(throws: GDError("c.png: truncated or corrupt PNG data (file ends before the IEND chunk)")) {
      try ImageDecoder.decode(bytes: Array(png.dropLast(12)), name: "c.png")
    }
  }

  /// Threads emitting warnings at the same time each get exactly their own.
  @Test func warningsStayOnTheirThread() throws {
    let clean = try PNGEncoder.encode(TestSurfaces.opaqueGradient(width: 4, height: 4))
    let tally = Tally()
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      for _ in 0..<25 {
        if i % 2 == 0 {
          tally.add("warning", GDDiagnostics.collect { gdImageCreateTrueColor(70000, 70000) == nil }.warnings.count)
        } else {
          let warnings = try? GDDiagnostics.collect { try ImageDecoder.decode(bytes: clean, name: "t.png") }.warnings
          tally.add("clean", warnings?.count ?? -1)
        }
      }
    }
    #expect(tally.counts == ["warning 1": 100, "clean 0": 100])
  }

  @Test func nestedCollectsSeeOnlyTheirOwnWarnings() {
    let (inner, outer) = GDDiagnostics.collect { () -> [String] in
      _ = gdImageCreateTrueColor(70000, 70000)
      return GDDiagnostics.collect { _ = gdImageCreateTrueColor(-1, 5) }.warnings
    }
    #expect(inner == ["one parameter to a memory allocation multiplication is negative or zero, failing operation gracefully"])
    #expect(outer == ["product of memory allocation multiplication would exceed INT_MAX, failing operation gracefully"])
  }
}

/// Byte surgery on PNGs our encoder made (IHDR is bytes 8..<33).
enum PNGSurgery {
  /// A tEXt chunk with a wrong CRC right after IHDR.
  static func insertingBadTextChunk(_ png: [UInt8]) -> [UInt8] {
    let text = Array("Comment\0hello".utf8)
    let chunk: [UInt8] = [0, 0, 0, UInt8(text.count)] + Array("tEXt".utf8) + text + [0xDE, 0xAD, 0xBE, 0xEF]
    return Array(png[0..<33]) + chunk + Array(png[33...])
  }

  /// The first IDAT's zlib header replaced with garbage, CRC fixed up, so only zlib notices.
  static func corruptingIDAT(_ png: [UInt8]) -> [UInt8] {
    var bytes = png
    let start = chunkStart("IDAT", in: bytes)
    let length = Int(bytes[start]) << 24 | Int(bytes[start + 1]) << 16 | Int(bytes[start + 2]) << 8 | Int(bytes[start + 3])
    bytes[start + 8] = 0x00
    bytes[start + 9] = 0x00
    let crc = CRC32.checksum(bytes[(start + 4)..<(start + 8 + length)])
    bytes[start + 8 + length] = UInt8(crc >> 24)
    bytes[start + 9 + length] = UInt8(crc >> 16 & 0xFF)
    bytes[start + 10 + length] = UInt8(crc >> 8 & 0xFF)
    bytes[start + 11 + length] = UInt8(crc & 0xFF)
    return bytes
  }

  /// The tRNS chunk repeated right after itself.
  static func duplicatingTRNS(_ png: [UInt8]) -> [UInt8] {
    let start = chunkStart("tRNS", in: png)
    let length = Int(png[start + 3])
    let chunk = Array(png[start..<(start + 12 + length)])
    return Array(png[0..<(start + 12 + length)]) + chunk + Array(png[(start + 12 + length)...])
  }

  private static func chunkStart(_ type: String, in png: [UInt8]) -> Int {
    let tag = Array(type.utf8)
    var offset = 8
    while !png[(offset + 4)..<(offset + 8)].elementsEqual(tag) {
      offset += 12 + (Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3]))
    }
    return offset
  }
}

/// Thread-safe counts of "<kind> <value>" observations.
final class Tally: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String: Int] = [:]

  func add(_ kind: String, _ value: Int) {
    lock.lock()
    storage["\(kind) \(value)", default: 0] += 1
    lock.unlock()
  }

  var counts: [String: Int] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
