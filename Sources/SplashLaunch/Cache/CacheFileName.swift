import Foundation
import SplashGD

/// The name a downloaded image gets in the cache directory. The server chooses none of it but a
/// readable stem: the extension is the one of the format the bytes turned out to be, and names
/// that start with a dot (the state, the lock, temporary files) cannot be produced.
///
/// The rule: take the text after the URL path's last `/`; percent-decode it; keep only what follows
/// its last `/` or `\`; replace every character outside `A–Z a–z 0–9 . _ -` with `_` (this removes
/// NUL, control characters, separators and non-ASCII); drop leading dots (no hidden names, no `.` or
/// `..`) and the extension the URL gives, if any; cut the stem so the name has at most
/// ``maximumLength`` characters; then add the extension of the sniffed format (`png`, `jpg`, `gif`,
/// `webp`). When no letter or digit remains in the stem (`…/img/..`, `…/%E5%90%AF.jpg`), the stem is
/// `launch-image-<16 hex digits>` from a hash of the whole URL. So `…/img/launch`,
/// `getimage.php?id=3` and `.hidden` become `launch.png`, `getimage.jpg` and `hidden.webp`.
package enum CacheFileName {
  /// The longest name produced, in characters (all ASCII).
  package static let maximumLength = 100

  /// The safe cache file name for an image of `format` downloaded from `url`.
  package static func make(for url: URL, format: ImageFormat) -> String {
    make(stem: stem(of: url), format: format)
  }

  /// The name used instead of ``make(for:format:)`` when a file the cache did not write already has
  /// that name: the stem, a hash of the URL, then the extension.
  package static func alternative(for url: URL, format: ImageFormat) -> String {
    let stem = stem(of: url)
    let hash = hash(url.absoluteString)
    if stem == "launch-image-\(hash)" { return make(stem: stem + "-2", format: format) }
    let room = maximumLength - 1 - hash.count - 1 - fileExtension(of: format).count
    return make(stem: String(stem.prefix(room)) + "-" + hash, format: format)
  }

  /// The extension a cached image of `format` gets.
  package static func fileExtension(of format: ImageFormat) -> String {
    switch format {
    case .png: "png"
    case .jpeg: "jpg"
    case .gif: "gif"
    case .webP: "webp"
    }
  }

  /// Whether `name` is a name ``make(for:format:)`` could produce: the check applied to names read
  /// back from the state file before they are joined to the cache directory.
  package static func isSafe(_ name: String) -> Bool {
    guard !name.isEmpty, name.count <= maximumLength, !name.hasPrefix(".") else { return false }
    return name.unicodeScalars.allSatisfy(isAllowed)
  }

  private static func make(stem: String, format: ImageFormat) -> String {
    let suffix = "." + fileExtension(of: format)
    return String(stem.prefix(maximumLength - suffix.count)) + suffix
  }

  /// The sanitised last path component of `url` without its extension, or the hashed stem.
  private static func stem(of url: URL) -> String {
    let encodedPath = URLComponents(url: url, resolvingAgainstBaseURL: true)?.percentEncodedPath ?? url.path
    let rawLast = encodedPath.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    let decoded = rawLast.removingPercentEncoding ?? rawLast
    let last = decoded.split(omittingEmptySubsequences: false) { $0 == "/" || $0 == "\\" }.last.map(String.init) ?? ""
    var name = String(last.unicodeScalars.map { isAllowed($0) ? Character($0) : "_" })
    while name.hasPrefix(".") { name.removeFirst() }
    if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
    guard name.contains(where: { $0.isLetter || $0.isNumber }) else {
      return "launch-image-\(hash(url.absoluteString))"
    }
    return name
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "A"..."Z", "a"..."z", "0"..."9", ".", "_", "-": return true
    default: return false
    }
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
