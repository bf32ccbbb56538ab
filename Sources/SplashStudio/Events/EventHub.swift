import Foundation

/// Server-sent events for every open `/events` stream: each `publish` reaches every subscriber
/// (in order); `close` ends all streams, so that the server can stop without waiting on them.
package final class EventHub: @unchecked Sendable {
  private let lock = NSCondition()
  private var subscribers: [ObjectIdentifier: EventSubscription] = [:]
  private var closed = false

  package init() {}

  /// A new stream; it first receives `greeting` when given (the current state).
  package func subscribe(greeting: ServerEvent? = nil) -> EventSubscription {
    let subscription = EventSubscription(hub: self)
    if let greeting { subscription.enqueue(greeting.encoded) }
    lock.withLock {
      if closed {
        subscription.finish()
      } else {
        subscribers[ObjectIdentifier(subscription)] = subscription
      }
    }
    return subscription
  }

  /// Sends `event` to every open stream.
  package func publish(_ event: ServerEvent) {
    let bytes = event.encoded
    for subscriber in lock.withLock({ Array(subscribers.values) }) { subscriber.enqueue(bytes) }
  }

  /// The number of open streams.
  package var count: Int { lock.withLock { subscribers.count } }

  /// Ends every stream and refuses new ones.
  package func close() {
    let all = lock.withLock {
      closed = true
      defer { subscribers.removeAll() }
      return Array(subscribers.values)
    }
    for subscriber in all { subscriber.finish() }
  }

  func remove(_ subscription: EventSubscription) {
    _ = lock.withLock { subscribers.removeValue(forKey: ObjectIdentifier(subscription)) }
  }
}
