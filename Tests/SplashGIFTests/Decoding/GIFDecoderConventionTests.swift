import SplashRaster
import Testing

@testable import SplashGIF

private let black: [UInt8] = [0, 0, 0, 255]
private let white: [UInt8] = [255, 255, 255, 255]
private let red: [UInt8] = [255, 0, 0, 255]
private let blue: [UInt8] = [0, 0, 255, 255]
private let clear: [UInt8] = [0, 0, 0, 0]

private func rows(_ surface: Surface) -> [[[UInt8]]] {
  (0..<surface.height).map { y in
    (0..<surface.width).map { x in
      let i = (y * surface.width + x) * 4
      return Array(surface.pixels[i..<i + 4])
    }
  }
}

private func decode(_ gif: TinyGIF) throws -> [GIFFrame] {
  var decoder = try GIFDecoder(bytes: gif.bytes, name: "tiny.gif")
  return try decoder.allFrames()
}

@Test func disposalBackgroundClearsToTransparentEvenOnAnOpaqueScreen() throws {
  var gif = TinyGIF(width: 3, height: 2)
  gif.frames = [
    .init(rect: (0, 0, 3, 2), indices: [1, 1, 1, 1, 1, 1], disposal: 1, delay: 4),
    .init(rect: (1, 0, 2, 1), indices: [2, 3], disposal: 2, delay: 5),
    .init(rect: (0, 1, 1, 1), indices: [0], delay: 6),
  ]
  let frames = try decode(gif)
  #expect(frames.map(\.delay) == [4, 5, 6])
  #expect(frames.map(\.start) == [0, 4, 9])
  #expect(frames.map(\.disposal) == [.none, .background, .unspecified])
  #expect(rows(frames[1].surface) == [[white, red, blue], [white, white, white]])
  #expect(rows(frames[2].surface) == [[white, clear, clear], [black, white, white]])
}

@Test func disposalPreviousRestoresAndIsTransparentForTheFirstFrame() throws {
  var gif = TinyGIF(width: 2, height: 1)
  gif.frames = [
    .init(rect: (0, 0, 2, 1), indices: [2, 2], disposal: 3),
    .init(rect: (1, 0, 1, 1), indices: [3], disposal: 1),
    .init(rect: (0, 0, 1, 1), indices: [1], disposal: 3),
    .init(rect: (1, 0, 1, 1), indices: [0], transparent: 0),
  ]
  let frames = try decode(gif)
  #expect(
    frames.map { rows($0.surface) } == [
      [[red, red]], [[clear, blue]], [[white, blue]], [[clear, blue]],
    ])
}

@Test func imagesPastTheScreenAreClippedAndEntirelyOutsideOnesDrawNothing() throws {
  var gif = TinyGIF(width: 2, height: 2)
  gif.frames = [
    .init(rect: (1, 1, 3, 2), indices: [2, 3, 3, 1, 1, 1]),
    .init(rect: (5, 0, 2, 1), indices: [1, 1]),
  ]
  let frames = try decode(gif)
  #expect(rows(frames[0].surface) == [[clear, clear], [clear, red]])
  #expect(frames[1].surface == frames[0].surface)
  #expect(frames[1].rect == PixelRect(x: 5, y: 0, width: 2, height: 1))
}

@Test func aZeroSizedScreenTakesTheFirstImagesExtent() throws {
  var gif = TinyGIF(width: 0, height: 0)
  gif.frames = [.init(rect: (1, 0, 2, 2), indices: [1, 2, 3, 0])]
  var decoder = try GIFDecoder(bytes: gif.bytes, name: "tiny.gif")
  #expect((decoder.width, decoder.height) == (3, 2))
  let frame = try #require(try decoder.next())
  #expect(rows(frame.surface) == [[clear, white, red], [clear, blue, black]])
}

@Test func indicesBeyondTheTableAreBlackAndNoTableMeansGrey() throws {
  var gif = TinyGIF(width: 3, height: 1, globalTable: nil)
  gif.frames = [
    .init(rect: (0, 0, 3, 1), indices: [7, 200, 2], minimumCodeSize: 8),
    .init(rect: (0, 0, 2, 1), indices: [3, 1], localTable: [(10, 20, 30), (40, 50, 60)]),
  ]
  let frames = try decode(gif)
  #expect(rows(frames[0].surface) == [[[7, 7, 7, 255], [200, 200, 200, 255], [2, 2, 2, 255]]])
  #expect(rows(frames[1].surface) == [[black, [40, 50, 60, 255], [2, 2, 2, 255]]])
  #expect(frames.map(\.hasLocalColorTable) == [false, true])
}

@Test func loopCountAndMissingTrailer() throws {
  var gif = TinyGIF(width: 1, height: 1, loop: 7, trailer: false)
  gif.frames = [
    .init(rect: (0, 0, 1, 1), indices: [1], delay: 3),
    .init(rect: (0, 0, 1, 1), indices: [2], delay: 2),
  ]
  var decoder = try GIFDecoder(bytes: gif.bytes, name: "tiny.gif")
  #expect(decoder.loopCount == 7)
  #expect(try decoder.allFrames().map(\.delay) == [3, 2])
  #expect(decoder.elapsed == 5)
  #expect(try decoder.next() == nil)
}

@Test func aHugeDeclaredImageWithLittleDataAllocatesNothingBig() throws {
  // 65535×65535 image rectangle on a 4×4 screen: only the data's pixels are drawn, clipped.
  var gif = TinyGIF(width: 4, height: 4)
  gif.frames = [.init(rect: (0, 0, 65535, 65535), indices: [1, 2, 3])]
  let frames = try decode(gif)
  #expect(rows(frames[0].surface)[0] == [white, red, blue, clear])
  #expect(rows(frames[0].surface)[1] == [clear, clear, clear, clear])
}
