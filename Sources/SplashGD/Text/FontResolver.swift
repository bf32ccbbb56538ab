import CGD
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

  /// The font for `family`, from a process-wide cache.
  static func resolve(_ family: String) throws(GDError) -> Resolved {
    if let cached = cache.withLock({ $0[family] }) { return cached }
    let path = try fontconfigPath(for: family)
    let fallback = try fontconfigPath(for: "splashreel no such family")
    let font = try FontFile.load(path)
    let generic = genericFamilies.contains(family.lowercased())
    guard path != fallback || generic || font.isNamed(family) else {
      throw GDError("font family '\(family)' not found (fontconfig resolved it to \(path))")
    }
    guard !font.isCollection || generic || font.isNamed(family) else {
      throw GDError(
        "font family '\(family)' is not the first face of \(path) (which is '\(font.familyNames.first ?? "?")'), and libgd draws only the first face"
      )
    }
    let resolved = Resolved(path: path, font: font)
    cache.withLock { $0[family] = resolved }
    return resolved
  }

  private static let cache = Mutex<[String: Resolved]>([:])

  /// The file fontconfig (through libgd) picks for `family`, asked with a metrics-only pass.
  private static func fontconfigPath(for family: String) throws(GDError) -> String {
    let pattern = escaped(family)
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
