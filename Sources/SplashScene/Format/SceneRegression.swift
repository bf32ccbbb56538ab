import SplashRaster

/// What regression checks leave out of a scene's pictures: `"regression": {"ignore": [...]}`, each
/// entry a rectangle of the screen in points (`{"x": 0, "y": 0, "width": "W", "height": 20}`,
/// lengths as in frames) or a layer (`{"layer": "clock"}`: its on-screen bounds at each instant).
public struct SceneRegression: Sendable, Hashable {
  /// One thing to leave out.
  public enum Ignore: Sendable, Hashable {
    case region(x: Length, y: Length, width: Length, height: Length)
    case layer(String)
  }

  public let ignore: [Ignore]

  /// What to leave out, for a scene built in Swift (`Scene(…, regression:)` checks it as a file's).
  public init(ignore: [Ignore]) {
    self.ignore = ignore
  }

  /// The rectangles on `device`, in points, each with its JSON path (`regression.ignore[0]`).
  ///
  /// - Throws: `SceneError` naming the file and entry for a division by zero or a rectangle that is
  ///   empty or not inside the screen.
  package func regions(on device: Device, file: String) throws(SceneError) -> [(rect: Rect, path: String)] {
    let screen = ScreenVariables(device: device)
    var result: [(Rect, String)] = []
    for (index, entry) in ignore.enumerated() {
      guard case .region(let x, let y, let width, let height) = entry else { continue }
      let path = "regression.ignore[\(index)]"
      var values: [Double] = []
      for (name, length) in [("x", x), ("y", y), ("width", width), ("height", height)] {
        guard let v = length.value(on: screen) else {
          throw SceneError("\(file): \(path).\(name): division by zero in \"\(length.source)\" on \(device.name)")
        }
        values.append(v)
      }
      let rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
      let w = Double(device.width)
      let h = Double(device.height)
      if let problem = Self.problem(rect, screenWidth: w, screenHeight: h) {
        throw SceneError("\(file): \(path): \(problem) on \(device.name)")
      }
      result.append((rect, path))
    }
    return result
  }

  /// The layer ids to leave out.
  public var layers: [String] {
    ignore.compactMap { if case .layer(let id) = $0 { id } else { nil } }
  }

  /// Why `rect` (points) cannot be left out of a `screenWidth`×`screenHeight` pt screen, nil when it can.
  package static func problem(_ rect: Rect, screenWidth: Double, screenHeight: Double) -> String? {
    let f = { (v: Double) in SceneResolver.format(v, digits: 3) }
    if !(rect.width > 0 && rect.height > 0) {
      return "the region \(f(rect.width))×\(f(rect.height)) is empty"
    }
    let size = "the \(f(screenWidth))×\(f(screenHeight)) pt screen"
    if rect.minX < 0 || rect.minY < 0 {
      return "the region starts at (\(f(rect.minX)), \(f(rect.minY))), outside \(size)"
    }
    if rect.maxX > screenWidth + 1e-9 {
      return "the region ends at x = \(f(rect.maxX)), past the right edge of \(size)"
    }
    if rect.maxY > screenHeight + 1e-9 {
      return "the region ends at y = \(f(rect.maxY)), past the bottom edge of \(size)"
    }
    return nil
  }
}

extension SceneRegression: Decodable {
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["ignore", "note"], in: "regression settings")
    let container = try decoder.container(keyedBy: AnyKey.self)
    ignore = try container.decodeIfPresent([Ignore].self, forKey: AnyKey("ignore")) ?? []
  }
}

extension SceneRegression.Ignore: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyKey.self)
    if container.contains(AnyKey("layer")) {
      try decoder.rejectUnknownKeys(allowed: ["layer", "note"], in: "an ignored layer")
      self = .layer(try container.decode(String.self, forKey: AnyKey("layer")))
      return
    }
    try decoder.rejectUnknownKeys(allowed: ["x", "y", "width", "height", "note"], in: "an ignored region")
    self = .region(
      x: try container.decode(Length.self, forKey: AnyKey("x")),
      y: try container.decode(Length.self, forKey: AnyKey("y")),
      width: try container.decode(Length.self, forKey: AnyKey("width")),
      height: try container.decode(Length.self, forKey: AnyKey("height")))
  }
}
