import Foundation
import SplashTestSupport
import Testing

@testable import SplashFiles

/// Outputs never replace inputs, devices or directories; reads take only bounded regular files;
/// temporary files of dead processes do not pile up (issue 13, defects 4, 5, 6, 9, 10).
@Suite struct OutputSafetyTests {
  @Test func aCharacterDeviceIsNeverReplaced() {
    let expected = FileError.refused(
      "/dev/null", "is a character device; splashreel only writes regular files, give a file name")
    #expect(throws: expected) { try AtomicFile.write([1], to: "/dev/null") }
    #expect(throws: FileError.refused("out/", "names a directory; give a file name")) { try OutputPath.check("out/") }
    #expect(throws: FileError.refused("''", "an empty output path; give a file name")) { try OutputPath.check("") }
  }

  @Test func filesOpenedByNameAreCheckedFirst() throws {
    let scratch = TemporaryFolder("files")
    let ten = try scratch.write([UInt8](repeating: 7, count: 10), to: "ten.bin")
    try RegularFile.checkBeforeOpening(ten, limit: 10, kind: "a video layer")
    #expect(throws: FileError.refused(ten, "10 bytes, more than the limit of 9 bytes for a video layer")) {
      try RegularFile.checkBeforeOpening(ten, limit: 9, kind: "a video layer")
    }
    #expect(throws: FileError.refused(scratch.file("gone.zip"), "no such file or directory")) {
      try RegularFile.checkBeforeOpening(scratch.file("gone.zip"), limit: 10, kind: "an archive")
    }
    #expect(throws: FileError.refused(scratch.path, "is a directory, not a regular file")) {
      try RegularFile.checkBeforeOpening(scratch.path, limit: 10, kind: "an archive")
    }
  }

  @Test func namesOver255BytesAreRefusedAndTheTemporaryNameFitsUnder255() throws {
    let scratch = TemporaryFolder("files")
    let long = String(repeating: "n", count: 256)
    #expect(throws: FileError.refused(scratch.file(long), "the file name is 256 bytes, more than the limit of 255")) {
      try AtomicFile.write([1], to: scratch.file(long))
    }
    let longest = String(repeating: "é", count: 125) + ".gif"  // 254 bytes
    let file = try AtomicFile(path: scratch.file(longest))
    let temporaryName = String(file.temporaryPath.split(separator: "/").last!)
    #expect(temporaryName.utf8.count <= 255)
    #expect(temporaryName.hasPrefix(".éé"))
    #expect(temporaryName.hasSuffix(".splashreel-\(getpid())-\(temporaryName.split(separator: "-").last!)"))
    try file.write([7])
    try file.commit()
    #expect(try scratch.contents(longest) == [7])
    #expect(scratch.entries() == [longest])
  }

  @Test func anOutputThatIsAnInputOrInsideAnInputFolderIsRefused() throws {
    let scratch = TemporaryFolder("files")
    try scratch.write([1], to: "in.gif")
    try FileManager.default.createDirectory(atPath: scratch.file("frames"), withIntermediateDirectories: false)
    try scratch.write([2], to: "frames/frame-002.png")
    symlink(scratch.file("in.gif"), scratch.file("link.gif"))
    #expect(
      throws: FileError.refused(
        scratch.file("link.gif"), "is also an input (\(scratch.file("in.gif"))); write the output to another file")
    ) { try OutputPath.check(scratch.file("link.gif"), isNotAnyOf: [scratch.file("in.gif")]) }
    #expect(
      throws: FileError.refused(
        scratch.file("frames/new.gif"),
        "is inside the input folder \(scratch.file("frames")); write the output elsewhere")
    ) { try OutputPath.check(scratch.file("frames/new.gif"), isNotAnyOf: [scratch.file("frames")]) }
    try OutputPath.check(scratch.file("other.gif"), isNotAnyOf: [scratch.file("in.gif"), scratch.file("frames")])
  }

  @Test func temporaryFilesOfDeadProcessesAreRemovedByTheNextWrite() throws {
    let scratch = TemporaryFolder("files")
    // A child that exits at once gives a process id that is certainly not running.
    let dead = try Subprocess.run("/bin/true", []).processIdentifier
    try scratch.write([1], to: ".out.gif.splashreel-\(dead)-3.tmp")
    try scratch.write([2], to: ".out.gif.splashreel-\(getpid())-999999.tmp")
    try scratch.write([3], to: ".out.gif.splashreel-1-2.tmp")  // init never dies
    try scratch.write([4], to: ".notes.splashreel-x-1.tmp")
    try AtomicFile.write([5], to: scratch.file("out.gif"))
    #expect(
      scratch.entries() == [
        ".notes.splashreel-x-1.tmp", ".out.gif.splashreel-1-2.tmp", ".out.gif.splashreel-\(getpid())-999999.tmp",
        "out.gif",
      ])
    #expect(TemporaryFiles.owner(of: ".a.splashreel-12-3.tmp") == 12)
    #expect(TemporaryFiles.owner(of: ".a.splashreel-12.tmp") == nil)
    #expect(TemporaryFiles.owner(of: "a.splashreel-12-3.tmp") == nil)
  }

  @Test func readsTakeOnlyBoundedRegularFiles() throws {
    let scratch = TemporaryFolder("files")
    try scratch.write([1, 2, 3], to: "small.bin")
    #expect(try RegularFile.read(scratch.file("small.bin"), limit: 3) == [1, 2, 3])
    #expect(throws: FileError.refused(scratch.file("small.bin"), "is 3 bytes, more than the limit of 2 bytes")) {
      try RegularFile.read(scratch.file("small.bin"), limit: 2)
    }
    #expect(throws: FileError.refused("/dev/zero", "is a character device, not a regular file")) {
      try RegularFile.read("/dev/zero", limit: 1 << 30)
    }
    #expect(mkfifo(scratch.file("fifo"), 0o600) == 0)
    #expect(throws: FileError.refused(scratch.file("fifo"), "is a FIFO, not a regular file")) {
      try RegularFile.read(scratch.file("fifo"), limit: 100)
    }
    #expect(throws: FileError.refused(scratch.path, "is a directory, not a regular file")) {
      try RegularFile.read(scratch.path, limit: 100)
    }
    let missing = FileError(path: scratch.file("none"), stage: .read, code: ENOENT)
    #expect(throws: missing) { try RegularFile.read(scratch.file("none"), limit: 100) }
    #expect(missing.description == "\(scratch.file("none")): cannot read the file (No such file or directory)")
  }
}

/// The one rule for which files of a folder are frames (`encode`, `diff`, `check`).
@Test func aFolderOfFramesIsItsPNGFilesAndNothingElse() throws {
  let scratch = TemporaryFolder("frames")
  let folder = scratch.path
  #expect(throws: FileError.refused(folder, "the folder holds no .png frames")) {
    try FramesFolder.frameFiles(in: folder)
  }
  for name in ["frame10.png", "frame2.PNG", "frame1.png", ".DS_Store", ".hidden.png"] {
    #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data([0])))
  }
  #expect(
    try FramesFolder.frameFiles(in: folder) == ["frame1.png", "frame2.PNG", "frame10.png"].map { folder + "/" + $0 })
  #expect(FileManager.default.createFile(atPath: folder + "/notes.txt", contents: Data([0])))
  #expect(throws: FileError.refused(folder + "/notes.txt", "not a frame: a folder of frames holds only .png files")) {
    try FramesFolder.frameFiles(in: folder)
  }
  try FileManager.default.removeItem(atPath: folder + "/notes.txt")
  try FileManager.default.createDirectory(atPath: folder + "/sub.png", withIntermediateDirectories: false)
  #expect(throws: FileError.refused(folder + "/sub.png", "not a frame: a folder of frames holds only .png files")) {
    try FramesFolder.frameFiles(in: folder)
  }
  #expect(throws: FileError.refused(folder + "/frame1.png", "is a regular file, not a folder of frames")) {
    try FramesFolder.frameFiles(in: folder + "/frame1.png")
  }
  #expect(throws: FileError.refused(folder + "/none", "no such folder")) {
    try FramesFolder.frameFiles(in: folder + "/none")
  }
}
