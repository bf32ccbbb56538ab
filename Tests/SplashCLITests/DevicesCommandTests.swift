import Testing
@testable import SplashCLI

@Test func devicesTableListsEveryDeviceUnderAHeader() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["devices"], console: console) == 0)
  let lines = console.output.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(lines.count == 58 + 2)  // header, 58 devices, the final newline
  #expect(lines[0] == "name               points     @  pixels     safe area t,l,b,r  corner  cutout          models")
  #expect(lines[14] == "iphone-x           375x812    3  1125x2436  44,0,34,0          39      notch           iPhone X")
  #expect(lines[17] == "iphone-xr          414x896    2  828x1792   48,0,34,0          41.5    notch           iPhone XR")
}

@Test func devicesJSONForNamedAndCustomScreens() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["devices", "--json", "iphone-8", "500x900@2"], console: console) == 0)
  #expect(console.output == """
    [
      {
        "cornerRadius" : 0,
        "cutout" : "none",
        "family" : "iphone",
        "height" : 667,
        "models" : "iPhone 8",
        "name" : "iphone-8",
        "pixelHeight" : 1334,
        "pixelWidth" : 750,
        "safeArea" : {
          "bottom" : 0,
          "left" : 0,
          "right" : 0,
          "top" : 20
        },
        "scale" : 2,
        "width" : 375
      },
      {
        "cornerRadius" : 0,
        "cutout" : "none",
        "family" : "iphone",
        "height" : 900,
        "models" : "custom",
        "name" : "500x900@2",
        "pixelHeight" : 1800,
        "pixelWidth" : 1000,
        "safeArea" : {
          "bottom" : 0,
          "left" : 0,
          "right" : 0,
          "top" : 20
        },
        "scale" : 2,
        "width" : 500
      }
    ]

    """)
}

@Test func unknownDeviceIsAnErrorWithASuggestion() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["devices", "iphone-15-pr"], console: console) == 1)
  #expect(console.errors == "splashreel devices: unknown device 'iphone-15-pr' (did you mean 'iphone-15-pro'?); run 'splashreel devices' for the list, or give a screen as WxH@S (e.g. 390x844@3)\n")
  #expect(console.output == "")
}
