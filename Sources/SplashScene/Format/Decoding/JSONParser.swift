/// A strict RFC 8259 JSON parser for the files splashreel reads: scenes, batch manifests, launch
/// configs.
///
/// Ours rather than Foundation's so that errors name an exact line and column with a stable wording
/// and say what was expected there, nesting depth is bounded (hostile input cannot exhaust the
/// stack), and what Foundation lets pass is refused: a trailing comma, duplicate keys.
package struct JSONParser {
  /// Where and why the text is not JSON.
  package struct SyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line.
    package let line: Int
    /// 1-based column, in characters.
    package let column: Int
    package let reason: String
    package var description: String { "malformed JSON at line \(line), column \(column): \(reason)" }

    package init(line: Int, column: Int, reason: String) {
      self.line = line
      self.column = column
      self.reason = reason
    }
  }

  /// The deepest nesting of arrays and objects accepted by default.
  package static let maximumDepth = 64

  private let bytes: [UInt8]
  private let depthLimit: Int
  private var index = 0
  private var depth = 0

  /// Parses one JSON value filling the whole of `bytes` (a UTF-8 byte order mark is skipped),
  /// nested at most `maximumDepth` arrays and objects deep.
  package static func parse(_ bytes: [UInt8], maximumDepth: Int = JSONParser.maximumDepth) throws(SyntaxError)
    -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, depthLimit: maximumDepth)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    if parser.index < bytes.count {
      throw parser.error("unexpected \(parser.describeCurrent()) after the top-level value")
    }
    return value
  }

  private init(bytes: [UInt8], depthLimit: Int) {
    self.bytes = bytes
    self.depthLimit = depthLimit
  }

  // MARK: Values

  private mutating func parseValue() throws(SyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  private mutating func parseObject() throws(SyntaxError) -> JSONValue {
    try enter()
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      depth -= 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw error("unexpected \(describeCurrent()), expected a string key") }
      let keyStart = index
      let key = try parseString()
      if members.contains(where: { $0.key == key }) {
        index = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw error("unexpected \(describeCurrent()), expected ':' after the key") }
      index += 1
      skipWhitespace()
      members.append((key, try parseValue()))
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        try skipComma(before: "}")
        continue
      }
      guard peek(UInt8(ascii: "}")) else { throw error("unexpected \(describeCurrent()), expected ',' or '}'") }
      index += 1
      depth -= 1
      return .object(members)
    }
  }

  private mutating func parseArray() throws(SyntaxError) -> JSONValue {
    try enter()
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        try skipComma(before: "]")
        continue
      }
      guard peek(UInt8(ascii: "]")) else { throw error("unexpected \(describeCurrent()), expected ',' or ']'") }
      index += 1
      depth -= 1
      return .array(elements)
    }
  }

  private mutating func enter() throws(SyntaxError) {
    depth += 1
    if depth > depthLimit { throw error("nesting deeper than \(depthLimit) levels") }
  }

  /// Steps over the comma at `index`; one directly before the container's `end` is an error at the comma.
  private mutating func skipComma(before end: Character) throws(SyntaxError) {
    let comma = index
    index += 1
    skipWhitespace()
    if peek(end.asciiValue!) {
      index = comma
      throw error("trailing comma before '\(end)' (JSON allows none): remove it")
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let start = index
    for byte in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard index < bytes.count, bytes[index] == byte else {
        index = start
        throw error("unexpected \(describeCurrent()), expected a value")
      }
      index += 1
    }
  }

  // MARK: Numbers

  private mutating func parseNumber() throws(SyntaxError) -> String {
    let start = index
    if peek(UInt8(ascii: "-")) { index += 1 }
    if peek(UInt8(ascii: "0")) {
      index += 1
    } else if digitsFollow() {
      skipDigits()
    } else {
      throw error("invalid number: expected a digit")
    }
    if peek(UInt8(ascii: ".")) {
      index += 1
      guard digitsFollow() else { throw error("invalid number: expected a digit after '.'") }
      skipDigits()
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard digitsFollow() else { throw error("invalid number: expected a digit in the exponent") }
      skipDigits()
    }
    if index < bytes.count, isDigit(bytes[index]) { throw error("invalid number: leading zero") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
  private func digitsFollow() -> Bool { index < bytes.count && isDigit(bytes[index]) }
  private mutating func skipDigits() { while digitsFollow() { index += 1 } }

  // MARK: Strings

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1  // the opening quote
    var scalars = String.UnicodeScalarView()
    while true {
      guard index < bytes.count else { throw error("unexpected end of input inside a string") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(scalars)
      case UInt8(ascii: "\\"):
        scalars.append(try parseEscape())
      case 0..<0x20:
        throw error("control character U+\(hex(UInt32(byte), width: 4)) inside a string (escape it)")
      case 0x80...:
        scalars.append(try parseUTF8Scalar())
      default:
        scalars.append(Unicode.Scalar(byte))
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    index += 1
    guard index < bytes.count else { throw error("unexpected end of input inside a string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let escapeStart = index - 2
      let first = try parseHex4(escapeStart)
      if (0xD800...0xDBFF).contains(first) {
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
          index = escapeStart
          throw error("lone surrogate \\u\(hex(first, width: 4))")
        }
        index += 2
        let second = try parseHex4(escapeStart)
        guard (0xDC00...0xDFFF).contains(second) else {
          index = escapeStart
          throw error("lone surrogate \\u\(hex(first, width: 4))")
        }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(first) else {
        index = escapeStart
        throw error("lone surrogate \\u\(hex(first, width: 4))")
      }
      return scalar
    default:
      index -= 2
      if byte >= 0x21 && byte < 0x7F { throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'") }
      throw error("invalid escape: backslash before \(describeByte(byte))")
    }
  }

  private mutating func parseHex4(_ escapeStart: Int) throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        index = escapeStart
        throw error("invalid \\u escape: expected four hexadecimal digits")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  /// Decodes one multi-byte UTF-8 sequence, refusing overlong forms, surrogates and truncation.
  private mutating func parseUTF8Scalar() throws(SyntaxError) -> Unicode.Scalar {
    let lead = bytes[index]
    let count: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      count = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      count = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      count = 4
      value = UInt32(lead & 0x07)
    default: throw error("invalid UTF-8 byte 0x\(hex(UInt32(lead), width: 2))")
    }
    guard index + count <= bytes.count else { throw error("invalid UTF-8: truncated sequence") }
    for k in 1..<count {
      let next = bytes[index + k]
      guard next & 0xC0 == 0x80 else { throw error("invalid UTF-8: truncated sequence") }
      value = value << 6 | UInt32(next & 0x3F)
    }
    let minimum: UInt32 = count == 2 ? 0x80 : count == 3 ? 0x800 : 0x10000
    guard value >= minimum, value <= 0x10FFFF, let scalar = Unicode.Scalar(value) else {
      throw error("invalid UTF-8: overlong or out-of-range sequence")
    }
    index += count
    return scalar
  }

  // MARK: Helpers

  private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
      default: return
      }
    }
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of input" }
    return describeByte(bytes[index])
  }

  private func describeByte(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte >= 0x80 { return "byte 0x\(hex(UInt32(byte), width: 2))" }
    return "character U+\(hex(UInt32(byte), width: 4))"
  }

  private func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// An error at the current position; the column counts characters (UTF-8 continuation bytes do not count).
  private func error(_ reason: String) -> SyntaxError {
    var line = 1
    var column = 1
    let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    for byte in bytes[bom..<max(bom, min(index, bytes.count))] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, reason: reason)
  }
}
