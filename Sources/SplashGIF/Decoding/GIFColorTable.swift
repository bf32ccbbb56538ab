import SplashRaster

/// A GIF colour table expanded to 256 opaque premultiplied RGBA entries (packed little-endian
/// R, G, B, A in a `UInt32`), so that any 8-bit index can be looked up without a bounds check.
struct GIFColorTable {
  /// Number of entries the file declared (2, 4, …, 256).
  let count: Int
  var entries: [UInt32]

  /// Entries beyond the declared size are opaque black: an out-of-range index in a damaged file
  /// must still draw something deterministic.
  init(rgb: ArraySlice<UInt8>) {
    count = rgb.count / 3
    entries = [UInt32](repeating: Self.pack(0, 0, 0), count: 256)
    var i = rgb.startIndex
    for n in 0..<count {
      entries[n] = Self.pack(rgb[i], rgb[i + 1], rgb[i + 2])
      i += 3
    }
  }

  /// The table a file without any colour table gets: index i is grey level i (as Pillow does).
  static let grey: GIFColorTable = {
    var rgb: [UInt8] = []
    rgb.reserveCapacity(768)
    for v in 0..<256 { rgb += [UInt8(v), UInt8(v), UInt8(v)] }
    return GIFColorTable(rgb: rgb[...])
  }()

  /// The declared entries as colours.
  var colors: [Color] {
    entries[0..<count].map {
      Color(r: UInt8($0 & 255), g: UInt8(($0 >> 8) & 255), b: UInt8(($0 >> 16) & 255))
    }
  }

  @inline(__always)
  static func pack(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
  }
}
