/// A path of cubic Bézier segments read from SVG path data (`M 0 0 C 10 0 20 10 20 20 L 40 40`),
/// what a `CAKeyframeAnimation.path` (a `CGPath`) is in a scene. Lines and quadratic curves
/// become exact cubics; `Z` closes with a line. Arcs (`A`) are refused.
///
/// Hand-written: Debian offers no SVG path parser as a plain C library without a renderer.
public struct BezierPath: Sendable, Hashable {
  /// Segments as [start, control 1, control 2, end], in order.
  public let segments: [[SIMD2<Double>]]

  /// Parses SVG path data: `M m L l H h V v C c S s Q q T t Z z`, numbers separated by spaces or
  /// commas. A path needs a move and at least one drawing command.
  ///
  /// - Throws: `MotionError` naming the first thing it cannot read.
  public init(svg text: String, maximumSegments: Int = 1_000) throws(MotionError) {
    var scanner = PathScanner(text)
    var segments: [[SIMD2<Double>]] = []
    var current = SIMD2<Double>.zero
    var start = SIMD2<Double>.zero
    var lastControl: SIMD2<Double>?
    var lastQuad: SIMD2<Double>?
    var command: Character?
    var started = false
    func add(_ s: [SIMD2<Double>]) throws(MotionError) {
      guard segments.count < maximumSegments else {
        throw MotionError("a path has more than \(maximumSegments) segments")
      }
      segments.append(s)
    }
    while true {
      scanner.skipSeparators()
      if scanner.atEnd { break }
      if let letter = scanner.letter() {
        command = letter
      } else if command == nil {
        throw MotionError("a path starts with a command (M), got '\(scanner.rest.prefix(10))'")
      }
      guard let cmd = command else { break }
      let relative = cmd.isLowercase
      let base = relative ? current : .zero
      switch cmd.uppercased() {
      case "M":
        current = base + (try scanner.point())
        start = current
        started = true
        // Further pairs after a move are lines.
        command = relative ? "l" : "L"
        lastControl = nil
        lastQuad = nil
        continue
      case "Z":
        guard started else { throw MotionError("a path must start with M") }
        if current != start {
          try add([current, current + (start - current) / 3, start + (current - start) / 3, start])
        }
        current = start
        command = nil
        lastControl = nil
        lastQuad = nil
        continue
      default: break
      }
      guard started else { throw MotionError("a path must start with M") }
      var end = current
      switch cmd.uppercased() {
      case "L":
        end = base + (try scanner.point())
        try add([current, current + (end - current) / 3, end + (current - end) / 3, end])
        lastControl = nil
        lastQuad = nil
      case "H", "V":
        let v = try scanner.number()
        end =
          cmd.uppercased() == "H"
          ? SIMD2(relative ? current.x + v : v, current.y) : SIMD2(current.x, relative ? current.y + v : v)
        try add([current, current + (end - current) / 3, end + (current - end) / 3, end])
        lastControl = nil
        lastQuad = nil
      case "C", "S":
        let c1 = cmd.uppercased() == "C" ? base + (try scanner.point()) : 2 * current - (lastControl ?? current)
        let c2 = base + (try scanner.point())
        end = base + (try scanner.point())
        try add([current, c1, c2, end])
        lastControl = c2
        lastQuad = nil
      case "Q", "T":
        let q = cmd.uppercased() == "Q" ? base + (try scanner.point()) : 2 * current - (lastQuad ?? current)
        end = base + (try scanner.point())
        // The exact cubic of a quadratic: controls two thirds of the way to its control point.
        try add([current, current + 2 * (q - current) / 3, end + 2 * (q - end) / 3, end])
        lastQuad = q
        lastControl = nil
      case "A":
        throw MotionError("path arcs (A) are not supported; write them as curves (C)")
      default:
        throw MotionError("unknown path command '\(cmd)'")
      }
      current = end
    }
    guard !segments.isEmpty else { throw MotionError("a path needs at least one segment after its M") }
    self.segments = segments
  }

  /// The point of segment i at parameter s.
  public func point(_ i: Int, _ s: Double) -> SIMD2<Double> {
    let p = segments[i]
    let u = 1 - s
    return u * u * u * p[0] + 3 * u * u * s * p[1] + 3 * u * s * s * p[2] + s * s * s * p[3]
  }

  /// The derivative of segment i at s.
  public func tangent(_ i: Int, _ s: Double) -> SIMD2<Double> {
    let p = segments[i]
    let u = 1 - s
    return 3 * u * u * (p[1] - p[0]) + 6 * u * s * (p[2] - p[1]) + 3 * s * s * (p[3] - p[2])
  }

  /// The arc length of segment i from 0 to s.
  public func length(_ i: Int, to s: Double = 1) -> Double {
    Keyframes.integrate(0, s) { t in
      let d = tangent(i, t)
      return (d * d).sum().squareRoot()
    }
  }
}

/// Reads SVG path data.
private struct PathScanner {
  let characters: [Character]
  var index = 0

  init(_ text: String) { characters = Array(text) }

  var atEnd: Bool { index >= characters.count }
  var rest: String { String(characters[min(index, characters.count)...]) }

  mutating func skipSeparators() {
    while index < characters.count,
      characters[index] == " " || characters[index] == ","
        || characters[index] == "\n" || characters[index] == "\t"
    {
      index += 1
    }
  }

  mutating func letter() -> Character? {
    guard index < characters.count, characters[index].isLetter, characters[index] != "e", characters[index] != "E"
    else { return nil }
    defer { index += 1 }
    return characters[index]
  }

  mutating func number() throws(MotionError) -> Double {
    skipSeparators()
    var text = ""
    while index < characters.count {
      let c = characters[index]
      let sign = (c == "-" || c == "+") && (text.isEmpty || text.last == "e" || text.last == "E")
      guard c.isNumber || c == "." || c == "e" || c == "E" || sign else { break }
      text.append(c)
      index += 1
    }
    guard let value = Double(text), value.isFinite, abs(value) <= 100_000 else {
      throw MotionError(
        "a path needs numbers within ±100000, got '\(text.isEmpty ? rest.prefix(10) : Substring(text))'")
    }
    return value
  }

  mutating func point() throws(MotionError) -> SIMD2<Double> {
    let x = try number()
    return SIMD2(x, try number())
  }
}
