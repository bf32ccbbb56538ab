import Foundation

/// Writes a comparison's artefacts into a folder: `report.json` and `summary.md`.
public final class ComparisonArtefacts {
  public let directory: String

  /// Creates `directory` if needed.
  public init(directory: String) throws(DiffError) {
    self.directory = directory
    try AtomicWrite.makeDirectory(directory)
  }

  /// Receives each compared sample while the comparison runs.
  public func observe(_ observation: AnimationComparator.Observation) throws {}

  /// Writes the report files; returns the paths written.
  public func finish(_ report: ComparisonReport) throws -> [String] {
    let json = path("report.json")
    let summary = path("summary.md")
    try AtomicWrite.write(report.json(), to: json)
    try AtomicWrite.write(Array(report.markdown(artefacts: ["report.json"]).utf8), to: summary)
    return [json, summary]
  }

  private func path(_ name: String) -> String {
    (directory as NSString).appendingPathComponent(name)
  }
}
