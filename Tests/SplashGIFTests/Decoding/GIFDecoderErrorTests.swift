import Testing

@testable import SplashGIF

private func error(_ bytes: [UInt8]) -> String? {
  do {
    var decoder = try GIFDecoder(bytes: bytes, name: "bad.gif")
    _ = try decoder.allFrames()
    return nil
  } catch {
    return error.description
  }
}

private var oneFrame: TinyGIF {
  var gif = TinyGIF(width: 2, height: 2)
  gif.frames = [.init(rect: (0, 0, 2, 2), indices: [0, 1, 2, 3])]
  return gif
}

@Test func notAGIF() {
  #expect(
    error(Array("\u{89}PNG\r\n\u{1A}\n".utf8))
      == "bad.gif: not a GIF file (it starts with C2 89 50 4E 47 0D, not 'GIF87a' or 'GIF89a')")
  #expect(error(Array("GIF8".utf8)) == "bad.gif: truncated at byte 4 while reading the GIF signature")
}

@Test func truncatedFilesNameWhatWasBeingRead() {
  let bytes = oneFrame.bytes
  // Header 13 + table 12; GCE 8; descriptor 10; code size 1; data block; trailer.
  #expect(error(Array(bytes[..<11])) == "bad.gif: truncated at byte 11 while reading the background colour index")
  #expect(
    error(Array(bytes[..<20])) == "bad.gif: truncated at byte 20 while reading the global colour table (4 entries)")
  #expect(error(Array(bytes[..<38])) == "bad.gif: truncated at byte 38 while reading the image descriptor of frame 0")
  #expect(error(Array(bytes[..<44])) == "bad.gif: truncated at byte 44 while reading the image data of frame 0")
  #expect(error(Array(bytes.dropLast())) == nil)  // a missing trailer is fine
}

@Test func aFileWithoutImages() {
  #expect(error(Array(oneFrame.bytes[..<25]) + [0x3B]) == "bad.gif: contains no image")
}

@Test func unknownBlock() {
  var bytes = oneFrame.bytes
  bytes[bytes.count - 1] = 0x5A
  #expect(
    error(bytes)
      == "bad.gif: unknown block type 0x5A at byte \(bytes.count - 1) (expected an image 0x2C, an extension 0x21 or the trailer 0x3B)"
  )
}

@Test func invalidLZWCodes() {
  var gif = oneFrame
  // clear, then code 7: the first code after a clear must be a literal (< 4).
  gif.frames[0].rawData = TinyGIF.pack([4, 7, 5], width: 3)
  #expect(
    error(gif.bytes) == "bad.gif: frame 0: invalid LZW code 7 at byte 0 of the image data (the next free code is 4)")
  // clear, literal 1, then code 7 while the next free code is 6.
  gif.frames[0].rawData = TinyGIF.pack([4, 1, 7, 5], width: 3)
  #expect(
    error(gif.bytes) == "bad.gif: frame 0: invalid LZW code 7 at byte 0 of the image data (the next free code is 6)")
  gif.frames[0].minimumCodeSize = 9
  #expect(error(gif.bytes) == "bad.gif: frame 0: LZW minimum code size 9 at byte 43 is outside 1...8")
}

@Test func aScreenTheFileCannotFillIsRefusedBeforeAllocating() {
  var gif = oneFrame
  gif.width = 4000
  gif.height = 4000
  let bytes = gif.bytes
  #expect(
    error(bytes)
      == "bad.gif: logical screen 4000×4000 is larger than a \(bytes.count)-byte file can encode (at most \(bytes.count * 10922) pixels)"
  )
}

@Test func aScreenBeyondThePixelBudgetIsRefusedWhateverTheFileSize() {
  // A 66 KB GIF patched to a 16384×16384 screen once took 6.3 GB in `sheet` and 10.8 GB in `diff`.
  var gif = oneFrame
  gif.width = 16384
  gif.height = 16384
  #expect(error(gif.bytes) == "bad.gif: logical screen 16384×16384 exceeds the limit of 16777216 pixels")
  gif.width = 4097
  gif.height = 4096
  #expect(
    error(gif.bytes + [UInt8](repeating: 0, count: 70_000))
      == "bad.gif: logical screen 4097×4096 exceeds the limit of 16777216 pixels")
}

@Test func shortGraphicControlExtension() {
  var bytes = oneFrame.bytes
  bytes[27] = 3  // GCE block size 4 → 3; the rest then reads as sub-blocks
  #expect(error(bytes)?.hasPrefix("bad.gif: graphic control extension at byte 25 is shorter than 4 bytes") == true)
}
