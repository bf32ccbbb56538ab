import SplashFiles

/// Errors from frame sequences: frames of different sizes, a frame folder that cannot be read or
/// holds something other than PNGs. Each message is one line that names the file or frame at fault.
public struct FramesError: MessageError {
  /// The one-line message shown to the user.
  public let description: String
  /// The error this one reports, when there is one (a file operation's).
  public let cause: (any Error)?

  /// An error with this one-line message, caused by `cause` when there is one.
  public init(_ description: String, cause: (any Error)?) {
    self.description = description
    self.cause = cause
  }
}
