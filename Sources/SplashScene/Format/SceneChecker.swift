import Foundation
import SplashNames

/// The checks that need the whole file: unique ids, references between layers and steps, and
/// the image files behind every image name.
struct SceneChecker {
  let file: String
  let body: SceneBody

  private func error(_ path: String, _ message: String) -> SceneError {
    SceneError("\(file): \(path): \(message)")
  }

  private var layers: [SceneLayer] { body.layers.flatMap(\.flattened) }

  func checkIDs() throws(SceneError) {
    var seen: [String: String] = [:]
    for layer in layers {
      if let first = seen[layer.id] {
        throw error("\(layer.path).id", "duplicate id '\(layer.id)' (first used at \(first))")
      }
      seen[layer.id] = layer.path
    }
    var steps: [String: String] = [:]
    for step in body.timeline {
      if let first = steps[step.id] {
        throw error("\(step.path).id", "duplicate step id '\(step.id)' (first used at \(first))")
      }
      steps[step.id] = step.path
    }
  }

  func checkReferences() throws(SceneError) {
    let byID = Dictionary(uniqueKeysWithValues: layers.map { ($0.id, $0) })
    let layerIDs = layers.map(\.id)
    let stepIDs = body.timeline.map(\.id)
    func layer(_ id: String, at path: String) throws(SceneError) -> SceneLayer {
      if let layer = byID[id] { return layer }
      let hint = NameSuggestion.hint(for: id, in: layerIDs)
      throw error(path, "no layer has id '\(id)'\(hint)")
    }
    for layer in layers {
      for (index, override) in layer.overrides.enumerated() {
        try checkTypes(
          override.properties, text: override.text != nil, of: layer, at: "\(layer.path).overrides[\(index)]")
      }
    }
    for step in body.timeline {
      for change in step.allChanges {
        try checkTypes(
          change.properties, text: change.text != nil, of: try layer(change.layer, at: change.path), at: change.path)
      }
      for (index, id) in step.removals.enumerated() {
        _ = try layer(id, at: "\(step.path).remove[\(index)]")
      }
      for animation in step.layerAnimations {
        if let id = animation.layer { _ = try layer(id, at: "\(animation.path).layer") }
      }
      if let transition = step.transition { _ = try layer(transition.layer, at: "\(transition.path).with") }
      let references: [(String, String)]
      switch step.start {
      case .at: references = []
      case .with(let id): references = [(id, "\(step.path).with")]
      case .after(let ids):
        references =
          ids.count == 1 ? [(ids[0], "\(step.path).after")] : ids.enumerated().map { ($1, "\(step.path).after[\($0)]") }
      }
      for (id, path) in references where !stepIDs.contains(id) {
        let hint = NameSuggestion.hint(for: id, in: stepIDs)
        throw error(path, "no step has id '\(id)'\(hint)")
      }
    }
  }

  /// Every property `properties` gives (and the `text` when given) is one `layer`'s type has.
  private func checkTypes(
    _ properties: LayerProperties, text: Bool, of layer: SceneLayer, at path: String
  ) throws(SceneError) {
    if text && layer.kind != .text {
      throw error("\(path).text", "only text layers have 'text'; '\(layer.id)' is a \(layer.kind.rawValue) layer")
    }
    for property in properties.given where !property.applies(to: layer.kind) {
      let types = SceneLayer.Kind.allCases.filter { property.applies(to: $0) }.map(\.rawValue)
      throw error(
        "\(path).\(property.key)",
        "only \(types.joined(separator: " and ")) layers have '\(property.key)'; '\(layer.id)' is a \(layer.kind.rawValue) layer"
      )
    }
  }

  /// The files behind every image name, checked to exist.
  func locateImages(in directory: URL) throws(SceneError) -> [String: [ImageFile]] {
    let locator = ImageLocator(directory: directory)
    var uses: [(ImageReference, String)] = []
    for layer in layers {
      if let image = layer.properties.image { uses.append((image, "\(layer.path).image")) }
      for (index, override) in layer.overrides.enumerated() {
        if let image = override.properties.image { uses.append((image, "\(layer.path).overrides[\(index)].image")) }
      }
    }
    for step in body.timeline {
      for change in step.allChanges {
        if let image = change.properties.image { uses.append((image, "\(change.path).image")) }
      }
    }
    var files: [String: [ImageFile]] = [:]
    for (reference, path) in uses {
      let names: [(String, String)]
      switch reference {
      case .named(let name): names = [(name, path)]
      case .byScreen(let variants):
        names = variants.enumerated().map { ($1.name, "\(path).byScreen[\($0)].image") }
      }
      for (name, namePath) in names where files[name] == nil {
        do {
          files[name] = try locator.files(named: name)
        } catch {
          throw self.error(namePath, error.description)
        }
      }
    }
    return files
  }
}

extension SceneChecker {
  /// Every layer `regression.ignore` names exists.
  func checkRegression() throws(SceneError) {
    let ids = layers.map(\.id)
    for (index, entry) in (body.regression?.ignore ?? []).enumerated() {
      guard case .layer(let id) = entry, !ids.contains(id) else { continue }
      let hint = NameSuggestion.closest(to: id, in: ids).map { " (did you mean '\($0)'?)" } ?? ""
      throw SceneError("\(file): regression.ignore[\(index)].layer: no layer has id '\(id)'\(hint)")
    }
  }
}
