import Foundation

/// Reads one pipe to its end on a thread of its own, then closes it; `data` is whole once
/// `group` is done.
final class PipeDrain: @unchecked Sendable {
  // Written only by the reading block, read only after the group's wait: no lock needed.
  private(set) var data = Data()

  init(_ fd: Int32, group: DispatchGroup) {
    DispatchQueue.global().async(group: group) {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        self.data.append(contentsOf: buffer[0..<n])
      }
      close(fd)
    }
  }
}
