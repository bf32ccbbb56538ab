import Foundation
import SplashGD
import Testing

@testable import SplashLaunch

private func name(_ url: String, _ format: ImageFormat = .png) -> String {
  CacheFileName.make(for: URL(string: url)!, format: format)
}

private func hash(_ url: String) -> String { CacheFileName.hash(URL(string: url)!.absoluteString) }

@Test func theStemIsTheURLsAndTheExtensionTheFormats() {
  #expect(name("http://test.test/3.jpg", .jpeg) == "3.jpg")
  #expect(name("http://test.test/3.jpeg", .jpeg) == "3.jpg")
  #expect(name("http://test.test/img/launch-big_v2.PNG?x=1#y") == "launch-big_v2.png")
  #expect(name("file:///tmp/a%20b.jpg", .webP) == "a_b.webp")
  #expect(name("http://h/img/launch", .gif) == "launch.gif")
  #expect(name("http://h/getimage.php?id=3", .jpeg) == "getimage.jpg")
  #expect(name("http://h/img/.hidden") == "hidden.png")
  #expect(name("http://h/img/victim.txt") == "victim.png")
}

@Test func hostileNamesStayInsideTheCacheDirectory() {
  // `..` and friends: only dots remain, so the name falls back to the hash.
  #expect(name("http://h/img/..") == "launch-image-\(hash("http://h/img/..")).png")
  #expect(name("http://h/img/%2e%2e") == "launch-image-\(hash("http://h/img/%2e%2e")).png")
  #expect(name("http://h/img/...") == "launch-image-\(hash("http://h/img/...")).png")
  // An encoded path: decoded, then only the part after the last separator counts.
  #expect(name("http://h/img/%2e%2e%2fx") == "x.png")
  #expect(name("http://h/img/%2e%2e%2f%2e%2e%2fetc%2fpasswd") == "passwd.png")
  #expect(name("http://h/img/..%5c..%5cwin.ini") == "win.png")
  #expect(name("http://h/img/a%00b.jpg") == "a_b.png")
  #expect(name("http://h/img/.hidden.jpg") == "hidden.png")
  #expect(name("http://h/img/.launch-image-state.json") == "launch-image-state.png")
  // Empty last component.
  #expect(name("http://h/img/") == "launch-image-\(hash("http://h/img/")).png")
  #expect(name("http://h") == "launch-image-\(hash("http://h")).png")
  // Nothing usable in the stem.
  #expect(
    name("http://h/%E5%90%AF%E5%8A%A8.jpg", .jpeg) == "launch-image-\(hash("http://h/%E5%90%AF%E5%8A%A8.jpg")).jpg")
  #expect(name("http://h/%0A%0D.png") == "launch-image-\(hash("http://h/%0A%0D.png")).png")
}

@Test func theAlternativeNameAddsTheURLsHash() {
  let url = URL(string: "http://h/img/victim.txt")!
  #expect(CacheFileName.alternative(for: url, format: .png) == "victim-\(hash("http://h/img/victim.txt")).png")
  let nameless = URL(string: "http://h/img/..")!
  #expect(CacheFileName.alternative(for: nameless, format: .gif) == "launch-image-\(hash("http://h/img/.."))-2.gif")
}

@Test func absurdlyLongNamesAreCutKeepingTheExtension() {
  let long = String(repeating: "a", count: 5000)
  let made = name("http://h/\(long).jpeg", .webP)
  #expect(made == String(repeating: "a", count: 95) + ".webp")
  #expect(made.count == CacheFileName.maximumLength)
  #expect(name("http://h/\(long)") == String(repeating: "a", count: 96) + ".png")
  let alternative = CacheFileName.alternative(for: URL(string: "http://h/\(long)")!, format: .png)
  #expect(alternative == String(repeating: "a", count: 79) + "-\(hash("http://h/\(long)")).png")
  #expect(CacheFileName.isSafe(alternative))
}

@Test func everyMadeNameIsSafe() {
  for url in [
    "http://h/..", "http://h/%2e%2e%2fx", "http://h/", "http://h/a%00b",
    "http://h/\(String(repeating: "z", count: 300))",
  ] {
    #expect(CacheFileName.isSafe(name(url)), "\(url)")
  }
  #expect(!CacheFileName.isSafe(".."))
  #expect(!CacheFileName.isSafe("../x"))
  #expect(!CacheFileName.isSafe(""))
  #expect(!CacheFileName.isSafe("a/b"))
  #expect(!CacheFileName.isSafe(".launch-image-state.json"))
  #expect(!CacheFileName.isSafe(String(repeating: "a", count: 101)))
}

@Test func theHashIsFNV1a64() {
  #expect(CacheFileName.hash("") == "cbf29ce484222325")
  #expect(CacheFileName.hash("a") == "af63dc4c8601ec8c")
}
