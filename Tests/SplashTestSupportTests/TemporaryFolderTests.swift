import Foundation
import SplashTestSupport
import Testing

/// Self-cleaning folders: where they are made, what they hold, and that nothing is left.
@Suite struct TemporaryFolderTests {
  private func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  @Test func aFolderIsMadeUnderTMPDIRWithThePrefixAndRemovedWhenReleased() throws {
    var base = NSTemporaryDirectory()
    if !base.hasSuffix("/") { base += "/" }
    var folder: TemporaryFolder? = TemporaryFolder("check")
    let path = folder!.path
    #expect(path.hasPrefix(base + "splashreel-tests-check-"))
    #expect(path.count == (base + "splashreel-tests-check-").count + 6)
    #expect(folder!.entries() == [])
    try folder!.write("text", to: "a/b/c.txt")
    try folder!.write([1, 2, 3], to: ".hidden")
    try folder!.folder("empty/inner")
    #expect(folder!.entries() == [".hidden", "a", "empty"])
    #expect(folder!.entries("a/b") == ["c.txt"])
    #expect(try folder!.contents("a/b/c.txt") == Array("text".utf8))
    #expect(try folder!.contents(".hidden") == [1, 2, 3])
    #expect(folder!.url("a").path == path + "/a")
    folder = nil
    #expect(!exists(path))
  }

  @Test func twoFoldersOfOneLabelNeverShareAPath() {
    let one = TemporaryFolder("same")
    let two = TemporaryFolder("same")
    #expect(one.path != two.path)
    #expect(exists(one.path) && exists(two.path))
  }

  @Test func withTemporaryFolderRemovesTheFolderWhenTheBodyReturnsOrThrows() throws {
    let returned = try withTemporaryFolder("body") { folder in
      try folder.write("x", to: "x.txt")
      return folder.path
    }
    #expect(!exists(returned))
    struct Stop: Error {}
    var thrown = ""
    #expect(throws: Stop.self) {
      try withTemporaryFolder("body") { folder in
        thrown = folder.path
        try folder.write("x", to: "x.txt")
        throw Stop()
      }
    }
    #expect(!thrown.isEmpty && !exists(thrown))
  }
}
