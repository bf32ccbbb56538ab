/// When a golden check writes the golden instead of (or after) comparing, as in swift-snapshot-testing.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write the golden only when it does not exist yet (the local default).
  case missing
  /// Always write the golden; nothing is compared.
  case all
  /// Write the golden when it is missing or the comparison fails (the failure is still reported).
  case failed
  /// Never write; a missing golden is a failure (always on CI).
  case never

  /// The mode from an explicit choice (a `--record` option), else `SPLASHREEL_RECORD`, else
  /// `missing`; `CI=true` forces `never` whatever was asked.
  package static func resolve(_ explicit: String?, environment: [String: String]) throws(DiffError) -> RecordMode {
    let asked = explicit ?? environment["SPLASHREEL_RECORD"]
    var mode = RecordMode.missing
    if let asked {
      guard let parsed = RecordMode(rawValue: asked) else {
        let source = explicit != nil ? "--record" : "SPLASHREEL_RECORD"
        throw DiffError("\(source) must be one of missing, all, failed, never; got '\(asked)'")
      }
      mode = parsed
    }
    if environment["CI"]?.lowercased() == "true" { mode = .never }
    return mode
  }
}
