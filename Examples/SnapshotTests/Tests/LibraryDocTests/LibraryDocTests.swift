import Foundation
import Testing

/// docs/library.md, read where this package sits in the checkout.
private let doc = try! String(
  contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "../../../../docs/library.md"),
  encoding: .utf8)

/// Every ```swift block of the document was compiled into this target, checked against the
/// example file it shows, or found in the source it quotes: none was skipped.
@Test func everySwiftBlockOfTheLibraryDocumentIsCheckedOrCompiled() {
  let blocks = doc.components(separatedBy: "\n").filter { $0 == "```swift" }.count
  #expect(librarySnippetLines.count + libraryShownFiles.count + libraryExcerptSources.count == blocks)
  #expect(libraryShownFiles == ["Package.swift", "Tests/WelcomeSnapshotTests/WelcomeBackTests.swift"])
  #expect(librarySnippetLines.count >= 4)
}
