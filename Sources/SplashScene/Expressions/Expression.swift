/// A parsed frame value or device condition: arithmetic over the screen's variables, comparisons,
/// the device predicates, `!`, `&&` and `||`.
///
/// Numbers are points; `W` and `H` are the screen size and `safeTop`, `safeBottom`, `safeLeft`,
/// `safeRight` its safe-area insets. Predicates (`notched`, `tall`, …) are true or false for a device.
/// `ExpressionParser` builds these and checks that every operand has the right kind, so evaluating a
/// parsed expression can only fail on a division by zero.
public indirect enum Expression: Sendable, Hashable {
  case number(Double)
  /// A numeric screen variable such as `W`.
  case variable(String)
  /// A boolean device predicate such as `notched`.
  case predicate(String)
  case negate(Expression)
  case arithmetic(ArithmeticOperator, Expression, Expression)
  case comparison(ComparisonOperator, Expression, Expression)
  case not(Expression)
  case and(Expression, Expression)
  case or(Expression, Expression)

  public enum ArithmeticOperator: String, Sendable, Hashable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
  }

  public enum ComparisonOperator: String, Sendable, Hashable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  }

  /// Whether this is a condition (true/false) rather than a number.
  package var isCondition: Bool {
    switch self {
    case .number, .variable, .negate, .arithmetic: false
    case .predicate, .comparison, .not, .and, .or: true
    }
  }

  /// The numeric value on `screen`; nil when a division by zero or an overflow makes it meaningless.
  package func number(on screen: ScreenVariables) -> Double? {
    let value: Double
    switch self {
    case .number(let v): value = v
    case .variable(let name): value = screen.number(name) ?? .nan
    case .negate(let e):
      guard let v = e.number(on: screen) else { return nil }
      value = -v
    case .arithmetic(let op, let l, let r):
      guard let a = l.number(on: screen), let b = r.number(on: screen) else { return nil }
      switch op {
      case .add: value = a + b
      case .subtract: value = a - b
      case .multiply: value = a * b
      case .divide:
        guard b != 0 else { return nil }
        value = a / b
      }
    case .predicate, .comparison, .not, .and, .or: return nil
    }
    return value.isFinite ? value : nil
  }

  /// Why `number(on:)` or `truth(on:)` gave nil: "division by zero" when one happens, else
  /// "a result out of range" (an intermediate value overflowed).
  package func failure(on screen: ScreenVariables) -> String {
    dividesByZero(on: screen) ? "division by zero" : "a result out of range"
  }

  private func dividesByZero(on screen: ScreenVariables) -> Bool {
    switch self {
    case .number, .variable, .predicate: return false
    case .negate(let e), .not(let e): return e.dividesByZero(on: screen)
    case .arithmetic(let op, let l, let r):
      if op == .divide, r.number(on: screen) == 0 { return true }
      return l.dividesByZero(on: screen) || r.dividesByZero(on: screen)
    case .comparison(_, let l, let r), .and(let l, let r), .or(let l, let r):
      return l.dividesByZero(on: screen) || r.dividesByZero(on: screen)
    }
  }

  /// The truth value on `screen`; nil when a number inside it is meaningless (division by zero).
  package func truth(on screen: ScreenVariables) -> Bool? {
    switch self {
    case .predicate(let name): return screen.predicate(name)
    case .comparison(let op, let l, let r):
      guard let a = l.number(on: screen), let b = r.number(on: screen) else { return nil }
      switch op {
      case .equal: return a == b
      case .notEqual: return a != b
      case .less: return a < b
      case .lessOrEqual: return a <= b
      case .greater: return a > b
      case .greaterOrEqual: return a >= b
      }
    case .not(let e): return e.truth(on: screen).map { !$0 }
    case .and(let l, let r):
      guard let a = l.truth(on: screen), let b = r.truth(on: screen) else { return nil }
      return a && b
    case .or(let l, let r):
      guard let a = l.truth(on: screen), let b = r.truth(on: screen) else { return nil }
      return a || b
    case .number, .variable, .negate, .arithmetic: return nil
    }
  }
}
