import SplashBuildIdentity
import Testing

@testable import SplashCLI

@Test func unknownCommandSuggestsTheClosest() {
  let console = Console.capturing()
  let status = SplashReelTool.main(["versoin"], console: console)
  #expect(status == 2)
  #expect(
    console.errors
      == "splashreel: unknown command 'versoin' (did you mean 'version'?); run 'splashreel --help' for the list\n")
}

@Test func unknownOptionIsAUsageError() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["version", "--fsp", "3"], console: console) == 2)
  #expect(console.errors == "splashreel version: unknown option '--fsp'\n")
}

@Test func helpForAnUnknownCommandIsAUsageErrorWithASuggestion() {
  let typo = Console.capturing()
  #expect(SplashReelTool.main(["help", "rendr"], console: typo) == 2)
  #expect(typo.output == "")
  #expect(typo.errors == "splashreel help: no command 'rendr' (did you mean 'render'?)\n")
  let nonsense = Console.capturing()
  #expect(SplashReelTool.main(["help", "nonsense"], console: nonsense) == 2)
  #expect(
    nonsense.errors
      == "splashreel help: no command 'nonsense'; the commands are version, curve, encode, devices, presets, render, sheet, batch, diff, check, launch-image, preview, schema\n"
  )
  let two = Console.capturing()
  #expect(SplashReelTool.main(["help", "render", "encode"], console: two) == 2)
  #expect(two.errors == "splashreel help: give one command, got 2: render encode\n")
}

@Test func helpNamesACommandOrPrintsTheOverview() {
  let render = Console.capturing()
  #expect(SplashReelTool.main(["help", "render"], console: render) == 0)
  #expect(render.output == RenderCommand.help + "\n")
  let flag = Console.capturing()
  #expect(SplashReelTool.main(["--help", "encode"], console: flag) == 0)
  #expect(flag.output == EncodeCommand.help + "\n")
  let overview = Console.capturing()
  #expect(SplashReelTool.main(["help"], console: overview) == 0)
  #expect(overview.output == SplashReelTool.overview + "\n")
  let bare = Console.capturing()
  #expect(SplashReelTool.main([], console: bare) == 2)
  #expect(bare.output == SplashReelTool.overview + "\n")
}

@Test func anOptionFollowedByAFlagIsAUsageErrorNamingTheOption() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["render", "welcome-back", "--out", "--quiet"], console: console) == 2)
  #expect(console.errors == "splashreel render: --out needs a value, got --quiet\n")
  let encode = Console.capturing()
  #expect(SplashReelTool.main(["encode", "frames", "--fps", "--out", "a.gif"], console: encode) == 2)
  #expect(encode.errors == "splashreel encode: --fps needs a value, got --out\n")
}

@Test func helpAfterADoubleDashIsAPositional() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["devices", "--", "--help"], console: console) == 1)
  #expect(console.output == "")
  #expect(console.errors.hasPrefix("splashreel devices: unknown device '--help'"))
}

@Test func versionPrintsTheBuildIdentityOfTheSources() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["version"], console: console) == 0)
  #expect(console.output == "splashreel \(SplashReelTool.version)\nbuild \(BuildIdentity.sources)\n")
  #expect(BuildIdentity.sources.count == 64)
  #expect(BuildIdentity.sources.allSatisfy { "0123456789abcdef".contains($0) })
}
