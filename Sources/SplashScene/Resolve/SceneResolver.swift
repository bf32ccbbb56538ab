import Foundation
import SplashGD
import SplashMotion
import SplashRaster

/// Evaluates a scene for one device (see `Scene.resolved(for:)`).
struct SceneResolver {
  let scene: Scene
  let device: Device
  let screen: ScreenVariables
  /// The variables each layer's lengths are evaluated with: the screen's, with `superW`/`superH`
  /// the bounds of its superlayer as laid out at launch (before any step).
  private var variables: [String: ScreenVariables] = [:]
  private var initial: LayerStates = [:]
  private var images: [String: ImageFile] = [:]
  private var rules: [String] = []
  /// Lottie layers' files and the timeline's plays (`SceneResolver+Lottie.swift`).
  var lottie = LottieResolution()
  /// Video layers' files and the timeline's plays of them (`SceneResolver+Video.swift`).
  var video = VideoResolution()

  init(scene: Scene, device: Device) {
    self.scene = scene
    self.device = device
    screen = ScreenVariables(device: device)
  }

  mutating func resolve() throws(SceneError) -> ResolvedScene {
    var layers: [ResolvedLayer] = []
    for layer in scene.layers { layers.append(try resolve(layer, in: screen)) }
    var steps: [Step] = []
    for step in scene.timeline { steps.append(try motionStep(step)) }
    initial = Self.startingTints(initial, layers: layers, steps: steps)
    try checkEndlessPlays(scene.timeline)
    let timeline: Timeline
    do {
      timeline = try Timeline(steps: steps)
    } catch {
      throw SceneError("\(scene.file): timeline: \(error.description)", cause: error)
    }
    if timeline.isOpenEnded && scene.duration == nil {
      throw SceneError(
        "\(scene.file): duration: an animation repeats forever (repeatCount or repeatDuration \"infinity\", or speed 0); give the scene a 'duration' to cut it at"
      )
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
    var resolved = ResolvedScene(
      name: scene.name, file: scene.file, device: device, duration: duration, background: scene.background,
      layers: layers, initial: initial, timeline: timeline, images: images, rules: rules, lotties: lottie.documents,
      plays: lottie.plays, videos: video.clips, videoPlays: video.plays)
    for layer in layers.flatMap(\.flattened) where layer.text != nil {
      let size = LayerProperty.Channels.size
      if let before = initial[layer.id], !timeline.modelValues(of: size, on: layer.id).isEmpty {
        resolved.relaidText[layer.id] = before[size]
      }
    }
    return resolved
  }

  // MARK: Layers

  private mutating func resolve(_ layer: SceneLayer, in superlayer: ScreenVariables) throws(SceneError)
    -> ResolvedLayer
  {
    variables[layer.id] = superlayer
    var properties = layer.properties
    var text = layer.text
    var sources: [(LayerProperties, String)] = [(layer.properties, layer.path)]
    if !layer.overrides.isEmpty {
      if let (index, override) = try firstMatch(layer.overrides, on: superlayer) {
        properties = properties.merged(with: override.properties)
        if let change = override.text { text = text?.applying(change) }
        sources.append((override.properties, override.path))
        let why = override.note.map { ": \($0)" } ?? ""
        rules.append(
          "\(layer.id): override \(index + 1) applies (\(describe(override.condition, on: superlayer)))\(why)")
      } else {
        let tried = layer.overrides.map { describe($0.condition, on: superlayer) }.joined(separator: "; ")
        rules.append("\(layer.id): no override applies (\(tried))")
      }
    }
    // Evaluate each property where it was written, so errors point at the right place.
    let path = { (property: LayerProperty) -> String in
      let owner = sources.last { $0.0[property] != nil }
      return "\(owner?.1 ?? layer.path).\(property.key)"
    }
    var state = LayerState()
    var fixed: [String: PropertyValue] = [:]
    var changing: [(LayerProperty, PropertyValue)] = []
    for property in LayerProperty.all {
      guard let input = properties[property] ?? property.defaultValue(for: layer.kind) else { continue }
      let value = try evaluate(property, input, at: path(property), layer: layer.id)
      if property.timeline == .fixed { fixed[property.key] = value } else { changing.append((property, value)) }
    }
    // Every group member has a default, so the groups are complete.
    for (property, value, key) in Self.timelineValues(changing).values {
      try apply(property, value, to: &state, at: key.map(path) ?? "\(layer.path).\(property.name)")
    }
    if let text {
      try apply(.text, .string(text.string), to: &state, at: "\(layer.path).text")
      if let rule = Self.faceRule(text, layer: layer.id) { rules.append(rule) }
    }
    initial[layer.id] = state
    if layer.kind == .lottie { try resolveLottie(layer, fixed: fixed) }
    if layer.kind == .video { try resolveVideo(layer, fixed: fixed) }
    var children: [ResolvedLayer] = []
    let bounds = superlayer.inside(width: state.size.x, height: state.size.y)
    for child in layer.children { children.append(try resolve(child, in: bounds)) }
    var mask: ResolvedLayer?
    // A mask's frame is in the masked layer's own points, as a sublayer's is.
    if let layerMask = layer.mask { mask = try resolve(layerMask, in: bounds) }
    return ResolvedLayer(
      id: layer.id, kind: layer.kind, fixed: fixed, text: text, children: children, path: layer.path, mask: mask)
  }

  /// Which face a label with a weight or slant gets: fontconfig's nearest, which may not be the
  /// weight asked for (DejaVu Sans has no 500). Nil for regular upright text, and for a family
  /// that is not found (rendering says so).
  private static func faceRule(_ text: SceneText, layer: String) -> String? {
    guard text.weight != 400 || text.italic else { return nil }
    guard let face = try? TextRenderer.face(for: text.style(scale: 1)) else { return nil }
    let asked = "weight \(text.weight)\(text.italic ? " italic" : "")"
    let file = face.path.split(separator: "/").last.map(String.init) ?? face.path
    let exact = face.weight == text.weight ? "" : " (weight \(face.weight), the nearest fontconfig has)"
    return "\(layer): font \(text.font) \(asked): face \(face.style) from \(file)\(exact)"
  }

  /// Applies a property's value to an initial state.
  private func apply(
    _ property: Property, _ value: PropertyValue, to state: inout LayerState, at path: String
  ) throws(SceneError) {
    do {
      for change in try property.changes(for: value) { state.apply(change) }
    } catch {
      throw SceneError("\(scene.file): \(path): \(error.description)", cause: error)
    }
  }

  /// A property's value as written, evaluated on this device: lengths and colours to numbers,
  /// rotations to radians, images to the key of the file for this screen.
  private mutating func evaluate(
    _ property: LayerProperty, _ input: PropertyInput, at path: String, layer: String
  ) throws(SceneError) -> PropertyValue {
    switch input {
    case .lengths(let lengths):
      var numbers: [Double] = []
      let variables = variables[layer] ?? screen
      for length in lengths {
        if case .length(nonNegative: true) = property.value {
          numbers.append(try size(length, at: path, on: variables))
        } else {
          numbers.append(try value(length, at: path, on: variables)!)
        }
      }
      return numbers.count == 1 ? .number(numbers[0]) : .vector(numbers)
    case .numbers(let numbers):
      return numbers.count == 1 ? .number(numbers[0]) : .vector(numbers)
    case .bool(let flag):
      return .bool(flag)
    case .color(let color):
      let c = Self.components(color)
      return .vector([c.x, c.y, c.z, c.w])
    case .name(let name):
      return .string(name)
    case .names(let names):
      // Joined by spaces (no name holds one), read back by the layer's accessor.
      return .string(names.joined(separator: " "))
    case .image(let reference):
      return .string(imageKey(reference, layer: layer))
    case .colors(let colors):
      return .vector(
        colors.flatMap { color in
          let c = Self.components(color)
          return [c.x, c.y, c.z, c.w]
        })
    case .file(let path):
      return .string(path)
    }
  }

  private func firstMatch(_ overrides: [LayerOverride], on variables: ScreenVariables) throws(SceneError)
    -> (Int, LayerOverride)?
  {
    for (index, override) in overrides.enumerated() {
      switch override.condition {
      case .expression(let source, let condition):
        guard let truth = condition.truth(on: variables) else {
          let why = condition.failure(on: variables)
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

  private func describe(_ condition: LayerOverride.Condition, on variables: ScreenVariables) -> String {
    switch condition {
    case .expression(let source, let expression):
      "when \"\(source)\" is \(expression.truth(on: variables) == true)"
    case .devices(let names):
      "devices \(names.joined(separator: ", "))"
    }
  }

  private func value(_ length: Length?, at path: String, on variables: ScreenVariables) throws(SceneError) -> Double? {
    guard let length else { return nil }
    guard let value = length.value(on: variables) else {
      let why = length.expression.failure(on: variables)
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
  private func size(_ length: Length?, at path: String, on variables: ScreenVariables) throws(SceneError) -> Double {
    guard let v = try value(length, at: path, on: variables) else { return 0 }
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
      if let text = change.text { sets.append(PropertySet(layer: change.layer, property: .text, value: .string(text))) }
    }
    sets += step.removals.map { PropertySet(layer: $0, property: .removed, value: .bool(true)) }
    var animations: [PropertyAnimation] = []
    for change in step.animations {
      for (property, value) in try assignments(change) {
        animations.append(
          PropertyAnimation(
            layer: change.layer, property: property, to: value, duration: step.duration, delay: step.animationDelay,
            curve: step.curve, repetition: step.repetition))
      }
    }
    var transitions: [ViewTransition] = []
    if let transition = step.transition {
      // The block's changes apply at once; the layer shows them through the transition.
      for change in transition.changes {
        sets += try assignments(change).map { PropertySet(layer: change.layer, property: $0.0, value: $0.1) }
      }
      transitions.append(
        ViewTransition(
          layer: transition.layer, style: transition.style, duration: transition.duration,
          curve: (transition.options.curve ?? .easeInOut).bezier!))
    }
    try addPlays(of: step, sets: &sets, animations: &animations)
    return Step(
      id: step.id, start: start, sets: sets, animations: animations, layerAnimations: try layerAnimations(step),
      keyframeAnimations: try step.keyframeAnimation.map { k throws(SceneError) in try keyframeAnimation(k) }.map {
        [$0]
      } ?? [],
      transitions: transitions)
  }

  /// A change's properties and values, its text too, evaluated on this device.
  private mutating func assignments(_ change: SceneStep.Change) throws(SceneError) -> [(Property, PropertyValue)] {
    var changes = try values(change)
    if let text = change.text { changes.append((.text, .string(text))) }
    return changes
  }

  /// A step's `animateKeyframes` as SplashMotion's.
  private mutating func keyframeAnimation(_ k: SceneKeyframeAnimation) throws(SceneError) -> ViewKeyframeAnimation {
    var keyframes: [ViewKeyframeAnimation.Keyframe] = []
    for keyframe in k.keyframes {
      var changes: [PropertySet] = []
      for change in keyframe.changes {
        changes += try assignments(change).map { PropertySet(layer: change.layer, property: $0.0, value: $0.1) }
      }
      keyframes.append(
        ViewKeyframeAnimation.Keyframe(
          relativeStartTime: keyframe.relativeStartTime, relativeDuration: keyframe.relativeDuration,
          changes: changes))
    }
    return ViewKeyframeAnimation(
      duration: k.duration, delay: k.delay, calculationMode: k.options.calculationMode ?? .linear,
      curve: k.curve.bezier!, repetition: k.options.repetition, keyframes: keyframes)
  }

  /// A change as SplashMotion properties and values, evaluated on this device.
  private mutating func values(_ change: SceneStep.Change) throws(SceneError) -> [(Property, PropertyValue)] {
    let p = change.properties
    var changing: [(LayerProperty, PropertyValue)] = []
    for property in p.given {
      let path = "\(change.path).\(property.key)"
      guard property.timeline != .fixed else {
        throw SceneError("\(scene.file): \(path): a timeline cannot change '\(property.key)'")
      }
      changing.append((property, try evaluate(property, p[property]!, at: path, layer: change.layer)))
    }
    let timeline = Self.timelineValues(changing)
    if let group = timeline.incomplete {
      throw SceneError("\(scene.file): \(change.path).\(group): \(LayerProperty.incompleteMessage(group))")
    }
    return timeline.values.map { ($0.0, $0.1) }
  }

  /// The timeline properties and values of evaluated properties, each group's members joined
  /// into one value of the group's property, first (with nil for the key: the group has none);
  /// `incomplete` names a group whose members are not all given.
  private static func timelineValues(
    _ values: [(LayerProperty, PropertyValue)]
  ) -> (values: [(Property, PropertyValue, LayerProperty?)], incomplete: String?) {
    var own: [(Property, PropertyValue, LayerProperty?)] = []
    var members: [String: [PropertyValue]] = [:]
    for (property, value) in values {
      switch property.timeline {
      case .fixed: continue
      case .changes(let timelineProperty): own.append((timelineProperty, value, property))
      case .member(let group): members[group, default: []].append(value)
      }
    }
    var joined: [(Property, PropertyValue, LayerProperty?)] = []
    for (group, given) in members.sorted(by: { $0.key < $1.key }) {
      let entry = LayerProperty.groups[group]!
      guard given.count == entry.members.count else { return ([], group) }
      joined.append((entry.property, .vector(given.flatMap(\.numbers)), nil))
    }
    return (joined + own, nil)
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
