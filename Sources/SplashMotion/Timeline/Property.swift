/// A property of a layer that a timeline sets or animates, as the scene names it (`frame`,
/// `alpha`, `hidden`), with the channel changes each of its values stands for.
///
/// Animatable properties are interpolated and additive; discrete ones take effect at once, even
/// inside a delayed animation block, as UIKit does. A property may move several channels
/// (`frame` moves `position` and `bounds.size`). The factories check a value's shape and say
/// what was wanted: "alpha needs a number, got [1, 2]".
public struct Property: Sendable, Hashable, CustomStringConvertible {
  /// The name reports and messages use.
  public let name: String
  /// Whether animations interpolate it (otherwise it changes at once).
  public let isAnimatable: Bool
  /// The interpolated channels its values move and their shape (empty when not declared through
  /// a factory): what Core Animation key paths naming a channel resolve to.
  public let channelShapes: [ChannelShape]
  private let convert: @Sendable (PropertyValue) throws(MotionError) -> [ChannelChange]

  /// A property whose values `convert` turns into channel changes (throwing a `MotionError`
  /// that says what it needs).
  public init(
    _ name: String, isAnimatable: Bool, channelShapes: [ChannelShape] = [],
    convert: @escaping @Sendable (PropertyValue) throws(MotionError) -> [ChannelChange]
  ) {
    self.name = name
    self.isAnimatable = isAnimatable
    self.channelShapes = channelShapes
    self.convert = convert
  }

  /// The channel changes `value` stands for.
  ///
  /// - Throws: `MotionError` such as "alpha needs a number, got [1, 2]".
  public func changes(for value: PropertyValue) throws(MotionError) -> [ChannelChange] {
    try convert(value)
  }

  public var description: String { name }

  public static func == (a: Property, b: Property) -> Bool { a.name == b.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  // MARK: Factories

  /// A property of numbers (as many as one of `counts`) on one channel, placed into its lanes
  /// by `map` (in order by default); `wanted` says the shape in messages.
  public static func numbers(
    _ name: String, channel: Channel, counts: [Int], wanted: String,
    map: @escaping @Sendable ([Double]) -> SIMD4<Double> = Property.lanes, isColor: Bool = false
  ) -> Property {
    let shape = ChannelShape(channel: channel, lanes: counts.max() ?? 1, isColor: isColor)
    return Property(name, isAnimatable: true, channelShapes: [shape]) { value throws(MotionError) in
      [.value(channel, map(try value.numbers(for: name, counts: counts, wanted: wanted)))]
    }
  }

  /// A property of one number on `channel`.
  public static func number(_ name: String, channel: Channel) -> Property {
    numbers(name, channel: channel, counts: [1], wanted: "a number")
  }

  /// A colour `[r, g, b, a]` (or `[r, g, b]` with a = 1), straight alpha, each 0...1.
  public static func color(_ name: String, channel: Channel) -> Property {
    numbers(
      name, channel: channel, counts: [3, 4], wanted: "[r, g, b, a]",
      map: { v in SIMD4(v[0], v[1], v[2], v.count == 4 ? v[3] : 1) }, isColor: true)
  }

  /// A discrete true or false.
  public static func flag(_ name: String, channel: DiscreteChannel) -> Property {
    Property(name, isAnimatable: false) { value throws(MotionError) in
      guard case .bool = value else { throw MotionError("\(name) needs true or false, got \(value)") }
      return [.discrete(channel, value)]
    }
  }

  /// A discrete string (an image's name, a label's text).
  public static func string(_ name: String, channel: DiscreteChannel) -> Property {
    Property(name, isAnimatable: false) { value throws(MotionError) in
      guard case .string = value else { throw MotionError("\(name) needs a string, got \(value)") }
      return [.discrete(channel, value)]
    }
  }

  /// Numbers into lanes in order, unused lanes 0.
  @Sendable public static func lanes(_ v: [Double]) -> SIMD4<Double> {
    var lanes = SIMD4<Double>.zero
    for (i, x) in v.prefix(4).enumerated() { lanes[i] = x }
    return lanes
  }
}

/// A value a property is set or animated to. Which case each property takes is its declaration's.
public enum PropertyValue: Sendable, Hashable {
  case number(Double)
  case vector([Double])
  case bool(Bool)
  case string(String)

  /// The numbers of a number or vector value, checked against the counts a property takes.
  ///
  /// - Throws: `MotionError` "<name> needs <wanted>, got <value>", or "needs finite numbers".
  package func numbers(for name: String, counts: [Int], wanted: String) throws(MotionError) -> [Double] {
    let list: [Double]
    switch self {
    case .number(let v): list = [v]
    case .vector(let v): list = v
    default: throw MotionError("\(name) needs \(wanted), got \(self)")
    }
    guard counts.contains(list.count) else { throw MotionError("\(name) needs \(wanted), got \(self)") }
    guard list.allSatisfy(\.isFinite) else { throw MotionError("\(name) needs finite numbers, got \(self)") }
    return list
  }
}

extension PropertyValue: CustomStringConvertible {
  /// The value as error messages show it: `1`, `[0, 50]`, `true`, `"logo"`.
  public var description: String {
    switch self {
    case .number(let v): MotionError.format(v)
    case .vector(let v): "[" + v.map(MotionError.format).joined(separator: ", ") + "]"
    case .bool(let v): String(v)
    case .string(let v): "\"\(v)\""
    }
  }
}
