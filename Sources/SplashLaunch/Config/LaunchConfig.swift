import SplashScene

/// The server's launch-image configuration:
///
/// ```json
/// {"errno": 0, "result": {"launch_image": {"show": 1,
///   "micro": "…/1.jpg", "small": "…/2.jpg", "middle": "…/3.jpg", "big": "…/4.jpg"}}}
/// ```
///
/// Every key above is required; other keys are ignored. `show` may be `0`, `1`, `true`, `false`,
/// `"0"` or `"1"`. A non-zero `errno` is an error that quotes it (and `errmsg` when present).
public struct LaunchConfig: Sendable, Equatable {
  /// Whether the app should show (and so download) a launch image.
  public let show: Bool
  /// The image reference for each variant, exactly as written (absolute URL or relative reference).
  public let images: [Variant: String]

  public init(show: Bool, images: [Variant: String]) {
    self.show = show
    self.images = images
  }

  /// Decodes a config read from `source` (the file path or URL used in error messages).
  public static func decode(_ bytes: [UInt8], source: String) throws(LaunchError) -> LaunchConfig {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw LaunchError("\(source): \(error.description)", cause: error)
    }
    let fields = Fields(source: source)
    _ = try fields.object(root, path: "")
    let errnoValue = try fields.member(root, "errno", parent: "")
    guard let errno = errnoValue.integer else {
      throw fields.mismatch("errno", "an integer", errnoValue)
    }
    if errno != 0 {
      var message = "\(source): errno is \(errno), not 0"
      if let errmsg = root["errmsg"] { message += " (errmsg: \(errmsg.brief))" }
      throw LaunchError(message + "; the app shows no launch image")
    }
    let result = try fields.object(try fields.member(root, "result", parent: ""), path: "result")
    let launchImage = try fields.object(
      try fields.member(.object(result), "launch_image", parent: "result"), path: "result.launch_image")
    let node = JSONValue.object(launchImage)
    let show = try fields.show(try fields.member(node, "show", parent: "result.launch_image"))
    var images: [Variant: String] = [:]
    for variant in Variant.allCases {
      let path = "result.launch_image.\(variant.rawValue)"
      let value = try fields.member(node, variant.rawValue, parent: "result.launch_image")
      guard case .string(let reference) = value, !reference.isEmpty else {
        throw fields.mismatch(path, "a non-empty URL string", value)
      }
      images[variant] = reference
    }
    return LaunchConfig(show: show, images: images)
  }
}

/// Typed access to config members with errors that name the JSON path.
private struct Fields {
  let source: String

  func member(_ object: JSONValue, _ key: String, parent: String) throws(LaunchError) -> JSONValue {
    let path = parent.isEmpty ? key : "\(parent).\(key)"
    guard let value = object[key] else { throw LaunchError("\(source): missing key \(path)") }
    return value
  }

  func object(_ value: JSONValue, path: String) throws(LaunchError) -> [(key: String, value: JSONValue)] {
    guard case .object(let members) = value else {
      if path.isEmpty { throw LaunchError("\(source): the top-level value must be an object, got \(value.brief)") }
      throw mismatch(path, "an object", value)
    }
    return members
  }

  func show(_ value: JSONValue) throws(LaunchError) -> Bool {
    switch value {
    case .number("0"), .bool(false), .string("0"): return false
    case .number("1"), .bool(true), .string("1"): return true
    default:
      throw LaunchError(
        "\(source): result.launch_image.show must be 0, 1, true, false, \"0\" or \"1\", got \(value.brief)")
    }
  }

  func mismatch(_ path: String, _ expected: String, _ value: JSONValue) -> LaunchError {
    LaunchError("\(source): \(path) must be \(expected), got \(value.brief)")
  }
}
