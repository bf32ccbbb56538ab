import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folders of PNG frames: the one rule for which files of a folder are frames (`encode`, `diff`
/// and `check` read folders by it), and the folder `render --frames` writes to, which must not hold
/// older frames a later `encode` of the folder would take as part of the animation.
package enum FramesFolder {
  /// The frames of `directory`, as paths in playing order: every visible entry (a name not
  /// starting with ".") must be a file whose name ends in `.png` (any case), and those are the
  /// frames, in file-name order with numbers compared as numbers (`frame2.png` before
  /// `frame10.png`). Any other visible entry — `notes.txt`, a subfolder — is an error naming it,
  /// so nothing is left out silently; so is a folder with no frames. Whether each file really is
  /// a PNG, and its size, is for the reader to check.
  package static func frameFiles(in directory: String) throws(FileError) -> [String] {
    var info = stat()
    guard stat(directory, &info) == 0 else { throw FileError.refused(directory, "no such folder") }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FileError.refused(directory, "is \(RegularFile.kind(info.st_mode)), not a folder of frames")
    }
    guard let dir = opendir(directory) else { throw FileError(path: directory, stage: .read, code: errno) }
    closedir(dir)
    let names = entries(directory).filter { !$0.hasPrefix(".") }
      .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    var frames: [String] = []
    for name in names {
      let path = (directory.hasSuffix("/") ? directory : directory + "/") + name
      var entry = stat()
      let isFile = stat(path, &entry) == 0 && entry.st_mode & S_IFMT == S_IFREG
      guard isFile && name.lowercased().hasSuffix(".png") else {
        throw FileError.refused(path, "not a frame: a folder of frames holds only .png files")
      }
      frames.append(path)
    }
    guard !frames.isEmpty else { throw FileError.refused(directory, "the folder holds no .png frames") }
    return frames
  }

  /// Creates `path` when missing; refuses a non-empty folder unless `clean`, in which case its
  /// `frame-*.png` files are deleted first (a folder with any other file is still refused).
  package static func prepare(_ path: String, clean: Bool) throws(FileError) {
    var info = stat()
    if stat(path, &info) != 0 {
      return  // The writer creates it.
    }
    guard info.st_mode & S_IFMT == S_IFDIR else {
      throw FileError.refused(path, "is \(RegularFile.kind(info.st_mode)), not a folder for frames")
    }
    let names = entries(path)
    guard !names.isEmpty else { return }
    let frames = names.filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }
    guard clean else {
      throw FileError.refused(
        path,
        "already holds \(names.count) files; give --clean-frames to delete its frame-*.png files, or an empty folder")
    }
    guard frames.count == names.count else {
      let other = names.first { !frames.contains($0) }!
      throw FileError.refused(path, "holds '\(other)', which is not a frame; give an empty folder")
    }
    for name in frames where unlink(path + "/" + name) != 0 {
      throw FileError(path: path + "/" + name, stage: .write, code: errno)
    }
  }

  /// The names in `path` other than `.` and `..`, sorted.
  static func entries(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
