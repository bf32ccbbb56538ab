/// A length in points written as a JSON number (`120`) or an expression over the screen
/// (`"W*1040/720"`, `"H-120"`, `"(W-120)/2"`).
public struct Length: Sendable, Hashable {
  /// The text as written (a number is written back as its shortest form).
  public let source: String
  package let expression: Expression

  /// A constant length.
  public init(_ value: Double) {
    source = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    expression = .number(value)
  }

  /// Parses an expression that must give a number.
  public init(_ source: String) throws(SceneError) {
    self.source = source
    expression = try ExpressionParser.number(source)
  }

  /// The value on a screen, nil on a division by zero.
  package func value(on screen: ScreenVariables) -> Double? {
    expression.number(on: screen)
  }
}

extension Length: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Double.self) {
      if let problem = SceneLimits.outOfRange(number, limit: SceneLimits.maximumLength) {
        throw decoder.failure(problem)
      }
      self.init(number)
      return
    }
    guard let text = try? container.decode(String.self) else {
      throw DecodingError.typeMismatch(Double.self, .init(codingPath: decoder.codingPath, debugDescription: ""))
    }
    do {
      try self.init(text)
    } catch {
      throw decoder.failure(error.description)
    }
  }
}
