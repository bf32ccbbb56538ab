/// A parsed JSON value that keeps what the config checks need: numbers as written (so `1` and `1.0`
/// can be told apart) and object members in file order.
package indirect enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  /// The number exactly as written in the file, e.g. `"0"`, `"-3"`, `"1.5e2"`.
  case number(String)
  case string(String)
  case array([JSONValue])
  /// Members in file order; keys are unique (the parser rejects duplicates).
  case object([(key: String, value: JSONValue)])

  package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  /// The member named `key` when this is an object.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The number as an integer when it is written as one (`3`, `-1`), else nil.
  package var integer: Int? {
    guard case .number(let text) = self else { return nil }
    return Int(text)
  }

  /// A short rendering for error messages: strings quoted, containers by kind, long text cut.
  package var brief: String {
    switch self {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let text): return text
    case .string(let s):
      let escaped = s.unicodeScalars.map { $0.value < 0x20 || $0 == "\"" || $0 == "\\" ? $0.escaped(asASCII: true) : String($0) }.joined()
      let cut = escaped.count > 60 ? String(escaped.prefix(60)) + "…" : escaped
      return "\"\(cut)\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}
