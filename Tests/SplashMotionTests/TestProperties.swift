import SplashMotion

// SplashMotion animates whatever channels a format declares; these tests declare a UIView's
// properties as a scene format does (radians for rotations, a frame as centre and size).

enum TestChannels {
  static let center = Channel("center")
  static let size = Channel("size")
  static let translation = Channel("translation")
  static let scale = Channel("scale", identity: SIMD4(1, 1, 0, 0))
  static let rotation = Channel("rotation")
  static let alpha = Channel("alpha", identity: SIMD4(1, 0, 0, 0))
  static let backgroundColor = Channel("backgroundColor")
  static let cornerRadius = Channel("cornerRadius")
  static let hidden = DiscreteChannel("hidden", identity: .bool(false))
  static let image = DiscreteChannel("image")
  static let text = DiscreteChannel("text")
  static let removed = DiscreteChannel("removed", identity: .bool(false))
}

extension Property {
  static let alpha = Property.number("alpha", channel: TestChannels.alpha)
  static let translation = Property.numbers(
    "translation", channel: TestChannels.translation, counts: [2], wanted: "[x, y]")
  static let scale = Property.numbers(
    "scale", channel: TestChannels.scale, counts: [1, 2], wanted: "[x, y] or a number"
  ) {
    SIMD4($0[0], $0[$0.count - 1], 0, 0)
  }
  static let rotation = Property.number("rotation", channel: TestChannels.rotation)
  static let center = Property.numbers("center", channel: TestChannels.center, counts: [2], wanted: "[x, y]")
  static let size = Property.numbers("size", channel: TestChannels.size, counts: [2], wanted: "[x, y]")
  static let frame = Property("frame", isAnimatable: true) { value throws(MotionError) in
    let v = try value.numbers(for: "frame", counts: [4], wanted: "[x, y, width, height]")
    return [
      .value(TestChannels.center, SIMD4(v[0] + v[2] / 2, v[1] + v[3] / 2, 0, 0)),
      .value(TestChannels.size, SIMD4(v[2], v[3], 0, 0)),
    ]
  }
  static let backgroundColor = Property.color("backgroundColor", channel: TestChannels.backgroundColor)
  static let cornerRadius = Property.number("cornerRadius", channel: TestChannels.cornerRadius)
  static let hidden = Property.flag("hidden", channel: TestChannels.hidden)
  static let image = Property.string("image", channel: TestChannels.image)
  static let text = Property.string("text", channel: TestChannels.text)
  static let removed = Property.flag("removed", channel: TestChannels.removed)
}

extension PropertySet {
  /// `removeFromSuperview`.
  static func remove(_ layer: String) -> PropertySet {
    PropertySet(layer: layer, property: .removed, value: .bool(true))
  }
}

extension PropertyAnimation {
  /// `view.transform = .identity` inside an animation block.
  static func transformToIdentity(
    layer: String, duration: Double?, delay: Double = 0, curve: Curve = .easeInOut
  ) -> [PropertyAnimation] {
    [
      PropertyAnimation(
        layer: layer, property: .translation, to: .vector([0, 0]), duration: duration, delay: delay, curve: curve),
      PropertyAnimation(
        layer: layer, property: .scale, to: .vector([1, 1]), duration: duration, delay: delay, curve: curve),
      PropertyAnimation(
        layer: layer, property: .rotation, to: .number(0), duration: duration, delay: delay, curve: curve),
    ]
  }
}

extension LayerState {
  init(
    frame: (x: Double, y: Double, width: Double, height: Double) = (0, 0, 0, 0), translation: SIMD2<Double> = .zero,
    cornerRadius: Double = 0, isHidden: Bool = false, image: String? = nil, text: String? = nil
  ) {
    self.init()
    self[TestChannels.center] = SIMD4(frame.x + frame.width / 2, frame.y + frame.height / 2, 0, 0)
    self[TestChannels.size] = SIMD4(frame.width, frame.height, 0, 0)
    self[TestChannels.translation] = SIMD4(translation.x, translation.y, 0, 0)
    self[TestChannels.cornerRadius] = SIMD4(cornerRadius, 0, 0, 0)
    self[TestChannels.hidden] = .bool(isHidden)
    self[TestChannels.image] = image.map(PropertyValue.string)
    self[TestChannels.text] = text.map(PropertyValue.string)
  }

  var alpha: Double { self[TestChannels.alpha].x }
  var translation: SIMD2<Double> { self[TestChannels.translation].lowHalf }
  var scale: SIMD2<Double> { self[TestChannels.scale].lowHalf }
  var rotation: Double { self[TestChannels.rotation].x }
  var center: SIMD2<Double> { self[TestChannels.center].lowHalf }
  var size: SIMD2<Double> { self[TestChannels.size].lowHalf }
  var backgroundColor: SIMD4<Double> { self[TestChannels.backgroundColor] }
  var cornerRadius: Double { self[TestChannels.cornerRadius].x }
  var isHidden: Bool { self[TestChannels.hidden] == .bool(true) }
  var isRemoved: Bool { self[TestChannels.removed] == .bool(true) }
  var image: String? { if case .string(let v) = self[TestChannels.image] { v } else { nil } }
  var text: String? { if case .string(let v) = self[TestChannels.text] { v } else { nil } }
  var frame: (x: Double, y: Double, width: Double, height: Double) {
    (center.x - size.x / 2, center.y - size.y / 2, size.x, size.y)
  }
}
