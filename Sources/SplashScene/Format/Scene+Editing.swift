import Foundation
import SplashNames

/// Changing a loaded or built scene in Swift, with no JSON: a layer by id, a property by its
/// declaration or key path, steps by id. An edited scene is checked again before it renders
/// (`checked()`), with the messages a scene file gets.
///
/// ```swift
/// var scene = try Presets.load("welcome-back")
/// scene[layer: "avatar"]?[.alpha] = .number(0.5)
/// try scene.setProperty("transform.scale", of: "avatar", to: .number(2))
/// scene[step: "fade"]?.duration = 0.4
/// ```
extension Scene {
  /// The layer with id `id` anywhere in the tree, nil when none has it; setting replaces that
  /// layer where it is, and nil removes it with its children.
  public subscript(layer id: String) -> SceneLayer? {
    get { allLayers.first { $0.id == id } }
    set { _ = Self.replace(id, with: newValue, in: &layers) }
  }

  /// The step with id `id`, nil when none has it; setting replaces it in place, and nil removes it.
  public subscript(step id: String) -> SceneStep? {
    get { timeline.first { $0.id == id } }
    set {
      guard let index = timeline.firstIndex(where: { $0.id == id }) else { return }
      if let newValue { timeline[index] = newValue } else { timeline.remove(at: index) }
    }
  }

  /// The layer with id `id`; throws naming the scene and suggesting a close id when none has it.
  public func layer(_ id: String) throws(SceneError) -> SceneLayer {
    if let layer = self[layer: id] { return layer }
    throw SceneError("\(file): no layer has id '\(id)'\(NameSuggestion.hint(for: id, in: allLayers.map(\.id)))")
  }

  /// Sets (nil: removes) the property written `keyPath` in scene files (`alpha`, `transform.scale`,
  /// an alias such as `clipsToBounds`) of the layer with id `layer`.
  ///
  /// - Throws: `SceneError` naming the scene, layer and key: no such layer or key (with a close
  ///   one suggested), a key the layer's type does not have, or a value of another kind or out of
  ///   the declared limits, in the words of a scene file's messages.
  public mutating func setProperty(_ keyPath: String, of layer: String, to value: PropertyInput?)
    throws(SceneError)
  {
    let found = try self.layer(layer)
    guard let property = LayerProperty.named(keyPath) else {
      let keys = LayerProperty.all.flatMap { [$0.key] + $0.aliases }
      throw SceneError(
        "\(file): \(found.path): no property '\(keyPath)'\(NameSuggestion.hint(for: keyPath, in: keys)); "
          + "the properties are \(LayerProperty.all.map(\.key).joined(separator: ", "))")
    }
    try setProperty(property, of: layer, to: value)
  }

  /// Sets (nil: removes) `property` of the layer with id `layer`; throws as `setProperty(_:of:to:)`
  /// with a key path does.
  public mutating func setProperty(_ property: LayerProperty, of layer: String, to value: PropertyInput?)
    throws(SceneError)
  {
    var found = try self.layer(layer)
    let place = "\(file): \(found.path).\(property.key)"
    if let value {
      if let problem = Self.typeProblem(property, of: found) { throw SceneError("\(place): \(problem)") }
      if let problem = Self.valueProblem(value, of: property) { throw SceneError("\(place): \(problem)") }
    }
    found[property] = value
    self[layer: layer] = found
  }

  /// Replaces the step with id `id` by `step`; throws naming the scene and suggesting a close id
  /// when no step has it.
  public mutating func replaceStep(_ id: String, with step: SceneStep) throws(SceneError) {
    guard self[step: id] != nil else {
      throw SceneError("\(file): no step has id '\(id)'\(NameSuggestion.hint(for: id, in: timeline.map(\.id)))")
    }
    self[step: id] = step
  }

  /// The scene checked as `Scene.init` checks one built in Swift (ids, references, image files,
  /// the device), and every property value against its declaration as a file's are (kind,
  /// limits, the layer types that have it), with the same messages; the image files are looked
  /// up again. An unedited scene is returned as it is: it was checked when read or built.
  public func checked() throws(SceneError) -> Scene {
    guard needsCheck else { return self }
    for layer in allLayers {
      try Self.checkValues(layer.properties, of: layer, at: layer.path, file: file)
      for (index, override) in layer.overrides.enumerated() {
        try Self.checkValues(override.properties, of: nil, at: "\(layer.path).overrides[\(index)]", file: file)
      }
    }
    for step in timeline {
      for change in step.allChanges {
        try Self.checkValues(change.properties, of: nil, at: change.path, file: file)
      }
    }
    var scene = self
    scene.images = try Self.check(
      file: file, directory: directory, duration: duration, layers: layers, defaultDevice: defaultDevice,
      body: SceneBody(
        name: name, summary: summary, duration: duration, background: background, device: defaultDevice,
        layers: layers, timeline: timeline, regression: regression))
    scene.needsCheck = false
    return scene
  }

  /// Replaces (nil: removes) the layer `id` in `layers` or below; false when none has it.
  private static func replace(_ id: String, with layer: SceneLayer?, in layers: inout [SceneLayer]) -> Bool {
    for index in layers.indices {
      if layers[index].id == id {
        if let layer { layers[index] = layer } else { layers.remove(at: index) }
        return true
      }
      if replace(id, with: layer, in: &layers[index].children) { return true }
    }
    return false
  }

  /// Every given value of kind and within limits; with `layer`, also one its type has (the
  /// checker does this for overrides and changes).
  private static func checkValues(_ properties: LayerProperties, of layer: SceneLayer?, at path: String, file: String)
    throws(SceneError)
  {
    for property in properties.given {
      let place = "\(file): \(path).\(property.key)"
      if let layer, let problem = typeProblem(property, of: layer) { throw SceneError("\(place): \(problem)") }
      if let problem = valueProblem(properties[property]!, of: property) { throw SceneError("\(place): \(problem)") }
    }
  }

  /// Why `layer` cannot have `property`, nil when its type has it.
  private static func typeProblem(_ property: LayerProperty, of layer: SceneLayer) -> String? {
    guard !property.applies(to: layer.kind) else { return nil }
    let types = SceneLayer.Kind.allCases.filter { property.applies(to: $0) }.map(\.rawValue)
    return
      "only \(types.joined(separator: " and ")) layers have '\(property.key)'; '\(layer.id)' is a \(layer.kind.rawValue) layer"
  }

  /// Why `value` is not one `property` takes, in a scene file's words, nil when it is: the value
  /// is encoded as a file writes it and decoded by the declaration, as a file's is.
  static func valueProblem(_ value: PropertyInput, of property: LayerProperty) -> String? {
    do {
      let data = try JSONEncoder().encode(EncodedValue(property: property, value: value))
      let decoder = JSONDecoder()
      decoder.userInfo[EncodedValue.propertyKey] = property
      _ = try decoder.decode(EncodedValue.self, from: data)
      return nil
    } catch EncodingError.invalidValue(_, let context) {
      return context.debugDescription
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(property.key) cannot be \(value.written) (\(error))"
    }
  }
}

/// One property value on its own, written and read as the declaration says.
private struct EncodedValue: Codable {
  static let propertyKey = CodingUserInfoKey(rawValue: "splashreel.property")!
  let property: LayerProperty
  let value: PropertyInput

  init(property: LayerProperty, value: PropertyInput) {
    self.property = property
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    property = decoder.userInfo[Self.propertyKey] as! LayerProperty
    value = try LayerProperties.decode(property, from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try LayerProperties.encode(value, as: property, to: encoder)
  }
}

extension LayerProperty {
  /// The declaration written `keyPath` in scene files, or one of its aliases; nil for none.
  public static func named(_ keyPath: String) -> LayerProperty? {
    all.first { $0.key == keyPath || $0.aliases.contains(keyPath) }
  }
}

extension SceneLayer {
  /// The value given for `property` in the layer's base properties, nil when not given.
  public subscript(property: LayerProperty) -> PropertyInput? {
    get { properties[property] }
    set { properties[property] = newValue }
  }
}
