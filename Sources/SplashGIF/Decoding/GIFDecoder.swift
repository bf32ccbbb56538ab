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
  public var loopCount: Int? { blocks.loopCount }
  /// The number of frames returned so far.
  public private(set) var framesDecoded = 0
  /// The time at which the next frame starts, in hundredths of a second.
  public private(set) var elapsed = 0

  private var blocks: GIFBlockWalker
  private var globalTable: GIFColorTable? { blocks.globalTable }
  private var canvas: Surface
  private var lzw = LZWDecoder()
  private var pending: GIFBlockWalker.Image?
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
      throw GIFError(
        error.stage == .refused ? error.description : "\(path): cannot read the file (\(error.reason))", cause: error)
    }
  }

  /// Decodes GIF bytes held in memory; `name` is used in error messages.
  public init(bytes: [UInt8], name: String) throws(GIFError) {
    self.name = name
    blocks = try GIFBlockWalker(bytes: bytes, name: name)
    var screenWidth = blocks.screenWidth
    var screenHeight = blocks.screenHeight
    self.width = 0
    self.height = 0
    self.canvas = try! Surface(width: 1, height: 1)
    // Read up to the first image: its loop extension and, for a 0-sized screen, its extent.
    pending = try blocks.nextImage(frame: 0)
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
        pending = try blocks.nextImage(frame: framesDecoded)
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

// MARK: - Composition

extension GIFDecoder {
  /// The part of an image rectangle inside the logical screen.
  private func clip(_ r: PixelRect) -> PixelRect {
    r.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
  }

  private mutating func draw(_ image: GIFBlockWalker.Image) throws(GIFError) -> GIFFrame {
    let frame = framesDecoded
    let (minimumCodeSize, data) = try blocks.imageData(frame: frame)

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
