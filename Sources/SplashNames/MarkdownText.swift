/// Names (scenes, devices, layers, files) put into Markdown — `render --markdown`, a comparison's
/// `summary.md` — shown as they are written, whatever they hold.
package enum MarkdownText {
  /// `text` safe in running text, link text and table cells: each character Markdown or GitHub
  /// gives a meaning (`\ ` * _ [ ] < > | ! # ~ & $`) is backslash-escaped, and line breaks and
  /// tabs become spaces, so a name never ends a table row, opens a link or an HTML tag:
  /// `a<b>:c"d|e?f*g` → `a\<b\>:c"d\|e?f\*g`.
  package static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if character.isNewline || character == "\t" {
        result.append(" ")
        continue
      }
      if specials.contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }

  /// `text` as a code span: fenced with one backtick more than its longest run of backticks
  /// (padded with a space when it starts or ends with one), line breaks as spaces. Backslashes
  /// do not escape inside code spans, so this is how a name with backticks stays one span.
  package static func code(_ text: String) -> String {
    let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    var longest = 0
    var run = 0
    for character in flat {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: longest + 1)
    let padding = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
    return fence + padding + flat + padding + fence
  }

  /// `path` for a link destination: every byte of its UTF-8 outside `A–Z a–z 0–9 - . _ ~ / @ +`
  /// percent-encoded (spaces, parentheses, `<`, `:` — which would make `a:b.gif` a URL scheme —
  /// and letters outside ASCII).
  package static func linkPath(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      case _ where "-._~/@+".utf8.contains(byte):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        result.unicodeScalars.append("%")
        result.unicodeScalars.append(hex[Int(byte >> 4)])
        result.unicodeScalars.append(hex[Int(byte & 15)])
      }
    }
    return result
  }

  private static let specials: Set<Character> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "!", "#", "~", "&", "$"]
}
