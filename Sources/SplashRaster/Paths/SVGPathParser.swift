/// Reads SVG path data (SVG 1.1 §8.3: `M L H V C S Q T A Z`, absolute and relative) into a
/// `Path`, with the grammar's implicit repeats (`M 0 0 10 10` is a move then a line), compact
/// numbers (`1.5.5` is 1.5 then 0.5, `1-2` is 1 then −2) and arc flags without separators.
/// Hand-written: Debian has no small C library that parses path data without a whole renderer.
struct SVGPathParser {
  private let bytes: [UInt8]
  private var index = 0
  private var path = Path()
  /// The second control point of the last cubic / the control of the last quadratic, for `S`, `T`.
  private var lastCubicControl: Point?
  private var lastQuadControl: Point?

  init(_ data: String) { bytes = Array(data.utf8) }

  mutating func parse() throws(PathError) -> Path {
    skipSeparators()
    var command: UInt8?
    while index < bytes.count {
      let byte = bytes[index]
      if Self.isCommand(byte) {
        command = byte
        index += 1
      } else if command == nil {
        throw failure("expected a command (M, L, H, V, C, S, Q, T, A or Z)")
      } else if command == UInt8(ascii: "z") || command == UInt8(ascii: "Z") {
        throw failure("expected a command after Z")
      }
      try perform(command!)
      // After a move, further coordinate pairs are lines.
      if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
      if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
      skipSeparators()
    }
    return path
  }

  private static func isCommand(_ byte: UInt8) -> Bool {
    "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
  }

  private mutating func perform(_ command: UInt8) throws(PathError) {
    let relative = command >= UInt8(ascii: "a")
    let origin = relative ? (path.currentPoint ?? .zero) : .zero
    func point(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x, y: origin.y + y) }
    var cubic: Point?
    var quad: Point?
    switch command | 0x20 {
    case UInt8(ascii: "m"):
      path.move(to: point(try number(), try number()))
    case UInt8(ascii: "l"):
      path.addLine(to: point(try number(), try number()))
    case UInt8(ascii: "h"):
      let x = try number()
      path.addLine(to: Point(x: origin.x + x, y: path.currentPoint?.y ?? 0))
    case UInt8(ascii: "v"):
      let y = try number()
      path.addLine(to: Point(x: path.currentPoint?.x ?? 0, y: origin.y + y))
    case UInt8(ascii: "c"):
      let c1 = point(try number(), try number())
      let c2 = point(try number(), try number())
      path.addCurve(to: point(try number(), try number()), control1: c1, control2: c2)
      cubic = c2
    case UInt8(ascii: "s"):
      let c1 = reflected(lastCubicControl)
      let c2 = point(try number(), try number())
      path.addCurve(to: point(try number(), try number()), control1: c1, control2: c2)
      cubic = c2
    case UInt8(ascii: "q"):
      let c = point(try number(), try number())
      path.addQuadCurve(to: point(try number(), try number()), control: c)
      quad = c
    case UInt8(ascii: "t"):
      let c = reflected(lastQuadControl)
      path.addQuadCurve(to: point(try number(), try number()), control: c)
      quad = c
    case UInt8(ascii: "a"):
      let rx = try number()
      let ry = try number()
      let rotation = try number()
      let large = try flag()
      let sweep = try flag()
      let end = point(try number(), try number())
      path.addSVGArc(radiusX: rx, radiusY: ry, rotation: rotation, largeArc: large, sweep: sweep, to: end)
    default:
      path.closeSubpath()
    }
    lastCubicControl = cubic
    lastQuadControl = quad
  }

  /// The reflection of the previous control point about the current point (the current point
  /// itself when the previous command was not of the same family).
  private func reflected(_ control: Point?) -> Point {
    let p = path.currentPoint ?? .zero
    guard let control else { return p }
    return Point(x: 2 * p.x - control.x, y: 2 * p.y - control.y)
  }

  private mutating func skipSeparators() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) {
      index += 1
    }
  }

  private func failure(_ what: String) -> PathError {
    guard index < bytes.count else { return PathError("\(what) at the end of the path data") }
    let character = String(decoding: [bytes[index]], as: UTF8.self)
    return PathError("\(what) at offset \(index), got '\(character)'")
  }

  /// An arc flag: a single 0 or 1 (SVG allows `a1 1 0 00 1 1`).
  private mutating func flag() throws(PathError) -> Bool {
    skipSeparators()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
      throw failure("expected an arc flag (0 or 1)")
    }
    index += 1
    return bytes[index - 1] == UInt8(ascii: "1")
  }

  /// A number: sign, digits, at most one point, optional exponent.
  private mutating func number() throws(PathError) -> Double {
    skipSeparators()
    let start = index
    func digit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
    if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
    var digits = 0
    while digit(index) {
      index += 1
      digits += 1
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      while digit(index) {
        index += 1
        digits += 1
      }
    }
    guard digits > 0 else {
      index = start
      throw failure("expected a number")
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      var i = index + 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      if digit(i) {
        while digit(i) { i += 1 }
        index = i
      }
    }
    guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite else {
      index = start
      throw failure("expected a finite number")
    }
    return value
  }
}

extension Path {
  /// The path SVG path data describes (the `d` attribute of an SVG `<path>`).
  ///
  /// - Throws: `PathError` such as "expected a number at offset 7, got 'x'".
  package init(svgPathData data: String) throws(PathError) {
    var parser = SVGPathParser(data)
    self = try parser.parse()
  }
}
