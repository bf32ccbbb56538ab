/// Formats option entries for `--help` the way every command lays them out: two spaces, the
/// option, the description from `column` on (on the next line when the option is too long).
enum HelpText {
  static func options(_ entries: [(name: String, lines: [String])], column: Int = 22) -> String {
    let indent = String(repeating: " ", count: column)
    return entries.map { name, lines in
      let first =
        name.count <= column - 4
        ? "  " + name.padding(toLength: column - 2, withPad: " ", startingAt: 0) + lines[0]
        : "  \(name)\n" + indent + lines[0]
      return ([first] + lines.dropFirst().map { indent + $0 }).joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
