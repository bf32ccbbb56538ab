import Testing

@testable import SplashGIF

/// The outline walks the same blocks as the decoder (`GIFBlockWalker`), so it declares what the
/// decoder then decodes: the screen size and every frame's delay, for each fixture as Pillow reads it.
@Test(arguments: DecodingFixtures.names)
func outlineDeclaresWhatTheDecoderDecodes(_ name: String) throws {
  let outline = try GIFOutline(contentsOf: DecodingFixtures.path(name))
  var decoder = try GIFDecoder(contentsOf: DecodingFixtures.path(name))
  let frames = try decoder.allFrames()
  #expect(outline.width == decoder.width && outline.height == decoder.height)
  #expect(outline.delays == frames.map(\.delay))
  let expected = try #require(DecodingFixtures.expected[name])
  #expect(outline.delays.count == expected.frames)
}

@Test func outlineOfAZeroSizedScreenTakesTheFirstImagesEdges() throws {
  var gif = TinyGIF(width: 0, height: 0)
  gif.frames = [
    .init(rect: (1, 2, 3, 2), indices: [1, 1, 1, 2, 2, 2], delay: 7),
    .init(rect: (0, 0, 2, 1), indices: [3, 3], delay: 12),
  ]
  let outline = try GIFOutline(bytes: gif.bytes, name: "zero.gif")
  #expect(outline.width == 4 && outline.height == 4)
  #expect(outline.delays == [7, 12])
  #expect(throws: GIFError("empty.gif: contains no image")) {
    try GIFOutline(bytes: TinyGIF(width: 4, height: 4).bytes, name: "empty.gif")
  }
}
