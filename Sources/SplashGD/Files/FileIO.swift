import SplashFiles

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-file reads with one-line errors that name the file (atomic writes: `SplashFiles.AtomicFile`).
enum FileIO {
  /// The largest file read: an image within the pixel budget is far smaller.
  static let maximumFileSize = 256 << 20

  /// The bytes of a regular file (FIFOs, devices and directories refused); `"<path>: cannot read
  /// file (<reason>)"` on failure.
  static func read(_ path: String) throws(GDError) -> [UInt8] {
    do {
      return try RegularFile.read(path, limit: maximumFileSize)
    } catch {
      switch error.stage {
      case .refused: throw GDError(error)
      default: throw GDError("\(path): cannot read file (\(describe(error.code)))", cause: error)
      }
    }
  }

  private static func readError(_ path: String) -> GDError {
    GDError("\(path): cannot read file (\(describe(errno)))")
  }

  /// `strerror`'s text for an errno value, e.g. "No such file or directory".
  static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}
