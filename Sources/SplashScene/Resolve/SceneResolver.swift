import Foundation
import SplashMotion
import SplashRaster

/// Evaluates a scene for one device (see `Scene.resolved(for:)`).
struct SceneResolver {
  let scene: Scene
  let device: Device
  let screen: ScreenVariables
  private var initial: LayerStates = [:]
  private var images: [String: ImageFile] = [:]
  private var rules: [String] = []

  init(scene: Scene, device: Device) {
    self.scene = scene
    self.device = device
    screen = ScreenVariables(device: device)
  }

  mutating func resolve() throws(SceneError) -> ResolvedScene {
    var layers: [ResolvedLayer] = []
    for layer in scene.layers { layers.append(try resolve(layer)) }
    var steps: [Step] = []
    for step in scene.timeline { steps.append(try motionStep(step)) }
    let timeline: Timeline
    do {
      timeline = try Timeline(steps: steps)
    } catch {
      throw SceneError("\(scene.file): timeline: \(error.description)")
    }
    let duration = scene.duration ?? timeline.duration
    guard duration <= SceneLimits.maximumDuration else {
      let limit = Int(SceneLimits.maximumDuration)
      throw SceneError(
        "\(scene.file): timeline: the timeline ends at \(Self.format(duration, digits: 3)) s, after the limit of \(limit) s; give the scene a shorter 'duration'"
      )
    }
    guard duration > 0 else {
      throw SceneError("\(scene.file): duration: the timeline ends at 0 s; give the scene a 'duration' in seconds")
    }
    return ResolvedScene(
      name: scene.name, file: scene.file, device: device, duration: duration, background: scene.background,
      layers: layers, initial: initial, timeline: timeline, images: images, rules: rules)
  }

  // MARK: Layers

  private mutating func resolve(_ layer: SceneLayer) throws(SceneError) -> ResolvedLayer {
    var properties = layer.properties
    var sources: [(LayerProperties, String)] = [(layer.properties, layer.path)]
    if !layer.overrides.isEmpty {
      if let (index, override) = try firstMatch(layer.overrides) {
        properties = properties.merged(with: override.properties)
        sources.append((override.properties, override.path))
        let why = override.note.map { ": \($0)" } ?? ""
        rules.append("\(layer.id): override \(index + 1) applies (\(describe(override.condition)))\(why)")
      } else {
        let tried = layer.overrides.map { describe($0.condition) }.joined(separator: "; ")
        rules.append("\(layer.id): no override applies (\(tried))")
      }
    }
    // Evaluate each property where it was written, so errors point at the right place.
    let path = { (key: String) -> String in
      let owner = sources.last { source in
        switch key {
        case "frame.x": source.0.x != nil
        case "frame.y": source.0.y != nil
        case "frame.width": source.0.width != nil
        case "frame.height": source.0.height != nil
        case "transform.translation": source.0.translationX != nil
        default: source.0.cornerRadius != nil
        }
      }
      return "\(owner?.1 ?? layer.path).\(key)"
    }
    let x = try value(properties.x, at: path("frame.x")) ?? 0
    let y = try value(properties.y, at: path("frame.y")) ?? 0
    let width = try size(properties.width, at: path("frame.width"))
    let height = try size(properties.height, at: path("frame.height"))
    let tx = try value(properties.translationX, at: path("transform.translation")) ?? 0
    let ty = try value(properties.translationY, at: path("transform.translation")) ?? 0
    let radius = try size(properties.cornerRadius, at: path("cornerRadius"))
    var state = LayerState(
      frame: (x, y, width, height), alpha: properties.alpha ?? 1, translation: SIMD2(tx, ty),
      scale: SIMD2(properties.scaleX ?? 1, properties.scaleY ?? 1),
      rotation: (properties.rotation ?? 0) * .pi / 180,
      backgroundColor: Self.components(properties.backgroundColor ?? .clear), cornerRadius: radius,
      isHidden: properties.hidden ?? false)
    if let image = properties.image {
      state.image = imageKey(image, layer: layer.id)
    }
    if let text = layer.text {
      state.text = text.string
    }
    initial[layer.id] = state
    var children: [ResolvedLayer] = []
    for child in layer.children { children.append(try resolve(child)) }
    return ResolvedLayer(
      id: layer.id, kind: layer.kind,
      anchorPoint: Point(x: properties.anchorX ?? 0.5, y: properties.anchorY ?? 0.5),
      masksToBounds: properties.masksToBounds ?? false, contentMode: properties.contentMode ?? .scaleToFill,
      filters: SamplingFilters(
        minification: properties.minificationFilter ?? .linear,
        magnification: properties.magnificationFilter ?? .linear),
      allowsEdgeAntialiasing: properties.allowsEdgeAntialiasing ?? false,
      text: layer.text, children: children, path: layer.path)
  }

  private func firstMatch(_ overrides: [LayerOverride]) throws(SceneError) -> (Int, LayerOverride)? {
    for (index, override) in overrides.enumerated() {
      switch override.condition {
      case .expression(let source, let condition):
        guard let truth = condition.truth(on: screen) else {
          let why = condition.failure(on: screen)
          throw SceneError("\(scene.file): \(override.path).when: \(why) in \"\(source)\" on \(device.name)")
        }
        if truth { return (index, override) }
      case .devices(let names):
        if names.contains(where: { (try? DeviceCatalog.device(named: $0).name) == device.name }) {
          return (index, override)
        }
      }
    }
    return nil
  }

  private func describe(_ condition: LayerOverride.Condition) -> String {
    switch condition {
    case .expression(let source, let expression):
      "when \"\(source)\" is \(expression.truth(on: screen) == true)"
    case .devices(let names):
      "devices \(names.joined(separator: ", "))"
    }
  }

  private func value(_ length: Length?, at path: String) throws(SceneError) -> Double? {
    guard let length else { return nil }
    guard let value = length.value(on: screen) else {
      let why = length.expression.failure(on: screen)
      throw SceneError("\(scene.file): \(path): \(why) in \"\(length.source)\" on \(device.name)")
    }
    guard abs(value) <= SceneLimits.maximumLength else {
      let limit = Int(SceneLimits.maximumLength)
      throw SceneError(
        "\(scene.file): \(path): \"\(length.source)\" is \(SceneLimits.describe(value.rounded())) on \(device.name); it must be within ±\(limit) points"
      )
    }
    return value
  }

  /// A length that must not be negative (sizes, radii); 0 when absent.
  private func size(_ length: Length?, at path: String) throws(SceneError) -> Double {
    guard let v = try value(length, at: path) else { return 0 }
    guard v >= 0 else {
      throw SceneError(
        "\(scene.file): \(path): \"\(length!.source)\" is \(Self.format(v)) on \(device.name); it must not be negative")
    }
    return v
  }

  // MARK: Images

  /// The key of the image file `reference` stands for on this device, noting how a `byScreen`
  /// variant was chosen.
  private mutating func imageKey(_ reference: ImageReference, layer: String) -> String {
    let name: String
    switch reference {
    case .named(let n):
      name = n
    case .byScreen(let variants):
      if let exact = variants.first(where: { $0.height == device.height }) {
        name = exact.name
        rules.append("\(layer): image \(name), made for \(exact.width)x\(exact.height) (the screen height matches)")
      } else {
        // |h/w − ch/cw| = |h·cw − ch·w| / (w·cw), compared exactly by cross-multiplying (the
        // rule SplashLaunch uses for downloaded launch images); a tie goes to the larger screen.
        let (w, h) = (device.width, device.height)
        func distance(_ v: ImageReference.ScreenImage) -> (Int, Int) { (abs(h * v.width - v.height * w), w * v.width) }
        var nearest = variants[0]
        for candidate in variants.dropFirst() {
          let (d, b) = (distance(candidate), distance(nearest))
          let closer = d.0 * b.1 < b.0 * d.1
          let tie = d.0 * b.1 == b.0 * d.1 && candidate.width * candidate.height > nearest.width * nearest.height
          if closer || tie { nearest = candidate }
        }
        name = nearest.name
        rules.append(
          "\(layer): image \(name), made for \(nearest.width)x\(nearest.height): no variant for a screen \(h) pt high, so the nearest aspect ratio (height ÷ width)"
        )
      }
    }
    let file = ImageLocator.choose(scene.images[name]!, forScale: device.scale)
    let key = file.url.path
    images[key] = file
    return key
  }

  // MARK: Timeline

  private mutating func motionStep(_ step: SceneStep) throws(SceneError) -> Step {
    let start: Step.Start
    switch step.start {
    case .at(let time): start = .at(time + step.delay)
    case .after(let ids): start = .afterCompletion(of: ids, delay: step.delay)
    case .with(let id): start = .afterStart(of: id, delay: step.delay)
    }
    var sets: [PropertySet] = []
    for change in step.sets {
      for (property, value) in try values(change) {
        sets.append(PropertySet(layer: change.layer, property: property, value: value))
      }
    }
    sets += step.removals.map(PropertySet.remove)
    var animations: [PropertyAnimation] = []
    for change in step.animations {
      for (property, value) in try values(change) {
        animations.append(
          PropertyAnimation(
            layer: change.layer, property: property, to: value, duration: step.duration, delay: step.animationDelay,
            curve: step.curve))
      }
    }
    return Step(id: step.id, start: start, sets: sets, animations: animations)
  }

  /// A change as SplashMotion properties and values, evaluated on this device.
  private mutating func values(_ change: SceneStep.Change) throws(SceneError) -> [(Property, PropertyValue)] {
    let p = change.properties
    var result: [(Property, PropertyValue)] = []
    if let x = p.x, let y = p.y, let w = p.width, let h = p.height {
      let frame = [
        try value(x, at: "\(change.path).frame.x")!, try value(y, at: "\(change.path).frame.y")!,
        try size(w, at: "\(change.path).frame.width"), try size(h, at: "\(change.path).frame.height"),
      ]
      result.append((.frame, .vector(frame)))
    }
    if let tx = p.translationX, let ty = p.translationY {
      let path = "\(change.path).transform.translation"
      result.append((.translation, .vector([try value(tx, at: path)!, try value(ty, at: path)!])))
    }
    if let sx = p.scaleX, let sy = p.scaleY { result.append((.scale, .vector([sx, sy]))) }
    if let rotation = p.rotation { result.append((.rotation, .number(rotation * .pi / 180))) }
    if let alpha = p.alpha { result.append((.alpha, .number(alpha))) }
    if let hidden = p.hidden { result.append((.hidden, .bool(hidden))) }
    if let color = p.backgroundColor {
      let c = Self.components(color)
      result.append((.backgroundColor, .vector([c.x, c.y, c.z, c.w])))
    }
    if let radius = p.cornerRadius {
      result.append((.cornerRadius, .number(try size(radius, at: "\(change.path).cornerRadius"))))
    }
    if let image = p.image { result.append((.image, .string(imageKey(image, layer: change.layer)))) }
    return result
  }

  /// A colour as SplashMotion's 0...1 straight-alpha components.
  static func components(_ color: Color) -> SIMD4<Double> {
    SIMD4(Double(color.r), Double(color.g), Double(color.b), Double(color.a)) / 255
  }

  static func format(_ value: Double, digits: Int = 6) -> String {
    let text = String(format: "%.\(digits)f", value)
    var trimmed = Substring(text)
    while trimmed.last == "0" { trimmed = trimmed.dropLast() }
    if trimmed.last == "." { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }
}
