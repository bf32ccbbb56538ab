import Foundation

/// The guard, set once the server's port is known (the handler is made before it).
final class RequestGuardBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: RequestGuard?
  var value: RequestGuard? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
