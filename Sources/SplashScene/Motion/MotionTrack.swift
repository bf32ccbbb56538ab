import Foundation
import SplashMotion
import SplashRaster

/// A scene's motion on one device: every layer's properties sampled at every frame instant of a
/// render, and the animations the timeline schedules. What a motion diff compares; `check` keeps
/// one beside a golden it records (`<golden>.motion.json`) so a later check can say what changed.
package struct MotionTrack: Sendable, Equatable, Codable {
  /// The scene's name.
  package var scene: String
  /// The device's name.
  package var device: String
  /// The render's frame plan: `frames` instants over `duration` seconds at `fps`.
  package var duration: Double
  package var fps: Int
  package var frames: Int
  /// Pixels per point of the frames recorded with the track (a golden's `--scale`); nil when not
  /// recorded with a golden, or recorded before golden tracks kept it.
  package var exportScale: Int?
  /// Every layer, depth first in drawing order.
  package var layers: [MotionLayer]

  /// One layer's course.
  package struct MotionLayer: Sendable, Equatable, Codable {
    package var id: String
    /// The parent layer's id; nil at the top level.
    package var parent: String?
    /// One sample per frame instant.
    package var samples: [MotionSample]
    /// Its animations, in timeline order.
    package var animations: [AnimationSpan]
    /// When its properties are set or changed at once (sets, discrete changes), seconds.
    package var changes: [Double]

    package init(
      id: String, parent: String?, samples: [MotionSample], animations: [AnimationSpan], changes: [Double]
    ) {
      self.id = id
      self.parent = parent
      self.samples = samples
      self.animations = animations
      self.changes = changes
    }

    enum CodingKeys: String, CodingKey { case id, parent, samples, animations, changes }

    /// Samples are written as runs (`{"count": 40, "sample": {…}}`): a layer holds still most of the time.
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .id)
      try container.encodeIfPresent(parent, forKey: .parent)
      var runs: [SampleRun] = []
      for sample in samples {
        if runs.last?.sample == sample {
          runs[runs.count - 1].count += 1
        } else {
          runs.append(SampleRun(count: 1, sample: sample))
        }
      }
      try container.encode(runs, forKey: .samples)
      try container.encode(animations, forKey: .animations)
      try container.encode(changes, forKey: .changes)
    }

    package init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      id = try container.decode(String.self, forKey: .id)
      parent = try container.decodeIfPresent(String.self, forKey: .parent)
      let runs = try container.decode([SampleRun].self, forKey: .samples)
      samples = []
      for run in runs {
        guard run.count >= 1, samples.count + run.count <= 1_000_000 else {
          throw DecodingError.dataCorruptedError(
            forKey: .samples, in: container, debugDescription: "a run of \(run.count) samples")
        }
        samples += Array(repeating: run.sample, count: run.count)
      }
      animations = try container.decode([AnimationSpan].self, forKey: .animations)
      changes = try container.decode([Double].self, forKey: .changes)
    }
  }

  struct SampleRun: Codable, Equatable {
    var count: Int
    var sample: MotionSample
  }

  package init(scene: String, device: String, duration: Double, fps: Int, frames: Int, layers: [MotionLayer]) {
    self.scene = scene
    self.device = device
    self.duration = duration
    self.fps = fps
    self.frames = frames
    self.layers = layers
  }

  /// The frame instants, seconds.
  package var times: [Double] {
    let plan = FramePlan(duration: duration, fps: fps)
    return (0..<frames).map(plan.time(ofFrame:))
  }

  /// `scene` sampled at every frame instant of `plan` (`splashreel render`'s instants).
  package init(_ scene: ResolvedScene, plan: FramePlan) {
    self.scene = scene.name
    device = scene.device.name
    duration = plan.duration
    fps = plan.fps
    frames = plan.frameCount
    let ordered = scene.layers.flatMap { Self.walk($0, parent: nil) }
    var samples = [String: [MotionSample]]()
    for n in 0..<plan.frameCount {
      let states = scene.states(at: plan.time(ofFrame: n))
      let boxes = scene.screenBounds(states)
      var drawn: [String: Bool] = [:]
      for (layer, parent) in ordered {
        var state = states[layer.id] ?? LayerState()
        state.image = state.image.map(Self.imageName)
        let visible = state.isVisible && (parent.map { drawn[$0] ?? false } ?? true)
        drawn[layer.id] = visible
        samples[layer.id, default: []].append(MotionSample(state, drawn: visible, screen: boxes[layer.id]))
      }
    }
    var animations: [String: [AnimationSpan]] = [:]
    var changes: [String: [Double]] = [:]
    let timeline = scene.timeline
    for step in timeline.steps {
      guard let start = timeline.stepTimes[step.id]?.start else { continue }
      for set in step.sets { changes[set.layer, default: []].append(start) }
      for animation in step.animations {
        guard animation.property.isAnimatable else {
          changes[animation.layer, default: []].append(start)
          continue
        }
        let begin = start + animation.delay
        let length = (try? animation.curve.timing(duration: animation.duration).duration) ?? animation.duration ?? 0
        let repetition = animation.repetition
        animations[animation.layer, default: []].append(
          AnimationSpan(
            property: animation.property.name, begin: begin,
            end: Self.end(begin, repetition.isOnce ? length : repetition.activeLength(length), plan),
            curve: animation.curve.description, repeats: repetition.isOnce ? nil : repetition.description))
      }
      for (layer, span) in Self.spans(of: step, at: start, plan: plan) { animations[layer, default: []].append(span) }
    }
    layers = ordered.map { layer, parent in
      MotionLayer(
        id: layer.id, parent: parent, samples: samples[layer.id] ?? [], animations: animations[layer.id] ?? [],
        changes: changes[layer.id] ?? [])
    }
  }

  /// An image as the scene names it: the file name without folder, scale suffix and extension
  /// (`logo` for `/…/logo@3x.png`), so the same picture in another checkout is the same picture.
  static func imageName(_ path: String) -> String {
    var name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    for suffix in ["@2x", "@3x"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
    return name
  }

  private static func walk(_ layer: ResolvedLayer, parent: String?) -> [(ResolvedLayer, String?)] {
    [(layer, parent)] + layer.children.flatMap { walk($0, parent: layer.id) }
  }

  /// The on-screen bounds of layer `id` at each of its instants within `[start, end)` (the instant
  /// at or before `start` when none is), in points.
  package func screenBounds(of id: String, from start: Double, to end: Double) -> [Rect] {
    guard let layer = layers.first(where: { $0.id == id }) else { return [] }
    let course = MotionCourse(times: times, samples: layer.samples)
    var indices = course.times.indices.filter { course.times[$0] >= start - 1e-9 && course.times[$0] < end - 1e-9 }
    if indices.isEmpty { indices = [course.index(at: start)] }
    return indices.compactMap { k in
      layer.samples[k].screen.map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
    }
  }

  /// The track as JSON: pretty-printed, keys sorted (the same track gives the same bytes).
  package func json() -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return Array(try! encoder.encode(self)) + [0x0A]
  }

  /// Reads a track written by `json()`.
  ///
  /// - Throws: `SceneError` naming the file when it is not such a track.
  package static func load(contentsOf path: String) throws(SceneError) -> MotionTrack {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SceneError("\(path): cannot read the motion track")
    }
    do {
      let track = try JSONDecoder().decode(MotionTrack.self, from: data)
      guard track.layers.allSatisfy({ $0.samples.count == track.frames }) else {
        throw SceneError("\(path): not a motion track (sample counts differ from 'frames')")
      }
      return track
    } catch let error as SceneError {
      throw error
    } catch {
      throw SceneError("\(path): not a motion track written by splashreel (\(Self.reason(error)))")
    }
  }

  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing \((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
