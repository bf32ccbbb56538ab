/// Everything the timeline controls about one layer at one instant: the value of each channel
/// and discrete channel that has been given one. The renderer reads it per frame; the scene
/// builds the initial one from its layout.
///
/// A channel nothing has given a value reads as its `identity`.
public struct LayerState: Sendable, Hashable {
  /// Interpolated values by channel name.
  public private(set) var values: [String: SIMD4<Double>] = [:]
  /// Discrete values by channel name.
  public private(set) var discrete: [String: PropertyValue] = [:]

  /// A state in which every channel reads as its identity.
  public init() {}

  /// The value of `channel`: the one given, else its identity.
  public subscript(channel: Channel) -> SIMD4<Double> {
    get { values[channel.name] ?? channel.identity }
    set { values[channel.name] = newValue }
  }

  /// The value of the discrete `channel`: the one given, else its identity (nil for none).
  public subscript(channel: DiscreteChannel) -> PropertyValue? {
    get { discrete[channel.name] ?? channel.identity }
    set { discrete[channel.name] = newValue }
  }

  /// Applies one change.
  public mutating func apply(_ change: ChannelChange) {
    switch change {
    case .value(let channel, let value): self[channel] = value
    case .discrete(let channel, let value): self[channel] = value
    }
  }
}

/// Layer states by layer id: what `Timeline.sample(at:initial:)` takes and returns.
public typealias LayerStates = [String: LayerState]
