#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks on where an output goes, made before anything is drawn or written: a usable file name,
/// never a directory, device, FIFO or socket, and never one of the files the command reads.
package enum OutputPath {
  /// The longest file name (one path component) the common file systems take, in bytes.
  package static let maximumNameBytes = 255

  /// Refuses an empty path, a path that names a directory (`out/`), a file name over 255 bytes,
  /// and an existing destination that is not a regular file (also behind a symbolic link).
  package static func check(_ path: String) throws(FileError) {
    guard !path.isEmpty else { throw FileError.refused("''", "an empty output path; give a file name") }
    guard !path.hasSuffix("/"), let name = path.split(separator: "/").last, name != ".", name != ".." else {
      throw FileError.refused(path, "names a directory; give a file name")
    }
    guard name.utf8.count <= maximumNameBytes else {
      throw FileError.refused(
        path, "the file name is \(name.utf8.count) bytes, more than the limit of \(maximumNameBytes)")
    }
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFLNK {
      // The rename replaces the link itself; still refuse a link that points at a device.
      guard stat(path, &info) == 0 else { return }
    }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG || type == S_IFLNK else {
      throw FileError.refused(
        path, "is \(RegularFile.kind(info.st_mode)); splashreel only writes regular files, give a file name")
    }
  }

  /// The folder part of `path`, "" when it has none (`a` → "", `x/a` → "x", `/a` → "/").
  package static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `name` as one safe path component for an output file name: `/`, `\`, NUL and control
  /// characters become `_`, leading dots go (no hidden names, no `.` or `..`), at most 100 bytes;
  /// `fallback` when nothing is left.
  package static func safeComponent(_ name: String, fallback: String = "scene") -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in name.unicodeScalars {
      let unsafe = scalar == "/" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7F
      scalars.append(unsafe ? "_" : scalar)
    }
    var text = Substring(String(scalars))
    while text.hasPrefix(".") { text = text.dropFirst() }
    while text.utf8.count > 100 { text = text.dropLast() }
    return text.isEmpty ? fallback : String(text)
  }

  /// Refuses `output` when it is one of `inputs` (the same file, through any name or link), or lies
  /// directly in an input that is a directory (a folder of frames being read). Missing paths pass.
  package static func check(_ output: String, isNotAnyOf inputs: [String]) throws(FileError) {
    var target = stat()
    let exists = stat(output, &target) == 0
    var folder = stat()
    let folderExists = stat(AtomicFile.directory(of: output), &folder) == 0
    for input in inputs {
      var info = stat()
      guard stat(input, &info) == 0 else { continue }
      if exists, info.st_dev == target.st_dev, info.st_ino == target.st_ino {
        throw FileError.refused(output, "is also an input (\(input)); write the output to another file")
      }
      if folderExists, info.st_mode & S_IFMT == S_IFDIR, info.st_dev == folder.st_dev, info.st_ino == folder.st_ino {
        throw FileError.refused(output, "is inside the input folder \(input); write the output elsewhere")
      }
    }
  }
}
