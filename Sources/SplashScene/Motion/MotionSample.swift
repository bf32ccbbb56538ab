import SplashMotion
import SplashRaster

/// One layer's reported properties at one instant, named as scene files name them
/// (`MotionChannel.all`: the frame, the transform, alpha, colours, radii, the discrete hidden /
/// removed / text / image), and whether anything of it is drawn.
///
/// Stored in motion tracks under each channel's stored key (`x`, `translationX`, `background`,
/// `hidden`, …); a channel an older track lacks reads as absent and is compared as its default.
package struct MotionSample: Sendable, Hashable, Codable {
  /// Numbers by channel name (one, or four for a colour: straight-alpha r, g, b, a in 0...1);
  /// rotations in degrees, clockwise on screen.
  package var numbers: [String: [Double]]
  /// Discrete values as text by channel name: `true`, `"logo"`, `none`.
  package var discrete: [String: String]
  /// Whether the layer draws: attached, visible, not fully transparent, and so are its ancestors.
  package var drawn: Bool
  /// Where it and its sublayers are drawn on screen, `[x, y, width, height]` in points
  /// (`ResolvedScene.screenBounds`); nil when not drawn.
  package var screen: [Double]?

  package init(_ state: LayerState, drawn: Bool, screen: Rect? = nil) {
    self.screen = drawn ? screen.map { [$0.minX, $0.minY, $0.width, $0.height] } : nil
    numbers = [:]
    discrete = [:]
    for channel in MotionChannel.all {
      if let read = channel.read { numbers[channel.name] = read(state) }
      if let read = channel.readDiscrete { discrete[channel.name] = read(state) }
    }
    self.drawn = drawn
  }

  /// The layer's width in points.
  var width: Double { numbers["width"]?.first ?? 0 }
  /// The layer's height in points.
  var height: Double { numbers["height"]?.first ?? 0 }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for channel in MotionChannel.all {
      let key = Key(channel.storedKey)
      if let values = numbers[channel.name] {
        if values.count == 1 {
          try container.encode(values[0], forKey: key)
        } else {
          try container.encode(values, forKey: key)
        }
      } else if let value = discrete[channel.name] {
        try Self.encodeDiscrete(value, into: &container, key: key)
      }
    }
    try container.encode(drawn, forKey: Key("drawn"))
    try container.encodeIfPresent(screen, forKey: Key("screen"))
  }

  /// Flags as JSON booleans, strings as JSON strings, none as an absent key (as tracks always had them).
  private static func encodeDiscrete(
    _ text: String, into container: inout KeyedEncodingContainer<Key>, key: Key
  ) throws {
    if text == "true" || text == "false" {
      try container.encode(text == "true", forKey: key)
    } else if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
      try container.encode(String(text.dropFirst().dropLast()), forKey: key)
    }
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Key.self)
    // A channel the track does not hold (written before the property existed) has its default.
    let defaults = MotionSample(LayerState(), drawn: false)
    numbers = [:]
    discrete = [:]
    for channel in MotionChannel.all {
      let key = Key(channel.storedKey)
      guard container.contains(key) else {
        numbers[channel.name] = defaults.numbers[channel.name]
        discrete[channel.name] = defaults.discrete[channel.name]
        continue
      }
      if channel.kind == .discrete {
        if let flag = try? container.decode(Bool.self, forKey: key) {
          discrete[channel.name] = String(flag)
        } else {
          discrete[channel.name] = "\"\(try container.decode(String.self, forKey: key))\""
        }
      } else if let one = try? container.decode(Double.self, forKey: key) {
        numbers[channel.name] = [one]
      } else {
        numbers[channel.name] = try container.decode([Double].self, forKey: key)
      }
    }
    drawn = try container.decode(Bool.self, forKey: Key("drawn"))
    screen = try container.decodeIfPresent([Double].self, forKey: Key("screen"))
  }
}
