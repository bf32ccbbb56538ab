import Foundation
import SplashDiff
import SplashRender
import SplashScene

/// The live comparison of golden mode: after every good load the edit is checked against the
/// golden as `splashreel check` checks it (same renderer, encoder and metric, at the golden's
/// device, scale and frame rate), on a queue of its own so that frames keep being served; a
/// newer edit supersedes one still waiting. `/golden.json` serves the latest state and the
/// `golden` event announces each finished comparison.
final class GoldenComparison: @unchecked Sendable {
  /// What the page shows: the state, the check's one-line verdict and the failing instants.
  struct State: Encodable, Sendable {
    struct Failing: Encodable, Sendable {
      /// Seconds the failing sample starts and ends.
      let start: Double
      let end: Double
      /// The edit's frame shown then.
      let frame: Int
      let pixels: Int
    }

    /// The scene load it compares.
    var generation: Int
    /// "comparing", "matches", "differs" or "error".
    var state: String
    /// `check`'s line: "matches", "3 of 90 samples differ; first failing frame 12 at 0.40 s: …".
    var summary: String?
    var failing: [Failing] = []
    /// What moved differently (the motion lines `check` prints).
    var motion: [String] = []
    /// The golden's path, size and the settings it was recorded for.
    var golden: String
    var width: Int
    var height: Int
    var device: String
    var scale: Int
    var fps: Int
  }

  let golden: StudioGolden
  private let queue = DispatchQueue(label: "splashreel.studio.golden")
  private let lock = NSLock()
  private var latest: State
  private var waiting: (scene: Scene, generation: Int)?
  private let announce: @Sendable (String) -> Void

  /// A comparison with `golden`; `announce` receives the state's JSON when one finishes.
  init(golden: StudioGolden, announce: @escaping @Sendable (String) -> Void) {
    self.golden = golden
    self.announce = announce
    latest = State(
      generation: 0, state: "comparing", golden: golden.path, width: golden.width, height: golden.height,
      device: golden.device.name, scale: golden.scale, fps: golden.fps)
  }

  /// The latest state as one line of JSON.
  var json: String { Self.encode(lock.withLock { latest }) }

  /// Compares `scene` (load `generation`) once the comparison before it is done; a scene still
  /// waiting is replaced.
  func compare(_ scene: Scene, generation: Int) {
    lock.withLock {
      waiting = (scene, generation)
      latest.generation = generation
      latest.state = "comparing"
    }
    // The queue is serial: each block runs what waits when it starts, or nothing.
    queue.async { self.runWaiting() }
  }

  private func runWaiting() {
    guard
      let next = lock.withLock({ () -> (scene: Scene, generation: Int)? in
        defer { waiting = nil }
        return waiting
      })
    else { return }
    let state = run(next.scene, generation: next.generation)
    // A newer edit that arrived meanwhile will be announced instead.
    let isLatest = lock.withLock { () -> Bool in
      guard waiting == nil else { return false }
      latest = state
      return true
    }
    if isLatest { announce(Self.encode(state)) }
  }

  /// The check of one scene, as a state.
  func run(_ scene: Scene, generation: Int) -> State {
    var state = lock.withLock { latest }
    state.generation = generation
    do {
      let snapshot = try SceneSnapshot(scene: scene, device: golden.device, fps: golden.fps, scale: golden.scale)
      let result = try snapshot.check(golden: golden.path, writesArtefacts: false, mode: .never, environment: [:])
      let report: ComparisonReport
      switch result.outcome {
      case .matched(let matched): report = matched
      case .failed(let failed, _): report = failed
      case .recorded(let path, _, _):
        throw StudioError("\(path): the studio never records a golden")
      }
      state.state = report.outcome == .same ? "matches" : "differs"
      state.summary = GoldenCheck.describe(report)
      state.failing = report.failingSamples.map {
        State.Failing(start: $0.start, end: $0.end, frame: $0.actualFrame, pixels: $0.differentPixels)
      }
      state.motion = report.motion?.lines ?? []
    } catch {
      state.state = "error"
      state.summary = String(describing: error)
      state.failing = []
      state.motion = []
    }
    return state
  }

  static func encode(_ state: State) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(state), as: UTF8.self)
  }
}
