/// One block of UIKit code on the timeline: an `animate(…)` call with its animations, the
/// immediate assignments made at the same moment, or both; or an empty hold.
///
/// A step starts at an absolute time, after a delay from another step's start (a
/// `dispatch_after` inside that step's block), or when other steps complete (a completion block,
/// optionally followed by `dispatch_after`). Steps with the same start run in parallel; a step
/// that starts after the completion of several steps joins them.
public struct Step: Sendable, Hashable {
  /// A unique name other steps refer to.
  public var id: String
  /// When the step begins.
  public var start: Start
  /// Assignments that take effect at once at the step's start, in order, before the animations.
  public var sets: [PropertySet]
  /// Animations created at the step's start (each may have its own delay).
  public var animations: [PropertyAnimation]
  /// Core Animation animations added at the step's start, in order (`layer.add(_:forKey:)`).
  public var layerAnimations: [AddedAnimation] = []
  /// `UIView.animateKeyframes` calls made at the step's start, in order.
  public var keyframeAnimations: [ViewKeyframeAnimation] = []
  /// `UIView.transition(with:…)` calls made at the step's start (their changes are in `sets`).
  public var transitions: [ViewTransition] = []

  /// Every value the step assigns, in order: its sets, its animations' targets, its keyframes'.
  public var assignments: [PropertySet] {
    sets + animations.map { PropertySet(layer: $0.layer, property: $0.property, value: $0.to) }
      + keyframeAnimations.flatMap { $0.keyframes.flatMap(\.changes) }
  }

  /// When a step begins.
  public enum Start: Sendable, Hashable {
    /// At an absolute time in seconds (≥ 0) from launch.
    case at(Double)
    /// `delay` seconds after the named step starts (`dispatch_after` inside its block).
    case afterStart(of: String, delay: Double)
    /// `delay` seconds after every named step has completed (completion block, then
    /// `dispatch_after`). A step completes when its longest animation (delay + duration) ends.
    case afterCompletion(of: [String], delay: Double)
  }

  public init(
    id: String, start: Start, sets: [PropertySet] = [], animations: [PropertyAnimation] = [],
    layerAnimations: [AddedAnimation] = [], keyframeAnimations: [ViewKeyframeAnimation] = [],
    transitions: [ViewTransition] = []
  ) {
    self.transitions = transitions
    self.id = id
    self.start = start
    self.sets = sets
    self.animations = animations
    self.layerAnimations = layerAnimations
    self.keyframeAnimations = keyframeAnimations
  }
}

/// An immediate assignment (`view.hidden = NO`, `view.alpha = 0` outside an animation block,
/// `removeFromSuperview` as a discrete `removed` property).
public struct PropertySet: Sendable, Hashable {
  public var layer: String
  public var property: Property
  public var value: PropertyValue

  public init(layer: String, property: Property, value: PropertyValue) {
    self.layer = layer
    self.property = property
    self.value = value
  }
}

/// An assignment inside an animation block: the property moves from its current model value to
/// `to` along `curve`, starting `delay` seconds after the step starts.
///
/// Overlapping animations of one property add up (iOS 8+): a new animation starts from the
/// model value (the previous target) and the remainder of the one in flight is added on top,
/// so nothing jumps. A discrete property (`hidden`, `image`, …) in an animation takes effect at
/// the step's start, ignoring the delay, as UIKit does.
public struct PropertyAnimation: Sendable, Hashable {
  public var layer: String
  public var property: Property
  public var to: PropertyValue
  /// Seconds; `nil` only for settling springs (they run until settled).
  public var duration: Double?
  /// Seconds after the step's start; during the delay the from-value stays on screen.
  public var delay: Double
  public var curve: Curve
  /// `.repeat` and `.autoreverse`: once by default.
  public var repetition: Repetition

  public init(
    layer: String, property: Property, to: PropertyValue, duration: Double?, delay: Double = 0,
    curve: Curve = .easeInOut, repetition: Repetition = .once
  ) {
    self.layer = layer
    self.property = property
    self.to = to
    self.duration = duration
    self.delay = delay
    self.curve = curve
    self.repetition = repetition
  }
}
