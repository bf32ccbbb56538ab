import Testing

@testable import SplashScene

@Test func catalogNamesAreUniqueAndCoverTheBriefsDevices() {
  let names = DeviceCatalog.all.map(\.name)
  #expect(Set(names).count == names.count)
  #expect(DeviceCatalog.all.count == 58)
  #expect(DeviceCatalog.iPhones.count == 45)
  for name in [
    "iphone-4", "iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-11", "iphone-11-pro",
    "iphone-11-pro-max", "iphone-12-mini", "iphone-13-mini", "iphone-12", "iphone-13", "iphone-14",
    "iphone-14-plus", "iphone-14-pro", "iphone-15", "iphone-15-pro", "iphone-15-pro-max", "iphone-16",
    "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "ipad-9-7", "ipad-air", "ipad-pro-11", "ipad-pro-12-9",
    "iphone-16e", "iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air", "ipad-a16", "ipad-air-11",
    "ipad-air-13", "ipad-mini-6", "ipad-mini-a17-pro", "ipad-pro-11-m4", "ipad-pro-13-m4",
  ] {
    #expect(names.contains(name), "\(name)")
  }
}

@Test func catalogFiguresFollowTheReferenceTable() throws {
  let se = try DeviceCatalog.device(named: "iphone-se")
  #expect([se.width, se.height, se.scale, se.pixelWidth, se.pixelHeight] == [320, 568, 2, 640, 1136])
  #expect(se.safeArea == EdgeInsets(top: 20) && se.cutout == Device.Cutout.none && se.cornerRadius == 0)

  let x = try DeviceCatalog.device(named: "iphone-x")
  #expect([x.width, x.height, x.scale] == [375, 812, 3])
  #expect(x.safeArea == EdgeInsets(top: 44, bottom: 34) && x.cornerRadius == 39 && x.cutout == .notch)

  let xr = try DeviceCatalog.device(named: "iphone-xr")
  #expect(xr.scale == 2 && xr.safeArea.top == 48 && xr.cornerRadius == 41.5)

  let mini = try DeviceCatalog.device(named: "iphone-13-mini")
  #expect(mini.safeArea == EdgeInsets(top: 50, bottom: 34) && mini.cornerRadius == 44)

  let pro = try DeviceCatalog.device(named: "iphone-15-pro")
  #expect([pro.width, pro.height, pro.scale] == [393, 852, 3] && pro.cutout == .dynamicIsland)
  #expect(pro.safeArea == EdgeInsets(top: 59, bottom: 34) && pro.cornerRadius == 55)

  let max16 = try DeviceCatalog.device(named: "iphone-16-pro-max")
  #expect([max16.pixelWidth, max16.pixelHeight] == [1320, 2868] && max16.safeArea.top == 62)

  let plus = try DeviceCatalog.device(named: "iphone-8-plus")
  #expect([plus.width, plus.height, plus.scale] == [414, 736, 3] && plus.safeArea.bottom == 0)

  let padPro = try DeviceCatalog.device(named: "ipad-pro-12-9")
  #expect([padPro.width, padPro.height] == [1024, 1366] && padPro.family == .iPad)
  #expect(padPro.safeArea == EdgeInsets(top: 24, bottom: 20) && padPro.cornerRadius == 18)

  let oldPad = try DeviceCatalog.device(named: "ipad-9-7")
  #expect(oldPad.safeArea == EdgeInsets(top: 20) && oldPad.cornerRadius == 0)
}

/// The pixels of Apple's Tech Specs ("2622-by-1206-pixel resolution") and the cutout of each model added
/// in 2026; safe areas and corners as the catalog documents them per entry.
@Test func currentModelsHaveTheirPublishedPixels() throws {
  let expected: [(String, [Int], Device.Cutout, Double, Double)] = [
    ("iphone-16e", [1170, 2532, 3], .notch, 47, 47.33),
    ("iphone-17", [1206, 2622, 3], .dynamicIsland, 62, 62),
    ("iphone-17-pro", [1206, 2622, 3], .dynamicIsland, 62, 62),
    ("iphone-17-pro-max", [1320, 2868, 3], .dynamicIsland, 62, 62),
    ("iphone-air", [1260, 2736, 3], .dynamicIsland, 62, 62),
    ("ipad-a16", [1640, 2360, 2], .none, 24, 18),
    ("ipad-air-11", [1640, 2360, 2], .none, 24, 18),
    ("ipad-air-13", [2048, 2732, 2], .none, 24, 18),
    ("ipad-mini-a17-pro", [1488, 2266, 2], .none, 24, 18),
    ("ipad-pro-11-m4", [1668, 2420, 2], .none, 24, 18),
    ("ipad-pro-13-m4", [2064, 2752, 2], .none, 24, 18),
  ]
  for (name, pixels, cutout, top, corner) in expected {
    let device = try DeviceCatalog.device(named: name)
    #expect([device.pixelWidth, device.pixelHeight, device.scale] == pixels, "\(name)")
    #expect(device.cutout == cutout && device.safeArea.top == top && device.cornerRadius == corner, "\(name)")
    #expect(device.safeArea.bottom == (device.family == .iPhone ? 34 : 20), "\(name)")
  }
  #expect(try DeviceCatalog.device(named: "iphone-air").width == 420)
  #expect(try DeviceCatalog.device(named: "ipad-mini-6").family == .iPad)
  // A custom screen of a shared size still behaves as the first model of that size.
  #expect(try DeviceCatalog.device(named: "402x874@3").models == "custom, like iphone-16-pro")
}

/// Suggestions stay in the family: the product line, then the fewest edits (another number of digits
/// costing one more), then the nearest number.
@Test func unknownNamesSuggestTheSameFamily() {
  #expect(DeviceCatalog.suggestion(for: "iphone-18") == "iphone-17")
  #expect(DeviceCatalog.suggestion(for: "iphone-18-pro") == "iphone-17-pro")
  #expect(DeviceCatalog.suggestion(for: "iphone-17-pr") == "iphone-17-pro")
  #expect(DeviceCatalog.suggestion(for: "iphone-9") == "iphone-8")
  #expect(DeviceCatalog.suggestion(for: "iphone-se-4") == "iphone-se-3")
  #expect(DeviceCatalog.suggestion(for: "ipad-air-12") == "ipad-air-11")
  #expect(DeviceCatalog.suggestion(for: "iphone-airr") == "iphone-air")
  #expect(DeviceCatalog.suggestion(for: "iphone-88") == "iphone-8")
  #expect(DeviceCatalog.suggestion(for: "iphone-99") == "iphone-17")
  #expect(DeviceCatalog.suggestion(for: "galaxy") == nil)
  #expect(
    throws: SceneError(
      "unknown device 'iphone-18' (did you mean 'iphone-17'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    )
  ) { try DeviceCatalog.device(named: "iphone-18") }
}

@Test func bottomInsetMarksEveryFaceIDPhone() {
  for device in DeviceCatalog.iPhones {
    #expect(device.safeArea.bottom == (device.isNotched ? 34 : 0), "\(device.name)")
    #expect(device.isTall == device.isNotched, "\(device.name)")
  }
}

@Test func customScreenTakesTheSafeAreaOfItsCatalogTwin() throws {
  let twin = try DeviceCatalog.device(named: "390x844@3")
  #expect(twin.name == "390x844@3" && twin.models == "custom, like iphone-12")
  #expect(twin.safeArea == EdgeInsets(top: 47, bottom: 34) && twin.cutout == .notch && twin.cornerRadius == 47.33)

  let odd = try DeviceCatalog.device(named: "500X900@2")
  #expect(odd.name == "500x900@2" && odd.models == "custom" && odd.family == .iPhone)
  #expect(
    odd.safeArea == EdgeInsets(top: 20) && odd.cutout == Device.Cutout.none
      && [odd.pixelWidth, odd.pixelHeight] == [1000, 1800])

  #expect(try DeviceCatalog.device(named: "800x1200@1").family == .iPad)
}

@Test func badDeviceNamesSayWhatToDo() {
  #expect(
    throws: SceneError(
      "unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    )
  ) { try DeviceCatalog.device(named: "iphone-15-pr") }
  #expect(
    throws: SceneError(
      "unknown device 'galaxy'; run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
    )
  ) { try DeviceCatalog.device(named: "galaxy") }
  #expect(throws: SceneError("custom device '390x844@4': scale must be 1, 2 or 3")) {
    try DeviceCatalog.device(named: "390x844@4")
  }
  #expect(throws: SceneError("custom device '0x844@3': width and height must be 1...4096 points")) {
    try DeviceCatalog.device(named: "0x844@3")
  }
}
