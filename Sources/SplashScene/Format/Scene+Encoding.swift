import Foundation
import SplashFiles

/// The scene format's encoder: the inverse of its decoder. Decoding what `encoded()` writes gives
/// an equal scene (`==`), which renders the same frames; notes (`"note"`) are not kept by
/// decoding, so they are not written.
extension Scene: Encodable {
  /// The scene as a scene file: JSON with sorted keys, two-space indented, images named as the
  /// scene names them (relative to `directory`).
  ///
  /// - Throws: `SceneError` naming the file and the place of a value that a file cannot hold (a
  ///   property given a value of another kind, two changes of one layer in a step).
  public func encoded() throws(SceneError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch let error as EncodingError {
      guard case .invalidValue(_, let context) = error else { throw SceneError("\(file): \(error)", cause: error) }
      let path = SceneDecoding.path(context.codingPath)
      throw SceneError("\(file): \(path.isEmpty ? "" : "\(path): ")\(context.debugDescription)")
    } catch {
      throw SceneError("\(file): \(error)", cause: error)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyKey.self)
    try container.encode(1, forKey: AnyKey("format"))
    try container.encode(name, forKey: AnyKey("name"))
    try container.encodeIfPresent(summary, forKey: AnyKey("summary"))
    try container.encodeIfPresent(duration, forKey: AnyKey("duration"))
    try container.encode(SceneColor.written(background), forKey: AnyKey("background"))
    try container.encodeIfPresent(defaultDevice, forKey: AnyKey("device"))
    try container.encode(layers, forKey: AnyKey("layers"))
    if !timeline.isEmpty { try container.encode(timeline, forKey: AnyKey("timeline")) }
    try container.encodeIfPresent(regression, forKey: AnyKey("regression"))
  }
}

extension Scene: Equatable {
  /// The same scene: equal content and images, wherever it was read from (`url`, `file` and
  /// `isEdited` do not count).
  public static func == (a: Scene, b: Scene) -> Bool {
    a.directory.standardizedFileURL == b.directory.standardizedFileURL && a.name == b.name && a.summary == b.summary
      && a.duration == b.duration && a.background == b.background && a.defaultDevice == b.defaultDevice
      && a.layers == b.layers && a.timeline == b.timeline && a.regression == b.regression && a.images == b.images
  }
}

extension SceneLayer: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyKey.self)
    try container.encode(id, forKey: AnyKey("id"))
    try container.encode(kind.rawValue, forKey: AnyKey("type"))
    try properties.encode(to: &container)
    if kind == .text { try container.encodeIfPresent(text, forKey: AnyKey("text")) }
    if !children.isEmpty { try container.encode(children, forKey: AnyKey("children")) }
    if !overrides.isEmpty { try container.encode(overrides, forKey: AnyKey("overrides")) }
    try container.encodeIfPresent(mask, forKey: AnyKey("mask"))
  }
}

extension SceneText: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyKey.self)
    try container.encode(string, forKey: AnyKey("string"))
    try container.encode(font, forKey: AnyKey("font"))
    try container.encode(size, forKey: AnyKey("size"))
    try container.encode(SceneColor.written(color), forKey: AnyKey("color"))
    try container.encode(alignment.rawValue, forKey: AnyKey("alignment"))
    if weight != 400 { try container.encode(weight, forKey: AnyKey("weight")) }
    if italic { try container.encode(true, forKey: AnyKey("italic")) }
  }
}

extension LayerOverride: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyKey.self)
    switch condition {
    case .expression(let source, _): try container.encode(source, forKey: AnyKey("when"))
    case .devices(let names): try container.encode(names, forKey: AnyKey("devices"))
    }
    try container.encodeIfPresent(note, forKey: AnyKey("note"))
    try properties.encode(to: &container)
    if let text {
      var object = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("text"))
      try object.encodeIfPresent(text.string, forKey: AnyKey("string"))
      try object.encodeIfPresent(text.font, forKey: AnyKey("font"))
      try object.encodeIfPresent(text.size, forKey: AnyKey("size"))
      try object.encodeIfPresent(text.color.map(SceneColor.written), forKey: AnyKey("color"))
      try object.encodeIfPresent(text.alignment?.rawValue, forKey: AnyKey("alignment"))
      try object.encodeIfPresent(text.weight, forKey: AnyKey("weight"))
      try object.encodeIfPresent(text.italic, forKey: AnyKey("italic"))
    }
  }
}

extension SceneStep: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyKey.self)
    try container.encode(id, forKey: AnyKey("id"))
    switch start {
    case .at(let seconds): try container.encode(seconds, forKey: AnyKey("at"))
    case .after(let ids) where ids.count == 1: try container.encode(ids[0], forKey: AnyKey("after"))
    case .after(let ids): try container.encode(ids, forKey: AnyKey("after"))
    case .with(let id): try container.encode(id, forKey: AnyKey("with"))
    }
    if delay != 0 { try container.encode(delay, forKey: AnyKey("delay")) }
    try Self.encode(sets, "set", in: &container)
    try Self.encode(animations, "animate", in: &container)
    if !removals.isEmpty { try container.encode(removals, forKey: AnyKey("remove")) }
    if !layerAnimations.isEmpty { try container.encode(layerAnimations, forKey: AnyKey("animations")) }
    // One play as an object, as files write it (so that its path reads the same).
    if plays.count == 1 { try container.encode(plays[0], forKey: AnyKey("play")) }
    if plays.count > 1 { try container.encode(plays, forKey: AnyKey("play")) }
    try container.encodeIfPresent(keyframeAnimation, forKey: AnyKey("animateKeyframes"))
    try container.encodeIfPresent(transition, forKey: AnyKey("transition"))
    // A file gives these only in a step that animates.
    guard !animations.isEmpty else { return }
    try container.encodeIfPresent(duration, forKey: AnyKey("duration"))
    if !options.list.isEmpty { try container.encode(options.list.map(\.rawValue), forKey: AnyKey("options")) }
    try container.encodeIfPresent(repeatCount, forKey: AnyKey("repeatCount"))
    // The curve is said once: by its option when one is given.
    if curve != .easeInOut && options.curve == nil {
      try container.encode(curve.description, forKey: AnyKey("curve"))
    }
    if animationDelay != 0 { try container.encode(animationDelay, forKey: AnyKey("animationDelay")) }
  }

  /// The changes as one object by layer id, as the decoder reads them.
  static func encode(_ changes: [Change], _ key: String, in container: inout KeyedEncodingContainer<AnyKey>)
    throws
  {
    guard !changes.isEmpty else { return }
    var object = container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))
    var seen = Set<String>()
    for change in changes {
      guard seen.insert(change.layer).inserted else {
        throw EncodingError.invalidValue(
          change.layer,
          .init(
            codingPath: object.codingPath + [AnyKey(change.layer)],
            debugDescription: "two changes of layer '\(change.layer)' in one '\(key)'; give its properties in one"))
      }
      var properties = object.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(change.layer))
      try change.properties.encode(to: &properties)
      try properties.encodeIfPresent(change.text, forKey: AnyKey("text"))
    }
  }
}

extension Length: Encodable {
  /// A constant as a JSON number, an expression as its source text.
  public func encode(to encoder: any Encoder) throws {
    var single = encoder.singleValueContainer()
    if case .number(let value) = expression {
      try single.encode(value)
    } else {
      try single.encode(source)
    }
  }
}

extension ImageReference: Encodable {
  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .named(let name):
      var single = encoder.singleValueContainer()
      try single.encode(name)
    case .byScreen(let variants):
      var container = encoder.container(keyedBy: AnyKey.self)
      var list = container.nestedUnkeyedContainer(forKey: AnyKey("byScreen"))
      for variant in variants {
        var entry = list.nestedContainer(keyedBy: AnyKey.self)
        try entry.encode("\(variant.width)x\(variant.height)", forKey: AnyKey("screen"))
        try entry.encode(variant.name, forKey: AnyKey("image"))
      }
    }
  }
}

extension SceneRegression: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyKey.self)
    var list = container.nestedUnkeyedContainer(forKey: AnyKey("ignore"))
    for entry in ignore {
      var object = list.nestedContainer(keyedBy: AnyKey.self)
      switch entry {
      case .layer(let id):
        try object.encode(id, forKey: AnyKey("layer"))
      case .region(let x, let y, let width, let height):
        for (key, length) in [("x", x), ("y", y), ("width", width), ("height", height)] {
          try object.encode(length, forKey: AnyKey(key))
        }
      }
    }
  }
}
