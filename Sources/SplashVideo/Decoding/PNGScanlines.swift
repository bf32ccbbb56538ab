internal import CDeflate
import SplashRaster

/// One PNG image's data (an APNG frame): inflated with libdeflate, row filters undone, samples
/// of any colour type and bit depth turned into premultiplied RGBA (16-bit samples rounded to 8
/// bits, palette and tRNS transparency applied).
struct PNGScanlines {
  let header: PNGImageHeader
  let palette: [UInt32]
  let transparentKey: [Int]?

  /// The premultiplied RGBA pixels of a `width × height` image stored as the zlib stream in
  /// `pieces` of `bytes`; nil with a reason when the data is damaged or too short.
  func decode(_ bytes: [UInt8], _ pieces: [Range<Int>], width: Int, height: Int) -> Result<[UInt8], Fault> {
    let rowBytes = header.rowBytes(width)
    let stride = rowBytes + 1
    guard var rows = Self.inflate(bytes, pieces, count: stride * height) else { return .failure(.damaged) }
    guard rows.count >= stride * height else { return .failure(.short(rows.count, stride * height)) }
    let step = header.filterStep
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    let ok = rows.withUnsafeMutableBufferPointer { data in
      pixels.withUnsafeMutableBytes { out in
        let target = out.bindMemory(to: UInt32.self)
        for y in 0..<height {
          let row = y * stride + 1
          let type = data[row - 1]
          guard type <= 4 else { return false }
          Self.unfilter(type, data, row: row, above: y > 0 ? row - stride : nil, count: rowBytes, step: step)
          storeRow(
            UnsafeBufferPointer(rebasing: data[row..<(row + rowBytes)]), width: width, into: target, at: y * width)
        }
        return true
      }
    }
    return ok ? .success(pixels) : .failure(.badFilter)
  }

  /// Undoes one row's filter in place (`above`: the row before, already unfiltered; nil for the
  /// first row, which PNG treats as following a row of zeros). One loop per filter type.
  @inline(__always)
  private static func unfilter(
    _ type: UInt8, _ data: UnsafeMutableBufferPointer<UInt8>, row: Int, above: Int?, count: Int, step: Int
  ) {
    switch (type, above) {
    case (0, _), (2, nil):
      return
    case (1, _), (4, nil):
      // Paeth without a row above predicts from the left, as Sub does.
      for x in step..<max(step, count) { data[row + x] &+= data[row + x - step] }
    case (2, let up?):
      for x in 0..<count { data[row + x] &+= data[up + x] }
    case (3, let up):
      for x in 0..<count {
        let left = x >= step ? Int(data[row + x - step]) : 0
        let b = up.map { Int(data[$0 + x]) } ?? 0
        data[row + x] &+= UInt8(truncatingIfNeeded: (left + b) >> 1)
      }
    case (_, let up?):
      for x in 0..<count {
        let b = Int(data[up + x])
        guard x >= step else {
          data[row + x] &+= UInt8(truncatingIfNeeded: b)
          continue
        }
        let a = Int(data[row + x - step])
        let c = Int(data[up + x - step])
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        data[row + x] &+= UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
      }
    default:
      return  // types above 4 are refused before
    }
  }

  /// Why a frame's data could not be decoded.
  enum Fault: Error {
    case damaged
    case short(Int, Int)
    case badFilter

    var description: String {
      switch self {
      case .damaged: "the image data is damaged (zlib)"
      case .short(let got, let needed): "the image data holds \(got) bytes, \(needed) needed"
      case .badFilter: "a row filter type above 4"
      }
    }
  }

  /// Writes one unfiltered row as premultiplied RGBA pixels.
  private func storeRow(
    _ row: UnsafeBufferPointer<UInt8>, width: Int, into target: UnsafeMutableBufferPointer<UInt32>, at start: Int
  ) {
    let depth = header.bitDepth
    func sample(_ index: Int) -> Int {
      switch depth {
      case 16: return Int(row[index * 2]) << 8 | Int(row[index * 2 + 1])
      case 8: return Int(row[index])
      default:
        let bit = index * depth
        return Int(row[bit >> 3]) >> (8 - depth - bit & 7) & (1 << depth - 1)
      }
    }
    func level(_ value: Int) -> UInt32 {
      switch depth {
      case 16: UInt32((value * 255 + 32767) / 65535)
      case 8: UInt32(value)
      default: UInt32(value * 255 / (1 << depth - 1))
      }
    }
    for x in 0..<width {
      var r: UInt32
      var g: UInt32
      var b: UInt32
      var a: UInt32 = 255
      switch header.colourType {
      case 0:
        let v = sample(x)
        r = level(v)
        (g, b) = (r, r)
        if let key = transparentKey, key[0] == v { a = 0 }
      case 2:
        let (vr, vg, vb) = (sample(x * 3), sample(x * 3 + 1), sample(x * 3 + 2))
        (r, g, b) = (level(vr), level(vg), level(vb))
        if let key = transparentKey, key[0] == vr, key[1] == vg, key[2] == vb { a = 0 }
      case 3:
        let index = sample(x)
        let entry = index < palette.count ? palette[index] : 0xFF00_0000
        (r, g, b, a) = (entry & 0xFF, entry >> 8 & 0xFF, entry >> 16 & 0xFF, entry >> 24)
      case 4:
        r = level(sample(x * 2))
        (g, b) = (r, r)
        a = level(sample(x * 2 + 1))
      default:
        (r, g, b, a) = (
          level(sample(x * 4)), level(sample(x * 4 + 1)), level(sample(x * 4 + 2)), level(sample(x * 4 + 3))
        )
      }
      target[start + x] = StraightAlpha.premultiplied(r: r, g: g, b: b, a: a)
    }
  }

  /// The zlib stream spread over `pieces`, inflated (up to 64 KiB past `count` is accepted and
  /// ignored, as libpng does); nil when it is damaged.
  static func inflate(_ bytes: [UInt8], _ pieces: [Range<Int>], count: Int) -> [UInt8]? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    let joined = pieces.count == 1 ? nil : pieces.reduce(into: [UInt8]()) { $0 += bytes[$1] }
    let input = pieces.count == 1 ? pieces[0] : 0..<(joined?.count ?? 0)
    let capacity = count + 65_536
    var produced = 0
    var result = LIBDEFLATE_BAD_DATA
    let rows = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
      (joined ?? bytes).withUnsafeBytes { source in
        result = libdeflate_zlib_decompress(
          decompressor, source.baseAddress! + input.lowerBound, input.count, out.baseAddress, capacity, &produced)
      }
      initialized = result == LIBDEFLATE_SUCCESS ? produced : 0
    }
    return result == LIBDEFLATE_SUCCESS ? rows : nil
  }
}
