import Foundation

/// Reads one pipe to its end on a thread of its own; `data` is whole once `group` is done.
final class PipeDrain: @unchecked Sendable {
  // Written only by the reading block, read only after the group's wait: no lock needed.
  private(set) var data = Data()

  init(_ handle: FileHandle, group: DispatchGroup) {
    DispatchQueue.global().async(group: group) {
      self.data = handle.readDataToEndOfFile()
    }
  }
}
