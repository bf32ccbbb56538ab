import Foundation
import Testing

@testable import SplashScene

/// docs/scene-format.md's property table is the one the declarations write.
@Test func theSceneFormatDocumentsEveryDeclaredProperty() throws {
  let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../docs/scene-format.md")
  let text = try String(contentsOf: docs, encoding: .utf8)
  let begin = try #require(text.range(of: "<!-- properties:begin -->\n"))
  let end = try #require(text.range(of: "<!-- properties:end -->", range: begin.upperBound..<text.endIndex))
  let table = String(text[begin.upperBound..<end.lowerBound].dropLast())
  #expect(
    table == LayerProperty.documentationTable,
    "docs/scene-format.md: replace the table between the properties markers with:\n\(LayerProperty.documentationTable)")
}

@Test func theTableHasARowPerDeclaredProperty() {
  let rows = LayerProperty.documentationTable.split(separator: "\n")
  #expect(rows.count == LayerProperty.all.count + 2)
  #expect(
    rows.contains(
      "| `borderWidth` | a length ≥ 0 | 0 | all | animates | a border inset from the bounds, following the rounded corners, drawn above the content and sublayers |"
    ))
  #expect(
    rows.contains(
      "| `masksToBounds` or `clipsToBounds` | true/false | false | all | fixed | clips content and children to the rounded bounds, in the layer's own space |"
    ))
}
