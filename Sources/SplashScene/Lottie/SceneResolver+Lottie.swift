import Foundation
import SplashMotion

/// What resolving a scene learns of its Lottie layers.
struct LottieResolution {
  var documents: [String: LottieDocument] = [:]
  var plays: [String: [String: LottiePlayback]] = [:]
  /// Steps whose play never ends (`loop`, `autoReverse`, a looping video), with the play's path.
  var endless: [String: String] = [:]
}

extension SceneResolver {
  /// Reads and bounds a Lottie layer's file (relative to the scene's folder).
  mutating func resolveLottie(_ layer: SceneLayer, fixed: [String: PropertyValue]) throws(SceneError) {
    guard case .string(let name) = fixed[LayerProperty.lottie.key] else { return }
    if let known = lottie.documents.values.first(where: { $0.file == name }) {
      lottie.documents[layer.id] = known
      return
    }
    let url = scene.directory.appendingPathComponent(name)
    lottie.documents[layer.id] = try LottieDocument.load(contentsOf: url, file: name)
  }

  /// The motion of a step's plays: a discrete `lottie.play` change naming the step (so the
  /// renderer finds the play and its start), animated for the playback's duration so that the
  /// step completes when playback does.
  mutating func addPlays(
    of step: SceneStep, sets: inout [PropertySet], animations: inout [PropertyAnimation]
  ) throws(SceneError) {
    for play in step.plays {
      if let clip = video.clips[play.layer] {
        try addVideoPlay(play, of: step, clip: clip, sets: &sets, animations: &animations)
        continue
      }
      guard let document = lottie.documents[play.layer] else {
        throw SceneError("\(scene.file): \(play.path).layer: no lottie or video layer '\(play.layer)'")
      }
      if play.loop != nil {
        throw SceneError(
          "\(scene.file): \(play.path).loop: 'loop' is a video layer's; a lottie layer loops by 'loopMode'")
      }
      let playback = try Self.playback(play, document, file: scene.file)
      lottie.plays[step.id, default: [:]][play.layer] = playback
      if play.loopMode.isEndless { lottie.endless[step.id] = play.path }
      let value = PropertyValue.string(step.id)
      sets.append(PropertySet(layer: play.layer, property: LottieChannels.play, value: value))
      if let duration = playback.duration, duration > 0 {
        animations.append(
          PropertyAnimation(
            layer: play.layer, property: LottieChannels.play, to: value, duration: duration, curve: .linear))
      }
    }
  }

  /// Refuses a step that waits for a play that never ends (lottie-ios never calls its completion).
  func checkEndlessPlays(_ timeline: [SceneStep]) throws(SceneError) {
    for step in timeline {
      guard case .after(let ids) = step.start else { continue }
      for id in ids {
        guard let path = lottie.endless[id] else { continue }
        throw SceneError(
          "\(scene.file): \(step.path).after: step '\(id)' never completes: its play (\(path)) loops forever")
      }
    }
  }

  /// A play's range in composition frames.
  static func playback(_ play: LottiePlay, _ document: LottieDocument, file: String) throws(SceneError)
    -> LottiePlayback
  {
    let (ip, op) = (document.inPoint, document.outPoint)
    let from: Double
    let to: Double
    switch play.range {
    case .progress(let a, let b):
      from = ip + (a ?? 0) * (op - ip)
      to = ip + (b ?? 1) * (op - ip)
    case .frames(let a, let b):
      from = a ?? ip
      to = b ?? op
    case .markers(let a, let b):
      func marker(_ name: String, _ key: String) throws(SceneError) -> LottieDocument.Marker {
        if let marker = document.markers[name] { return marker }
        let names = document.markers.keys.sorted()
        throw SceneError(
          "\(file): \(play.path).\(key): no marker '\(name)' in \(document.file)"
            + (names.isEmpty ? " (it has none)" : "; its markers are \(names.joined(separator: ", "))"))
      }
      from = try a.map { name throws(SceneError) in try marker(name, "fromMarker").start } ?? ip
      to =
        try b.map { name throws(SceneError) in
          let m = try marker(name, "toMarker")
          return m.start + m.duration
        } ?? op
    }
    return LottiePlayback(
      from: from, to: to, loopMode: play.loopMode, speed: play.speed, frameRate: document.frameRate, inPoint: ip,
      outPoint: op)
  }
}

/// The timeline property a play changes.
package enum LottieChannels {
  /// The id of the step whose play a Lottie layer shows; none before the first.
  package static let playback = DiscreteChannel("lottie.play")
  /// Animatable so that its animation's duration counts toward the step's end; its one change
  /// is discrete (the step's id, at once).
  package static let play = Property("lottie.play", isAnimatable: true) { value throws(MotionError) in
    guard case .string = value else { throw MotionError("lottie.play needs a step id, got \(value)") }
    return [.discrete(playback, value)]
  }
}
