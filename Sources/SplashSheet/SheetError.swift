/// Errors from contact sheets. Each message is one line that names the file or value at fault.
public struct SheetError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}
