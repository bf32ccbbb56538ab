/// One server-sent event: a name (`reload`, `error`, `export`) and a line of JSON data.
package struct ServerEvent: Sendable, Equatable {
  package var name: String
  package var data: String

  package init(name: String, data: String) {
    self.name = name
    self.data = data
  }

  /// `event: <name>\ndata: <data>\n\n` (the data has no newline: JSON on one line).
  var encoded: [UInt8] {
    Array("event: \(name)\ndata: \(data.replacingOccurrences(of: "\n", with: " "))\n\n".utf8)
  }
}
