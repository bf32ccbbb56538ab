import SplashMotion

/// A key path a Core Animation animation names (`transform.scale`, `position.x`, `opacity`), resolved
/// against the layer property catalog: the channel it moves, which lanes, and the shape of its
/// values (a number, `[x, y]`, a colour, a `bounds` rect).
public struct AnimationKeyPath: Sendable, Hashable {
  public let keyPath: String
  public let channel: Channel
  /// The channel lanes the values fill.
  public let lanes: [Int]
  /// Numbers per value (1 for a number; 4 for a colour or a `bounds` rect).
  public let count: Int
  /// The value component each lane takes (the same length as `lanes`).
  public let components: [Int]
  /// Values are colours (`"#RRGGBB"`, a name, or `[r, g, b, a]` in 0...1).
  public let isColor: Bool
  /// The range each number must lie in.
  public let limit: ClosedRange<Double>

  /// A key path that is part of a channel (`position.x`); by default lane i takes component i
  /// (component 0 for every lane of a one-number value: `transform.scale`).
  static func part(
    _ keyPath: String, _ channel: Channel, lanes: [Int], count: Int, components: [Int]? = nil,
    limit: Double = SceneLimits.maximumLength, nonNegative: Bool = false
  ) -> AnimationKeyPath {
    AnimationKeyPath(
      keyPath: keyPath, channel: channel, lanes: lanes, count: count,
      components: components ?? lanes.indices.map { count == 1 ? 0 : $0 }, isColor: false,
      limit: nonNegative ? 0...limit : -limit...limit)
  }

  /// Every animatable key path: the catalog's parts, then each interpolated channel of the
  /// catalog's properties under its own name.
  public static let all: [AnimationKeyPath] = {
    var list = LayerProperty.keyPathParts
    var seen = Set(list.map(\.keyPath))
    var declared: [(LayerProperty.Value?, Property)] = LayerProperty.all.compactMap { property in
      property.timelineProperty.map { (property.value, $0) }
    }
    declared += LayerProperty.groups.sorted { $0.key < $1.key }.map { (nil, $0.value.property) }
    for (value, property) in declared where property.isAnimatable {
      for shape in property.channelShapes where seen.insert(shape.channel.name).inserted {
        list.append(
          AnimationKeyPath(
            keyPath: shape.channel.name, channel: shape.channel, lanes: Array(0..<shape.lanes), count: shape.lanes,
            components: Array(0..<shape.lanes), isColor: shape.isColor,
            limit: shape.isColor ? 0...1 : range(of: value, channel: shape.channel)))
      }
    }
    return list
  }()

  /// The key path named `name`, nil when no declared property animates under it.
  public static func named(_ name: String) -> AnimationKeyPath? { all.first { $0.keyPath == name } }

  /// The numbers a property's declared value allows, as the bound of its channel's numbers.
  private static func range(of value: LayerProperty.Value?, channel: Channel) -> ClosedRange<Double> {
    let length = SceneLimits.maximumLength
    if channel == LayerProperty.Channels.size { return 0...length }
    switch value {
    case .length(nonNegative: true): return 0...length
    case .number(let range) where LayerProperty.Channels.degreeChannels.contains(channel):
      return -(range.upperBound * .pi / 180)...(range.upperBound * .pi / 180)
    case .number(let range), .numberOrPair(let range), .numberPair(let range): return range
    default: return -length...length
    }
  }

  /// The target SplashMotion animates.
  package var target: AnimationTarget {
    var mask = SIMD4<Int64>.zero
    for lane in lanes { mask[lane] = 1 }
    return AnimationTarget(keyPath: keyPath, channel: channel, lanes: mask .== 1)
  }

  /// One value's numbers placed in the channel's lanes.
  package func lanes(of numbers: [Double]) -> SIMD4<Double> {
    var v = SIMD4<Double>.zero
    for (lane, component) in zip(lanes, components) { v[lane] = numbers[component] }
    return v
  }

  /// What a value must be, for messages: "a number", "[x, y]", "a colour", "[x, y, width, height]".
  var wanted: String {
    if isColor { return "a colour" }
    switch count {
    case 1: return "a number"
    case 2: return "[x, y]"
    case 4: return "[x, y, width, height]"
    default: return "\(count) numbers"
    }
  }
}
