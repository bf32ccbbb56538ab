import CDeflate
import SplashRaster

/// Turns a rectangle of a premultiplied frame into PNG image data: straight-alpha RGBA or RGB
/// rows, each with the filter that gives the smallest sum of absolute differences (libpng's
/// heuristic), compressed as one zlib stream by libdeflate.
struct PNGRowEncoder {
  /// RGBA (colour type 6) when true, RGB (colour type 2) when false.
  let hasAlpha: Bool
  /// libdeflate's level, 1…12.
  let level: Int32

  /// The zlib stream of `rect` of `surface`.
  func encode(_ surface: Surface, rect: PixelRect) -> [UInt8] {
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
                unpack(pixels, from: start, count: rect.width, into: cur)
                let target = row * (line + 1)
                Self.filter(cur, previous: prev, channels: channels, scratch: trial, into: out, at: target)
                swap(&cur, &prev)
              }
            }
          }
        }
      }
    }
    return Self.compress(raw, level: level)
  }

  /// Writes `count` pixels as straight-alpha RGBA (or RGB) bytes.
  private func unpack(
    _ pixels: UnsafeBufferPointer<UInt8>, from start: Int, count: Int, into line: UnsafeMutableBufferPointer<UInt8>
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

  /// Picks the filter (None, Sub, Up, Average, Paeth) with the smallest sum of |signed byte|
  /// and writes the filter byte and the filtered line at `offset`.
  private static func filter(
    _ line: UnsafeMutableBufferPointer<UInt8>, previous: UnsafeMutableBufferPointer<UInt8>, channels: Int,
    scratch: UnsafeMutableBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>, at offset: Int
  ) {
    let count = line.count
    var bestCost = Int.max
    for type in 0...4 {
      var cost = 0
      /// Stores the residual and adds its magnitude as a signed byte.
      @inline(__always) func put(_ i: Int, _ predicted: Int) {
        let value = UInt8(truncatingIfNeeded: Int(line[i]) - predicted)
        scratch[i] = value
        cost += value < 128 ? Int(value) : 256 - Int(value)
      }
      switch type {
      case 0:
        for i in 0..<count { put(i, 0) }
      case 1:
        for i in 0..<count { put(i, i >= channels ? Int(line[i - channels]) : 0) }
      case 2:
        for i in 0..<count { put(i, Int(previous[i])) }
      case 3:
        for i in 0..<count { put(i, ((i >= channels ? Int(line[i - channels]) : 0) + Int(previous[i])) >> 1) }
      default:
        for i in 0..<count {
          let a = i >= channels ? Int(line[i - channels]) : 0
          let b = Int(previous[i])
          let c = i >= channels ? Int(previous[i - channels]) : 0
          let p = a + b - c
          let pa = abs(p - a)
          let pb = abs(p - b)
          let pc = abs(p - c)
          put(i, pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
        }
      }
      if cost < bestCost {
        bestCost = cost
        out[offset] = UInt8(type)
        for i in 0..<count { out[offset + 1 + i] = scratch[i] }
      }
    }
  }

  /// The zlib stream of `rect` of an indexed-colour frame (`indices`, one byte per pixel,
  /// `width` per row). Rows are unfiltered, as libpng does for palette images: differences
  /// between palette indices predict nothing.
  func encode(indices: [UInt8], width: Int, rect: PixelRect) -> [UInt8] {
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
  static func compress(_ data: [UInt8], level: Int32) -> [UInt8] {
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
