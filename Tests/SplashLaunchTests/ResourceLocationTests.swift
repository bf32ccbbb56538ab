import Foundation
import Testing
@testable import SplashLaunch

private func failure(_ body: () throws(LaunchError) -> ResourceLocation) -> String? {
  do {
    _ = try body()
    return nil
  } catch {
    return error.description
  }
}

@Test func configLocationsAreURLsOrPaths() throws {
  let remote = try ResourceLocation.parse("http://127.0.0.1:8080/config.json")
  #expect(remote.isRemote)
  #expect(remote.displayName == "http://127.0.0.1:8080/config.json")
  let fileURL = try ResourceLocation.parse("file:///srv/config.json")
  #expect(!fileURL.isRemote)
  #expect(fileURL.displayName == "/srv/config.json")
  let path = try ResourceLocation.parse("Assets/launch-image/example-config.json")
  #expect(!path.isRemote)
  #expect(path.displayName == "Assets/launch-image/example-config.json")
  #expect(path.url.path == FileManager.default.currentDirectoryPath + "/Assets/launch-image/example-config.json")
}

@Test func otherSchemesAreRefused() {
  #expect(failure { () throws(LaunchError) in try .parse("ftp://h/c.json") } == "ftp://h/c.json: unsupported URL scheme 'ftp' (use http, https, file or a path)")
  #expect(failure { () throws(LaunchError) in try .parse("") } == "the config location is empty")
  #expect(failure { () throws(LaunchError) in try .parse("http:///c.json") } == "http:///c.json: not a valid URL")
}

@Test func imageReferencesResolveAgainstTheConfig() throws {
  let remote = try ResourceLocation.parse("http://127.0.0.1:8080/conf/config.json")
  #expect(try remote.resolve("img/3.jpg", path: "p").url.absoluteString == "http://127.0.0.1:8080/conf/img/3.jpg")
  #expect(try remote.resolve("/3.jpg", path: "p").url.absoluteString == "http://127.0.0.1:8080/3.jpg")
  #expect(try remote.resolve("https://cdn.test/3.jpg", path: "p").url.absoluteString == "https://cdn.test/3.jpg")
  let local = try ResourceLocation.parse("/srv/launch/config.json")
  #expect(try local.resolve("launch-big.jpg", path: "p").url.path == "/srv/launch/launch-big.jpg")
  #expect(try local.resolve("http://127.0.0.1/4.jpg", path: "p").isRemote)
}

@Test func aRemoteConfigMayNotPointToLocalFiles() throws {
  let remote = try ResourceLocation.parse("http://127.0.0.1:8080/config.json")
  #expect(
    failure { () throws(LaunchError) in try remote.resolve("file:///etc/passwd", path: "result.launch_image.big") }
      == #"http://127.0.0.1:8080/config.json: result.launch_image.big points to a local file, which a remote config may not: "file:///etc/passwd""#)
  #expect(
    failure { () throws(LaunchError) in try remote.resolve("javascript:alert(1)", path: "result.launch_image.big") }
      == #"http://127.0.0.1:8080/config.json: result.launch_image.big has unsupported URL scheme 'javascript': "javascript:alert(1)""#)
}
