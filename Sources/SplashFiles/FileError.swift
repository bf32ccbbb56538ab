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
    /// Reading an input (`RegularFile.read`).
    case read
    /// A check refused the path before anything was read or written (`detail` says why).
    case refused
  }

  /// The destination the caller asked for (never the temporary file's name).
  public let path: String
  public let stage: Stage
  /// The `errno` value.
  public let code: Int32
  /// What a `.refused` check found, in words ("is a FIFO, not a regular file").
  public let detail: String?

  public init(path: String, stage: Stage, code: Int32, detail: String? = nil) {
    self.path = path
    self.stage = stage
    self.code = code
    self.detail = detail
  }

  /// A refusal with its one-line reason.
  package static func refused(_ path: String, _ detail: String) -> FileError {
    FileError(path: path, stage: .refused, code: 0, detail: detail)
  }

  /// `strerror`'s text for `code`, e.g. "No such file or directory".
  public var reason: String {
    String(cString: strerror(code))
  }

  public var description: String {
    switch stage {
    case .refused: "\(path): \(detail ?? reason)"
    case .read: "\(path): cannot read the file (\(reason))"
    case .create, .write, .rename: "\(path): cannot write file (\(reason))"
    }
  }
}
