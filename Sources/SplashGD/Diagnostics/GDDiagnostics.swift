internal import CGD
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// libgd's warnings, routed into splashreel's error reporting instead of stderr.
///
/// libgd reports problems through one process-wide callback (`gdSetErrorMethod`). splashreel
/// installs a sink (through the CGD shim) before its first libgd call, and files each message
/// under the thread that emitted it, so concurrent operations never see each other's warnings:
/// - when a SplashGD operation fails, the warnings it caused are folded into the thrown
///   `GDError` message;
/// - when it succeeds, they go to the innermost enclosing ``collect(_:)`` on the same thread,
///   or, if there is none, to a small process-wide backlog read with ``takeUncollected()``.
///
/// Nothing libgd says is ever printed raw.
package enum GDDiagnostics {
  /// How many uncollected warnings are kept; older ones are dropped first.
  package static let uncollectedLimit = 64

  /// Runs `body` and returns its result with the libgd warnings emitted on this thread while it ran.
  package static func collect<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> (result: R, warnings: [String]) {
    let (result, warnings) = try capture(body)
    return (result, warnings)
  }

  /// The warnings libgd emitted outside any ``collect(_:)``, oldest first; clears the backlog.
  package static func takeUncollected() -> [String] {
    state.withLock { state in
      defer { state.uncollected.removeAll() }
      return state.uncollected
    }
  }

  // MARK: - Internal

  /// Runs `body` with a fresh warning frame on this thread; returns the frame's messages.
  ///
  /// The messages are not forwarded anywhere: the caller either folds them into an error or
  /// passes them on with ``forward(_:)``.
  static func capture<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> (R, [String]) {
    GDRuntime.prepare()
    let thread = currentThread()
    state.withLock { $0.frames[thread, default: []].append([]) }
    let result: Result<R, E>
    do throws(E) {
      result = .success(try body())
    } catch {
      result = .failure(error)
    }
    let warnings = state.withLock { state -> [String] in
      var stack = state.frames[thread] ?? [[]]
      let top = stack.removeLast()
      state.frames[thread] = stack.isEmpty ? nil : stack
      return top
    }
    return (try result.get(), warnings)
  }

  /// Hands warnings of a successful operation to the enclosing frame (or the backlog).
  static func forward(_ warnings: [String]) {
    for warning in warnings { receive(warning) }
  }

  /// `" (libgd: a; b)"` for a non-empty list, `""` otherwise: the suffix an error message gets.
  ///
  /// libgd's PNG reader follows every libpng error with "setjmp returns error condition N",
  /// which says nothing more; it is left out.
  static func suffix(_ warnings: [String]) -> String {
    let useful = warnings.filter { !$0.contains("setjmp returns error condition") }
    return useful.isEmpty ? "" : " (libgd: \(useful.joined(separator: "; ")))"
  }

  /// Files one message from libgd under the current thread's innermost frame.
  static func receive(_ message: String) {
    let thread = currentThread()
    state.withLock { state in
      if var stack = state.frames[thread], !stack.isEmpty {
        stack[stack.count - 1].append(message)
        state.frames[thread] = stack
      } else {
        state.uncollected.append(message)
        if state.uncollected.count > uncollectedLimit {
          state.uncollected.removeFirst(state.uncollected.count - uncollectedLimit)
        }
      }
    }
  }

  private struct State {
    /// Per thread, a stack of open frames, innermost last.
    var frames: [UInt: [[String]]] = [:]
    var uncollected: [String] = []
  }

  private static let state = Mutex(State())

  private static func currentThread() -> UInt {
    UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))
  }
}
