import SplashNames
import SplashRaster

/// The properties a layer's base, a device override, a `set` or an `animate` gives: only what it
/// changes, by declared property (`LayerProperty.all`).
///
/// JSON: each property under its key path (`"alpha": 0.5`, `"frame": {"x": 0, …}`,
/// `"transform": {"scale": 2}` or `"transform": "identity"`); the keys, values and limits are
/// those of the declarations.
public struct LayerProperties: Sendable, Hashable {
  private var values: [String: PropertyInput] = [:]

  public init() {}

  /// The value given for `property`, nil when not given.
  public subscript(property: LayerProperty) -> PropertyInput? {
    get { values[property.key] }
    set { values[property.key] = newValue }
  }

  /// The picture given, nil when none is.
  public var image: ImageReference? {
    if case .image(let reference) = self[.image] { return reference }
    return nil
  }

  /// Whether nothing is given.
  public var isEmpty: Bool { values.isEmpty }

  /// The properties given, in declaration order.
  public var given: [LayerProperty] { LayerProperty.all.filter { values[$0.key] != nil } }

  /// `other`'s given properties on top of these.
  package func merged(with other: LayerProperties) -> LayerProperties {
    var result = self
    result.values.merge(other.values) { _, new in new }
    return result
  }

  /// Every JSON key a property bag may hold (top-level keys and aliases).
  static let keys: [String] = unique(LayerProperty.all.flatMap { [$0.objectKey] + $0.aliases })

  /// The JSON keys a layer of type `kind` may hold.
  static func keys(for kind: SceneLayer.Kind) -> [String] {
    unique(LayerProperty.all.filter { $0.applies(to: kind) }.flatMap { [$0.objectKey] + $0.aliases })
  }

  /// The keys a timeline `set` or `animate` may change (the rest are fixed per layer and device).
  static let changeKeys: [String] = unique(
    LayerProperty.all.filter { $0.timeline != .fixed }.map(\.objectKey))

  private static func unique(_ keys: [String]) -> [String] {
    var seen = Set<String>()
    return keys.filter { seen.insert($0).inserted }
  }
}

extension LayerProperties {
  /// Reads the property keys present in `container` (other keys are the caller's business).
  init(from container: KeyedDecodingContainer<AnyKey>) throws {
    self.init()
    for (key, members) in Self.objects {
      if members.count == 1 && members[0].memberKey == nil {
        try read(members[0], in: container)
      } else {
        try readObject(key, members: members, in: container)
      }
    }
  }

  /// The declarations by the top-level JSON key they are written under, in declaration order.
  private static let objects: [(key: String, members: [LayerProperty])] = {
    var objects: [(key: String, members: [LayerProperty])] = []
    for property in LayerProperty.all {
      if let index = objects.firstIndex(where: { $0.key == property.objectKey }) {
        objects[index].members.append(property)
      } else {
        objects.append((property.objectKey, [property]))
      }
    }
    return objects
  }()

  /// A top-level property, or one of its aliases (which must agree with it).
  private mutating func read(_ property: LayerProperty, in container: KeyedDecodingContainer<AnyKey>) throws {
    var found: (PropertyInput, String)?
    for name in [property.key] + property.aliases where container.contains(AnyKey(name)) {
      let value = try Self.decode(property, from: container.superDecoder(forKey: AnyKey(name)))
      if let (earlier, earlierName) = found, earlier != value {
        throw container.failure(
          "\(name) and \(earlierName) are one property in UIKit and disagree here; give one", at: AnyKey(name))
      }
      found = (value, name)
    }
    if let (value, _) = found { self[property] = value }
  }

  /// An object of members (`frame`, `transform`), or its shorthand word.
  private mutating func readObject(
    _ key: String, members: [LayerProperty], in container: KeyedDecodingContainer<AnyKey>
  ) throws {
    guard container.contains(AnyKey(key)) else { return }
    let decoder = try container.superDecoder(forKey: AnyKey(key))
    let names = members.compactMap(\.memberKey)
    if let word = try? decoder.singleValueContainer().decode(String.self) {
      guard let shorthand = LayerProperty.shorthands[key], word == shorthand.word else {
        let expected = LayerProperty.shorthands[key].map { "\"\($0.word)\" or " } ?? ""
        throw decoder.failure("expected \(expected){\(names.joined(separator: ", "))}, got \"\(word)\"")
      }
      for (property, value) in shorthand.values { self[property] = value }
      return
    }
    try decoder.rejectUnknownKeys(
      allowed: names, in: "a\(key.first.map { "aeiou".contains($0) } == true ? "n" : "") \(key)")
    let object = try decoder.container(keyedBy: AnyKey.self)
    for property in members where object.contains(AnyKey(property.memberKey!)) {
      self[property] = try Self.decode(property, from: object.superDecoder(forKey: AnyKey(property.memberKey!)))
    }
  }

  /// One value, checked against its declaration.
  static func decode(_ property: LayerProperty, from decoder: any Decoder) throws -> PropertyInput {
    let name = property.memberKey ?? property.key
    let single = try decoder.singleValueContainer()
    switch property.value {
    case .length:
      return .length(try single.decode(Length.self))
    case .lengthPair:
      let pair = try single.decode([Length].self)
      guard pair.count == 2 else { throw decoder.failure("expected [x, y], got \(pair.count) values") }
      return .lengths(pair)
    case .number(let range):
      let value = try single.decode(Double.self)
      if range.lowerBound == 0 {
        guard range.contains(value) else {
          throw decoder.failure("\(name) must be between 0 and \(SceneLimits.describe(range.upperBound)), got \(value)")
        }
      } else if let problem = SceneLimits.outOfRange(value, limit: range.upperBound) {
        throw decoder.failure(problem)
      }
      return .number(value)
    case .numberOrPair(let range):
      if let one = try? single.decode(Double.self) {
        if let problem = SceneLimits.outOfRange(one, limit: range.upperBound) { throw decoder.failure(problem) }
        return .numbers([one, one])
      }
      let pair = try numbers(decoder, limit: range.upperBound)
      guard pair.count == 2 else { throw decoder.failure("expected a number or [sx, sy], got \(pair.count) numbers") }
      return .numbers(pair)
    case .numberPair(let range):
      let pair = try numbers(decoder, limit: range.upperBound)
      guard pair.count == 2 else { throw decoder.failure("expected [x, y], got \(pair.count) numbers") }
      return .numbers(pair)
    case .bool:
      return .bool(try single.decode(Bool.self))
    case .color:
      return .color(try single.decode(SceneColor.self).color)
    case .choice(let names, let noun):
      let word = try single.decode(String.self)
      guard names.contains(word) else {
        throw decoder.failure(
          "unknown \(noun) '\(word)'\(NameSuggestion.hint(for: word, in: names)); one of \(names.joined(separator: ", "))"
        )
      }
      return .name(word)
    case .nameList(let names, let noun):
      let words = try single.decode([String].self)
      for (index, word) in words.enumerated() {
        guard names.contains(word) else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: decoder.codingPath + [AnyKey(intValue: index)!],
              debugDescription:
                "unknown \(noun) '\(word)'\(NameSuggestion.hint(for: word, in: names)); one of \(names.joined(separator: ", "))"
            ))
        }
        guard !words[..<index].contains(word) else {
          throw DecodingError.dataCorrupted(
            .init(
              codingPath: decoder.codingPath + [AnyKey(intValue: index)!],
              debugDescription: "\(noun) '\(word)' is given twice"))
        }
      }
      return .names(words)
    case .image:
      return .image(try single.decode(ImageReference.self))
    case .path:
      return .name(try ShapePathInput.decode(from: decoder))
    case .file:
      let path = try single.decode(String.self)
      guard !path.isEmpty, !path.contains("\0") else { throw decoder.failure("expected a file name, got '\(path)'") }
      return .file(path)
    case .colors(let maximum):
      let colors = try single.decode([SceneColor].self).map(\.color)
      guard (1...maximum).contains(colors.count) else {
        throw decoder.failure("expected 1 to \(maximum) colours, got \(colors.count)")
      }
      return .colors(colors)
    case .numberList(let range, let maximum):
      let list = try numbers(decoder, limit: max(abs(range.lowerBound), abs(range.upperBound)))
      guard list.count <= maximum else {
        throw decoder.failure("expected at most \(maximum) numbers, got \(list.count)")
      }
      if let bad = list.first(where: { !range.contains($0) }) {
        throw decoder.failure(
          "\(name) values must be within \(SceneLimits.describe(range.lowerBound))...\(SceneLimits.describe(range.upperBound)), got \(SceneLimits.describe(bad))"
        )
      }
      if property == .lineDashPattern, let problem = ShapePathInput.dashProblem(list) { throw decoder.failure(problem) }
      return .numbers(list)
    }
  }

  /// A list of numbers, each finite and within ±`limit`.
  private static func numbers(_ decoder: any Decoder, limit: Double) throws -> [Double] {
    var list = try decoder.unkeyedContainer()
    var values: [Double] = []
    while !list.isAtEnd {
      let index = list.currentIndex
      let value = try list.decode(Double.self)
      if let problem = SceneLimits.outOfRange(value, limit: limit) {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath + [AnyKey(intValue: index)!], debugDescription: problem))
      }
      values.append(value)
    }
    return values
  }
}
