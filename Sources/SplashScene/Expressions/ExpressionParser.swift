import SplashNames

/// Parses frame values (`"(W-120)/2"`) and device conditions (`"H == 812"`, `"notched || tall"`).
///
/// Grammar, loosest first: `||`, `&&`, one comparison (`== != < <= > >=`), `+ -`, `* /`,
/// unary `- + !`, then numbers, names and parentheses. `×`, `÷` and `−` are accepted for `*`, `/`, `-`.
/// Errors are one line quoting the source and pointing at a 1-based column.
package enum ExpressionParser {
  /// Parses an expression that must give a number (points).
  package static func number(_ source: String) throws(SceneError) -> Expression {
    let expression = try parse(source)
    if expression.isCondition {
      throw SceneError("expected a number, got a condition in \"\(source)\"")
    }
    return expression
  }

  /// Parses an expression that must give true or false.
  package static func condition(_ source: String) throws(SceneError) -> Expression {
    let expression = try parse(source)
    if !expression.isCondition {
      throw SceneError(
        "expected a condition such as \"notched\" or \"H == 812\", got a number in \"\(source)\"")
    }
    return expression
  }

  static func parse(_ source: String) throws(SceneError) -> Expression {
    guard source.count <= SceneLimits.maximumExpressionLength else {
      throw SceneError(
        "the expression is \(source.count) characters, more than the limit of \(SceneLimits.maximumExpressionLength)")
    }
    var parser = try Parser(source)
    if parser.tokens.isEmpty {
      throw SceneError("empty expression")
    }
    let expression = try parser.or()
    if let extra = parser.peek {
      throw parser.error("unexpected '\(extra.text)' at column \(extra.column)")
    }
    return expression.node
  }
}

/// One token and the column it starts at.
private struct Token {
  enum Kind {
    case number(Double)
    case name, symbol
  }
  let kind: Kind
  let text: String
  let column: Int
}

/// A parsed node and where it started, for pointing at operands in errors.
private struct Parsed {
  let node: Expression
  let column: Int
}

private struct Parser {
  let source: String
  let tokens: [Token]
  var index = 0
  /// How many parentheses and unary operators enclose the operand being parsed.
  var depth = 0

  init(_ source: String) throws(SceneError) {
    self.source = source
    let chars = Array(source)
    var tokens: [Token] = []
    var i = 0
    while i < chars.count {
      let c = chars[i]
      let column = i + 1
      if c == " " || c == "\t" {
        i += 1
      } else if c.isASCII && (c.isNumber || c == ".") {
        var j = i
        while j < chars.count, chars[j].isASCII, chars[j].isNumber || chars[j] == "." { j += 1 }
        let text = String(chars[i..<j])
        guard let value = Double(text) else {
          throw SceneError("bad number '\(text)' at column \(column) in \"\(source)\"")
        }
        guard value <= SceneLimits.maximumExpressionNumber else {
          let shown = text.count > 20 ? text.prefix(20) + "…" : Substring(text)
          throw SceneError(
            "number '\(shown)' at column \(column) is larger than \(Int(SceneLimits.maximumExpressionNumber)) in \"\(source)\""
          )
        }
        tokens.append(Token(kind: .number(value), text: text, column: column))
        i = j
      } else if c.isASCII && (c.isLetter || c == "_") {
        var j = i
        while j < chars.count, chars[j].isASCII, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" { j += 1 }
        tokens.append(Token(kind: .name, text: String(chars[i..<j]), column: column))
        i = j
      } else {
        let pair = i + 1 < chars.count ? String(chars[i...i + 1]) : ""
        if ["==", "!=", "<=", ">=", "&&", "||"].contains(pair) {
          tokens.append(Token(kind: .symbol, text: pair, column: column))
          i += 2
          continue
        }
        let aliases: [Character: String] = ["×": "*", "÷": "/", "−": "-"]
        let single = aliases[c] ?? String(c)
        guard ["+", "-", "*", "/", "(", ")", "<", ">", "!"].contains(single) else {
          throw SceneError("unexpected character '\(c)' at column \(column) in \"\(source)\"")
        }
        tokens.append(Token(kind: .symbol, text: single, column: column))
        i += 1
      }
    }
    self.tokens = tokens
  }

  var peek: Token? { index < tokens.count ? tokens[index] : nil }

  func error(_ message: String) -> SceneError {
    SceneError("\(message) in \"\(source)\"")
  }

  /// Consumes the next token when it is the symbol `symbol`.
  mutating func take(_ symbols: Set<String>) -> Token? {
    guard let token = peek, case .symbol = token.kind, symbols.contains(token.text) else { return nil }
    index += 1
    return token
  }

  func require(_ operand: Parsed, condition: Bool, of op: Token, unary: Bool = false) throws(SceneError) {
    guard operand.node.isCondition == condition else {
      let wanted =
        unary
        ? (condition ? "a condition" : "a number") : (condition ? "conditions on both sides" : "numbers on both sides")
      let got = condition ? "a number" : "a condition"
      throw error("'\(op.text)' at column \(op.column) needs \(wanted), got \(got) at column \(operand.column)")
    }
  }

  mutating func or() throws(SceneError) -> Parsed {
    var left = try and()
    while let op = take(["||"]) {
      let right = try and()
      try require(left, condition: true, of: op)
      try require(right, condition: true, of: op)
      left = Parsed(node: .or(left.node, right.node), column: left.column)
    }
    return left
  }

  mutating func and() throws(SceneError) -> Parsed {
    var left = try comparison()
    while let op = take(["&&"]) {
      let right = try comparison()
      try require(left, condition: true, of: op)
      try require(right, condition: true, of: op)
      left = Parsed(node: .and(left.node, right.node), column: left.column)
    }
    return left
  }

  mutating func comparison() throws(SceneError) -> Parsed {
    let left = try additive()
    guard let op = take(["==", "!=", "<", "<=", ">", ">="]) else { return left }
    let right = try additive()
    try require(left, condition: false, of: op)
    try require(right, condition: false, of: op)
    if let chained = take(["==", "!=", "<", "<=", ">", ">="]) {
      throw error("comparisons cannot be chained: '\(chained.text)' at column \(chained.column)")
    }
    let comparison = Expression.ComparisonOperator(rawValue: op.text)!
    return Parsed(node: .comparison(comparison, left.node, right.node), column: left.column)
  }

  mutating func additive() throws(SceneError) -> Parsed {
    try arithmetic(["+", "-"]) { parser throws(SceneError) in try parser.multiplicative() }
  }

  mutating func multiplicative() throws(SceneError) -> Parsed {
    try arithmetic(["*", "/"]) { parser throws(SceneError) in try parser.unary() }
  }

  /// A left-associative chain of `operators` between operands parsed by `operand`.
  mutating func arithmetic(
    _ operators: Set<String>, operand: (inout Parser) throws(SceneError) -> Parsed
  ) throws(SceneError) -> Parsed {
    var left = try operand(&self)
    while let op = take(operators) {
      let right = try operand(&self)
      try require(left, condition: false, of: op)
      try require(right, condition: false, of: op)
      left = Parsed(
        node: .arithmetic(Expression.ArithmeticOperator(rawValue: op.text)!, left.node, right.node),
        column: left.column)
    }
    return left
  }

  /// Counts one more level of nesting at `token`; the recursion stays far from the stack's end.
  mutating func enter(_ token: Token) throws(SceneError) {
    depth += 1
    if depth > SceneLimits.maximumExpressionDepth {
      throw error("nested more than \(SceneLimits.maximumExpressionDepth) levels deep at column \(token.column)")
    }
  }

  mutating func unary() throws(SceneError) -> Parsed {
    if let op = take(["-", "+", "!"]) {
      try enter(op)
      let operand = try unary()
      depth -= 1
      switch op.text {
      case "!":
        try require(operand, condition: true, of: op, unary: true)
        return Parsed(node: .not(operand.node), column: op.column)
      case "-":
        try require(operand, condition: false, of: op, unary: true)
        if case .number(let v) = operand.node {
          return Parsed(node: .number(-v), column: op.column)
        }
        return Parsed(node: .negate(operand.node), column: op.column)
      default:
        try require(operand, condition: false, of: op, unary: true)
        return Parsed(node: operand.node, column: op.column)
      }
    }
    return try primary()
  }

  mutating func primary() throws(SceneError) -> Parsed {
    guard let token = peek else {
      throw error("expected a number, a name or '(' at the end")
    }
    index += 1
    switch token.kind {
    case .number(let value):
      return Parsed(node: .number(value), column: token.column)
    case .name:
      if ScreenVariables.numberNames.contains(token.text) {
        return Parsed(node: .variable(token.text), column: token.column)
      }
      if ScreenVariables.predicateNames.contains(token.text) {
        return Parsed(node: .predicate(token.text), column: token.column)
      }
      let known = ScreenVariables.numberNames + ScreenVariables.predicateNames
      let hint = NameSuggestion.hint(for: token.text, in: known)
      throw error("unknown variable '\(token.text)'\(hint)")
    case .symbol where token.text == "(":
      try enter(token)
      let inner = try or()
      depth -= 1
      guard take([")"]) != nil else {
        let at = peek.map { "found '\($0.text)' at column \($0.column)" } ?? "found the end"
        throw error("missing ')' for the '(' at column \(token.column), \(at)")
      }
      return Parsed(node: inner.node, column: token.column)
    case .symbol:
      throw error("expected a number, a name or '(' at column \(token.column), found '\(token.text)'")
    }
  }
}
