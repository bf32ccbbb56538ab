import Foundation
import SplashFiles
import SplashScene

/// What a batch rendered last time: per job id, the input hash and the files it wrote, kept in
/// `.splashreel-batch.json` beside the outputs.
///
/// A job is up to date when its recorded hash equals its current one and every file it wrote
/// is still there. Updates take an exclusive `flock` on `.splashreel-batch.lock` and re-read the
/// file, so shards running at the same time on one output folder keep each other's entries.
public struct BatchState: Sendable, Equatable {
  /// One job's record.
  public struct Record: Sendable, Equatable, Codable {
    public var hash: String
    /// File names inside the output folder.
    public var outputs: [String]

    public init(hash: String, outputs: [String]) {
      self.hash = hash
      self.outputs = outputs
    }
  }

  public static let fileName = ".splashreel-batch.json"
  public static let lockName = ".splashreel-batch.lock"

  public var records: [String: Record]

  public init(records: [String: Record] = [:]) {
    self.records = records
  }

  /// Whether `job` needs no rendering: same hash, every output present.
  public func isUpToDate(_ job: BatchJob, hash: String) -> Bool {
    guard let record = records[job.id], record.hash == hash else { return false }
    let expected = job.outputs.map(\.lastPathComponent)
    guard record.outputs == expected else { return false }
    return expected.allSatisfy {
      FileManager.default.fileExists(atPath: job.outputDirectory.appendingPathComponent($0).path)
    }
  }

  /// The state in `directory`; empty when there is none yet. A file that does not parse is an
  /// error naming it (delete it, or run with --force, to start over).
  public static func load(from directory: URL) throws(BatchError) -> BatchState {
    let url = directory.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else { return BatchState() }
    do {
      let file = try JSONDecoder().decode(StateFile.self, from: data)
      guard file.format == 1 else { throw BatchError("format \(file.format)") }
      return BatchState(records: file.jobs)
    } catch {
      throw BatchError(
        "\(url.path): not a batch state file this splashreel reads; delete it to render everything again"
      )
    }
  }

  /// Records `record` for `id` in `directory`'s state file, under the lock.
  public static func record(_ id: String, _ record: Record, in directory: URL) throws(BatchError) {
    try withLock(in: directory) { () throws(BatchError) in
      var state = try load(from: directory)
      state.records[id] = record
      try state.write(to: directory)
    }
  }

  private func write(to directory: URL) throws(BatchError) {
    let url = directory.appendingPathComponent(Self.fileName)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let bytes: Data
    do {
      bytes = try encoder.encode(StateFile(format: 1, jobs: records))
    } catch {
      throw BatchError("\(url.path): cannot write the batch state (\(error))")
    }
    do {
      try AtomicFile.write([UInt8](bytes), to: url.path)
    } catch {
      throw BatchError("\(url.path): cannot write the batch state (\(error.reason))")
    }
  }

  private static func withLock(in directory: URL, _ body: () throws(BatchError) -> Void) throws(BatchError) {
    try FileLock.withExclusiveLock(
      at: directory.appendingPathComponent(lockName).path,
      failure: { failure in
        switch failure.stage {
        case .open: BatchError("\(failure.path): cannot open the batch lock (\(failure.reason))")
        case .lock: BatchError("\(failure.path): cannot lock (\(failure.reason))")
        }
      }, body)
  }
}

/// The JSON shape of the state file.
private struct StateFile: Codable {
  let format: Int
  let jobs: [String: BatchState.Record]
}
