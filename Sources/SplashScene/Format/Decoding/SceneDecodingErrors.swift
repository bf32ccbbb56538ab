import Foundation

/// Turns what `JSONSerialization` and `JSONDecoder` throw into one-line `SceneError`s that name the
/// file and the JSON path.
enum SceneDecodingErrors {
  /// The message for a file whose bytes are not JSON, with a line and column when Foundation gives
  /// a character offset.
  static func syntax(_ error: any Error, data: Data, file: String) -> SceneError {
    let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
    if let range = detail.range(of: #"character (\d+)"#, options: .regularExpression),
      let offset = Int(detail[range].dropFirst("character ".count))
    {
      var line = 1
      var column = 1
      for byte in data.prefix(offset) {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      // Foundation stops at 512 levels of arrays and objects and words it as "too many nested".
      let what = detail.lowercased().contains("nested") ? "nested more than 512 levels deep" : "syntax error"
      return SceneError("\(file): not valid JSON: \(what) at line \(line), column \(column)")
    }
    let reason = detail.hasSuffix(".") ? String(detail.dropLast()) : detail
    return SceneError("\(file): not valid JSON: \(reason.prefix(1).lowercased() + reason.dropFirst())")
  }

  /// The message for a decoding failure; `json` is the same document as `JSONSerialization` read it,
  /// used to say what was found where something else was expected.
  static func message(_ error: DecodingError, json: Any, file: String) -> SceneError {
    switch error {
    case .dataCorrupted(let context):
      return located(file, context.codingPath, context.debugDescription)
    case .typeMismatch(let type, let context):
      let found = describe(value(at: context.codingPath, in: json))
      return located(file, context.codingPath, "expected \(expected(type)), got \(found)")
    case .valueNotFound(let type, let context):
      return located(file, context.codingPath, "expected \(expected(type)), got null")
    case .keyNotFound(let key, let context):
      return located(file, context.codingPath, "missing key '\(key.stringValue)'")
    @unknown default:
      return SceneError("\(file): \(error)")
    }
  }

  private static func located(_ file: String, _ codingPath: [any CodingKey], _ message: String) -> SceneError {
    let path = SceneDecoding.path(codingPath)
    return SceneError(path.isEmpty ? "\(file): \(message)" : "\(file): \(path): \(message)")
  }

  private static func expected(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type, is Int.Type: "a number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is [Any].Type: "a list"
    default: "\(type)".hasPrefix("Array") ? "a list" : "an object"
    }
  }

  /// The JSON value at `codingPath`, or nil when the path leaves the document.
  static func value(at codingPath: [any CodingKey], in json: Any) -> Any? {
    var current: Any = json
    for key in codingPath {
      if let index = key.intValue, let array = current as? [Any], array.indices.contains(index) {
        current = array[index]
      } else if let object = current as? [String: Any], let next = object[key.stringValue] {
        current = next
      } else {
        return nil
      }
    }
    return current
  }

  /// A short description of a JSON value: `a string "12"`, `a number 3`, `true`, `a list`, `an object`.
  static func describe(_ value: Any?) -> String {
    switch value {
    case nil, is NSNull: return "null"
    case let string as String:
      let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
      return "a string \"\(shown)\""
    case let number as NSNumber:
      // Foundation reads true/false as a boolean subclass of NSNumber.
      if "\(type(of: number))".contains("Boolean") { return number.boolValue ? "true" : "false" }
      return "a number \(number)"
    case is [Any]: return "a list"
    default: return "an object"
    }
  }
}
