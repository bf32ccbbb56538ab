import Foundation
import SplashTestSupport
import Testing

@testable import SplashFiles

/// `ResourceBundle`: where splashreel looks for its bundles, and what it says when none is there.
@Suite struct ResourceBundleTests {
  let bundle = ResourceBundle(target: "SplashExample", marker: "page.html")

  @Test func looksBesideTheExecutableThenInShareThenInTheFallback() throws {
    let executable = try #require(Bundle.main.executableURL).resolvingSymlinksInPath().deletingLastPathComponent()
    let candidates = bundle.candidates(subpath: "Resources", fallback: "/checkout/Sources/SplashExample/Resources")
    #expect(candidates.first == executable.path + "/splashreel_SplashExample.resources/Resources")
    #expect(
      candidates.dropFirst().first
        == executable.deletingLastPathComponent().path + "/share/splashreel/splashreel_SplashExample.resources/Resources")
    #expect(candidates.last == "/checkout/Sources/SplashExample/Resources")
    #expect(Set(candidates).count == candidates.count)
  }

  @Test func theFirstFolderHoldingTheMarkerWins() throws {
    let scratch = TemporaryFolder("files")
    let fallback = scratch.file("fallback")
    #expect(bundle.directory(fallback: fallback) == nil)
    try FileManager.default.createDirectory(atPath: fallback, withIntermediateDirectories: true)
    #expect(bundle.directory(fallback: fallback) == nil)
    #expect(FileManager.default.createFile(atPath: fallback + "/page.html", contents: Data()))
    #expect(bundle.directory(fallback: fallback) == fallback)
  }

  @Test func aMissingBundleSaysHowToInstallIt() {
    #expect(
      bundle.missingMessage
        == "cannot find splashreel_SplashExample.resources beside the splashreel executable or in ../share/splashreel/; "
        + "install splashreel with 'scripts/dev install PREFIX', or copy that folder beside the executable")
  }
}
