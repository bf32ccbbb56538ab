import SplashNames

/// Helpers that make scene decoding strict: unknown keys are errors, custom checks carry the path.
extension Decoder {
  /// Throws for the first key (alphabetically) of this object that is not in `allowed`, suggesting the
  /// closest allowed key. `what` names the object in the message ("an image layer").
  package func rejectUnknownKeys(allowed: [String], in what: String) throws {
    let container = try container(keyedBy: AnyKey.self)
    for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
    where !allowed.contains(key.stringValue) {
      let hint = NameSuggestion.hint(for: key.stringValue, in: allowed)
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [key],
          debugDescription: "unknown key '\(key.stringValue)' in \(what)\(hint)"))
    }
  }

  /// An error at this decoder's path (or below it, at `key`) with a one-line message.
  package func failure(_ message: String, at key: (any CodingKey)? = nil) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath + (key.map { [$0] } ?? []), debugDescription: message))
  }
}

extension KeyedDecodingContainer {
  /// An error at `key` of this container with a one-line message.
  package func failure(_ message: String, at key: Key) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath + [key], debugDescription: message))
  }
}

/// Marks `DecodingError.dataCorrupted` messages written by splashreel, so they are shown as they are.
enum SceneDecoding {
  /// The JSON path of `codingPath`, e.g. `layers[2].frame.x` (empty for the top level).
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : "." + key.stringValue
      }
    }
    return text
  }
}
