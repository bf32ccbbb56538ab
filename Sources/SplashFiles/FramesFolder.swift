#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The folder PNG frames are written to: it must not hold older frames, which a later `encode` of
/// the folder would take as part of the animation.
public enum FramesFolder {
  /// Creates `path` when missing; refuses a non-empty folder unless `clean`, in which case its
  /// `frame-*.png` files are deleted first (a folder with any other file is still refused).
  public static func prepare(_ path: String, clean: Bool) throws(FileError) {
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
