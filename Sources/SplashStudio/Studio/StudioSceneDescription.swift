import Foundation
import SplashMotion
import SplashScene

/// `/scene.json`: what the studio page draws its timeline lanes and layer tree from — the frame
/// plan, the steps with their animations and curves, the layer tree, and the motion track
/// (`MotionTrack`, what `check` writes beside a golden: every layer's properties and on-screen
/// bounds at every frame instant).
struct StudioSceneDescription: Encodable {
  var name: String
  var file: String
  var generation: Int
  var device: DeviceInfo
  var scale: Int
  var fps: Int
  var frames: Int
  var duration: Double
  var steps: [StepInfo]
  var layers: [LayerInfo]
  var track: MotionTrack
  /// For each key of the track's samples, the timeline properties that move it.
  var channels: [String: [String]]

  struct DeviceInfo: Encodable {
    var name: String
    var width: Int
    var height: Int
    var scale: Int
  }

  /// One timeline step: when it starts and ends, what it sets at once and what it animates.
  struct StepInfo: Encodable {
    var id: String
    var start: Double
    var end: Double
    var sets: [SetInfo]
    var animations: [AnimationInfo]
  }

  struct SetInfo: Encodable {
    var layer: String
    var property: String
  }

  /// One animation, with its curve's progress at `curveSamples` + 1 even instants of its length
  /// (for drawing the curve inside the bar): a property an `animate` or `animateKeyframes` call
  /// moves (one cycle of it), or a `UIView.transition` (`property` its option's name).
  struct AnimationInfo: Encodable {
    var layer: String
    var property: String
    var begin: Double
    var end: Double
    var curve: String
    var progress: [Double]
    /// Nil for `animate`; `keyframes` for `animateKeyframes`, `transition` for `UIView.transition`.
    var kind: String?
  }

  struct LayerInfo: Encodable {
    var id: String
    var parent: String?
    var type: String
    var depth: Int
  }

  /// Samples of each animation's curve.
  static let curveSamples = 32

  init(frames: SceneFrames, scale: Int, generation: Int) {
    let scene = frames.renderer.scene
    name = scene.name
    file = scene.file
    self.generation = generation
    device = DeviceInfo(
      name: scene.device.name, width: scene.device.width, height: scene.device.height, scale: scene.device.scale)
    self.scale = scale
    fps = frames.plan.fps
    self.frames = frames.frameCount
    duration = frames.plan.duration
    track = MotionTrack(scene, plan: frames.plan)
    channels = MotionTrack.channelProperties
    let timeline = scene.timeline
    steps = timeline.steps.compactMap { step in
      guard let times = timeline.stepTimes[step.id] else { return nil }
      var sets = step.sets.map { SetInfo(layer: $0.layer, property: $0.property.name) }
      var animations: [AnimationInfo] = []
      for animation in step.animations {
        guard animation.property.isAnimatable, let timing = try? animation.curve.timing(duration: animation.duration)
        else {
          sets.append(SetInfo(layer: animation.layer, property: animation.property.name))
          continue
        }
        let begin = times.start + animation.delay
        let progress = (0...Self.curveSamples).map { k in
          timing.progress(at: timing.duration * Double(k) / Double(Self.curveSamples))
        }
        animations.append(
          AnimationInfo(
            layer: animation.layer, property: animation.property.name, begin: begin, end: begin + timing.duration,
            curve: animation.curve.description, progress: progress))
      }
      animations += Self.keyframeAndTransitionBars(of: step, at: times.start, sets: &sets)
      return StepInfo(id: step.id, start: times.start, end: times.end, sets: sets, animations: animations)
    }
    func walk(_ layer: ResolvedLayer, parent: String?, depth: Int) -> [LayerInfo] {
      [LayerInfo(id: layer.id, parent: parent, type: layer.kind.rawValue, depth: depth)]
        + layer.children.flatMap { walk($0, parent: layer.id, depth: depth + 1) }
    }
    layers = scene.layers.flatMap { walk($0, parent: nil, depth: 0) }
  }

  /// The bars of a step's `animateKeyframes` calls (one per property each animates, on the call's
  /// curve over its duration; the others are sets) and of its transitions.
  static func keyframeAndTransitionBars(of step: Step, at start: Double, sets: inout [SetInfo]) -> [AnimationInfo] {
    func samples(_ curve: UnitBezier) -> [Double] {
      (0...curveSamples).map { curve.progress(at: Double($0) / Double(curveSamples)) }
    }
    var bars: [AnimationInfo] = []
    for call in step.keyframeAnimations {
      var seen = Set<[String]>()
      let begin = start + call.delay
      for change in call.keyframes.flatMap(\.changes) where seen.insert([change.layer, change.property.name]).inserted {
        guard change.property.isAnimatable else {
          sets.append(SetInfo(layer: change.layer, property: change.property.name))
          continue
        }
        bars.append(
          AnimationInfo(
            layer: change.layer, property: change.property.name, begin: begin, end: begin + call.duration,
            curve: Curve.named(call.curve).description, progress: samples(call.curve), kind: "keyframes"))
      }
    }
    for transition in step.transitions {
      let style = transition.style.rawValue
      bars.append(
        AnimationInfo(
          layer: transition.layer, property: "transition" + style.prefix(1).uppercased() + style.dropFirst(),
          begin: start, end: start + transition.duration, curve: Curve.named(transition.curve).description,
          progress: samples(transition.curve), kind: "transition"))
    }
    return bars
  }

  /// Compact JSON, keys sorted.
  func json() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return Array(try! encoder.encode(self))
  }
}
