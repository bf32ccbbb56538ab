import SplashNames

/// Every device splashreel knows by name, and the `WxH@S` spelling of custom screens.
///
/// Figures are what UIKit reports on each model: portrait points, scale, top safe area and display corner
/// radius per model. The bottom safe area is 34 pt on every Face ID iPhone and 20 pt on iPads with a
/// home indicator, 0 elsewhere; left and right are 0 in portrait.
///
/// Models added in 2026 (iPhone 16e, 17, 17 Pro, 17 Pro Max, Air; iPad mini 6 and A17 Pro, iPad (A16),
/// iPad Air M2/M3, iPad Pro M4): the pixels at their ppi and the cutout are the figures of Apple's Tech
/// Specs pages ("2622-by-1206-pixel resolution at 460 ppi", "Dynamic Island" or notch), as repeated by
/// the sources found, since no apple.com page could be read here: the piotrbakker/diagonal device
/// tables (pixels and points), gsmarena-derived device data, and reviews quoting the specs (16e:
/// 2532×1170 at 460 ppi with a notch). Points are pixels / scale. Apple publishes no safe areas and no
/// display corner radii; where a model has the very panel of an earlier one, its figures are that
/// model's (said per entry); where not, the value is an assumption and the entry says so.
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
        // 2532×1170 at 460 ppi with a notch (Apple's specs): the iPhone 14's panel, so its safe area and corners.
        ("iphone-16e", "iPhone 16e"),
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
    // iPhone 17 and 17 Pro: 2622×1206 at 460 ppi, Dynamic Island (Apple's specs), the 16 Pro's size, so its
    // safe area and corners.
    add(
      .iPhone, 402, 874, 3, top: 62, corner: 62, .dynamicIsland,
      [("iphone-16-pro", "iPhone 16 Pro"), ("iphone-17", "iPhone 17"), ("iphone-17-pro", "iPhone 17 Pro")])
    // iPhone Air: 2736×1260 at 460 ppi, Dynamic Island (Apple's specs). Its top safe area and corner radius
    // were not found in any stored source: 62 and 62 are the 16 Pro's, assumed for the same generation of
    // Dynamic Island, not measured.
    add(.iPhone, 420, 912, 3, top: 62, corner: 62, .dynamicIsland, [("iphone-air", "iPhone Air")])
    // iPhone 17 Pro Max: 2868×1320 at 460 ppi (Apple's specs), the 16 Pro Max's size, so its safe area and corners.
    add(
      .iPhone, 440, 956, 3, top: 62, corner: 62, .dynamicIsland,
      [("iphone-16-pro-max", "iPhone 16 Pro Max"), ("iphone-17-pro-max", "iPhone 17 Pro Max")])
    // iPad mini (6th gen, A17 Pro): 2266×1488 at 326 ppi (Apple's specs). Its safe area and corner radius
    // were not found: 24 and 18 are the other home-indicator iPads', assumed.
    add(
      .iPad, 744, 1133, 2, top: 24, corner: 18, .none,
      [("ipad-mini-6", "iPad mini (6th gen)"), ("ipad-mini-a17-pro", "iPad mini (A17 Pro)")])
    add(
      .iPad, 768, 1024, 2, top: 20, corner: 0, .none,
      [("ipad-9-7", "iPad 9.7-inch"), ("ipad-mini-5", "iPad mini (5th gen)")])
    // iPad (A16) and iPad Air 11-inch (M2, M3): 2360×1640 at 264 ppi (Apple's specs), the iPad Air 4's panel.
    add(
      .iPad, 820, 1180, 2, top: 24, corner: 18, .none,
      [
        ("ipad-air", "iPad Air (4th, 5th gen)"), ("ipad-10", "iPad (10th gen)"), ("ipad-a16", "iPad (A16)"),
        ("ipad-air-11", "iPad Air 11-inch (M2, M3)"),
      ])
    add(.iPad, 834, 1194, 2, top: 24, corner: 18, .none, [("ipad-pro-11", "iPad Pro 11-inch")])
    // iPad Pro 11-inch (M4): 2420×1668 at 264 ppi (Apple's specs). Safe area and corners not found: the
    // earlier 11-inch's, assumed.
    add(.iPad, 834, 1210, 2, top: 24, corner: 18, .none, [("ipad-pro-11-m4", "iPad Pro 11-inch (M4)")])
    // iPad Air 13-inch (M2, M3): 2732×2048 at 264 ppi (Apple's specs), the 12.9-inch iPad Pro's panel.
    add(
      .iPad, 1024, 1366, 2, top: 24, corner: 18, .none,
      [("ipad-pro-12-9", "iPad Pro 12.9-inch"), ("ipad-air-13", "iPad Air 13-inch (M2, M3)")])
    // iPad Pro 13-inch (M4): 2752×2064 at 264 ppi (Apple's specs). Safe area and corners not found: the
    // 12.9-inch's, assumed.
    add(.iPad, 1032, 1376, 2, top: 24, corner: 18, .none, [("ipad-pro-13-m4", "iPad Pro 13-inch (M4)")])
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
    let hint = suggestion(for: name).map { " (did you mean '\($0)'?)" } ?? ""
    throw SceneError(
      "unknown device '\(name)'\(hint); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    )
  }

  /// The catalog name `name` most likely meant, preferring its own family: the same product line
  /// (`ipad-…` suggests iPads), then the fewest edits, a model number of another digit count costing
  /// one edit more (`iphone-17` is not `iphone-7`, `iphone-18` is `iphone-17`), then the nearest
  /// number. Only names a plausible typo away (`NameSuggestion`'s bound) are suggested.
  static func suggestion(for name: String) -> String? {
    let typed = Array(name.lowercased())
    guard typed.count >= 3 else { return nil }
    let line = name.lowercased().prefix { $0 != "-" }
    let number = modelNumber(name)
    let ranked = all.map(\.name).compactMap { candidate -> (name: String, key: [Int])? in
      let edits = NameSuggestion.distance(typed, Array(candidate))
      guard edits <= max(2, typed.count / 3) else { return nil }
      let otherLine = candidate.prefix { $0 != "-" } == line ? 0 : 1
      var digits = 0
      var gap = 0
      if let number {
        let theirs = modelNumber(candidate)
        digits = theirs.map { String($0).count == String(number).count } == true ? 0 : 1
        gap = theirs.map { abs(number - $0) } ?? 0
      }
      return (candidate, [otherLine, edits + digits, edits, gap])
    }
    return ranked.min { $0.key.lexicographicallyPrecedes($1.key) }?.name
  }

  /// The first run of digits in a device name (`17` in `iphone-17-pro`), nil when it has none.
  private static func modelNumber(_ name: String) -> Int? {
    let digits = name.drop { !$0.isNumber }.prefix { $0.isNumber }
    return Int(digits)
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
