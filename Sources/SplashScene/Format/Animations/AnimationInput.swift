import SplashRaster

/// One value of a Core Animation animation as a scene writes it (`fromValue`, an entry of
/// `values`): numbers or expressions over the screen, or a colour, shaped as its key path wants.
public enum AnimationInput: Sendable, Hashable {
  /// As many numbers as the key path takes (lengths may be expressions: `"W/2"`).
  case numbers([Length])
  case color(Color)

  /// Reads a value for `keyPath` at the decoder's position.
  static func decode(from decoder: any Decoder, for keyPath: AnimationKeyPath) throws -> AnimationInput {
    let single = try decoder.singleValueContainer()
    if keyPath.isColor, let text = try? single.decode(String.self) {
      guard let color = SceneColor(parsing: text)?.color else {
        throw decoder.failure("bad colour \"\(text)\": write \(Color.spellings)")
      }
      return .color(color)
    }
    var lengths: [Length] = []
    if keyPath.count == 1, !keyPath.isColor {
      lengths = [try single.decode(Length.self)]
    } else {
      guard let list = try? single.decode([Length].self) else {
        throw decoder.failure("\(keyPath.keyPath) takes \(keyPath.wanted)")
      }
      lengths = list
    }
    guard lengths.count == keyPath.count else {
      throw decoder.failure("\(keyPath.keyPath) takes \(keyPath.wanted), got \(lengths.count) numbers")
    }
    for (index, length) in lengths.enumerated() {
      guard case .number(let value) = length.expression else { continue }
      guard keyPath.limit.contains(value) else {
        let where_ = lengths.count == 1 ? "" : "[\(index)]"
        throw decoder.failure(
          "\(SceneLimits.describe(value)) is out of range (\(SceneLimits.describe(keyPath.limit.lowerBound))...\(SceneLimits.describe(keyPath.limit.upperBound)))"
            + (where_.isEmpty ? "" : " at \(where_)"))
      }
    }
    if keyPath.keyPath == "bounds", lengths.prefix(2).contains(where: { $0.expression != .number(0) }) {
      throw decoder.failure("a bounds origin must be [0, 0] (scrolling a layer's sublayers is not supported)")
    }
    return .numbers(lengths)
  }
}
