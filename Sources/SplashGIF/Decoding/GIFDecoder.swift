import Foundation
import SplashFiles
import SplashRaster

/// Decodes an animated GIF (GIF87a or GIF89a) one composed frame at a time.
///
/// Each call to `next()` draws the next image onto the logical screen and returns the whole screen
/// as a `Surface`, so memory stays at a couple of screens whatever the number of frames.
///
/// Conventions (those of web browsers, which is what people look at):
/// - the screen starts fully transparent, and disposal 2 clears to transparent (the background
///   colour index is ignored);
/// - disposal 0 and the reserved values 4–7 leave the frame in place, like disposal 1;
/// - disposal 3 restores the rectangle to what it was before the frame, transparent for the first frame;
/// - images reaching past the logical screen are clipped to it; a screen declared 0 wide or high
///   takes the size of the first image's right and bottom edge;
/// - an index beyond the colour table draws opaque black; without any colour table index i is grey i.
///
/// Malformed files end in a `GIFError` that names the file and the fault. Allocations are bounded
/// by what the file could encode: a logical screen larger than the file's LZW data could ever fill
/// (4096 pixels per 3 bits) is refused before anything is allocated.
public struct GIFDecoder {
  /// The name used in error messages (usually the path as the user gave it).
  public let name: String
  /// Width of the logical screen, and of every frame.
  public private(set) var width: Int
  /// Height of the logical screen, and of every frame.
  public private(set) var height: Int
  /// The NETSCAPE2.0 loop count: 0 plays forever, nil when the file has no loop extension (plays once).
  public private(set) var loopCount: Int?
  /// The number of frames returned so far.
  public private(set) var framesDecoded = 0
  /// The time at which the next frame starts, in hundredths of a second.
  public private(set) var elapsed = 0

  private var reader: GIFByteReader
  private let globalTable: GIFColorTable?
  private var canvas: Surface
  private var lzw = LZWDecoder()
  private var pending: PendingImage?
  /// What to do before drawing the next frame: the previous frame's disposal.
  private var pendingDisposal: (GIFDisposal, PixelRect)?
  private var savedRect: [UInt8] = []
  private var finished = false

  /// The most pixels one byte of LZW data can produce: a code is at least 3 bits wide and spells at most 4096 indices.
  static let maximumPixelsPerByte = 4096 * 8 / 3
  /// The largest GIF file read, in bytes.
  public static let maximumFileSize = 512 << 20

  /// Reads the GIF at `path`; errors name `path`.
  public init(contentsOf path: String) throws(GIFError) {
    try self.init(bytes: Self.readFile(path), name: path)
  }

  /// The bytes of the GIF file at `path` (a regular file of at most ``maximumFileSize`` bytes).
  static func readFile(_ path: String) throws(GIFError) -> [UInt8] {
    do {
      return try RegularFile.read(path, limit: maximumFileSize)
    } catch {
      throw GIFError(error.stage == .refused ? error.description : "\(path): cannot read the file (\(error.reason))")
    }
  }

  /// Decodes GIF bytes held in memory; `name` is used in error messages.
  public init(bytes: [UInt8], name: String) throws(GIFError) {
    self.name = name
    var reader = GIFByteReader(bytes: bytes, name: name)
    let signature = try reader.bytes(6, "the GIF signature")
    guard signature.elementsEqual("GIF87a".utf8) || signature.elementsEqual("GIF89a".utf8) else {
      let shown = signature.map { String(format: "%02X", $0) }.joined(separator: " ")
      throw GIFError("\(name): not a GIF file (it starts with \(shown), not 'GIF87a' or 'GIF89a')")
    }
    var screenWidth = try reader.uint16("the logical screen width")
    var screenHeight = try reader.uint16("the logical screen height")
    let flags = try reader.byte("the logical screen flags")
    _ = try reader.byte("the background colour index")
    _ = try reader.byte("the pixel aspect ratio")
    if flags & 0x80 != 0 {
      let size = 2 << Int(flags & 7)
      globalTable = GIFColorTable(
        rgb: try reader.bytes(size * 3, "the global colour table (\(size) entries)"))
    } else {
      globalTable = nil
    }
    self.reader = reader
    self.width = 0
    self.height = 0
    self.canvas = try! Surface(width: 1, height: 1)
    // Read up to the first image: its loop extension and, for a 0-sized screen, its extent.
    pending = try scanToNextImage()
    guard let first = pending else {
      throw GIFError("\(name): contains no image")
    }
    if screenWidth == 0 || screenHeight == 0 {
      screenWidth = first.rect.maxX
      screenHeight = first.rect.maxY
      guard screenWidth > 0 && screenHeight > 0 else {
        throw GIFError(
          "\(name): logical screen is \(screenWidth)×\(screenHeight) and the first image is empty")
      }
    }
    let budget = bytes.count * Self.maximumPixelsPerByte
    guard PixelBudget.fits(width: screenWidth, height: screenHeight) else {
      throw GIFError(
        "\(name): logical screen \(screenWidth)×\(screenHeight) exceeds the limit of \(PixelBudget.maximumPixelsPerImage) pixels"
      )
    }
    guard screenWidth * screenHeight <= budget else {
      throw GIFError(
        "\(name): logical screen \(screenWidth)×\(screenHeight) is larger than a \(bytes.count)-byte file can encode"
          + " (at most \(budget) pixels)")
    }
    width = screenWidth
    height = screenHeight
    canvas = try! Surface(width: screenWidth, height: screenHeight)
  }

  /// Decodes the next frame and composes it onto the screen; nil after the last one (at the trailer,
  /// or at the end of a file that lacks a trailer).
  public mutating func next() throws(GIFError) -> GIFFrame? {
    if finished { return nil }
    if pending == nil {
      do {
        pending = try scanToNextImage()
      } catch {
        finished = true
        throw error
      }
    }
    guard let image = pending else {
      finished = true
      return nil
    }
    pending = nil
    do {
      return try draw(image)
    } catch {
      finished = true
      throw error
    }
  }

  /// Decodes every remaining frame (convenient for small files and tests; memory grows with the count).
  public mutating func allFrames() throws(GIFError) -> [GIFFrame] {
    var frames: [GIFFrame] = []
    while let frame = try next() { frames.append(frame) }
    return frames
  }

  static func reason(_ error: any Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let text = strerror(Int32(underlying.code))
    {
      return String(cString: text)
    }
    if ns.domain == NSCocoaErrorDomain && ns.code == NSFileReadNoSuchFileError {
      return "No such file or directory"
    }
    return ns.localizedDescription
  }
}

// MARK: - Block structure

extension GIFDecoder {
  /// An image descriptor read up to (not including) its LZW data, with the graphic control that preceded it.
  struct PendingImage {
    var rect: PixelRect
    var interlaced: Bool
    var localTable: GIFColorTable?
    var delay: Int
    var disposal: GIFDisposal
    var transparentIndex: Int?
    /// Offset of the image descriptor, for messages.
    var offset: Int
  }

  /// Reads extensions until the next image descriptor; nil at the trailer or at a clean end of file.
  private mutating func scanToNextImage() throws(GIFError) -> PendingImage? {
    var delay = 0
    var disposal = GIFDisposal.unspecified
    var transparentIndex: Int?
    let frame = framesDecoded
    while true {
      if reader.isAtEnd { return nil }
      let start = reader.offset
      let introducer = try reader.byte("a block introducer")
      switch introducer {
      case 0x3B:
        return nil
      case 0x21:
        let label = try reader.byte("an extension label")
        switch label {
        case 0xF9:
          guard
            let block = try reader.subBlock("the graphic control extension before frame \(frame)"),
            block.count >= 4
          else {
            throw GIFError(
              "\(name): graphic control extension at byte \(start) is shorter than 4 bytes")
          }
          let b = block.startIndex
          disposal = GIFDisposal(field: Int(block[b] >> 2) & 7)
          delay = Int(block[b + 1]) | Int(block[b + 2]) << 8
          transparentIndex = block[b] & 1 != 0 ? Int(block[b + 3]) : nil
          try reader.skipSubBlocks("the graphic control extension before frame \(frame)")
        case 0xFF:
          let context = "the application extension at byte \(start)"
          guard let identifier = try reader.subBlock(context) else { continue }
          if identifier.elementsEqual("NETSCAPE2.0".utf8)
            || identifier.elementsEqual("ANIMEXTS1.0".utf8)
          {
            while let data = try reader.subBlock(context) {
              if data.count >= 3 && data[data.startIndex] == 1 {
                loopCount = Int(data[data.startIndex + 1]) | Int(data[data.startIndex + 2]) << 8
              }
            }
          } else {
            try reader.skipSubBlocks(context)
          }
        default:
          try reader.skipSubBlocks(
            "the extension 0x\(String(label, radix: 16, uppercase: true)) at byte \(start)")
        }
      case 0x2C:
        let context = "the image descriptor of frame \(frame)"
        let x = try reader.uint16(context)
        let y = try reader.uint16(context)
        let w = try reader.uint16(context)
        let h = try reader.uint16(context)
        let flags = try reader.byte(context)
        var local: GIFColorTable?
        if flags & 0x80 != 0 {
          let size = 2 << Int(flags & 7)
          local = GIFColorTable(
            rgb: try reader.bytes(
              size * 3, "the local colour table of frame \(frame) (\(size) entries)"))
        }
        return PendingImage(
          rect: PixelRect(x: x, y: y, width: w, height: h), interlaced: flags & 0x40 != 0,
          localTable: local,
          delay: delay, disposal: disposal, transparentIndex: transparentIndex, offset: start)
      default:
        throw GIFError(
          "\(name): unknown block type 0x\(String(format: "%02X", introducer)) at byte \(start)"
            + " (expected an image 0x2C, an extension 0x21 or the trailer 0x3B)")
      }
    }
  }
}

// MARK: - Composition

extension GIFDecoder {
  /// The part of an image rectangle inside the logical screen.
  private func clip(_ r: PixelRect) -> PixelRect {
    r.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
  }

  private mutating func draw(_ image: PendingImage) throws(GIFError) -> GIFFrame {
    let frame = framesDecoded
    let minimumCodeSize = Int(try reader.byte("the LZW minimum code size of frame \(frame)"))
    guard (1...8).contains(minimumCodeSize) else {
      throw GIFError(
        "\(name): frame \(frame): LZW minimum code size \(minimumCodeSize) at byte \(reader.offset - 1) is outside 1...8"
      )
    }
    let data = try reader.joinedSubBlocks("the image data of frame \(frame)")

    applyPendingDisposal()
    let clipped = clip(image.rect)
    if image.disposal == .previous && !clipped.isEmpty {
      saveRect(clipped)
    }

    let table = image.localTable ?? globalTable ?? GIFColorTable.grey
    let transparent = image.transparentIndex ?? -1
    let rect = image.rect
    let screenWidth = width
    var rows = RowOrder(height: rect.height, interlaced: image.interlaced)
    var column = 0
    let pixelCount = rect.area
    do {
      try table.entries.withUnsafeBufferPointer { colors in
        try canvas.pixels.withUnsafeMutableBytes { raw in
          let pixels = raw.bindMemory(to: UInt32.self)
          var y = rows.next()
          var rowBase = (rect.y + y) * screenWidth + rect.x
          var rowVisible = rect.y + y < clipped.maxY
          _ = try lzw.decode(data, minimumCodeSize: minimumCodeSize, pixelCount: pixelCount) {
            run in
            var i = 0
            while i < run.count {
              let n = min(run.count - i, rect.width - column)
              if rowVisible {
                let visible = min(column + n, clipped.maxX - rect.x)
                var k = i
                var c = column
                while c < visible {
                  let index = Int(run[k])
                  if index != transparent {
                    pixels[rowBase + c] = colors[index]
                  }
                  k += 1
                  c += 1
                }
              }
              i += n
              column += n
              if column == rect.width {
                column = 0
                y = rows.next()
                rowBase = (rect.y + y) * screenWidth + rect.x
                rowVisible = rect.y + y < clipped.maxY
              }
            }
          }
        }
      }
    } catch let failure as LZWDecoder.InvalidCode {
      throw GIFError(
        "\(name): frame \(frame): invalid LZW code \(failure.code) at byte \(failure.byteOffset) of the image data"
          + " (the next free code is \(failure.nextFree))")
    } catch {
      fatalError("unexpected error \(error)")
    }

    pendingDisposal = (image.disposal, clipped)
    let start = elapsed
    elapsed += image.delay
    framesDecoded += 1
    return GIFFrame(
      index: frame, surface: canvas, start: start, delay: image.delay, rect: image.rect,
      disposal: image.disposal,
      transparentIndex: image.transparentIndex, isInterlaced: image.interlaced,
      hasLocalColorTable: image.localTable != nil, colorTable: table.colors)
  }

  private mutating func applyPendingDisposal() {
    guard let (disposal, r) = pendingDisposal, !r.isEmpty else { return }
    pendingDisposal = nil
    let rowBytes = r.width * 4
    let stride = width * 4
    switch disposal {
    case .background:
      canvas.pixels.withUnsafeMutableBytes { raw in
        for y in r.y..<r.maxY {
          let start = y * stride + r.x * 4
          UnsafeMutableRawBufferPointer(rebasing: raw[start..<start + rowBytes]).initializeMemory(
            as: UInt8.self, repeating: 0)
        }
      }
    case .previous:
      canvas.pixels.withUnsafeMutableBytes { raw in
        savedRect.withUnsafeBytes { saved in
          for y in r.y..<r.maxY {
            let start = y * stride + r.x * 4
            let from = (y - r.y) * rowBytes
            UnsafeMutableRawBufferPointer(rebasing: raw[start..<start + rowBytes])
              .copyMemory(from: UnsafeRawBufferPointer(rebasing: saved[from..<from + rowBytes]))
          }
        }
      }
    case .unspecified, .none:
      break
    }
  }

  private mutating func saveRect(_ r: PixelRect) {
    let rowBytes = r.width * 4
    let stride = width * 4
    savedRect.removeAll(keepingCapacity: true)
    savedRect.reserveCapacity(rowBytes * r.height)
    for y in r.y..<r.maxY {
      let start = y * stride + r.x * 4
      savedRect.append(contentsOf: canvas.pixels[start..<start + rowBytes])
    }
  }
}

/// The order in which an image's rows arrive: top to bottom, or GIF's four interlace passes
/// (every 8th row from 0, every 8th from 4, every 4th from 2, every 2nd from 1).
struct RowOrder {
  let height: Int
  let interlaced: Bool
  private var pass = 0
  private var y = -1

  private static let starts = [0, 4, 2, 1]
  private static let steps = [8, 8, 4, 2]

  init(height: Int, interlaced: Bool) {
    self.height = height
    self.interlaced = interlaced
  }

  /// The next row; past the last row it returns `height` (a row that is never drawn).
  mutating func next() -> Int {
    if !interlaced {
      y = min(y + 1, height)
      return y
    }
    if y < 0 {
      y = 0
    } else if pass < 4 {
      y += Self.steps[pass]
    }
    while pass < 4 && y >= height {
      pass += 1
      if pass < 4 { y = Self.starts[pass] }
    }
    if pass >= 4 { y = height }
    return y
  }
}
