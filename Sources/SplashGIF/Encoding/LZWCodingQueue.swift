import Foundation

/// LZW-codes finished frames on background threads (`ExactLZWCoder`), so that coding a frame
/// overlaps reading, mapping and comparing the next ones. The caller bounds how many frames are
/// in flight and takes their data in frame order, so the file does not depend on timing.
final class LZWCodingQueue: @unchecked Sendable {
  private let queue = DispatchQueue(label: "splashreel.gif.lzw", attributes: .concurrent)

  /// One frame being coded.
  final class Job: @unchecked Sendable {
    private let group = DispatchGroup()
    private var data: [UInt8] = []

    fileprivate init() { group.enter() }

    fileprivate func finish(_ data: [UInt8]) {
      self.data = data
      group.leave()
    }

    /// The frame's image data, once coded.
    var result: [UInt8] {
      group.wait()
      return data
    }
  }

  /// Starts coding `indices`, each below `colorCount`. The indices are released as soon as
  /// they are coded.
  func start(_ indices: [UInt8], colorCount: Int) -> Job {
    let job = Job()
    queue.async { [self] in
      job.finish(code(indices, colorCount: colorCount))
    }
    return job
  }

  /// A job whose data is already known (frames a lossy coder coded in order).
  func finished(_ data: [UInt8]) -> Job {
    let job = Job()
    job.finish(data)
    return job
  }

  /// Codes `indices` on the calling thread.
  func code(_ indices: [UInt8], colorCount: Int) -> [UInt8] {
    indices.withUnsafeBufferPointer { ExactLZWCoder.code($0, colorCount: colorCount) }
  }
}
