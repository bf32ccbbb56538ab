import Foundation

/// One comparable property of a `MotionSample`, named as scene files name it, with the animated
/// properties that move it and how its values are told apart and written.
struct MotionChannel: Sendable {
  enum Kind: Sendable {
    /// A length in points.
    case points
    /// Degrees; compared by how far the rotation moves a corner.
    case degrees
    /// A scale factor; compared by how far it moves the farthest edge.
    case scale
    /// Alpha, compared to half an 8-bit step.
    case alpha
    /// A colour (r, g, b, a).
    case color
    /// A value that changes at once: hidden, removed, text, image.
    case discrete
  }

  let name: String
  let kind: Kind
  /// The timeline properties whose animations or sets move this channel.
  let properties: Set<String>
  /// Numbers (one, or four for a colour); empty for discrete channels.
  let numbers: @Sendable (MotionSample) -> [Double]
  /// The discrete value as text ("true", "\"09:41\"", "none").
  let discrete: @Sendable (MotionSample) -> String

  private init(
    _ name: String, _ kind: Kind, _ properties: Set<String>, numbers: @escaping @Sendable (MotionSample) -> [Double],
    discrete: @escaping @Sendable (MotionSample) -> String = { _ in "" }
  ) {
    self.name = name
    self.kind = kind
    self.properties = properties
    self.numbers = numbers
    self.discrete = discrete
  }

  private static func flag(
    _ name: String, _ property: String, _ value: @escaping @Sendable (MotionSample) -> Bool
  ) -> MotionChannel {
    MotionChannel(name, .discrete, [property], numbers: { _ in [] }, discrete: { String(value($0)) })
  }

  private static func string(
    _ name: String, _ value: @escaping @Sendable (MotionSample) -> String?
  ) -> MotionChannel {
    MotionChannel(name, .discrete, [name], numbers: { _ in [] }, discrete: { value($0).map { "\"\($0)\"" } ?? "none" })
  }

  /// Every channel, in the order changes are listed.
  static let all: [MotionChannel] = [
    MotionChannel("x", .points, ["frame", "center", "size"], numbers: { [$0.x] }),
    MotionChannel("y", .points, ["frame", "center", "size"], numbers: { [$0.y] }),
    MotionChannel("width", .points, ["frame", "size"], numbers: { [$0.width] }),
    MotionChannel("height", .points, ["frame", "size"], numbers: { [$0.height] }),
    MotionChannel("translation.x", .points, ["translation"], numbers: { [$0.translationX] }),
    MotionChannel("translation.y", .points, ["translation"], numbers: { [$0.translationY] }),
    MotionChannel("scale.x", .scale, ["scale"], numbers: { [$0.scaleX] }),
    MotionChannel("scale.y", .scale, ["scale"], numbers: { [$0.scaleY] }),
    MotionChannel("rotation", .degrees, ["rotation"], numbers: { [$0.rotation] }),
    MotionChannel("alpha", .alpha, ["alpha"], numbers: { [$0.alpha] }),
    MotionChannel("cornerRadius", .points, ["cornerRadius"], numbers: { [$0.cornerRadius] }),
    MotionChannel("backgroundColor", .color, ["backgroundColor"], numbers: { $0.background }),
    flag("hidden", "hidden", { $0.hidden }),
    flag("removed", "removed", { $0.removed }),
    string("text", { $0.text }),
    string("image", { $0.image }),
  ]

  /// The largest difference per component that still counts as equal, for a layer of `sample`'s size.
  func tolerance(_ tolerance: MotionTolerance, at sample: MotionSample) -> Double {
    switch kind {
    case .points: return tolerance.points
    case .scale: return tolerance.points / max(1e-9, max(abs(sample.width), abs(sample.height)) / 2)
    case .degrees:
      let halfDiagonal = (sample.width * sample.width + sample.height * sample.height).squareRoot() / 2
      return tolerance.points / max(1e-9, halfDiagonal) * 180 / .pi
    case .alpha, .color: return MotionTolerance.colorStep
    case .discrete: return 0
    }
  }

  /// A value as the report writes it: "120 pt", "0.5", "45°", "#FF8800", "\"09:41\"".
  func format(_ sample: MotionSample) -> String {
    switch kind {
    case .discrete: return discrete(sample)
    default: return format(numbers(sample))
    }
  }

  func format(_ values: [Double]) -> String {
    switch kind {
    case .points: return Self.number(values[0]) + " pt"
    case .degrees: return Self.number(values[0]) + "°"
    case .scale, .alpha: return Self.number(values[0])
    case .color: return Self.hex(values)
    case .discrete: return ""
    }
  }

  /// A difference: "+2 pt", "−0.25", "+15°".
  func formatOffset(_ delta: Double) -> String {
    let sign = delta < 0 ? "−" : "+"
    let magnitude = Self.number(abs(delta))
    switch kind {
    case .points: return sign + magnitude + " pt"
    case .degrees: return sign + magnitude + "°"
    default: return sign + magnitude
    }
  }

  /// Up to three decimals, trailing zeros dropped: 2, 0.25, 1.333.
  static func number(_ value: Double) -> String {
    var text = String(format: "%.3f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  /// "#RRGGBB", or "#RRGGBBAA" when not opaque.
  static func hex(_ rgba: [Double]) -> String {
    let bytes = rgba.map { UInt8((min(1, max(0, $0)) * 255).rounded()) }
    let digits = (bytes[3] == 255 ? bytes.prefix(3) : bytes[...]).map { String(format: "%02X", $0) }
    return "#" + digits.joined()
  }
}
