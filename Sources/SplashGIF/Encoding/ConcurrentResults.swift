import Foundation

/// One result slot per concurrent worker.
final class ConcurrentResults<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<Value, any Error>?]

  init(count: Int) {
    slots = Array(repeating: nil, count: count)
  }

  func set(_ index: Int, _ result: Result<Value, any Error>) {
    lock.withLock { slots[index] = result }
  }

  /// The value of slot `index`, or the error its worker threw.
  func value(_ index: Int) throws -> Value {
    try lock.withLock { slots[index] }!.get()
  }
}
