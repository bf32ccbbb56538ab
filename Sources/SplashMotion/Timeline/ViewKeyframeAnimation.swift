/// `UIView.animateKeyframes(withDuration:delay:options:animations:)` with its
/// `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` blocks.
///
/// Each property a keyframe changes gets one keyframe track over the whole animation (see
/// `KeyframeTrack`): its model value becomes the last keyframe's value when the step runs, and
/// the track moves the presentation value from the value before the step through each keyframe's
/// value, reached at the keyframe's end. Non-animatable changes (hidden, image, text) apply at
/// once, as in `animate`.
public struct ViewKeyframeAnimation: Sendable, Hashable {
  /// Seconds of the whole animation (`withDuration`); relative times are fractions of it.
  public var duration: Double
  /// Seconds after the step's start before it visibly starts (`delay`).
  public var delay: Double
  /// The `calculationMode…` option.
  public var calculationMode: CalculationMode
  /// The curve bits of the options, applied to the whole animation's time (UIKit's default,
  /// raw value 0, is easeInOut); each keyframe moves linearly within the warped time.
  public var curve: UnitBezier
  /// `.repeat` and `.autoreverse`.
  public var repetition: Repetition
  public var keyframes: [Keyframe]

  /// One `addKeyframe` block.
  public struct Keyframe: Sendable, Hashable {
    /// Fraction of the duration at which it starts, 0...1.
    public var relativeStartTime: Double
    /// Fraction of the duration it lasts; start + duration ≤ 1.
    public var relativeDuration: Double
    /// What the block assigns, in order.
    public var changes: [PropertySet]

    public init(relativeStartTime: Double, relativeDuration: Double, changes: [PropertySet]) {
      self.relativeStartTime = relativeStartTime
      self.relativeDuration = relativeDuration
      self.changes = changes
    }
  }

  public init(
    duration: Double, delay: Double = 0, calculationMode: CalculationMode = .linear,
    curve: UnitBezier = Curve.easeInOut.bezier!, repetition: Repetition = .once, keyframes: [Keyframe]
  ) {
    self.duration = duration
    self.delay = delay
    self.calculationMode = calculationMode
    self.curve = curve
    self.repetition = repetition
    self.keyframes = keyframes
  }
}
