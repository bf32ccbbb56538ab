import Foundation
import SplashFiles
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGD

/// Bad input ends in one line that names the file, before libgd allocates anything big.
@Suite struct ImageDecoderErrorTests {
  @Test func truncatedPNGNamesTheFile() throws {
    let directory = TemporaryFolder("gd")
    let png = try PNGEncoder.encode(TestSurfaces.noise(width: 32, height: 32))
    let path = try directory.write(Array(png.prefix(png.count / 2)), to: "half.png")
    #expect(throws: GDError("\(path): truncated or corrupt PNG data (file ends inside the IDAT chunk)")) {
      try ImageDecoder.decode(contentsOf: path)
    }
  }

  @Test func textFileNamedPNGIsNotAnImage() throws {
    let directory = TemporaryFolder("gd")
    let path = try directory.write(Array("just some notes\n".utf8), to: "notes.png")
    #expect(throws: GDError("\(path): not a PNG, JPEG, WebP or GIF image")) {
      try ImageDecoder.decode(contentsOf: path)
    }
  }

  @Test func emptyFile() throws {
    let directory = TemporaryFolder("gd")
    let path = try directory.write([], to: "empty.png")
    #expect(throws: GDError("\(path): empty file")) {
      try ImageDecoder.decode(contentsOf: path)
    }
  }

  @Test func missingFile() {
    let directory = TemporaryFolder("gd")
    let path = directory.file("absent.png")
    #expect(throws: GDError("\(path): cannot read file (No such file or directory)")) {
      try ImageDecoder.decode(contentsOf: path)
    }
    // The message is in words; the cause keeps the path, the step and errno.
    let error = #expect(throws: GDError.self) { try ImageDecoder.decode(contentsOf: path) }
    #expect(error?.fileError == FileError(path: path, stage: .read, code: ENOENT))
  }

  @Test func directoryIsNotAFile() {
    let directory = TemporaryFolder("gd")
    #expect(throws: GDError("\(directory.path): is a directory, not a regular file")) {
      try ImageDecoder.decode(contentsOf: directory.path)
    }
    let error = #expect(throws: GDError.self) { try ImageDecoder.decode(contentsOf: directory.path) }
    #expect(error?.fileError?.stage == .refused)
    #expect(error?.fileError?.detail == "is a directory, not a regular file")
  }

  /// A PNG whose IHDR declares 60000×60000 (14.4 GB as RGBA) is refused from its header.
  @Test func hugePNGHeaderIsRefusedBeforeDecoding() throws {
    let directory = TemporaryFolder("gd")
    let path = try directory.write(HeaderBytes.png(width: 60000, height: 60000), to: "huge.png")
    #expect(throws: GDError("\(path): declared size 60000×60000 exceeds the limit of 32768 pixels per side")) {
      try ImageDecoder.decode(contentsOf: path)
    }
  }

  @Test func areaBeyondTheSurfaceLimitIsRefused() {
    #expect(
      throws: GDError("wide.png: declared size 20000×20000 exceeds the limit of 16777216 pixels in total")
    ) {
      try ImageDecoder.decode(bytes: HeaderBytes.png(width: 20000, height: 20000), name: "wide.png")
    }
  }

  @Test func zeroWidthIsRefused() {
    #expect(throws: GDError("zero.png: declared size 0×10 is empty")) {
      try ImageDecoder.decode(bytes: HeaderBytes.png(width: 0, height: 10), name: "zero.png")
    }
  }

  @Test func hugeHeadersInEveryFormatAreRefused() {
    let limit = "exceeds the limit of 32768 pixels per side"
    #expect(throws: GDError("a.jpg: declared size 60000×60000 \(limit)")) {
      try ImageDecoder.decode(bytes: HeaderBytes.jpeg(width: 60000, height: 60000), name: "a.jpg")
    }
    #expect(throws: GDError("a.gif: declared size 60000×60000 \(limit)")) {
      try ImageDecoder.decode(bytes: HeaderBytes.gif(width: 60000, height: 60000), name: "a.gif")
    }
    #expect(throws: GDError("b.gif: declared first frame size 60000×2 \(limit)")) {
      try ImageDecoder.decode(
        bytes: HeaderBytes.gif(width: 4, height: 2, frameWidth: 60000, frameHeight: 2), name: "b.gif")
    }
    #expect(throws: GDError("a.webp: declared size 60000×60000 \(limit)")) {
      try ImageDecoder.decode(bytes: HeaderBytes.webPExtended(width: 60000, height: 60000), name: "a.webp")
    }
  }

  @Test func headersThatEndEarlyAreCorrupt() {
    #expect(throws: GDError("x.png: truncated or corrupt PNG data")) {
      try ImageDecoder.decode(bytes: Array(HeaderBytes.png(width: 5, height: 5).prefix(20)), name: "x.png")
    }
    #expect(throws: GDError("x.jpg: truncated or corrupt JPEG data")) {
      try ImageDecoder.decode(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10], name: "x.jpg")
    }
    #expect(throws: GDError("x.gif: truncated or corrupt GIF data")) {
      try ImageDecoder.decode(bytes: Array("GIF89a".utf8) + [4, 0, 2, 0, 0, 0, 0, 0x3B], name: "x.gif")
    }
    #expect(throws: GDError("x.webp: truncated or corrupt WebP data")) {
      try ImageDecoder.decode(bytes: Array("RIFF\0\0\0\0WEBPVP8 ".utf8), name: "x.webp")
    }
  }
}

/// Headers (and only headers) of each format, declaring a chosen size.
enum HeaderBytes {
  static func png(width: Int, height: Int) -> [UInt8] {
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be32(13) + Array("IHDR".utf8) + be32(width)
      + be32(height) + [8, 6, 0, 0, 0] + [0, 0, 0, 0]
  }

  /// SOI, an APP0 segment to skip, then SOF0.
  static func jpeg(width: Int, height: Int) -> [UInt8] {
    [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08]
      + be16(height) + be16(width) + [0x03]
  }

  /// Logical screen, a global colour table, a graphic control extension, then an image descriptor.
  static func gif(width: Int, height: Int, frameWidth: Int? = nil, frameHeight: Int? = nil) -> [UInt8] {
    Array("GIF89a".utf8) + le16(width) + le16(height) + [0x80, 0, 0] + [UInt8](repeating: 0, count: 6)
      + [0x21, 0xF9, 0x04, 0x01, 0x0A, 0x00, 0x01, 0x00]
      + [0x2C] + le16(0) + le16(0) + le16(frameWidth ?? width) + le16(frameHeight ?? height) + [0]
  }

  static func webPExtended(width: Int, height: Int) -> [UInt8] {
    Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8X".utf8) + [10, 0, 0, 0] + [0, 0, 0, 0]
      + le24(width - 1) + le24(height - 1)
  }

  private static func be32(_ v: Int) -> [UInt8] {
    [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
  private static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
  private static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
  private static func le24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
}
