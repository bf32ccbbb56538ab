import Foundation
import SplashFiles

extension GIFError {
  /// The encoder's wording of a failed atomic write of the GIF at `failure.path`.
  init(_ failure: FileError) {
    let path = failure.path
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    switch failure.stage {
    case .create where failure.code == ENOENT || failure.code == ENOTDIR:
      self.init("\(path): the directory \(directory) does not exist")
    case .create:
      self.init("\(path): cannot create a file in \(directory)")
    case .write:
      self.init("\(path): write failed: \(failure.reason)")
    case .rename:
      self.init("\(path): cannot move the finished file into place: \(failure.reason)")
    case .read, .refused:
      self.init(failure.description)
    }
  }
}
