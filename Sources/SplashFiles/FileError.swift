#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why writing a file failed: the file, the step that failed and the system's error number.
///
/// `description` is the one-line message `"<path>: cannot write file (<reason>)"`; domains that
/// word their messages differently read `stage` and `code`.
public struct FileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The step of an atomic write that failed.
  public enum Stage: Sendable {
    /// Creating the temporary file beside the destination.
    case create
    /// Writing, flushing (`fsync`) or closing the temporary file.
    case write
    /// Renaming the finished temporary file over the destination.
    case rename
  }

  /// The destination the caller asked for (never the temporary file's name).
  public let path: String
  public let stage: Stage
  /// The `errno` value.
  public let code: Int32

  public init(path: String, stage: Stage, code: Int32) {
    self.path = path
    self.stage = stage
    self.code = code
  }

  /// `strerror`'s text for `code`, e.g. "No such file or directory".
  public var reason: String {
    String(cString: strerror(code))
  }

  public var description: String {
    "\(path): cannot write file (\(reason))"
  }
}
