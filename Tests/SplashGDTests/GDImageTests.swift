import CGD
import SplashRaster
import SplashTestSupport
import Testing

@testable import SplashGD

@Suite struct GDImageTests {
  @Test func paletteImageHoldsTheGivenColoursAndIndices() throws {
    let image = try GDImage(paletteWidth: 3, height: 2, red: [255, 0, 9], green: [0, 255, 9], blue: [0, 0, 9])
    #expect(image.colorsTotal == 3)
    #expect(!image.isTrueColor)
    #expect(image.transparentIndex == nil)
    image.setIndices([0, 1, 2, 2, 1, 0])
    image.withIndexRow(1) { row in row[2] = 1 }
    image.setTransparentIndex(2)
    #expect(image.transparentIndex == 2)
    image.withPointer { im in
      #expect(gdImageGetPixel(im, 0, 0) == 0)
      #expect(gdImageGetPixel(im, 2, 0) == 2)
      #expect(gdImageGetPixel(im, 2, 1) == 1)
      #expect(im.pointee.red.1 == 0 && im.pointee.green.1 == 255 && im.pointee.blue.2 == 9)
      #expect(im.pointee.transparent == 2)
    }
    // Index 2 is transparent, so it decodes clear; the others opaque.
    #expect(
      image.premultipliedPixels() == [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 255, 0, 255, 0, 255, 0, 255,
      ])
    image.setTransparentIndex(nil)
    #expect(image.transparentIndex == nil)
  }

  @Test func blankTrueColorImageIsTransparent() throws {
    let image = try GDImage(trueColorWidth: 2, height: 2)
    #expect(image.isTrueColor && image.width == 2 && image.height == 2)
    #expect(image.premultipliedPixels() == [UInt8](repeating: 0, count: 16))
  }

  @Test func impossibleSizesThrow() {
    #expect(
      throws: GDError(
        "cannot create a 0×5 truecolor image: sides must be positive and the area at most 268435456 pixels")
    ) { try GDImage(trueColorWidth: 0, height: 5) }
    #expect(
      throws: GDError(
        "cannot create a 20000×20000 palette image: sides must be positive and the area at most 268435456 pixels")
    ) { try GDImage(paletteWidth: 20000, height: 20000, red: [0], green: [0], blue: [0]) }
    #expect(throws: GDError("a palette needs 1 to 256 colours with as many red, green and blue values (got 2, 1, 2)")) {
      try GDImage(paletteWidth: 1, height: 1, red: [0, 1], green: [0], blue: [0, 1])
    }
  }

  /// A NULL from libgd becomes the given error, with libgd's warning available to fold in.
  @Test func nullFromLibgdThrows() {
    #expect(throws: GDError("no image")) {
      try GDImage(adopting: nil, orThrow: GDError("no image"))
    }
  }

  #if DEBUG
    /// Every image made under a ledger is destroyed exactly once when its owner goes away.
    @Test func ledgerCountsImagesBackToZero() throws {
      let ledger = GDLedger()
      try GDLedger.$current.withValue(ledger) {
        var images: [GDImage] = []
        for _ in 0..<5 { images.append(try GDImage(trueColorWidth: 4, height: 4)) }
        _ = try ImageDecoder.decode(
          bytes: PNGEncoder.encode(TestSurfaces.opaqueGradient(width: 4, height: 4)), name: "x")
        #expect(ledger.liveImages == 5)
        images.removeAll()
      }
      #expect(ledger.liveImages == 0)
      #expect(ledger.createdImages == 7)  // five blanks, one to encode, one decoded
      #expect(ledger.liveBuffers == 0)
    }
  #endif
}
