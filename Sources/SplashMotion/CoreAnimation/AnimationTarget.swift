/// What a Core Animation animation moves: a channel, or some of its lanes (`position.x` is lane 0
/// of `position`, `transform.scale` both lanes of the scale). Values are given in the channel's
/// lane layout; lanes outside `lanes` keep the value beneath the animation.
public struct AnimationTarget: Sendable, Hashable, CustomStringConvertible {
  /// The key path as written (`transform.scale.x`), for messages and reports.
  public let keyPath: String
  public let channel: Channel
  /// The lanes of `channel` the animation sets (true) or leaves (false).
  public let lanes: SIMDMask<SIMD4<Int64>>

  public init(keyPath: String, channel: Channel, lanes: SIMDMask<SIMD4<Int64>>) {
    self.keyPath = keyPath
    self.channel = channel
    self.lanes = lanes
  }

  public var description: String { keyPath }

  /// `value` in the animated lanes, `beneath` in the others.
  func merge(_ value: SIMD4<Double>, over beneath: SIMD4<Double>) -> SIMD4<Double> {
    beneath.replacing(with: value, where: lanes)
  }

  /// `value` with the lanes the animation does not set cleared (so lengths and sums ignore them).
  func masked(_ value: SIMD4<Double>) -> SIMD4<Double> {
    SIMD4<Double>.zero.replacing(with: value, where: lanes)
  }
}
