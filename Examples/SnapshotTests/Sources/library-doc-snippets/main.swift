// Run by the LibraryDocSnippets plugin: reads docs/library.md and writes a Swift file in which
// every ```swift block is compiled. Three kinds of block:
//  - after a line "`<path>`:", the block is that file of this example package, and must be how it
//    begins (the package's manifest adds a target after the part the document shows);
//  - after a line "<!-- excerpt of Sources/… -->", the block is quoted from splashreel's sources,
//    and must appear there (spacing aside);
//  - any other block is code a user would write: its imports go to the top of the file, the rest
//    becomes the body of a function `librarySnippet<line>() throws`, so that it must compile.
// A block that breaks its rule stops the build with the line of docs/library.md at fault.
import Foundation

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 4 else { fail("usage: library-doc-snippets <library.md> <example package> <output.swift>") }
let docURL = URL(fileURLWithPath: arguments[1])
let example = URL(fileURLWithPath: arguments[2])
let checkout = docURL.deletingLastPathComponent().deletingLastPathComponent()
guard let doc = try? String(contentsOf: docURL, encoding: .utf8) else { fail("cannot read \(docURL.path)") }

func collapsed(_ text: String) -> String {
  text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
}

let lines = doc.components(separatedBy: "\n")
var imports: Set<String> = ["import Foundation", "import SplashReel"]
var functions: [String] = []
var compiled: [Int] = []
var files: [String] = []
var excerpts: [String] = []
var index = 0
while index < lines.count {
  guard lines[index] == "```swift" else {
    index += 1
    continue
  }
  let start = index + 1
  var end = start
  while end < lines.count, lines[end] != "```" { end += 1 }
  guard end < lines.count else { fail("\(docURL.path):\(start): a ```swift block that never ends") }
  let block = Array(lines[start..<end])
  let before = lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
  let place = "\(docURL.path):\(start)"
  if before.hasPrefix("`"), before.hasSuffix("`:") {
    let path = String(before.dropFirst().dropLast(2))
    guard let file = try? String(contentsOf: example.appendingPathComponent(path), encoding: .utf8) else {
      fail("\(place): the block shows `\(path)`, which this example package does not have")
    }
    guard file.hasPrefix(block.joined(separator: "\n") + "\n") else {
      fail("\(place): the block is not how Examples/SnapshotTests/\(path) begins; make them the same")
    }
    files.append(path)
  } else if before.hasPrefix("<!-- excerpt of "), before.hasSuffix(" -->") {
    let path = String(before.dropFirst("<!-- excerpt of ".count).dropLast(" -->".count))
    guard let file = try? String(contentsOf: checkout.appendingPathComponent(path), encoding: .utf8) else {
      fail("\(place): the excerpt names \(path), which the checkout does not have")
    }
    guard collapsed(file).contains(collapsed(block.joined(separator: "\n"))) else {
      fail("\(place): the excerpt is not in \(path) any more; quote it as it is now")
    }
    excerpts.append(path)
  } else {
    var body: [String] = []
    for line in block {
      if line.hasPrefix("import ") { imports.insert(line) } else { body.append("  " + line) }
    }
    functions.append(
      "/// docs/library.md, line \(start).\nfunc librarySnippet\(start)() throws {\n\(body.joined(separator: "\n"))\n}\n"
    )
    compiled.append(start)
  }
  index = end + 1
}

let text = """
  // Generated from docs/library.md by library-doc-snippets; do not edit.
  \(imports.sorted().joined(separator: "\n"))

  \(functions.joined(separator: "\n"))
  /// The first lines of the blocks compiled above.
  let librarySnippetLines: [Int] = \(compiled)
  /// The files of this package that blocks show (each equal to its block).
  let libraryShownFiles: [String] = \(files)
  /// The sources that excerpts quote.
  let libraryExcerptSources: [String] = \(excerpts)

  """
let output = URL(fileURLWithPath: arguments[3])
if (try? String(contentsOf: output, encoding: .utf8)) != text {
  do {
    try Data(text.utf8).write(to: output, options: .atomic)
  } catch {
    fail("cannot write \(output.path): \(error)")
  }
}
