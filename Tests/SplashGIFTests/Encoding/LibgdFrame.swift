import SplashGD
import SplashRaster
import Testing

@testable import SplashGIF

/// Image data coded in Swift, framed as the encoder frames it (`GIFFrameBlock`), against
/// libgd's own frame of the same indices.
enum LibgdFrame {
  static func expectSame(
    data: [UInt8], indices: [UInt8], width: Int, height: Int, colors: Int, transparent: Int?, localTable: [Color]?,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let ours = GIFFrameBlock.bytes(
      imageData: data, left: 3, top: 2, width: width, height: height, delay: 7, transparentIndex: transparent,
      colorCount: colors, localPalette: localTable)
    let libgd = try GIFWriter.frame(
      indices: indices, left: 3, top: 2, width: width, height: height, delay: 7, transparentIndex: transparent,
      colorCount: colors, localPalette: localTable)
    #expect(
      ours == libgd, "\(width)×\(height), \(colors) colours: \(ours.count) bytes, libgd \(libgd.count)",
      sourceLocation: sourceLocation)
  }
}
