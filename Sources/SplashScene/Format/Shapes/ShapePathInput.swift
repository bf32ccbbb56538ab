import SplashRaster

/// A shape layer's `path` as a scene writes it: SVG path data, or one UIBezierPath-style
/// primitive, in the layer's points (angles in degrees, clockwise on screen as in UIKit):
///
/// - `"M 0 0 L 10 0 …"` (SVG's `d` attribute)
/// - `{"rect": [x, y, width, height]}`
/// - `{"roundedRect": [x, y, width, height], "cornerRadius": r}`
/// - `{"oval": [x, y, width, height]}`
/// - `{"arc": {"center": [x, y], "radius": r, "startAngle": a, "endAngle": b, "clockwise": true}}`
///
/// Either is read into a `Path` (checked against `SceneLimits`) and kept as its path data, the
/// one form the rest of the format carries.
enum ShapePathInput {
  /// The path data `decoder` holds, checked, or a one-line failure at its JSON path.
  static func decode(from decoder: any Decoder) throws -> String {
    let path: Path
    if let data = try? decoder.singleValueContainer().decode(String.self) {
      guard data.utf8.count <= SceneLimits.maximumPathDataLength else {
        throw decoder.failure(
          "path data of \(data.utf8.count) characters is longer than the limit of \(SceneLimits.maximumPathDataLength)")
      }
      do {
        path = try Path(svgPathData: data)
      } catch {
        throw decoder.failure("path data: \(error.description)")
      }
      try check(path, decoder)
      return data
    }
    path = try primitive(decoder)
    try check(path, decoder)
    return path.svgPathData
  }

  private static let primitives = ["rect", "roundedRect", "oval", "arc"]

  private static func primitive(_ decoder: any Decoder) throws -> Path {
    guard let object = try? decoder.container(keyedBy: AnyKey.self) else {
      throw decoder.failure("expected SVG path data or an object with one of \(primitives.joined(separator: ", "))")
    }
    let given = primitives.filter { object.contains(AnyKey($0)) }
    guard given.count == 1 else {
      throw decoder.failure(
        given.isEmpty
          ? "expected one of \(primitives.joined(separator: ", "))"
          : "give one of \(given.joined(separator: ", ")), not both")
    }
    let kind = given[0]
    try decoder.rejectUnknownKeys(allowed: kind == "roundedRect" ? [kind, "cornerRadius"] : [kind], in: "a path")
    let limit = SceneLimits.maximumLength
    func rect() throws -> Rect {
      let v = try object.decodeIfPresent([Double].self, forKey: kind, limit: limit) ?? []
      guard v.count == 4 else {
        throw object.failure("expected [x, y, width, height], got \(v.count) numbers", at: AnyKey(kind))
      }
      guard v[2] >= 0, v[3] >= 0 else {
        throw object.failure("width and height must not be negative", at: AnyKey(kind))
      }
      return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }
    switch kind {
    case "rect":
      return Path(rect: try rect())
    case "roundedRect":
      let r = try object.decodeIfPresent(Double.self, forKey: "cornerRadius", limit: limit) ?? 0
      guard r >= 0 else { throw object.failure("cornerRadius must not be negative", at: AnyKey("cornerRadius")) }
      return Path(roundedRect: try rect(), cornerRadius: r)
    case "oval":
      return Path(ovalIn: try rect())
    default:
      let arc = try object.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("arc"))
      try object.superDecoder(forKey: AnyKey("arc")).rejectUnknownKeys(
        allowed: ["center", "radius", "startAngle", "endAngle", "clockwise"], in: "an arc")
      let center = try arc.decodeIfPresent([Double].self, forKey: "center", limit: limit) ?? [0, 0]
      guard center.count == 2 else {
        throw arc.failure("expected [x, y], got \(center.count) numbers", at: AnyKey("center"))
      }
      guard let radius = try arc.decodeIfPresent(Double.self, forKey: "radius", limit: limit) else {
        throw arc.failure("missing key 'radius'", at: AnyKey("radius"))
      }
      guard radius >= 0 else { throw arc.failure("radius must not be negative", at: AnyKey("radius")) }
      let start = try arc.decodeIfPresent(Double.self, forKey: "startAngle", limit: SceneLimits.maximumRotation) ?? 0
      let end = try arc.decodeIfPresent(Double.self, forKey: "endAngle", limit: SceneLimits.maximumRotation) ?? 360
      let clockwise = try arc.decodeIfPresent(Bool.self, forKey: AnyKey("clockwise")) ?? true
      return Path(
        arcCenter: Point(x: center[0], y: center[1]), radius: radius, startAngle: start * .pi / 180,
        endAngle: end * .pi / 180, clockwise: clockwise)
    }
  }

  private static func check(_ path: Path, _ decoder: any Decoder) throws {
    guard path.elements.count <= SceneLimits.maximumPathCommands else {
      throw decoder.failure(
        "the path has \(path.elements.count) commands, more than the limit of \(SceneLimits.maximumPathCommands)")
    }
    guard path.pointCount <= SceneLimits.maximumPathPoints else {
      throw decoder.failure(
        "the path has \(path.pointCount) points, more than the limit of \(SceneLimits.maximumPathPoints)")
    }
    if let bounds = path.controlBounds,
      let problem = [bounds.minX, bounds.minY, bounds.maxX, bounds.maxY].lazy.compactMap({
        SceneLimits.outOfRange($0, limit: SceneLimits.maximumLength, what: "a path coordinate")
      }).first
    {
      throw decoder.failure(problem)
    }
  }

  /// What is wrong with a dash pattern, nil when it is fine (empty, all zeros, or a period of
  /// at least `SceneLimits.minimumDashPeriod`).
  static func dashProblem(_ lengths: [Double]) -> String? {
    let period = lengths.reduce(0, +)
    guard period == 0 || period >= SceneLimits.minimumDashPeriod else {
      return
        "the dash pattern's lengths add up to \(SceneLimits.describe(period)) points, less than the limit of \(SceneLimits.minimumDashPeriod)"
    }
    return nil
  }
}
