import SplashRaster

/// Writing properties back as scene files write them: the inverse of `init(from:)`, derived from
/// the same declarations, so that decoding what is encoded gives the same properties.
extension LayerProperties {
  /// Writes every given property into `container` under its key path (members of an object such
  /// as `frame` or `transform` into one nested object, aliases by their main key).
  func encode(to container: inout KeyedEncodingContainer<AnyKey>) throws {
    var objects: [String: [LayerProperty]] = [:]
    var order: [String] = []
    for property in given {
      if objects[property.objectKey] == nil { order.append(property.objectKey) }
      objects[property.objectKey, default: []].append(property)
    }
    for key in order {
      let members = objects[key]!
      if members.count == 1 && members[0].memberKey == nil {
        try Self.encode(self[members[0]]!, as: members[0], to: container.superEncoder(forKey: AnyKey(key)))
        continue
      }
      var object = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
      for property in members {
        try Self.encode(self[property]!, as: property, to: object.superEncoder(forKey: AnyKey(property.memberKey!)))
      }
    }
  }

  /// One value, written as `decode(_:from:)` reads a value of `property`'s kind; throws when the
  /// value is not of that kind (a `.bool` given for `alpha`).
  static func encode(_ input: PropertyInput, as property: LayerProperty, to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    switch (property.value, input) {
    case (.length, .lengths(let lengths)) where lengths.count == 1:
      try single.encode(lengths[0])
    case (.lengthPair, .lengths(let lengths)) where lengths.count == 2:
      try single.encode(lengths)
    case (.number, .numbers(let numbers)) where numbers.count == 1:
      try single.encode(numbers[0])
    case (.numberOrPair, .numbers(let numbers)) where numbers.count == 1 || numbers.count == 2:
      if numbers.count == 1 || numbers[0] == numbers[1] {
        try single.encode(numbers[0])
      } else {
        try single.encode(numbers)
      }
    case (.numberPair, .numbers(let numbers)) where numbers.count == 2:
      try single.encode(numbers)
    case (.bool, .bool(let value)):
      try single.encode(value)
    case (.color, .color(let color)):
      try single.encode(SceneColor.written(color))
    case (.choice, .name(let name)):
      try single.encode(name)
    case (.nameList, .names(let names)):
      try single.encode(names)
    case (.image, .image(let reference)):
      try single.encode(reference)
    case (.path, .name(let data)):
      try single.encode(data)
    case (.file, .file(let path)):
      try single.encode(path)
    case (.colors, .colors(let colors)):
      try single.encode(colors.map(SceneColor.written))
    case (.numberList, .numbers(let numbers)):
      try single.encode(numbers)
    default:
      throw EncodingError.invalidValue(
        input,
        .init(
          codingPath: encoder.codingPath,
          debugDescription: "\(property.key) takes \(property.value.wanted), got \(input.written)"))
    }
  }
}

extension LayerProperty.Value {
  /// What a value of this kind is, for messages: "a length", "[x, y] numbers", ….
  var wanted: String {
    switch self {
    case .length: "a length (.length)"
    case .lengthPair: "[x, y] lengths (.lengths)"
    case .number: "a number (.number)"
    case .numberOrPair: "a number or [x, y] numbers (.number, .numbers)"
    case .numberPair: "[x, y] numbers (.numbers)"
    case .bool: "true or false (.bool)"
    case .color: "a colour (.color)"
    case .choice(let names, let noun): "a \(noun) (.name: \(names.joined(separator: ", ")))"
    case .nameList(let names, let noun): "a list of \(noun)s (.names: \(names.joined(separator: ", ")))"
    case .image: "an image (.image)"
    case .path: "path data (.name)"
    case .file: "a file name (.file)"
    case .colors: "colours (.colors)"
    case .numberList: "numbers (.numbers)"
    }
  }
}

extension PropertyInput {
  /// The value as a message shows it: `.bool(true)`, `.numbers([1, 2])`.
  var written: String {
    switch self {
    case .lengths(let lengths): ".lengths([\(lengths.map(\.source).joined(separator: ", "))])"
    case .numbers(let numbers): ".numbers([\(numbers.map(SceneNumber.written).joined(separator: ", "))])"
    case .bool(let value): ".bool(\(value))"
    case .color(let color): ".color(\(SceneColor.written(color)))"
    case .name(let name): ".name(\"\(name)\")"
    case .names(let names): ".names([\(names.map { "\"\($0)\"" }.joined(separator: ", "))])"
    case .image(let reference): ".image(\(reference))"
    case .colors(let colors): ".colors([\(colors.map(SceneColor.written).joined(separator: ", "))])"
    case .file(let path): ".file(\"\(path)\")"
    }
  }
}

extension SceneColor {
  /// The colour as a scene file writes it: `"#RRGGBB"` when opaque, else `"#RRGGBBAA"`.
  static func written(_ color: Color) -> String {
    let hex = { (v: UInt8) -> String in
      let digits = String(v, radix: 16, uppercase: true)
      return digits.count == 1 ? "0" + digits : digits
    }
    return "#" + hex(color.r) + hex(color.g) + hex(color.b) + (color.a == 255 ? "" : hex(color.a))
  }
}
