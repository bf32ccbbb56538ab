import Foundation
import SplashRender
import SplashScene

/// One job's outcome.
public struct JobReport: Sendable, Encodable {
  public enum Status: String, Sendable, Encodable {
    case rendered
    case upToDate = "up-to-date"
    case failed
  }

  public let id: String
  public let scene: String
  public let device: String
  public let status: Status
  public let hash: String
  public let outputs: [String]
  public let result: RenderResult?
  public let error: String?

  public init(job: BatchJob, status: Status, hash: String, result: RenderResult?, error: String?) {
    id = job.id
    scene = job.sceneReference
    device = job.device.name
    self.status = status
    self.hash = hash
    outputs = job.outputs.map(\.path)
    self.result = result
    self.error = error
  }

  /// `path` relative to the current folder when it is inside it.
  static func shown(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }

  /// "rendered a-40x80@1: out/a-40x80@1.gif, 1234 bytes", "up to date b-40x80@1", "failed …: why".
  public var line: String {
    switch status {
    case .upToDate: return "up to date \(id)"
    case .failed: return "failed \(id): \(error ?? "")"
    case .rendered:
      guard let result else { return "rendered \(id)" }
      let reduced = result.reduced.isEmpty ? "" : " (reduced: \(result.reduced.joined(separator: ", ")))"
      return "rendered \(id): \(outputs.map(Self.shown).joined(separator: ", ")), \(result.bytes) bytes\(reduced)"
    }
  }
}

/// The whole run.
package struct BatchSummary: Sendable, Encodable {
  package let manifest: String
  package let shard: String
  /// Jobs in the whole manifest.
  package let total: Int
  package let jobs: [JobReport]
  package let rendered: Int
  package let upToDate: Int
  package let failed: Int

  package init(manifest: String, shard: Shard, total: Int, jobs: [JobReport]) {
    self.manifest = manifest
    self.shard = shard.description
    self.total = total
    self.jobs = jobs
    rendered = jobs.filter { $0.status == .rendered }.count
    upToDate = jobs.filter { $0.status == .upToDate }.count
    failed = jobs.filter { $0.status == .failed }.count
  }

  /// "batch: nothing to render, all 5 jobs are up to date" or "batch: 2 rendered, 3 up to date, 0 failed".
  package var line: String {
    let scope = shard == "1/1" ? "" : " in shard \(shard) (\(jobs.count) of \(total) jobs)"
    if jobs.isEmpty { return "batch: shard \(shard) has no jobs (the manifest has \(total))" }
    if rendered == 0 && failed == 0 {
      return "batch: nothing to render\(scope), all \(jobs.count) jobs are up to date"
    }
    return "batch: \(rendered) rendered, \(upToDate) up to date, \(failed) failed\(scope)"
  }
}
