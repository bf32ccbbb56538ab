internal import CGD
import Synchronization

/// Turns a family name into the font file libgd will draw with, refusing silent fallbacks.
///
/// libgd hands the name to fontconfig, which always answers with *some* font: an unknown
/// family quietly becomes the default (DejaVu Sans on Debian). To tell a real match from that
/// fallback, the resolver also resolves a family that cannot exist; the name counts as found
/// when fontconfig gives it a different file, when the file's own `name` table lists the
/// family (so "DejaVu Sans" itself is found), or when it is a generic family ("sans-serif",
/// "serif", "monospace", …). Substitutes fontconfig is configured to offer (e.g. Nimbus Sans
/// for Arial) are therefore accepted, and their file is reported. A collection (`.ttc`) is
/// accepted only when its first face carries the family, because libgd draws face 0 whatever
/// face fontconfig meant ("WenQuanYi Micro Hei Mono" is face 1 of wqy-microhei.ttc).
enum FontResolver {
  struct Resolved: Sendable {
    let path: String
    let font: FontFile
  }

  /// Generic families fontconfig maps by configuration, accepted whatever they resolve to.
  static let genericFamilies: Set<String> = [
    "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "ui-sans-serif", "ui-serif",
    "ui-monospace", "cursive", "fantasy", "emoji", "math",
  ]

  /// The font for `family` at `weight` (OpenType 100…900) and slant, from a process-wide cache.
  ///
  /// Weight and slant go to fontconfig in the pattern (`DejaVu Sans:weight=200:slant=100`), so a
  /// weight the family lacks gets fontconfig's nearest face (DejaVu Sans at 500 is Book, at 600
  /// Bold); the face drawn is in `Resolved.font`. The regular upright style adds nothing to the
  /// pattern, so plain text resolves exactly as a bare family name does.
  static func resolve(_ family: String, weight: Int = 400, italic: Bool = false) throws(GDError) -> Resolved {
    let key = CacheKey(family: family, weight: weight, italic: italic)
    if let cached = cache.withLock({ $0[key] }) { return cached }
    let style = styleSuffix(weight: weight, italic: italic)
    let path = try fontconfigPath(for: escaped(family) + style, family: family)
    let fallback = try fontconfigPath(for: escaped("splashreel no such family") + style, family: family)
    let font = try FontFile.load(path)
    let generic = genericFamilies.contains(family.lowercased())
    guard path != fallback || generic || font.isNamed(family) else {
      throw GDError("font family '\(family)' not found (fontconfig resolved it to \(path))\(styleHint(family))")
    }
    guard !font.isCollection || generic || font.isNamed(family) else {
      throw GDError(
        "font family '\(family)' is not the first face of \(path) (which is '\(font.familyNames.first ?? "?")'), and libgd draws only the first face"
      )
    }
    let resolved = Resolved(path: path, font: font)
    cache.withLock { $0[key] = resolved }
    return resolved
  }

  private struct CacheKey: Hashable {
    let family: String
    let weight: Int
    let italic: Bool
  }

  /// The pattern's weight and slant: nothing for regular upright, else fontconfig's weight
  /// (`FcWeightFromOpenType`: 100 → 0 thin, 400 → 80 regular, 700 → 200 bold, 900 → 210 black)
  /// and slant 100 (italic; fontconfig falls back to an oblique face, slant 110).
  static func styleSuffix(weight: Int, italic: Bool) -> String {
    var suffix = ""
    if weight != 400 { suffix += ":weight=\(fontconfigWeight(weight))" }
    if italic { suffix += ":slant=100" }
    return suffix
  }

  /// fontconfig's weight for an OpenType weight, interpolated in fontconfig's own table.
  static func fontconfigWeight(_ weight: Int) -> Int {
    let table: [(ot: Int, fc: Int)] = [
      (100, 0), (200, 40), (300, 50), (350, 55), (380, 75), (400, 80), (500, 100), (600, 180), (700, 200),
      (800, 205), (900, 210),
    ]
    let w = min(max(weight, 100), 900)
    for (low, high) in zip(table, table.dropFirst()) where w <= high.ot {
      return low.fc + (w - low.ot) * (high.fc - low.fc) / (high.ot - low.ot)
    }
    return 210
  }

  /// A hint for a family written with its style ("DejaVu Sans Bold", "DejaVu Sans:bold"):
  /// weight and slant are separate keys.
  static func styleHint(_ family: String) -> String {
    let words: [String: String] = [
      "thin": "\"weight\": \"thin\"", "extralight": "\"weight\": \"ultraLight\"",
      "ultralight": "\"weight\": \"ultraLight\"", "light": "\"weight\": \"light\"",
      "regular": "\"weight\": \"regular\"", "book": "\"weight\": \"regular\"",
      "medium": "\"weight\": \"medium\"", "semibold": "\"weight\": \"semibold\"",
      "demibold": "\"weight\": \"semibold\"", "bold": "\"weight\": \"bold\"",
      "extrabold": "\"weight\": \"heavy\"", "heavy": "\"weight\": \"heavy\"",
      "black": "\"weight\": \"black\"", "italic": "\"italic\": true", "oblique": "\"italic\": true",
    ]
    let parts = family.split(separator: ":", maxSplits: 1)
    var base = String(parts[0])
    var style: [String] = parts.count == 2 ? parts[1].split(separator: " ").map(String.init) : []
    var baseWords = base.split(separator: " ").map(String.init)
    while baseWords.count > 1, let last = baseWords.last, words[last.lowercased()] != nil {
      style.insert(last, at: 0)
      baseWords.removeLast()
    }
    base = baseWords.joined(separator: " ")
    let keys = style.compactMap { words[$0.lowercased()] }
    guard !keys.isEmpty, keys.count == style.count else { return "" }
    return "; give the style as its own key: \"font\": \"\(base)\", \(keys.joined(separator: ", "))"
  }

  private static let cache = Mutex<[CacheKey: Resolved]>([:])

  /// The file fontconfig (through libgd) picks for `pattern`, asked with a metrics-only pass;
  /// `family` names it in messages.
  static func fontconfigPath(for pattern: String, family: String) throws(GDError) -> String {
    let (outcome, warnings) = GDDiagnostics.capture { () -> (error: String?, path: String?) in
      var extra = gdFTStringExtra()
      extra.flags = gdFTEX_FONTCONFIG | gdFTEX_RETURNFONTPATHNAME
      var box = [Int32](repeating: 0, count: 8)
      let error = gdImageStringFTEx(nil, &box, 0, pattern, 12, 0, 0, 0, "x", &extra)
      let path = GDBuffer.takeString(extra.fontpath)
      return (error.map { String(cString: $0).trimmingWhitespace() }, path)
    }
    if let error = outcome.error {
      throw GDError("font family '\(family)': \(error)" + GDDiagnostics.suffix(warnings))
    }
    guard let path = outcome.path, !path.isEmpty else {
      throw GDError("font family '\(family)': fontconfig returned no font file" + GDDiagnostics.suffix(warnings))
    }
    GDDiagnostics.forward(warnings)
    return path
  }

  /// The family as a fontconfig pattern: `\`, `-`, `:` and `,` are escaped so they stay part
  /// of the name instead of starting a size, a property or another family.
  static func escaped(_ family: String) -> String {
    var pattern = ""
    for character in family {
      if "\\-:,".contains(character) { pattern.append("\\") }
      pattern.append(character)
    }
    return pattern
  }
}
