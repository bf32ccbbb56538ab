import SplashScene
import Testing
@testable import SplashLaunch

private func parse(_ text: String) throws(JSONParser.SyntaxError) -> JSONValue {
  try JSONParser.parse(Array(text.utf8))
}

private func syntaxError(_ text: String) -> String? {
  do {
    _ = try parse(text)
    return nil
  } catch {
    return error.description
  }
}

@Test func parsesEveryKindOfValueKeepingNumbersAsWritten() throws {
  let value = try parse(#" {"a": [1, -2.5e3, true, false, null], "b": "x\u00e9\n\ud83d\ude00", "c": {}} "#)
  #expect(
    value
      == .object([
        ("a", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
        ("b", .string("xé\n😀")),
        ("c", .object([])),
      ]))
  #expect(value["a"] == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null]))
  #expect(JSONValue.number("0").integer == 0)
  #expect(JSONValue.number("1.0").integer == nil)
}

@Test func skipsAUTF8ByteOrderMark() throws {
  #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number("1")]))
  #expect(throws: JSONParser.SyntaxError(line: 1, column: 2, reason: "unexpected 'x', expected a value")) {
    try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[x]".utf8))
  }
}

@Test(arguments: [
  ("", "malformed JSON at line 1, column 1: unexpected end of input, expected a value"),
  ("{\"a\": 1,}", "malformed JSON at line 1, column 8: trailing comma before '}' (JSON allows none): remove it"),
  ("[1,\n  2,\n]", "malformed JSON at line 2, column 4: trailing comma before ']' (JSON allows none): remove it"),
  ("{\"a\": 1, 2}", "malformed JSON at line 1, column 10: unexpected '2', expected a string key"),
  ("{\"a\" 1}", "malformed JSON at line 1, column 6: unexpected '1', expected ':' after the key"),
  ("{\n  \"a\": 1\n  \"b\": 2\n}", "malformed JSON at line 3, column 3: unexpected '\"', expected ',' or '}'"),
  ("[1 2]", "malformed JSON at line 1, column 4: unexpected '2', expected ',' or ']'"),
  ("{\"a\": 1, \"a\": 2}", "malformed JSON at line 1, column 10: duplicate key \"a\""),
  ("[01]", "malformed JSON at line 1, column 3: invalid number: leading zero"),
  ("[1.]", "malformed JSON at line 1, column 4: invalid number: expected a digit after '.'"),
  ("[-]", "malformed JSON at line 1, column 3: invalid number: expected a digit"),
  ("[1e]", "malformed JSON at line 1, column 4: invalid number: expected a digit in the exponent"),
  ("[tru]", "malformed JSON at line 1, column 2: unexpected 't', expected a value"),
  ("{\"a\": 'x'}", "malformed JSON at line 1, column 7: unexpected ''', expected a value"),
  ("\"abc", "malformed JSON at line 1, column 5: unexpected end of input inside a string"),
  ("\"a\tb\"", "malformed JSON at line 1, column 3: control character U+0009 inside a string (escape it)"),
  ("\"a\\qb\"", "malformed JSON at line 1, column 3: invalid escape '\\q'"),
  ("\"a\\ b\"", "malformed JSON at line 1, column 3: invalid escape: backslash before character U+0020"),
  ("\"\\u12G4\"", "malformed JSON at line 1, column 2: invalid \\u escape: expected four hexadecimal digits"),
  ("\"\\ud800x\"", "malformed JSON at line 1, column 2: lone surrogate \\uD800"),
  ("\"é\" x", "malformed JSON at line 1, column 5: unexpected 'x' after the top-level value"),
  ("{} {}", "malformed JSON at line 1, column 4: unexpected '{' after the top-level value"),
])
func reportsLineColumnAndReason(text: String, message: String) {
  #expect(syntaxError(text) == message)
}

@Test func refusesInvalidUTF8() {
  #expect(throws: JSONParser.SyntaxError(line: 1, column: 3, reason: "invalid UTF-8 byte 0xFF")) {
    try JSONParser.parse([0x22, 0x61, 0xFF, 0x22])
  }
  #expect(throws: JSONParser.SyntaxError(line: 1, column: 2, reason: "invalid UTF-8: overlong or out-of-range sequence")) {
    try JSONParser.parse([0x22, 0xE0, 0x80, 0xAF, 0x22])
  }
  #expect(throws: JSONParser.SyntaxError(line: 1, column: 2, reason: "invalid UTF-8: truncated sequence")) {
    try JSONParser.parse([0x22, 0xE4, 0xB8])
  }
}

@Test func boundsTheNestingDepth() throws {
  let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
  _ = try parse(deepest)
  let tooDeep = String(repeating: "[", count: 100_000)
  #expect(syntaxError(tooDeep) == "malformed JSON at line 1, column 65: nesting deeper than 64 levels")
}

@Test func briefQuotesStringsOnOneLineAndCutsLongOnes() {
  #expect(JSONValue.string("a\"b\n").brief == #""a\"b\n""#)
  #expect(JSONValue.string(String(repeating: "x", count: 61)).brief == "\"" + String(repeating: "x", count: 60) + "…\"")
  #expect(JSONValue.array([]).brief == "an array")
  #expect(JSONValue.object([]).brief == "an object")
  #expect(JSONValue.number("2.50").brief == "2.50")
}
