import SplashNames

/// Every device splashreel knows by name, and the `WxH@S` spelling of custom screens.
///
/// Figures are what UIKit reports on each model: portrait points, scale, top safe area and display corner
/// radius per model. The bottom safe area is 34 pt on every Face ID iPhone and 20 pt on iPads with a
/// home indicator, 0 elsewhere; left and right are 0 in portrait.
public enum DeviceCatalog {
  /// Every catalog device, phones from the smallest screen up, then iPads.
  public static let all: [Device] = {
    var devices: [Device] = []
    func add(
      _ family: Device.Family, _ width: Int, _ height: Int, _ scale: Int, top: Double, corner: Double,
      _ cutout: Device.Cutout, _ models: [(name: String, model: String)]
    ) {
      let bottom: Double
      switch family {
      case .iPhone: bottom = cutout == .none ? 0 : 34
      case .iPad: bottom = corner > 0 ? 20 : 0
      }
      for (name, model) in models {
        devices.append(
          Device(
            name: name, models: model, family: family, width: width, height: height, scale: scale,
            safeArea: EdgeInsets(top: top, bottom: bottom), cornerRadius: corner, cutout: cutout))
      }
    }
    add(.iPhone, 320, 480, 2, top: 20, corner: 0, .none, [("iphone-4", "iPhone 4"), ("iphone-4s", "iPhone 4s")])
    add(
      .iPhone, 320, 568, 2, top: 20, corner: 0, .none,
      [("iphone-5", "iPhone 5"), ("iphone-5s", "iPhone 5s"), ("iphone-se", "iPhone SE (1st gen)")])
    add(
      .iPhone, 375, 667, 2, top: 20, corner: 0, .none,
      [
        ("iphone-6", "iPhone 6"), ("iphone-7", "iPhone 7"), ("iphone-8", "iPhone 8"),
        ("iphone-se-2", "iPhone SE (2nd gen)"), ("iphone-se-3", "iPhone SE (3rd gen)"),
      ])
    add(
      .iPhone, 414, 736, 3, top: 20, corner: 0, .none,
      [("iphone-6-plus", "iPhone 6 Plus"), ("iphone-7-plus", "iPhone 7 Plus"), ("iphone-8-plus", "iPhone 8 Plus")])
    add(
      .iPhone, 375, 812, 3, top: 44, corner: 39, .notch,
      [("iphone-x", "iPhone X"), ("iphone-xs", "iPhone XS"), ("iphone-11-pro", "iPhone 11 Pro")])
    add(.iPhone, 414, 896, 2, top: 48, corner: 41.5, .notch, [("iphone-xr", "iPhone XR"), ("iphone-11", "iPhone 11")])
    add(
      .iPhone, 414, 896, 3, top: 44, corner: 39, .notch,
      [("iphone-xs-max", "iPhone XS Max"), ("iphone-11-pro-max", "iPhone 11 Pro Max")])
    add(
      .iPhone, 375, 812, 3, top: 50, corner: 44, .notch,
      [("iphone-12-mini", "iPhone 12 mini"), ("iphone-13-mini", "iPhone 13 mini")])
    add(
      .iPhone, 390, 844, 3, top: 47, corner: 47.33, .notch,
      [
        ("iphone-12", "iPhone 12"), ("iphone-12-pro", "iPhone 12 Pro"), ("iphone-13", "iPhone 13"),
        ("iphone-13-pro", "iPhone 13 Pro"), ("iphone-14", "iPhone 14"),
      ])
    add(
      .iPhone, 428, 926, 3, top: 47, corner: 53.33, .notch,
      [
        ("iphone-12-pro-max", "iPhone 12 Pro Max"), ("iphone-13-pro-max", "iPhone 13 Pro Max"),
        ("iphone-14-plus", "iPhone 14 Plus"),
      ])
    add(
      .iPhone, 393, 852, 3, top: 59, corner: 55, .dynamicIsland,
      [
        ("iphone-14-pro", "iPhone 14 Pro"), ("iphone-15", "iPhone 15"), ("iphone-15-pro", "iPhone 15 Pro"),
        ("iphone-16", "iPhone 16"),
      ])
    add(
      .iPhone, 430, 932, 3, top: 59, corner: 55, .dynamicIsland,
      [
        ("iphone-14-pro-max", "iPhone 14 Pro Max"), ("iphone-15-plus", "iPhone 15 Plus"),
        ("iphone-15-pro-max", "iPhone 15 Pro Max"), ("iphone-16-plus", "iPhone 16 Plus"),
      ])
    add(.iPhone, 402, 874, 3, top: 62, corner: 62, .dynamicIsland, [("iphone-16-pro", "iPhone 16 Pro")])
    add(.iPhone, 440, 956, 3, top: 62, corner: 62, .dynamicIsland, [("iphone-16-pro-max", "iPhone 16 Pro Max")])
    add(
      .iPad, 768, 1024, 2, top: 20, corner: 0, .none,
      [("ipad-9-7", "iPad 9.7-inch"), ("ipad-mini-5", "iPad mini (5th gen)")])
    add(
      .iPad, 820, 1180, 2, top: 24, corner: 18, .none,
      [("ipad-air", "iPad Air (4th, 5th gen)"), ("ipad-10", "iPad (10th gen)")])
    add(.iPad, 834, 1194, 2, top: 24, corner: 18, .none, [("ipad-pro-11", "iPad Pro 11-inch")])
    add(.iPad, 1024, 1366, 2, top: 24, corner: 18, .none, [("ipad-pro-12-9", "iPad Pro 12.9-inch")])
    return devices
  }()

  /// The catalog's phones.
  public static var iPhones: [Device] { all.filter { $0.family == .iPhone } }

  /// The largest custom screen side in points; larger values are almost certainly typos.
  public static let maximumCustomSide = 4096

  /// The device called `name`: a catalog name or a custom `WxH@S` screen such as `390x844@3`.
  ///
  /// A custom screen with the size and scale of a catalog device takes that device's safe area,
  /// corners and cutout (the first such entry, e.g. `375x812@3` behaves as `iphone-x`); any other
  /// custom screen has a 20 pt status bar, no bottom inset, square corners and no cutout, and counts
  /// as an iPad when it is at least 700 pt wide.
  public static func device(named name: String) throws(SceneError) -> Device {
    if let device = all.first(where: { $0.name == name }) {
      return device
    }
    if let custom = try custom(name) {
      return custom
    }
    let hint = NameSuggestion.hint(for: name, in: all.map(\.name))
    throw SceneError(
      "unknown device '\(name)'\(hint); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    )
  }

  /// Parses `WxH@S`; nil when `text` does not have that shape at all.
  static func custom(_ text: String) throws(SceneError) -> Device? {
    let parts = text.lowercased().split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return nil }
    let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
    guard size.count == 2, let width = Int(size[0]), let height = Int(size[1]), let scale = Int(parts[1]) else {
      return nil
    }
    guard (1...maximumCustomSide).contains(width), (1...maximumCustomSide).contains(height) else {
      throw SceneError("custom device '\(text)': width and height must be 1...\(maximumCustomSide) points")
    }
    guard (1...3).contains(scale) else {
      throw SceneError("custom device '\(text)': scale must be 1, 2 or 3")
    }
    let name = "\(width)x\(height)@\(scale)"
    if let twin = all.first(where: { $0.width == width && $0.height == height && $0.scale == scale }) {
      return Device(
        name: name, models: "custom, like \(twin.name)", family: twin.family, width: width, height: height,
        scale: scale, safeArea: twin.safeArea, cornerRadius: twin.cornerRadius, cutout: twin.cutout)
    }
    return Device(
      name: name, models: "custom", family: width >= 700 ? .iPad : .iPhone, width: width, height: height,
      scale: scale, safeArea: EdgeInsets(top: 20), cornerRadius: 0, cutout: .none)
  }
}
