/// File names made from names a user chooses (scenes, layers, servers' files): only
/// `A–Z a–z 0–9 . _ -`, which every file system, zip archive and GitHub's artifact upload takes
/// (Windows refuses `< > : " / \ | ? *`, the artifact upload also `\r \n`).
package enum PortableName {
  /// `name` with each run of other characters — spaces, punctuation such as `< > : " / \ | ? *`,
  /// control characters, letters outside ASCII (`é`, `日`) — replaced by one `-`, and a leading
  /// `.` replaced by `-` too, so the file is never hidden: `a<b>:c"d|e?f*g` → `a-b-c-d-e-f-g`,
  /// `Café crème` → `Caf-cr-me`, `.env` → `-env`. A name made only of kept characters stays as
  /// it is.
  ///
  /// Different names can map to the same file name (`a:b` and `a?b` are both `a-b`); a caller
  /// that writes files for several names at once refuses the clash (`BatchPlan`: "both would
  /// write …").
  package static func fileName(_ name: String) -> String {
    var result = ""
    var inRun = false
    for character in name {
      if let ascii = character.asciiValue, isKept(ascii), !(result.isEmpty && ascii == UInt8(ascii: ".")) {
        result.append(character)
        inRun = false
      } else if !inRun {
        result.append("-")
        inRun = true
      }
    }
    return result
  }

  /// Whether `name` is already portable (`fileName(name) == name`).
  package static func isPortable(_ name: String) -> Bool { fileName(name) == name }

  private static func isKept(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
      true
    default: false
    }
  }
}
