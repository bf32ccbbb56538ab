import Foundation

/// One `/events` stream: the bytes of the events published since it was opened, handed to the
/// connection's thread as it asks for them.
package final class EventSubscription: @unchecked Sendable {
  private let condition = NSCondition()
  private var pending: [UInt8] = []
  private var finished = false
  private weak var hub: EventHub?

  /// Seconds a reader waits for an event before it sends a keep-alive comment instead.
  static let keepAliveSeconds = 3.0
  /// Bytes queued for a reader that does not read before it is dropped (a stalled client).
  static let maximumPending = 1 << 20

  init(hub: EventHub) { self.hub = hub }

  func enqueue(_ bytes: [UInt8]) {
    condition.withLock {
      guard !finished else { return }
      if pending.count + bytes.count > Self.maximumPending {
        finished = true
      } else {
        pending += bytes
      }
      condition.broadcast()
    }
  }

  func finish() {
    condition.withLock {
      finished = true
      condition.broadcast()
    }
  }

  /// Up to `maximum` bytes of events, waiting for some; a keep-alive comment when none came in
  /// time; nil once the stream has ended.
  func next(maximum: Int) -> [UInt8]? {
    condition.withLock {
      let deadline = Date(timeIntervalSinceNow: Self.keepAliveSeconds)
      while pending.isEmpty && !finished {
        if !condition.wait(until: deadline) { break }
      }
      if pending.isEmpty { return finished ? nil : Array(":\n\n".utf8) }
      let count = min(maximum, pending.count)
      defer { pending.removeFirst(count) }
      return Array(pending[..<count])
    }
  }

  /// Called when the connection closes.
  func cancel() {
    finish()
    hub?.remove(self)
  }
}
