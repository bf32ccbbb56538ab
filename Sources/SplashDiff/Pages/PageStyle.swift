/// The style every splashreel page shares (`Resources/page.css`), for pages served rather than
/// written (the studio's).
package enum PageStyle {
  /// The shared style sheet's text.
  package static func shared() throws(DiffError) -> String {
    guard let directory = PageTemplate.resourcesDirectory() else {
      throw DiffError("cannot find the page templates: " + PageTemplate.bundle.missingMessage)
    }
    guard let text = try? String(contentsOfFile: directory + "/page.css", encoding: .utf8) else {
      throw DiffError("\(directory)/page.css: cannot read the page template")
    }
    return text
  }
}
