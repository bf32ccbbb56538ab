import Synchronization

/// The fonts a label falls back to for characters its own font cannot draw, as UIKit falls
/// back to PingFang for Chinese: libgd draws a string with one font and no per-glyph fallback,
/// so a label is cut into runs, each drawn in the first font of this chain with a glyph for
/// every character of the run:
///
/// 1. the requested family (at the requested weight and slant);
/// 2. fontconfig's best match for the family and the character (`family:charset=<hex>`, which
///    fontconfig ranks by coverage before family, as `FcFontSort` does);
/// 3. WenQuanYi Micro Hei (Debian's CJK sans-serif);
/// 4. DejaVu Sans.
///
/// A character none of them has is drawn in the requested font (libgd shows its missing-glyph box).
enum FontFallback {
  /// The fixed end of the chain.
  static let lastResorts = ["WenQuanYi Micro Hei", "DejaVu Sans"]

  /// A run of characters drawn in one family.
  struct Run: Sendable, Hashable {
    let text: String
    let family: String
  }

  /// `text` cut into runs by the family that draws each character (`style`'s family must exist).
  static func runs(_ text: String, style: TextStyle) throws(GDError) -> [Run] {
    let own = try FontResolver.resolve(style.family, weight: style.weight, italic: style.italic)
    var runs: [Run] = []
    for character in text {
      let family =
        character.unicodeScalars.allSatisfy(own.font.hasGlyph(for:))
        ? style.family : fallbackFamily(for: character, style: style)
      if let last = runs.last, last.family == family {
        runs[runs.count - 1] = Run(text: last.text + String(character), family: family)
      } else {
        runs.append(Run(text: String(character), family: family))
      }
    }
    return runs
  }

  /// Whether `style`'s own font draws every character of `text`.
  static func covers(_ text: String, style: TextStyle) throws(GDError) -> Bool {
    let own = try FontResolver.resolve(style.family, weight: style.weight, italic: style.italic)
    return text.unicodeScalars.allSatisfy(own.font.hasGlyph(for:))
  }

  /// The first family after the requested one that draws `character` (the requested one when none does).
  static func fallbackFamily(for character: Character, style: TextStyle) -> String {
    let key = CacheKey(character: character, family: style.family, weight: style.weight, italic: style.italic)
    if let known = cache.withLock({ $0[key] }) { return known }
    var found = style.family
    for family in [bestMatch(for: character, style: style)].compactMap({ $0 }) + lastResorts {
      if let resolved = try? FontResolver.resolve(family, weight: style.weight, italic: style.italic),
        character.unicodeScalars.allSatisfy(resolved.font.hasGlyph(for:))
      {
        found = family
        break
      }
    }
    cache.withLock { $0[key] = found }
    return found
  }

  /// The family of fontconfig's best match for `style`'s family with every scalar of `character`.
  private static func bestMatch(for character: Character, style: TextStyle) -> String? {
    let charset = character.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    let pattern =
      FontResolver.escaped(style.family) + ":charset=\(charset)"
      + FontResolver.styleSuffix(weight: style.weight, italic: style.italic)
    guard let path = try? FontResolver.fontconfigPath(for: pattern, family: style.family),
      let font = try? FontFile.load(path)
    else { return nil }
    return font.familyNames.first
  }

  private struct CacheKey: Hashable {
    let character: Character
    let family: String
    let weight: Int
    let italic: Bool
  }

  private static let cache = Mutex<[CacheKey: String]>([:])
}
