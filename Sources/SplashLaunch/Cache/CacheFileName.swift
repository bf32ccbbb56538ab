import Foundation

/// The name a downloaded image gets in the cache directory, derived from the URL's last path
/// component as the original does — but made safe, since the URL comes from a server.
///
/// The rule: take the text after the URL path's last `/`; percent-decode it; keep only what follows
/// its last `/` or `\`; replace every character outside `A–Z a–z 0–9 . _ -` with `_` (this removes
/// NUL, control characters, separators and non-ASCII); drop leading dots (no hidden names, no `.` or
/// `..`); cut the stem so the name has at most ``maximumLength`` characters. When nothing usable
/// remains (an empty name, only dots or underscores) the name is `launch-image-<16 hex digits>` from
/// a hash of the whole URL, plus the sanitised extension if there was one. Names in the cache
/// directory that start with a dot are ours (state and temporary files), so no download can
/// overwrite them.
public enum CacheFileName {
  /// The longest name produced, in characters (all ASCII).
  public static let maximumLength = 100

  /// The safe cache file name for an image downloaded from `url`.
  public static func make(for url: URL) -> String {
    let encodedPath = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
    let rawLast = encodedPath.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    let decoded = rawLast.removingPercentEncoding ?? rawLast
    let last = decoded.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }.last.map(String.init) ?? ""
    var name = String(last.unicodeScalars.map { isAllowed($0) ? Character($0) : "_" })
    while name.hasPrefix(".") { name.removeFirst() }
    let (stem, ext) = split(name)
    let usefulStem = stem.contains { $0.isLetter || $0.isNumber }
    if !usefulStem {
      return "launch-image-\(hash(url.absoluteString))" + (ext.isEmpty ? "" : "." + ext)
    }
    if name.count <= maximumLength { return name }
    let suffix = ext.isEmpty ? "" : "." + ext
    return String(stem.prefix(maximumLength - suffix.count)) + suffix
  }

  /// Whether `name` is already what ``make(for:)`` could produce: the check applied to names read
  /// back from the state file before they are joined to the cache directory.
  public static func isSafe(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= maximumLength, !name.hasPrefix(".") else { return false }
    return name.unicodeScalars.allSatisfy(isAllowed)
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": return true
    default: return false
    }
  }

  /// The stem and the extension (without its dot; empty when there is none or it is over 10 long).
  private static func split(_ name: String) -> (stem: String, ext: String) {
    guard let dot = name.lastIndex(of: ".") else { return (name, "") }
    let ext = String(name[name.index(after: dot)...])
    guard !ext.isEmpty, ext.count <= 10, ext.contains(where: { $0.isLetter || $0.isNumber }) else { return (name, "") }
    return (String(name[..<dot]), ext)
  }

  /// 64-bit FNV-1a as 16 lowercase hex digits: stable across runs and platforms.
  static func hash(_ text: String) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value &*= 0x0000_0100_0000_01B3
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
