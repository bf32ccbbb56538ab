import Glibc

/// Buffered reading of the worker's standard input: lines and byte counts.
struct LineReader {
  let fd: Int32
  private var buffer: [UInt8] = []
  private var start = 0

  init(fd: Int32) { self.fd = fd }

  /// The next line without its `\n`; nil at the end of input or past 64 KiB without one.
  mutating func line() -> String? {
    while true {
      if let end = buffer[start...].firstIndex(of: 10) {
        let line = String(decoding: buffer[start..<end], as: UTF8.self)
        start = end + 1
        return line
      }
      guard buffer.count - start < 65_536, fill() else { return nil }
    }
  }

  /// The next `count` bytes; nil when the input ends first.
  mutating func bytes(_ count: Int) -> [UInt8]? {
    while buffer.count - start < count { guard fill() else { return nil } }
    let bytes = Array(buffer[start..<start + count])
    start += count
    return bytes
  }

  private mutating func fill() -> Bool {
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      buffer += chunk[0..<n]
      return true
    }
  }
}
