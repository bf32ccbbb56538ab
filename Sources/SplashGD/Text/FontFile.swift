import Synchronization

/// What splashreel needs to know about a TrueType/OpenType font file, read in Swift from its
/// tables: the family names (`name` IDs 1 and 16, every language), the vertical metrics
/// (`head`, `hhea`, falling back to `OS/2`), and which characters have a glyph (`cmap`).
///
/// For a collection (`.ttc`) only face 0 is read: libgd's FreeType loader always opens face 0.
struct FontFile: Sendable {
  /// Family names as written in the font, e.g. ["WenQuanYi Micro Hei", "文泉驿微米黑", …].
  let familyNames: [String]
  /// The face's style as written in the font (`name` ID 17, else 2), e.g. "Bold", "Oblique".
  let styleName: String
  /// The face's OpenType weight (`OS/2` usWeightClass), 400 when the font has no `OS/2` table.
  let weightClass: Int
  let unitsPerEm: Int
  /// Whether the file is a collection (`.ttc`), of which libgd only ever draws face 0.
  let isCollection: Bool
  /// Distance from the baseline up to the top of the line, in font units (positive).
  let ascender: Int
  /// Distance from the baseline down to the bottom of the line, in font units (positive).
  let descender: Int
  private let characterMap: CharacterMap

  /// Whether the font maps `scalar` to a real glyph (not glyph 0, `.notdef`).
  func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    characterMap.glyph(for: scalar.value) != 0
  }

  /// Whether `family` is one of the font's family names, ignoring case.
  func isNamed(_ family: String) -> Bool {
    let wanted = family.lowercased()
    return familyNames.contains { $0.lowercased() == wanted }
  }

  /// The parsed font at `path`, from a process-wide cache (fonts do not change while we run).
  static func load(_ path: String) throws(GDError) -> FontFile {
    if let cached = cache.withLock({ $0[path] }) { return cached }
    let font = try FontFile(bytes: FileIO.read(path), path: path)
    cache.withLock { $0[path] = font }
    return font
  }

  private static let cache = Mutex<[String: FontFile]>([:])

  init(bytes: [UInt8], path: String) throws(GDError) {
    let data = FontBytes(bytes)
    func fail(_ reason: String) -> GDError {
      GDError("\(path): cannot read the font (\(reason)); splashreel needs TrueType or OpenType fonts")
    }
    var face = 0
    isCollection = data.tag(0) == "ttcf"
    if isCollection {
      guard let first = data.u32(12) else { throw fail("truncated collection header") }
      face = first
    }
    guard let version = data.u32(face), [0x0001_0000, 0x4F54_544F, 0x7472_7565].contains(version),
      let tableCount = data.u16(face + 4)
    else { throw fail("not an sfnt font") }
    var tables: [String: Range<Int>] = [:]
    for i in 0..<tableCount {
      let record = face + 12 + 16 * i
      guard let tag = data.tag(record), let offset = data.u32(record + 8), let length = data.u32(record + 12),
        offset + length <= bytes.count
      else { throw fail("table directory out of bounds") }
      tables[tag] = offset..<(offset + length)
    }
    guard let head = tables["head"], let unitsPerEm = data.u16(head.lowerBound + 18), unitsPerEm > 0 else {
      throw fail("no usable head table")
    }
    self.unitsPerEm = unitsPerEm
    var ascender = 0
    var descender = 0
    if let hhea = tables["hhea"], let a = data.s16(hhea.lowerBound + 4), let d = data.s16(hhea.lowerBound + 6) {
      (ascender, descender) = (a, -d)
    }
    if ascender == 0 && descender == 0, let os2 = tables["OS/2"],
      let a = data.s16(os2.lowerBound + 68), let d = data.s16(os2.lowerBound + 70)
    {
      (ascender, descender) = (a, -d)
    }
    self.ascender = ascender
    self.descender = descender
    weightClass = tables["OS/2"].flatMap { data.u16($0.lowerBound + 4) } ?? 400
    guard let name = tables["name"] else { throw fail("no name table") }
    familyNames = Self.names(data, name, ids: [1, 16])
    styleName = Self.names(data, name, ids: [17]).first ?? Self.names(data, name, ids: [2]).first ?? ""
    guard let cmap = tables["cmap"], let map = CharacterMap(data, cmap) else {
      throw fail("no Unicode cmap subtable")
    }
    characterMap = map
  }

  /// The names with IDs `ids` (1 family and 16 typographic family; 2 and 17 the style), UTF-16
  /// (platforms 0 and 3) or ASCII Mac Roman (platform 1), duplicates removed, in table order.
  private static func names(_ data: FontBytes, _ table: Range<Int>, ids: Set<Int>) -> [String] {
    let base = table.lowerBound
    guard let count = data.u16(base + 2), let storage = data.u16(base + 4) else { return [] }
    var names: [String] = []
    for i in 0..<count {
      let record = base + 6 + 12 * i
      guard let platform = data.u16(record), let nameID = data.u16(record + 6), ids.contains(nameID),
        let length = data.u16(record + 8), let offset = data.u16(record + 10)
      else { continue }
      let start = base + storage + offset
      guard start + length <= table.upperBound else { continue }
      let raw = data.bytes[start..<(start + length)]
      var text: String?
      switch platform {
      case 0, 3:
        let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
          UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
        }
        text = String(decoding: units, as: UTF16.self)
      case 1 where raw.allSatisfy({ $0 < 0x80 }):
        text = String(decoding: raw, as: UTF8.self)
      default:
        text = nil
      }
      if let text, !text.isEmpty, !names.contains(text) { names.append(text) }
    }
    return names
  }
}

/// The font's Unicode character-to-glyph subtable (formats 0, 4, 6, 12, 13), kept as bytes.
private struct CharacterMap: Sendable {
  let table: [UInt8]
  let format: Int
  /// Symbol fonts (3, 0) put their characters at U+F000 + code, as libgd expects.
  let symbol: Bool

  /// Picks the subtable FreeType would use for Unicode: full-repertoire (3,10)/(0,4)/(0,6)
  /// first, then BMP (3,1)/(0,0…3), then symbol (3,0).
  init?(_ data: FontBytes, _ range: Range<Int>) {
    let base = range.lowerBound
    guard let count = data.u16(base + 2) else { return nil }
    var best: (rank: Int, offset: Int, symbol: Bool)?
    for i in 0..<count {
      let record = base + 4 + 8 * i
      guard let platform = data.u16(record), let encoding = data.u16(record + 2), let offset = data.u32(record + 4)
      else { continue }
      let rank: Int
      switch (platform, encoding) {
      case (3, 10), (0, 4), (0, 6): rank = 3
      case (3, 1), (0, 0...3): rank = 2
      case (3, 0): rank = 1
      default: continue
      }
      guard let format = data.u16(base + offset), [0, 4, 6, 12, 13].contains(format) else { continue }
      if best == nil || rank > best!.rank { best = (rank, base + offset, rank == 1) }
    }
    guard let best, let format = data.u16(best.offset) else { return nil }
    let length: Int?
    switch format {
    case 12, 13: length = data.u32(best.offset + 4)
    default: length = data.u16(best.offset + 2)
    }
    guard let length else { return nil }
    // Some fonts overstate a subtable's length; reads past the end are checked anyway.
    table = Array(data.bytes[best.offset..<min(best.offset + length, data.bytes.count)])
    self.format = format
    symbol = best.symbol
  }

  func glyph(for scalar: UInt32) -> Int {
    let c = symbol ? (scalar | 0xF000) : scalar
    let t = FontBytes(table)
    switch format {
    case 0:
      return c < 256 ? Int(t.byte(6 + Int(c)) ?? 0) : 0
    case 6:
      guard let first = t.u16(6), let count = t.u16(8), c >= first, c < first + count else { return 0 }
      return t.u16(10 + 2 * (Int(c) - first)) ?? 0
    case 4:
      return format4(t, Int(c))
    default:
      return format12(t, Int(c), constant: format == 13)
    }
  }

  private func format4(_ t: FontBytes, _ c: Int) -> Int {
    guard c <= 0xFFFF, let doubled = t.u16(6) else { return 0 }
    let segments = doubled / 2
    let ends = 14
    let starts = 16 + doubled
    let deltas = 16 + 2 * doubled
    let offsets = 16 + 3 * doubled
    var low = 0
    var high = segments - 1
    while low <= high {
      let mid = (low + high) / 2
      guard let end = t.u16(ends + 2 * mid), let start = t.u16(starts + 2 * mid) else { return 0 }
      if c > end {
        low = mid + 1
      } else if c < start {
        high = mid - 1
      } else {
        guard let delta = t.u16(deltas + 2 * mid), let rangeOffset = t.u16(offsets + 2 * mid) else { return 0 }
        if rangeOffset == 0 { return (c + delta) & 0xFFFF }
        guard let glyph = t.u16(offsets + 2 * mid + rangeOffset + 2 * (c - start)), glyph != 0 else { return 0 }
        return (glyph + delta) & 0xFFFF
      }
    }
    return 0
  }

  private func format12(_ t: FontBytes, _ c: Int, constant: Bool) -> Int {
    guard let groups = t.u32(12) else { return 0 }
    var low = 0
    var high = groups - 1
    while low <= high {
      let mid = (low + high) / 2
      let group = 16 + 12 * mid
      guard let start = t.u32(group), let end = t.u32(group + 4), let glyph = t.u32(group + 8) else { return 0 }
      if c > end {
        low = mid + 1
      } else if c < start {
        high = mid - 1
      } else {
        return constant ? glyph : glyph + (c - start)
      }
    }
    return 0
  }
}

/// Bounds-checked big-endian reads from font data; nil past the end.
private struct FontBytes {
  let bytes: [UInt8]
  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func byte(_ o: Int) -> UInt8? { o >= 0 && o < bytes.count ? bytes[o] : nil }

  func u16(_ o: Int) -> Int? {
    guard o >= 0, o + 2 <= bytes.count else { return nil }
    return Int(bytes[o]) << 8 | Int(bytes[o + 1])
  }

  func s16(_ o: Int) -> Int? { u16(o).map { Int(Int16(truncatingIfNeeded: $0)) } }

  func u32(_ o: Int) -> Int? {
    guard o >= 0, o + 4 <= bytes.count else { return nil }
    return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
  }

  func tag(_ o: Int) -> String? {
    guard o >= 0, o + 4 <= bytes.count else { return nil }
    return String(decoding: bytes[o..<(o + 4)], as: UTF8.self)
  }
}
