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
    /// The frame's indices; the job holds the only reference, so that the caller can take the
    /// storage back (`takeIndices`) for another frame.
    private var indices: [UInt8]

    fileprivate init(indices: [UInt8]) {
      self.indices = indices
      group.enter()
    }

    fileprivate func code(colorCount: Int) {
      data = indices.withUnsafeBufferPointer { ExactLZWCoder.code($0, colorCount: colorCount) }
      group.leave()
    }

    fileprivate func finish(_ data: [UInt8]) {
      self.data = data
      group.leave()
    }

    /// The frame's image data, once coded.
    var result: [UInt8] {
      group.wait()
      return data
    }

    /// Whether the frame is coded (its data ready).
    var isCoded: Bool { group.wait(timeout: .now()) == .success }

    /// The coded indices' storage, once coded (empty for a job that was given its data).
    func takeIndices() -> [UInt8] {
      group.wait()
      var taken: [UInt8] = []
      swap(&taken, &indices)
      return taken
    }
  }

  /// Starts coding `indices`, each below `colorCount`. The job keeps the indices until they
  /// are taken back (`Job.takeIndices`) or the job is released.
  func start(_ indices: consuming [UInt8], colorCount: Int) -> Job {
    let job = Job(indices: indices)
    queue.async { job.code(colorCount: colorCount) }
    return job
  }

  /// A job whose data is already known (frames a lossy coder coded in order).
  func finished(_ data: [UInt8]) -> Job {
    let job = Job(indices: [])
    job.finish(data)
    return job
  }

  /// Codes `indices` on the calling thread.
  func code(_ indices: [UInt8], colorCount: Int) -> [UInt8] {
    indices.withUnsafeBufferPointer { ExactLZWCoder.code($0, colorCount: colorCount) }
  }
}
