import Foundation
import SplashFiles

extension GIFError {
  /// The encoder's wording of a failed atomic write of the GIF at `failure.path` (named apart
  /// from `MessageError`'s `init(_:)`, which keeps a file error's own message).
  init(writing failure: FileError) {
    self.init(Self.message(failure), cause: failure)
  }

  private static func message(_ failure: FileError) -> String {
    let path = failure.path
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    switch failure.stage {
    case .create where failure.code == ENOENT || failure.code == ENOTDIR:
      return "\(path): the directory \(directory) does not exist"
    case .create:
      return "\(path): cannot create a file in \(directory)"
    case .write:
      return "\(path): write failed: \(failure.reason)"
    case .rename:
      return "\(path): cannot move the finished file into place: \(failure.reason)"
    case .read, .refused:
      return failure.description
    }
  }
}
