/// Errors from timing curves, springs and timelines. Each message is one line that names the file or value at fault.
public struct MotionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The one-line message shown to the user.
  public let description: String

  public init(_ description: String) {
    self.description = description
  }
}

extension MotionError {
  /// A number as messages show it: `1`, `-0.5`, `NaN`, `inf`.
  static func format(_ value: Double) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// Throws unless `value` is finite.
  static func requireFinite(_ value: Double, _ name: String) throws(MotionError) {
    guard value.isFinite else { throw MotionError("\(name) must be a finite number, got \(format(value))") }
  }

  /// Throws unless `value` is a finite number above zero.
  static func requirePositive(_ value: Double, _ name: String) throws(MotionError) {
    guard value.isFinite, value > 0 else { throw MotionError("\(name) must be a number > 0, got \(format(value))") }
  }

  /// Throws unless `value` is a finite number ≥ 0 (durations and delays).
  static func requireDuration(_ value: Double, _ name: String) throws(MotionError) {
    guard value.isFinite, value >= 0 else { throw MotionError("\(name) must be a number ≥ 0, got \(format(value))") }
  }
}
