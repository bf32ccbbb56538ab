import Testing
@testable import SplashScene

@Test func catalogNamesAreUniqueAndCoverTheBriefsDevices() {
  let names = DeviceCatalog.all.map(\.name)
  #expect(Set(names).count == names.count)
  #expect(DeviceCatalog.all.count == 46)
  #expect(DeviceCatalog.iPhones.count == 40)
  for name in [
    "iphone-4", "iphone-se", "iphone-8", "iphone-8-plus", "iphone-x", "iphone-xr", "iphone-11", "iphone-11-pro",
    "iphone-11-pro-max", "iphone-12-mini", "iphone-13-mini", "iphone-12", "iphone-13", "iphone-14",
    "iphone-14-plus", "iphone-14-pro", "iphone-15", "iphone-15-pro", "iphone-15-pro-max", "iphone-16",
    "iphone-16-plus", "iphone-16-pro", "iphone-16-pro-max", "ipad-9-7", "ipad-air", "ipad-pro-11", "ipad-pro-12-9",
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
  #expect(odd.safeArea == EdgeInsets(top: 20) && odd.cutout == Device.Cutout.none && [odd.pixelWidth, odd.pixelHeight] == [1000, 1800])

  #expect(try DeviceCatalog.device(named: "800x1200@1").family == .iPad)
}

@Test func badDeviceNamesSayWhatToDo() {
  #expect(throws: SceneError(
    "unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
  )) { try DeviceCatalog.device(named: "iphone-15-pr") }
  #expect(throws: SceneError(
    "unknown device 'galaxy'; run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)"
  )) { try DeviceCatalog.device(named: "galaxy") }
  #expect(throws: SceneError("custom device '390x844@4': scale must be 1, 2 or 3")) {
    try DeviceCatalog.device(named: "390x844@4")
  }
  #expect(throws: SceneError("custom device '0x844@3': width and height must be 1...4096 points")) {
    try DeviceCatalog.device(named: "0x844@3")
  }
}
