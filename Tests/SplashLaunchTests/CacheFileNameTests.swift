import Foundation
import Testing
@testable import SplashLaunch

private func name(_ url: String) -> String {
  CacheFileName.make(for: URL(string: url)!)
}

@Test func ordinaryNamesAreKept() {
  #expect(name("http://test.test/3.jpg") == "3.jpg")
  #expect(name("http://test.test/img/launch-big_v2.PNG?x=1#y") == "launch-big_v2.PNG")
  #expect(name("file:///tmp/a%20b.jpg") == "a_b.jpg")
}

@Test func hostileNamesStayInsideTheCacheDirectory() {
  let hash = { (url: String) in CacheFileName.hash(URL(string: url)!.absoluteString) }
  // `..` and friends: only dots remain, so the name falls back to the hash.
  #expect(name("http://h/img/..") == "launch-image-\(hash("http://h/img/.."))")
  #expect(name("http://h/img/%2e%2e") == "launch-image-\(hash("http://h/img/%2e%2e"))")
  #expect(name("http://h/img/...") == "launch-image-\(hash("http://h/img/..."))")
  // An encoded path: decoded, then only the part after the last separator counts.
  #expect(name("http://h/img/%2e%2e%2fx") == "x")
  #expect(name("http://h/img/%2e%2e%2f%2e%2e%2fetc%2fpasswd") == "passwd")
  #expect(name("http://h/img/..%5c..%5cwin.ini") == "win.ini")
  #expect(name("http://h/img/a%00b.jpg") == "a_b.jpg")
  #expect(name("http://h/img/.hidden.jpg") == "hidden.jpg")
  #expect(name("http://h/img/.launch-image-state.json") == "launch-image-state.json")
  // Empty last component.
  #expect(name("http://h/img/") == "launch-image-\(hash("http://h/img/"))")
  #expect(name("http://h") == "launch-image-\(hash("http://h"))")
  // Nothing usable in the stem, but an extension.
  #expect(name("http://h/%E5%90%AF%E5%8A%A8.jpg") == "launch-image-\(hash("http://h/%E5%90%AF%E5%8A%A8.jpg")).jpg")
  #expect(name("http://h/%0A%0D.png") == "launch-image-\(hash("http://h/%0A%0D.png")).png")
}

@Test func absurdlyLongNamesAreCutKeepingTheExtension() {
  let long = String(repeating: "a", count: 5000)
  let made = name("http://h/\(long).jpeg")
  #expect(made == String(repeating: "a", count: 95) + ".jpeg")
  #expect(made.count == CacheFileName.maximumLength)
  #expect(name("http://h/\(long)") == String(repeating: "a", count: 100))
}

@Test func everyMadeNameIsSafe() {
  for url in ["http://h/..", "http://h/%2e%2e%2fx", "http://h/", "http://h/a%00b", "http://h/\(String(repeating: "z", count: 300))"] {
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
