internal import CDeflate
import SplashRaster

/// Turns a rectangle of a premultiplied frame into PNG image data: straight-alpha RGBA or RGB
/// rows, filtered as `filtering` says, compressed as one zlib stream by libdeflate.
package struct PNGRowEncoder: Sendable {
  /// How rows are filtered before compression.
  package enum Filtering: Sendable {
    /// Each row takes the filter with the smallest sum of absolute differences (libpng's
    /// heuristic): five passes per row.
    case adaptive
    /// Every row takes Sub (the byte minus the one a pixel to its left): one pass per row.
    case sub
  }

  /// RGBA (colour type 6) when true, RGB (colour type 2) when false.
  package let hasAlpha: Bool
  /// libdeflate's level, 1…12.
  package let level: Int32

  /// How rows are filtered.
  package let filtering: Filtering

  package init(hasAlpha: Bool, level: Int32, filtering: Filtering = .adaptive) {
    self.hasAlpha = hasAlpha
    self.level = level
    self.filtering = filtering
  }

  /// The zlib stream of `rect` of `surface`.
  package func encode(_ surface: Surface, rect: PixelRect) -> [UInt8] {
    let channels = hasAlpha ? 4 : 3
    let line = rect.width * channels
    var raw = [UInt8](repeating: 0, count: (line + 1) * rect.height)
    var previous = [UInt8](repeating: 0, count: line)
    var current = [UInt8](repeating: 0, count: line)
    var candidate = [UInt8](repeating: 0, count: line)
    surface.pixels.withUnsafeBufferPointer { pixels in
      raw.withUnsafeMutableBufferPointer { out in
        current.withUnsafeMutableBufferPointer { currentLine in
          previous.withUnsafeMutableBufferPointer { previousLine in
            candidate.withUnsafeMutableBufferPointer { trial in
              var cur = currentLine
              var prev = previousLine
              for row in 0..<rect.height {
                let start = ((rect.y + row) * surface.width + rect.x) * 4
                Self.unpack(pixels, from: start, count: rect.width, hasAlpha: hasAlpha, into: cur)
                let target = row * (line + 1)
                if filtering == .sub {
                  Self.sub(cur, channels: channels, into: out, at: target)
                } else {
                  Self.filter(cur, previous: prev, channels: channels, scratch: trial, into: out, at: target)
                }
                swap(&cur, &prev)
              }
            }
          }
        }
      }
    }
    return Self.compress(raw, level: level)
  }

  /// Writes `count` premultiplied pixels from `pixels[start...]` as straight-alpha RGBA bytes, or
  /// as RGB bytes when not `hasAlpha`, at the start of `line` (`StoredPNG` writes its rows so too).
  static func unpack(
    _ pixels: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, hasAlpha: Bool,
    into line: UnsafeMutableBufferPointer<UInt8>
  ) {
    if hasAlpha {
      StraightAlpha.convert(pixels, from: start, count: count, into: line, at: 0)
    } else {
      for i in 0..<count {
        line[i * 3] = pixels[start + i * 4]
        line[i * 3 + 1] = pixels[start + i * 4 + 1]
        line[i * 3 + 2] = pixels[start + i * 4 + 2]
      }
    }
  }

  /// Writes filter byte 1 (Sub) and the line's differences from the byte a pixel to the left.
  private static func sub(
    _ line: UnsafeMutableBufferPointer<UInt8>, channels: Int, into out: UnsafeMutableBufferPointer<UInt8>,
    at offset: Int
  ) {
    let x = line.baseAddress!
    let r = out.baseAddress! + offset + 1
    out[offset] = 1
    let first = min(channels, line.count)
    for i in 0..<first { r[i] = x[i] }
    for i in first..<max(first, line.count) { r[i] = x[i] &- x[i - channels] }
  }

  /// Picks the filter (None, Sub, Up, Average, Paeth) with the smallest sum of |signed byte|
  /// (the first on a tie) and writes the filter byte and the filtered line at `offset`.
  ///
  /// Each filter is one branch-free pass (the first pixel's bytes, which have no left
  /// neighbour, are done apart) into `scratch`; the winner is copied out.
  private static func filter(
    _ line: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeMutableBufferPointer<UInt8>, channels: Int,
    scratch: UnsafeMutableBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    let count = line.count
    let first = min(channels, count)
    let x = line.baseAddress!
    let b = previous.baseAddress!
    let r = scratch.baseAddress!
    /// |residual| read as a signed byte.
    @inline(__always) func magnitude(_ value: UInt8) -> Int { Int(Int8(bitPattern: value).magnitude) }
    var bestCost = Int.max
    for type in 0...4 {
      var cost = 0
      switch type {
      case 0:
        for i in 0..<count { cost &+= magnitude(x[i]) }
      case 1:
        for i in 0..<first {
          r[i] = x[i]
          cost &+= magnitude(r[i])
        }
        for i in first..<max(first, count) {
          r[i] = x[i] &- x[i - channels]
          cost &+= magnitude(r[i])
        }
      case 2:
        for i in 0..<count {
          r[i] = x[i] &- b[i]
          cost &+= magnitude(r[i])
        }
      case 3:
        for i in 0..<first {
          r[i] = x[i] &- b[i] >> 1
          cost &+= magnitude(r[i])
        }
        for i in first..<max(first, count) {
          r[i] = x[i] &- UInt8((Int(x[i - channels]) &+ Int(b[i])) >> 1)
          cost &+= magnitude(r[i])
        }
      default:
        // Paeth with no left neighbour predicts the byte above.
        for i in 0..<first {
          r[i] = x[i] &- b[i]
          cost &+= magnitude(r[i])
        }
        for i in first..<max(first, count) {
          let a = Int(x[i - channels])
          let above = Int(b[i])
          let c = Int(b[i - channels])
          let pa = abs(above &- c)
          let pb = abs(a &- c)
          let pc = abs(a &+ above &- c &- c)
          let predicted = pa <= pb && pa <= pc ? a : pb <= pc ? above : c
          r[i] = x[i] &- UInt8(truncatingIfNeeded: predicted)
          cost &+= magnitude(r[i])
        }
      }
      if cost < bestCost {
        bestCost = cost
        out[offset] = UInt8(type)
        let source = type == 0 ? x : r
        (out.baseAddress! + offset + 1).update(from: source, count: count)
      }
    }
  }

  /// The zlib stream of `rect` of an indexed-colour frame (`indices`, one byte per pixel,
  /// `width` per row). Rows are unfiltered, as libpng does for palette images: differences
  /// between palette indices predict nothing.
  package func encode(indices: [UInt8], width: Int, rect: PixelRect) -> [UInt8] {
    var raw = [UInt8](repeating: 0, count: (rect.width + 1) * rect.height)
    indices.withUnsafeBufferPointer { source in
      raw.withUnsafeMutableBufferPointer { out in
        for row in 0..<rect.height {
          let from = (rect.y + row) * width + rect.x
          let to = row * (rect.width + 1) + 1
          for i in 0..<rect.width { out[to + i] = source[from + i] }
        }
      }
    }
    return Self.compress(raw, level: level)
  }

  /// One zlib stream of `data`.
  package static func compress(_ data: [UInt8], level: Int32) -> [UInt8] {
    guard let compressor = libdeflate_alloc_compressor(level) else { fatalError("libdeflate: out of memory") }
    defer { libdeflate_free_compressor(compressor) }
    let bound = libdeflate_zlib_compress_bound(compressor, data.count)
    var out = [UInt8](repeating: 0, count: bound)
    let written = data.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { output in
        libdeflate_zlib_compress(compressor, input.baseAddress, data.count, output.baseAddress, bound)
      }
    }
    out.removeSubrange(written...)
    return out
  }
}
