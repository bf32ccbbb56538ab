import SplashNames

/// The schedule of a launch animation: steps resolved to absolute times, compiled into per-layer
/// tracks that can be sampled at any instant.
///
/// Sampling follows UIKit: frame n of an F fps render is t = n/F; an animation shows its
/// from-value up to and including its visible start, its to-value from its end on; overlapping
/// animations of one property add (iOS 8+); discrete changes apply at their step's start.
/// Everything is a pure function of the steps, so renders are deterministic.
public struct Timeline: Sendable {
  /// The steps as given.
  public let steps: [Step]
  /// When each step starts and completes, in seconds from launch.
  public let stepTimes: [String: StepTimes]
  /// The end of the last animation, set, removal or hold: how long a render must run.
  public let duration: Double
  /// Whether a Core Animation animation runs forever (`repeatCount` infinity, speed 0): a render
  /// needs a given duration to cut it at.
  public let isOpenEnded: Bool
  /// Every `UIView.transition` with its start, in step order.
  public let transitions: [PlacedTransition]
  /// The tracks by layer id.
  let tracks: [String: LayerTrack]

  /// A transition and when its step starts, in seconds from launch.
  public struct PlacedTransition: Sendable, Hashable {
    public let start: Double
    public let transition: ViewTransition

    /// Its progress at `t` (nil outside it): see `ViewTransition.progress(at:)`.
    public func progress(at t: Double) -> Double? { transition.progress(at: t - start) }
  }

  /// A step's resolved times.
  public struct StepTimes: Sendable, Hashable {
    /// When the step's sets apply and its animations are created.
    public let start: Double
    /// When its longest animation (delay + duration) ends; equal to `start` without animations.
    public let end: Double
  }

  /// Every layer id a step sets or animates, sorted.
  public var layerIDs: [String] { tracks.keys.sorted() }

  /// Resolves and validates `steps`.
  ///
  /// - Throws: `MotionError`, one line naming the step and value: duplicate or empty ids, an
  ///   unknown step in a start reference (with a suggestion), a cycle of references (naming it,
  ///   `a → b → a`), negative or NaN times, delays and durations, invalid curves (damping ≤ 0, …),
  ///   and values of the wrong shape for their property.
  public init(steps: [Step]) throws(MotionError) {
    self.steps = steps
    var byID: [String: Int] = [:]
    var compiled: [CompiledStep] = []
    for (index, step) in steps.enumerated() {
      guard !step.id.isEmpty else { throw MotionError("step \(index + 1): id must not be empty") }
      guard byID.updateValue(index, forKey: step.id) == nil else {
        throw MotionError("duplicate step id '\(step.id)'")
      }
      do throws(MotionError) {
        compiled.append(try CompiledStep(step))
      } catch {
        throw MotionError("step '\(step.id)': \(error.description)")
      }
    }
    var resolver = StartResolver(steps: steps, compiled: compiled, byID: byID)
    for index in steps.indices { try resolver.resolve(index, path: []) }

    var builder = TrackBuilder()
    for index in resolver.order {
      builder.add(compiled[index], at: resolver.starts[index]!)
    }
    tracks = builder.finish()
    var times: [String: StepTimes] = [:]
    var end = 0.0
    for (index, step) in steps.enumerated() {
      let start = resolver.starts[index]!
      let stepEnd = start + compiled[index].length
      times[step.id] = StepTimes(start: start, end: stepEnd)
      end = max(end, stepEnd)
    }
    stepTimes = times
    transitions = steps.indices.flatMap { index in
      steps[index].transitions.map { PlacedTransition(start: resolver.starts[index]!, transition: $0) }
    }
    duration = end
    isOpenEnded = compiled.contains(where: \.isOpenEnded)
  }
}

/// Resolves step starts depth-first, so a step is placed after everything it refers to.
private struct StartResolver {
  let steps: [Step]
  let compiled: [CompiledStep]
  let byID: [String: Int]
  var starts: [Int: Double] = [:]
  /// Steps in resolution order: references first, otherwise declaration order. Events at equal
  /// times apply in this order (a `dispatch_after(0)` runs after the block that issued it).
  var order: [Int] = []

  mutating func resolve(_ index: Int, path: [Int]) throws(MotionError) {
    if starts[index] != nil { return }
    let step = steps[index]
    if let loop = path.firstIndex(of: index) {
      let names = (path[loop...] + [index]).map { steps[$0].id }
      throw MotionError("cycle in step references: \(names.joined(separator: " → "))")
    }
    let start: Double
    switch step.start {
    case .at(let time):
      try check(time, "start time", step)
      start = time
    case .afterStart(let other, let delay):
      try check(delay, "delay", step)
      let reference = try lookUp(other, from: step)
      try resolve(reference, path: path + [index])
      start = starts[reference]! + delay
    case .afterCompletion(let others, let delay):
      try check(delay, "delay", step)
      guard !others.isEmpty else { throw MotionError("step '\(step.id)': \"after\" names no step") }
      var latest = 0.0
      for other in others {
        let reference = try lookUp(other, from: step)
        guard !compiled[reference].neverCompletes else {
          // UIKit never calls the completion block of an animation that repeats forever.
          throw MotionError(
            "step '\(step.id)': step '\(other)' repeats forever and never completes; start '\(step.id)' with \"with\" or \"at\""
          )
        }
        try resolve(reference, path: path + [index])
        latest = max(latest, starts[reference]! + compiled[reference].length)
      }
      start = latest + delay
    }
    starts[index] = start
    order.append(index)
  }

  private func lookUp(_ id: String, from step: Step) throws(MotionError) -> Int {
    if let index = byID[id] { return index }
    let hint = NameSuggestion.hint(for: id, in: steps.map(\.id), minimumLength: 0)
    throw MotionError("step '\(step.id)': unknown step '\(id)' in \"after\"\(hint)")
  }

  private func check(_ value: Double, _ name: String, _ step: Step) throws(MotionError) {
    do throws(MotionError) {
      try MotionError.requireDuration(value, name)
    } catch {
      throw MotionError("step '\(step.id)': \(error.description)")
    }
  }
}
