import Foundation
import SplashBuildIdentity
import SplashDigest
import SplashTestSupport
import Testing

/// A small source tree: a manifest and two sources.
private func tree(_ name: String) throws -> TemporaryFolder {
  let folder = TemporaryFolder("identity-\(name)")
  let root = folder.url
  try FileManager.default.createDirectory(
    at: root.appendingPathComponent("Sources/B"), withIntermediateDirectories: true)
  try Data("// manifest\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
  try Data("let b = 1\n".utf8).write(to: root.appendingPathComponent("Sources/B/b.swift"))
  try Data("let a = 1\n".utf8).write(to: root.appendingPathComponent("Sources/a.swift"))
  try Data("ignored\n".utf8).write(to: root.appendingPathComponent("Sources/.DS_Store"))
  try Data("not a source\n".utf8).write(to: root.appendingPathComponent("README.md"))
  return folder
}

@Test func theIdentityHashesTheManifestAndTheSourcesInPathOrder() throws {
  let folder = try tree("order")
  let root = folder.url
  #expect(SourceIdentity.files(in: root) == ["Package.swift", "Sources/B/b.swift", "Sources/a.swift"])
  var hash = SHA256()
  hash.update("Package.swift\n12\n// manifest\n")
  hash.update("Sources/B/b.swift\n10\nlet b = 1\n")
  hash.update("Sources/a.swift\n10\nlet a = 1\n")
  #expect(SourceIdentity.compute(root: root) == hash.hexDigest())
}

@Test func touchingAFileLeavesTheIdentityAndChangingItsContentChangesIt() throws {
  let folder = try tree("touch")
  let root = folder.url
  let before = SourceIdentity.compute(root: root)
  let source = root.appendingPathComponent("Sources/B/b.swift")
  for file in [source, root.appendingPathComponent("Package.swift")] {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: file.path)
  }
  #expect(SourceIdentity.compute(root: root) == before)
  // Files outside Sources/ and hidden files do not count.
  try Data("changed\n".utf8).write(to: root.appendingPathComponent("README.md"))
  try Data("changed\n".utf8).write(to: root.appendingPathComponent("Sources/.DS_Store"))
  #expect(SourceIdentity.compute(root: root) == before)
  try Data("let b = 2\n".utf8).write(to: source)
  let changed = SourceIdentity.compute(root: root)
  #expect(changed != before)
  try Data("let b = 1\n".utf8).write(to: source)
  #expect(SourceIdentity.compute(root: root) == before)
  // Moving content from one file to another is a change too.
  try FileManager.default.moveItem(at: source, to: root.appendingPathComponent("Sources/B/c.swift"))
  #expect(SourceIdentity.compute(root: root) != before)
}

/// The identity compiled into this build is the content hash of the checkout it was built from
/// (the build-tool plugin computes it; nobody maintains it by hand).
@Test func theCompiledInIdentityIsTheHashOfThisCheckout() {
  var root = URL(fileURLWithPath: #filePath)
  for _ in 0..<3 { root.deleteLastPathComponent() }
  #expect(BuildIdentity.sources == SourceIdentity.compute(root: root))
}
