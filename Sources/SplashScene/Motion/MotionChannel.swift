import Foundation
import SplashMotion

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
  /// The key a motion track file stores the value under (older names kept for old tracks).
  let storedKey: String
  let kind: Kind
  /// The timeline properties whose animations or sets move this channel.
  let properties: Set<String>
  /// Reads the numbers (one, or four for a colour) off a layer state; nil for discrete channels.
  let read: (@Sendable (LayerState) -> [Double])?
  /// Reads a discrete value as text ("true", "\"09:41\"", "none") off a layer state.
  let readDiscrete: (@Sendable (LayerState) -> String)?

  private init(
    _ name: String, stored: String?, _ kind: Kind, _ properties: Set<String>,
    read: (@Sendable (LayerState) -> [Double])?, readDiscrete: (@Sendable (LayerState) -> String)? = nil
  ) {
    self.name = name
    self.storedKey = stored ?? name
    self.kind = kind
    self.properties = properties
    self.read = read
    self.readDiscrete = readDiscrete
  }

  /// A channel of numbers of `kind` (points, degrees, a scale, an alpha or a colour) that
  /// `read` takes off a layer state; `stored` names it in track files when not `name`.
  static func number(
    _ kind: Kind, _ name: String, stored: String? = nil, _ properties: Set<String>,
    _ read: @escaping @Sendable (LayerState) -> [Double]
  ) -> MotionChannel { MotionChannel(name, stored: stored, kind, properties, read: read) }

  /// A discrete true or false.
  static func flag(_ name: String, _ properties: Set<String>, _ channel: DiscreteChannel) -> MotionChannel {
    MotionChannel(name, stored: nil, .discrete, properties, read: nil) { state in
      if case .bool(let v) = state[channel] { return String(v) }
      return "false"
    }
  }

  /// A discrete string, quoted, or `none`.
  static func string(_ name: String, _ properties: Set<String>, _ channel: DiscreteChannel) -> MotionChannel {
    MotionChannel(name, stored: nil, .discrete, properties, read: nil) { state in
      if case .string(let v) = state[channel] { return "\"\(v)\"" }
      return "none"
    }
  }

  /// The numbers of this channel in `sample` (empty for discrete channels).
  func numbers(_ sample: MotionSample) -> [Double] { sample.numbers[name] ?? [] }

  /// The discrete value of this channel in `sample` as text.
  func discrete(_ sample: MotionSample) -> String { sample.discrete[name] ?? "none" }

  /// Every channel, in the order changes are listed: the frame, the declared properties'
  /// numbers, then their discrete values, then removal and text.
  static let all: [MotionChannel] = {
    let declared = LayerProperty.all.flatMap(\.reports)
    return LayerProperty.frameReports + declared.filter { $0.kind != .discrete }
      + declared.filter { $0.kind == .discrete } + LayerProperty.timelineReports
  }()

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
