import Foundation
import SplashTestSupport
import Testing

@testable import SplashLaunch

private func contents(_ directory: URL) throws -> [String] {
  try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
}

/// The first bytes of a JPEG, enough for the cache to know what it stores.
private let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]
private let gif = Array("GIF89a".utf8) + [4]

@Test func storeWritesTheImageAndRemembersItPerDevice() throws {
  let scratch = TemporaryFolder("launch-cache")
  let root = scratch.url
  let cache = LaunchCache(directory: root.appendingPathComponent("nested/cache"))
  let entry = try cache.store(jpeg, from: URL(string: "http://h/img/3.jpg")!, variant: .middle, device: "iphone-8")
  #expect(entry == CacheEntry(file: "3.jpg", url: "http://h/img/3.jpg", variant: .middle))
  try cache.store(jpeg, from: URL(string: "http://h/img/4.jpg")!, variant: .big, device: "iphone-8-plus")
  #expect(try contents(cache.directory) == [".launch-image-state.json", ".launch-image-state.lock", "3.jpg", "4.jpg"])
  #expect(try Array(Data(contentsOf: cache.fileURL(for: entry))) == jpeg)
  #expect(
    try String(contentsOf: cache.stateURL, encoding: .utf8) == """
      {
        "devices": {
          "iphone-8": {
            "launchImage": "3.jpg",
            "url": "http://h/img/3.jpg",
            "variant": "middle"
          },
          "iphone-8-plus": {
            "launchImage": "4.jpg",
            "url": "http://h/img/4.jpg",
            "variant": "big"
          }
        },
        "files": {
          "3.jpg": "http://h/img/3.jpg",
          "4.jpg": "http://h/img/4.jpg"
        }
      }

      """)
  #expect(try cache.entry(for: "iphone-8") == entry)
  #expect(try cache.entry(for: "iphone-se") == nil)
}

@Test func purgeDeletesTheFileAndTheEntryOnly() throws {
  let scratch = TemporaryFolder("launch-cache")
  let root = scratch.url
  let cache = LaunchCache(directory: root)
  try cache.store(jpeg, from: URL(string: "http://h/3.jpg")!, variant: .middle, device: "iphone-8")
  try cache.store(jpeg, from: URL(string: "http://h/4.jpg")!, variant: .big, device: "iphone-8-plus")
  try cache.store(gif, from: URL(string: "http://h/new")!, variant: .small, device: "iphone-se")
  // The config now points the variant elsewhere: both the remembered file and the one the
  // original would delete (the one downloaded from the variant's URL) go; a file the cache did not
  // write is never deleted, whatever its name.
  try Data([9]).write(to: root.appendingPathComponent("other.jpg"))
  #expect(try cache.purge(device: "iphone-8", variantURL: URL(string: "http://h/new")!) == ["3.jpg", "new.gif"])
  #expect(try cache.purge(device: "iphone-5", variantURL: URL(string: "http://h/other.jpg")!) == [])
  #expect(try contents(root) == [".launch-image-state.json", ".launch-image-state.lock", "4.jpg", "other.jpg"])
  #expect(try cache.recordedFiles() == ["4.jpg"])
  #expect(try cache.entry(for: "iphone-8") == nil)
  #expect(try cache.entry(for: "iphone-8-plus") == CacheEntry(file: "4.jpg", url: "http://h/4.jpg", variant: .big))
  // Purging again finds nothing to delete and is no error.
  #expect(try cache.purge(device: "iphone-8", variantURL: URL(string: "http://h/3.jpg")!) == [])
}

@Test func aStateFileWithoutFilesRecordsTheFilesOfItsEntries() throws {
  let scratch = TemporaryFolder("launch-cache")
  let root = scratch.url
  let cache = LaunchCache(directory: root)
  try Data(#"{"devices": {"iphone-8": {"launchImage": "3.jpg", "url": "http://h/3.jpg", "variant": "middle"}}}"#.utf8)
    .write(to: cache.stateURL)
  try Data(jpeg).write(to: root.appendingPathComponent("3.jpg"))
  #expect(try cache.recordedFiles() == ["3.jpg"])
  #expect(try cache.purge(device: "iphone-8", variantURL: nil) == ["3.jpg"])
}

@Test func bytesThatAreNoImageAreNotStored() throws {
  let scratch = TemporaryFolder("launch-cache")
  let root = scratch.url
  let cache = LaunchCache(directory: root.appendingPathComponent("cache"))
  #expect(throws: LaunchError("http://h/launch: not a PNG, JPEG, GIF or WebP image")) {
    try cache.store(Array("<html>".utf8), from: URL(string: "http://h/launch")!, variant: .small, device: "iphone-5")
  }
  #expect(!FileManager.default.fileExists(atPath: cache.directory.path))
}

@Test(arguments: ["..", "../../x", "%2e%2e%2fx", "%2e%2e", "", "a%00b.jpg", "a%5c..%5cb", "%2F%2Fetc%2Fpasswd"])
func hostileNamesNeverWriteOutsideTheCache(last: String) throws {
  let scratch = TemporaryFolder("launch-hostile")
  let root = scratch.url
  let cache = LaunchCache(directory: root.appendingPathComponent("a/b/cache"))
  let url = URL(string: "http://h/img/" + last)!
  let entry = try cache.store(gif, from: url, variant: .small, device: "iphone-5")
  #expect(CacheFileName.isSafe(entry.file))
  #expect(
    try contents(cache.directory) == [".launch-image-state.json", ".launch-image-state.lock", entry.file].sorted())
  // Nothing anywhere else under the root: only the directories leading to the cache.
  let all = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.sorted()
  #expect(
    all
      == [
        "a", "a/b", "a/b/cache", "a/b/cache/.launch-image-state.json", "a/b/cache/.launch-image-state.lock",
        "a/b/cache/\(entry.file)",
      ].sorted())
}

@Test func aTamperedStateFileIsRefusedNotFollowed() throws {
  let scratch = TemporaryFolder("launch-cache")
  let root = scratch.url
  let cache = LaunchCache(directory: root)
  try Data(#"{"devices": {"iphone-8": {"launchImage": "../../etc/passwd", "url": "u", "variant": "middle"}}}"#.utf8)
    .write(to: cache.stateURL)
  #expect(
    throws: LaunchError(
      "\(cache.stateURL.path): devices.iphone-8 is not a valid entry (delete the file to forget every cached image)")
  ) {
    try cache.entry(for: "iphone-8")
  }
  try Data("{".utf8).write(to: cache.stateURL)
  #expect(
    throws: LaunchError(
      "\(cache.stateURL.path): malformed JSON at line 1, column 2: unexpected end of input, expected a string key (delete the file to forget every cached image)"
    )
  ) {
    try cache.purge(device: "iphone-8", variantURL: nil)
  }
}

@Test func confinedRefusesAnyOtherPlace() throws {
  let cache = LaunchCache(directory: URL(fileURLWithPath: "/tmp/c"))
  #expect(try cache.confined("3.jpg").path == "/tmp/c/3.jpg")
  #expect(throws: LaunchError(#"/tmp/c: refusing the cache file name "../x""#)) { try cache.confined("../x") }
  #expect(throws: LaunchError(#"/tmp/c: refusing the cache file name "..""#)) { try cache.confined("..") }
}

@Test func parallelRunsSharingACacheKeepEveryDevicesEntry() throws {
  let scratch = TemporaryFolder("launch-parallel")
  let root = scratch.url
  let cache = LaunchCache(directory: root)
  let devices = (0..<24).map { "device-\($0)" }
  let failures = Failures()
  // Each store reads the state, adds its entry and writes it back; without the lock, writers that
  // read the same old state would drop each other's entries.
  DispatchQueue.concurrentPerform(iterations: devices.count) { i in
    do {
      try cache.store(gif, from: URL(string: "http://h/\(i).png")!, variant: .small, device: devices[i])
    } catch {
      failures.add("\(error)")
    }
  }
  #expect(failures.all == [])
  for (i, device) in devices.enumerated() {
    #expect(try cache.entry(for: device) == CacheEntry(file: "\(i).gif", url: "http://h/\(i).png", variant: .small))
  }
  DispatchQueue.concurrentPerform(iterations: devices.count) { i in
    do {
      _ = try cache.purge(device: devices[i], variantURL: nil)
    } catch {
      failures.add("\(error)")
    }
  }
  #expect(failures.all == [])
  #expect(try contents(root) == [".launch-image-state.json", ".launch-image-state.lock"])
}

private final class Failures: @unchecked Sendable {
  private let lock = NSLock()
  private var messages: [String] = []
  func add(_ message: String) { lock.withLock { messages.append(message) } }
  var all: [String] { lock.withLock { messages } }
}
