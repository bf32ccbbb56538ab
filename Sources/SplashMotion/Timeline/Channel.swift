/// A value of a layer that animations interpolate: up to four numbers (`SIMD4`, unused lanes 0),
/// named by its key path. A layer's value before anything sets it is `identity`.
///
/// SplashMotion knows no particular channel: a scene format declares the ones it animates
/// (SplashScene's `LayerProperty` catalog) and timelines carry them.
public struct Channel: Sendable, Hashable, CustomStringConvertible {
  /// The key path, e.g. `position`, `bounds.size`, `opacity`; unique among a timeline's channels.
  public let name: String
  /// The value of a layer that nothing has set.
  public let identity: SIMD4<Double>

  /// A channel named `name` whose unset value is `identity`.
  public init(_ name: String, identity: SIMD4<Double> = .zero) {
    self.name = name
    self.identity = identity
  }

  public var description: String { name }

  public static func == (a: Channel, b: Channel) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// A value of a layer that changes at once, never interpolated (hidden, the image shown, the
/// text, removal): a `PropertyValue`, `identity` (or none) until something sets it.
public struct DiscreteChannel: Sendable, Hashable, CustomStringConvertible {
  public let name: String
  /// The value of a layer that nothing has set; nil for none (no image, no text).
  public let identity: PropertyValue?

  public init(_ name: String, identity: PropertyValue? = nil) {
    self.name = name
    self.identity = identity
  }

  public var description: String { name }

  public static func == (a: DiscreteChannel, b: DiscreteChannel) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One change a property value makes: a channel's new value, or a discrete value.
public enum ChannelChange: Sendable, Hashable {
  case value(Channel, SIMD4<Double>)
  case discrete(DiscreteChannel, PropertyValue)
}
