import Foundation
import SplashTestSupport
import Testing

@testable import SplashFiles

/// `AtomicFile`: the destination is untouched or whole, and the temporary file never outlives a
/// write.
@Suite struct AtomicFileTests {
  @Test func writesTheWholeFileAndNothingElse() throws {
    let scratch = TemporaryFolder("files")
    let path = scratch.file("out.bin")
    try AtomicFile.write([1, 2, 3, 250], to: path)
    #expect(try scratch.contents("out.bin") == [1, 2, 3, 250])
    #expect(scratch.entries() == ["out.bin"])
  }

  @Test func aMissingDirectoryIsNamedWithTheDestination() {
    let scratch = TemporaryFolder("files")
    let path = scratch.file("missing/out.bin")
    let expected = FileError(path: path, stage: .create, code: ENOENT)
    #expect(throws: expected) { try AtomicFile.write([1], to: path) }
    #expect(expected.description == "\(path): cannot write file (No such file or directory)")
    #expect(expected.reason == "No such file or directory")
    #expect(scratch.entries() == [])
  }

  @Test func aDirectoryAtTheDestinationIsRefusedAndLeavesNothing() throws {
    let scratch = TemporaryFolder("files")
    let path = scratch.file("taken")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try scratch.write([9], to: "taken/inside")
    let expected = FileError.refused(path, "is a directory; splashreel only writes regular files, give a file name")
    #expect(throws: expected) { try AtomicFile.write([1, 2], to: path) }
    #expect(expected.description == "\(path): is a directory; splashreel only writes regular files, give a file name")
    // No temporary file beside it, and the directory is as it was.
    #expect(scratch.entries() == ["taken"])
    #expect(try scratch.contents("taken/inside") == [9])
  }

  @Test func aFileUsedAsADirectoryIsNotADirectory() throws {
    let scratch = TemporaryFolder("files")
    try scratch.write([7], to: "plain")
    let path = scratch.file("plain/out.bin")
    let expected = FileError(path: path, stage: .create, code: ENOTDIR)
    #expect(throws: expected) { try AtomicFile.write([1], to: path) }
    #expect(expected.description == "\(path): cannot write file (Not a directory)")
    #expect(scratch.entries() == ["plain"])
  }

  @Test func theTemporaryFileIsAHiddenSiblingUntilCommit() throws {
    let scratch = TemporaryFolder("files")
    let path = scratch.file("movie.gif")
    try scratch.write([0xAA, 0xBB], to: "movie.gif")
    let file = try AtomicFile(path: path)
    let name = String(file.temporaryPath.dropFirst(scratch.path.count + 1))
    #expect(file.temporaryPath.hasPrefix(scratch.path + "/"))
    #expect(name.hasPrefix(".movie.gif.splashreel-\(getpid())-"))
    #expect(name.hasSuffix(".tmp"))
    #expect(!name.dropFirst().contains("/"))

    try file.write([1, 2, 3])
    try file.write([4])
    #expect(file.bytesWritten == 4)
    // Until the commit the destination is the old file and the bytes are in the sibling.
    #expect(try scratch.contents("movie.gif") == [0xAA, 0xBB])
    #expect(try scratch.contents(name) == [1, 2, 3, 4])
    #expect(scratch.entries() == [name, "movie.gif"].sorted())
  }

  @Test func commitReplacesAnExistingFileInOneStep() throws {
    let scratch = TemporaryFolder("files")
    let path = scratch.file("state.json")
    try scratch.write(Array("old".utf8), to: "state.json")
    // A reader that opened the old file keeps reading the old file: the new one is a different
    // file renamed over the name, not the old one rewritten in place.
    let reader = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? reader.close() }

    let file = try AtomicFile(path: path)
    try file.write(Array("new contents".utf8))
    try file.commit()

    #expect(try scratch.contents("state.json") == Array("new contents".utf8))
    #expect(try reader.readToEnd().map { [UInt8]($0) } == Array("old".utf8))
    #expect(scratch.entries() == ["state.json"])
    // Discarding a committed file changes nothing.
    file.discard()
    #expect(try scratch.contents("state.json") == Array("new contents".utf8))
  }

  @Test func discardLeavesNothingAndKeepsTheOldFile() throws {
    let scratch = TemporaryFolder("files")
    try scratch.write([5, 6], to: "kept.png")
    let file = try AtomicFile(path: scratch.file("kept.png"))
    try file.write([1, 2, 3])
    file.discard()
    file.discard()
    #expect(scratch.entries() == ["kept.png"])
    #expect(try scratch.contents("kept.png") == [5, 6])

    let fresh = try AtomicFile(path: scratch.file("never.png"))
    try fresh.write([1])
    fresh.discard()
    #expect(scratch.entries() == ["kept.png"])
  }

  @Test func anUncommittedFileIsRemovedWhenReleased() throws {
    let scratch = TemporaryFolder("files")
    do {
      let file = try AtomicFile(path: scratch.file("dropped.bin"))
      try file.write([1, 2])
      #expect(scratch.entries().count == 1)
    }
    #expect(scratch.entries() == [])
  }

  @Test func permissionsAreGivenToTheNewFile() throws {
    let scratch = TemporaryFolder("files")
    let path = scratch.file("private.bin")
    try AtomicFile.write([1], to: path, permissions: 0o600)
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test func staleTemporaryFilesWithTheNextNamesAreSteppedOver() throws {
    let scratch = TemporaryFolder("files")
    let path = scratch.file("out.bin")
    // Learn this process's current temporary number, then plant the next 64 names as stale files
    // (left by an earlier process with the same id). Tests running in parallel share the counter
    // but write in their own directories, so they can only use up some of the planted names.
    let probe = try AtomicFile(path: path)
    probe.discard()
    let number = Int(probe.temporaryPath.split(separator: "-").last!.dropLast(4))!
    let stale = (number + 1...number + 64).map { ".out.bin.splashreel-\(getpid())-\($0).tmp" }
    for name in stale { try scratch.write([0], to: name) }
    try AtomicFile.write([42], to: path)
    #expect(try scratch.contents("out.bin") == [42])
    #expect(scratch.entries() == (stale + ["out.bin"]).sorted())
  }

  @Test func manyWritesInParallelEachLandWhole() throws {
    let scratch = TemporaryFolder("files")
    DispatchQueue.concurrentPerform(iterations: 16) { k in
      try! AtomicFile.write(
        [UInt8](repeating: UInt8(k), count: 1000 + k), to: scratch.file("f\(k)"))
    }
    #expect(scratch.entries() == (0..<16).map { "f\($0)" }.sorted())
    for k in 0..<16 {
      #expect(try scratch.contents("f\(k)") == [UInt8](repeating: UInt8(k), count: 1000 + k))
    }
  }
}
