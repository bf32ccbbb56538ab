extension JSONValue {
  /// The value as JSON text, two spaces an indent level, members in their order; strings escaped
  /// as JSON requires (quote, backslash, control characters), everything else as it is.
  package func written(indent: String = "") -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let text): return text
    case .string(let text): return Self.quoted(text)
    case .array(let items):
      if items.isEmpty { return "[]" }
      if items.allSatisfy(\.isScalar) { return "[" + items.map { $0.written() }.joined(separator: ", ") + "]" }
      return "[\n" + items.map { inner + $0.written(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      return "{\n"
        + members.map { inner + Self.quoted($0.key) + ": " + $0.value.written(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "}"
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped
  /// (`\n`, `\t`, `\r`, else `\u00XX`), everything else as it is. Also the launch cache's writer.
  package static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      default:
        if scalar.value < 0x20 {
          result +=
            "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
            + String(scalar.value, radix: 16)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
