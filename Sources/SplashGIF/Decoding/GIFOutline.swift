/// What a GIF declares without decoding any pixel: its screen size and each frame's delay, found
/// by walking its blocks (`GIFBlockWalker`, as ``GIFDecoder`` does) and skipping the LZW data.
///
/// The size is the logical screen, or for a screen declared 0 wide or high the first image's right
/// and bottom edge, as ``GIFDecoder`` takes it. Used to compare the shape of two animations before
/// anything is decoded.
package struct GIFOutline: Sendable, Equatable {
  package let width: Int
  package let height: Int
  /// Each frame's delay as written, in hundredths of a second (see `GIFFrame.playedDelay`).
  package let delays: [Int]

  /// Reads the blocks of the GIF at `path`; errors name `path`.
  package init(contentsOf path: String) throws(GIFError) {
    try self.init(bytes: GIFDecoder.readFile(path), name: path)
  }

  /// Reads the blocks of GIF bytes; `name` is used in error messages.
  package init(bytes: [UInt8], name: String) throws(GIFError) {
    var blocks = try GIFBlockWalker(bytes: bytes, name: name)
    var (width, height) = (blocks.screenWidth, blocks.screenHeight)
    var delays: [Int] = []
    while let image = try blocks.nextImage(frame: delays.count) {
      try blocks.skipImageData(frame: delays.count)
      if delays.isEmpty && (width == 0 || height == 0) {
        width = image.rect.maxX
        height = image.rect.maxY
      }
      delays.append(image.delay)
    }
    guard !delays.isEmpty else { throw GIFError("\(name): contains no image") }
    self.width = width
    self.height = height
    self.delays = delays
  }
}
