/// Which picture an image layer shows, as written in the scene.
///
/// - `"start_page"`: the `@1x/@2x/@3x` variants of `start_page.png`/`.jpg`/`.jpeg` next to the scene
///   file; the variant of the device's scale is used, else the nearest (the larger on a tie).
/// - `"../shared/home"`: the same, in another folder (paths are relative to the scene file).
/// - `"launch-small.jpg"`: exactly that file; its scale comes from an `@Nx` suffix, else 1.
/// - `{"byScreen": [{"screen": "320x480", "image": "launch-micro.jpg"}, …]}`: one picture per screen
///   size it was made for. A variant whose screen height equals the device's wins; otherwise the one
///   whose screen aspect ratio (height ÷ width) is nearest the device's, the larger screen on a tie.
public enum ImageReference: Sendable, Hashable {
  case named(String)
  case byScreen([ScreenImage])

  /// One picture of a `byScreen` set and the screen size in points it was made for.
  public struct ScreenImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let name: String

    /// `name`, made for a screen of `width` × `height` points.
    public init(width: Int, height: Int, name: String) {
      self.width = width
      self.height = height
      self.name = name
    }
  }
}

extension ImageReference: Decodable {
  public init(from decoder: any Decoder) throws {
    if let name = try? decoder.singleValueContainer().decode(String.self) {
      guard !name.isEmpty else { throw decoder.failure("empty image name") }
      self = .named(name)
      return
    }
    guard (try? decoder.container(keyedBy: AnyKey.self)) != nil else {
      throw DecodingError.typeMismatch(String.self, .init(codingPath: decoder.codingPath, debugDescription: ""))
    }
    try decoder.rejectUnknownKeys(allowed: ["byScreen"], in: "an image")
    let container = try decoder.container(keyedBy: AnyKey.self)
    let variants = try container.decode([ScreenImage].self, forKey: AnyKey("byScreen"))
    guard !variants.isEmpty else { throw container.failure("needs at least one image", at: AnyKey("byScreen")) }
    self = .byScreen(variants)
  }
}

extension ImageReference.ScreenImage: Decodable {
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(allowed: ["screen", "image"], in: "a byScreen image")
    let container = try decoder.container(keyedBy: AnyKey.self)
    let screen = try container.decode(String.self, forKey: AnyKey("screen"))
    let size = screen.split(separator: "x")
    let side = 1...SceneLimits.maximumScreenSide
    guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), side ~= width, side ~= height else {
      throw container.failure(
        "bad screen \"\(screen)\": write WIDTHxHEIGHT in points, each 1...\(SceneLimits.maximumScreenSide), e.g. \"320x480\"",
        at: AnyKey("screen"))
    }
    self.width = width
    self.height = height
    name = try container.decode(String.self, forKey: AnyKey("image"))
  }
}
