/// Lays out the options part of `--help` from the declarations: two spaces, the label
/// (`--name VALUE`), the description wrapped from one column for the whole list. The column
/// follows the longest label that fits before it; longer labels get the description on the next
/// line.
package enum HelpText {
  /// Help lines are at most this wide (labels longer than the column aside).
  package static let width = 100
  /// Labels up to this long share a line with their description.
  package static let longestInlineLabel = 22

  /// The option list of a command's help.
  package static func options(_ options: [Option]) -> String {
    let inline = options.map(\.label.count).filter { $0 <= longestInlineLabel }.max() ?? longestInlineLabel
    let column = 2 + inline + 2
    let indent = String(repeating: " ", count: column)
    return options.map { option in
      let lines = wrap(option.expandedHelp, width: width - column)
      let label = "  " + option.label
      var text =
        option.label.count <= inline
        ? label.padding(toLength: column, withPad: " ", startingAt: 0) + lines[0]
        : label + "\n" + indent + lines[0]
      for line in lines.dropFirst() { text += "\n" + (line.isEmpty ? "" : indent + line) }
      return text
    }.joined(separator: "\n")
  }

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stands
  /// alone); a newline in `text` always starts a new line.
  package static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if line.isEmpty {
          line = String(word)
        } else if line.count + 1 + word.count <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// A whole number with commas between groups of three digits, as prose writes it: `36,000`.
  package static func grouped(_ value: Int) -> String {
    var digits = String(value.magnitude)
    var groups: [Substring] = []
    while digits.count > 3 {
      groups.insert(digits.suffix(3), at: 0)
      digits.removeLast(3)
    }
    groups.insert(Substring(digits), at: 0)
    return (value < 0 ? "-" : "") + groups.joined(separator: ",")
  }

  /// A number as help writes it: `30`, `0.5`, `600` (no needless `.0`).
  package static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
