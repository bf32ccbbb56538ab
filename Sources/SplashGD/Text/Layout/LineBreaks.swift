internal import CUnibreak

/// Where a string may be broken into lines, by the Unicode line-breaking algorithm (UAX #14)
/// as libunibreak implements it: English breaks after spaces and hyphens, Chinese and Japanese
/// between ideographs (never before "，" or "。"), and a newline forces a break.
enum LineBreaks {
  /// What the boundary after a character allows.
  enum Opportunity: Sendable, Hashable {
    /// A newline (or other mandatory break) ends the line here.
    case mandatory
    case allowed
    case prohibited
  }

  /// The opportunity after each of `characters` (the last one's is always `mandatory`), taken
  /// at the last scalar of each character so that no grapheme is ever split.
  static func opportunities(after characters: [Character]) -> [Opportunity] {
    let scalars = characters.flatMap { $0.unicodeScalars.map(\.value) }
    guard !scalars.isEmpty else { return [] }
    var breaks = [CChar](repeating: 0, count: scalars.count)
    _ = initialize
    scalars.withUnsafeBufferPointer { text in
      breaks.withUnsafeMutableBufferPointer { out in
        set_linebreaks_utf32(text.baseAddress, text.count, nil, out.baseAddress)
      }
    }
    var result: [Opportunity] = []
    result.reserveCapacity(characters.count)
    var index = -1
    for character in characters {
      index += character.unicodeScalars.count
      switch Int32(breaks[index]) {
      case LINEBREAK_MUSTBREAK: result.append(.mandatory)
      case LINEBREAK_ALLOWBREAK: result.append(.allowed)
      default: result.append(.prohibited)
      }
    }
    return result
  }

  /// libunibreak's tables are built once per process (`init_linebreak`).
  private static let initialize: Void = init_linebreak()
}
