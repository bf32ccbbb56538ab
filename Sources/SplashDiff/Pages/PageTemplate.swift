import Foundation
import SplashFiles

/// An HTML page template kept as resource files in `Sources/SplashDiff/Resources`: the skeleton
/// every page shares (`page.html`, `page.css`) and the page's own body, style and script
/// (`<name>.html`, `<name>.css`, `<name>.js`), filled by substituting `{{key}}` markers.
///
/// Style and script are inlined and the page's data goes into `<script type="application/json"
/// id="page-data">`, so a page is one file that works offline from `file://` and from any plain
/// web server. Substitution is one pass over each template: text put in is never searched for
/// markers again.
struct PageTemplate: Sendable {
  /// The skeleton: `{{title}}`, `{{style}}`, `{{body}}`, `{{data}}`, `{{script}}`.
  let html: String
  /// The page's body; its markers are filled first.
  let body: String
  let style: String
  let script: String

  /// The folder of the templates: the SwiftPM resource bundle beside the executable (release and
  /// debug builds, tests), else the source checkout's `Resources` folder.
  static func resourcesDirectory() -> String? {
    // Sources/SplashDiff/Pages/PageTemplate.swift → Sources/SplashDiff/Resources.
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    return ResourceFolder.find(
      bundle: bundleName, checkout: source.appendingPathComponent("Resources").path, marker: "review.html")
  }

  /// SwiftPM's name for the target's resource bundle.
  static let bundleName = "splashreel_SplashDiff.resources"

  /// Reads template `name`.
  static func load(_ name: String) throws(DiffError) -> PageTemplate {
    guard let directory = resourcesDirectory() else {
      throw DiffError(
        "cannot find the page templates (\(bundleName) beside the splashreel executable); "
          + "copy that folder with the executable")
    }
    func read(_ file: String) throws(DiffError) -> String {
      let path = directory + "/" + file
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw DiffError("\(path): cannot read the page template")
      }
      return text
    }
    return try PageTemplate(
      html: read("page.html"), body: read(name + ".html"), style: read("page.css") + "\n" + read(name + ".css"),
      script: read(name + ".js"))
  }

  /// The page with `{{body}}`, `{{style}}`, `{{script}}` and every key of `values` replaced in the
  /// skeleton and the body; values are put in as they are (escape them first with `escapedHTML` or
  /// `scriptJSON`).
  func render(_ values: [String: String]) -> String {
    let filledBody = Self.fill(body, values)
    let all = values.merging(["style": style, "script": script, "body": filledBody]) { given, _ in given }
    return Self.fill(html, all)
  }

  /// `text` with each `{{key}}` of `values` replaced, in one pass; unknown markers stay.
  static func fill(_ text: String, _ all: [String: String]) -> String {
    var result = ""
    var rest = Substring(text)
    while let open = rest.range(of: "{{") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "}}") else { break }
      let key = String(rest[open.upperBound..<close.lowerBound])
      if let value = all[key] {
        result += value
      } else {
        result += rest[open.lowerBound..<close.upperBound]
      }
      rest = rest[close.upperBound...]
    }
    return result + rest
  }

  /// Text safe inside HTML elements and quoted attributes.
  static func escapedHTML(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }

  /// JSON bytes safe inside `<script type="application/json">`: every `<` written `\u003c` (the
  /// same JSON value; no `</script>` or `<!--` can end or confuse the element).
  static func scriptJSON(_ json: [UInt8]) -> String {
    String(decoding: json, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
  }
}
