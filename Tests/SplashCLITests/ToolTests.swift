import Testing
@testable import SplashCLI

@Test func unknownCommandSuggestsTheClosest() {
  let console = Console.capturing()
  let status = SplashReelTool.main(["versoin"], console: console)
  #expect(status == 2)
  #expect(console.errors == "splashreel: unknown command 'versoin' (did you mean 'version'?); run 'splashreel --help' for the list\n")
}

@Test func unknownOptionIsAUsageError() {
  let console = Console.capturing()
  #expect(SplashReelTool.main(["version", "--fsp", "3"], console: console) == 2)
  #expect(console.errors == "splashreel version: unknown option '--fsp'\n")
}
