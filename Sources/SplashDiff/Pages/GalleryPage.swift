import Foundation

/// `index.html`: a gallery of rendered previews (every scene × device of a batch or of
/// `render --all`) with each one's size, duration, frames, what a budget lowered and a link to its
/// contact sheet; a preview plays while the pointer is on it. Template: `Resources/gallery.*`.
///
/// The entries are also kept in `.splashreel-gallery.json` beside the page, so that a later run
/// that skips up-to-date jobs still lists them with their figures (`keptEntries(in:)`).
package enum GalleryPage {
  package static let fileName = "index.html"
  /// The entries of the last runs, by id.
  package static let stateFileName = ".splashreel-gallery.json"

  /// The page's HTML for `entries` (listed as given), headed `title`.
  package static func html(_ entries: [GalleryEntry], title: String) throws(DiffError) -> String {
    let template = try PageTemplate.load("gallery")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let json = Array(try! encoder.encode(entries))
    return template.render(["title": PageTemplate.escapedHTML(title), "data": PageTemplate.scriptJSON(json)])
  }

  /// Writes `index.html` into `directory` for `entries`, and the kept entries beside it.
  package static func write(_ entries: [GalleryEntry], title: String, in directory: String) throws(DiffError) {
    let page = try html(entries, title: title)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let state = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    try AtomicWrite.write(Array(try! encoder.encode(state)) + [0x0A], to: path(stateFileName, in: directory))
    try AtomicWrite.write(Array(page.utf8), to: path(fileName, in: directory))
  }

  /// The entries kept by an earlier run in `directory`, by id (empty when there are none or the
  /// file cannot be read: they are only a cache of figures).
  package static func keptEntries(in directory: String) -> [String: GalleryEntry] {
    guard let data = FileManager.default.contents(atPath: path(stateFileName, in: directory)),
      let entries = try? JSONDecoder().decode([String: GalleryEntry].self, from: data)
    else { return [:] }
    return entries
  }

  private static func path(_ name: String, in directory: String) -> String {
    (directory as NSString).appendingPathComponent(name)
  }
}
