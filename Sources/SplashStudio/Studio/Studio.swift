import Foundation
import SplashScene

/// The live preview studio: an HTTP server on 127.0.0.1 that serves the page, frames drawn on
/// demand by the render pipeline's renderer, the scene's timeline and motion track, and
/// server-sent events announcing reloads; a file watcher reloads the scene when it or a picture
/// it uses is saved, keeping the last good scene while an edit is broken.
package final class Studio: @unchecked Sendable {
  package let options: StudioOptions
  /// The per-run secret state-changing requests carry (`X-Splashreel-Token`).
  package let token: String
  /// Where the server listens.
  package var port: Int { server?.port ?? 0 }
  /// The page's address, with the token.
  package var url: String { "http://127.0.0.1:\(port)/?token=\(token)" }
  /// The device the page opens with.
  package let device: Device

  let events = EventHub()
  /// Golden mode's live comparison (`--golden`); nil without a golden.
  private(set) var comparison: GoldenComparison?
  let lock = NSLock()
  var loaded: LoadedScene
  /// The one-line error of the last load, nil when it succeeded.
  var loadError: String?
  /// Seconds the last reload took (reading, checking, announcing).
  var lastReloadSeconds = 0.0
  var exporting = false
  private var server: HTTPServer?
  private var watcher: FileWatcher?

  /// Loads the scene and starts serving.
  ///
  /// - Throws: `SceneError` when the scene does not load or names no device; `StudioError` when
  ///   the port cannot be bound or the golden cannot be read.
  package init(_ options: StudioOptions) throws {
    self.options = options
    token = Self.newToken()
    let scene = try options.source.load()
    // Golden mode opens on the screen the golden was recorded for.
    let recorded = options.golden.flatMap { StudioGolden.recordedDevice($0) }
    guard let name = options.device ?? recorded ?? scene.defaultDevice else {
      throw StudioError("\(scene.file) names no device; give --device (splashreel devices lists them)")
    }
    device = try DeviceCatalog.device(named: name)
    loaded = LoadedScene(scene: scene, generation: 1)
    _ = try loaded.frames(device: device, scale: options.scale, fps: options.fps)
    if let path = options.golden {
      let golden = try StudioGolden(path: path, device: device, scale: options.scale, fps: options.fps)
      let events = self.events
      comparison = GoldenComparison(golden: golden) { events.publish(ServerEvent(name: "golden", data: $0)) }
      comparison?.compare(scene, generation: 1)
    }
    let guardrail = RequestGuardBox()
    server = try HTTPServer(port: options.port, limits: options.limits) { [weak self] request in
      guard let self else { return .text("the studio has stopped", status: 503) }
      // Until the port is known nothing is served.
      guard let check = guardrail.value else { return .text("starting", status: 503) }
      if let refusal = check.refusal(request) { return refusal }
      return self.respond(to: request)
    }
    guardrail.value = RequestGuard(port: port, token: token)
    let watcher = FileWatcher(mode: options.watching) { [weak self] in self?.reload() }
    watcher.watch(loaded.watchedFiles)
    self.watcher = watcher
  }

  /// Ends the event streams, stops the watcher and the server (waiting for its threads).
  package func stop() {
    events.close()
    watcher?.stop()
    server?.stop()
  }

  /// Whether the watcher uses inotify (else polling).
  package var watchesWithInotify: Bool { watcher?.usesInotify ?? false }

  /// Reads the scene again: a good scene replaces the shown one and `reload` is announced; a
  /// broken one keeps the last good scene and `error` is announced with its one-line message.
  package func reload() {
    let started = DispatchTime.now().uptimeNanoseconds
    do {
      let scene = try options.source.load()
      let next = lock.withLock { LoadedScene(scene: scene, generation: loaded.generation + 1) }
      // Resolve for the opening device now, so that an edit that fails only there is an error.
      _ = try next.frames(device: device, scale: options.scale, fps: options.fps)
      let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
      lock.withLock {
        loaded = next
        loadError = nil
        lastReloadSeconds = seconds
      }
      watcher?.watch(next.watchedFiles)
      events.publish(ServerEvent(name: "reload", data: statusJSON()))
      comparison?.compare(scene, generation: next.generation)
    } catch {
      lock.withLock { loadError = String(describing: error) }
      events.publish(ServerEvent(name: "error", data: statusJSON()))
    }
  }

  /// `{"error": "…" or null, "generation": N, "golden": true|false, "reloadMilliseconds": …}` on one
  /// line.
  func statusJSON() -> String {
    let (generation, error, seconds) = lock.withLock { (loaded.generation, loadError, lastReloadSeconds) }
    let status = StudioStatus(
      generation: generation, error: error, reloadMilliseconds: (seconds * 10000).rounded() / 10,
      golden: comparison != nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(status), as: UTF8.self)
  }

  var current: LoadedScene { lock.withLock { loaded } }

  /// 32 hex digits from the system's random source.
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: 0...UInt32.max, using: &generator)) }.joined()
  }
}
