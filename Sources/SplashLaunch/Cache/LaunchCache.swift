import Foundation
import SplashFiles
import SplashGD
import SplashScene

/// The cache directory and its state file: the stand-ins for the app's Caches directory and its
/// `NSUserDefaults` key `launchImage`.
///
/// The state file, `.launch-image-state.json` in the cache directory, maps each device name to a
/// ``CacheEntry``, so one cache directory can preview several devices:
/// `{"devices": {"iphone-8": {"launchImage": "3.jpg", "url": "…", "variant": "middle"}}, "files": {"3.jpg": "…"}}`;
/// `files` records every image the cache wrote, the only files it ever replaces or deletes.
/// Both images and the state are written atomically (temporary file, then rename).
public struct LaunchCache: Sendable {
  /// The state file's name; it starts with a dot, which no cached image name can.
  public static let stateFileName = ".launch-image-state.json"
  /// The lock taken around every change of the state, so runs for several devices sharing one
  /// cache (in parallel processes or threads) never lose each other's entries.
  public static let lockFileName = ".launch-image-state.lock"

  public let directory: URL

  public init(directory: URL) {
    self.directory = directory.standardizedFileURL
  }

  /// Where the state lives.
  public var stateURL: URL { directory.appendingPathComponent(Self.stateFileName) }

  /// The cached file for `entry`.
  public func fileURL(for entry: CacheEntry) -> URL { directory.appendingPathComponent(entry.file) }

  /// The entry remembered for `device`, if any (its file may since have been deleted).
  public func entry(for device: String) throws(LaunchError) -> CacheEntry? {
    try readState().devices[device]
  }

  /// Stores a downloaded image for `device` under a name of ours (``CacheFileName``: the URL's
  /// sanitised stem and the extension of the format the bytes are), records the file, then
  /// remembers it for the device.
  ///
  /// Only files the cache recorded are ever replaced: when a file the cache did not write already
  /// has the name, the image gets ``CacheFileName/alternative(for:format:)`` instead, and when that
  /// one is taken too, nothing is written and the error says so.
  @discardableResult
  public func store(_ bytes: [UInt8], from url: URL, variant: Variant, device: String)
    throws(LaunchError) -> CacheEntry
  {
    guard let format = ImageFormat(sniffing: bytes) else {
      throw LaunchError("\(url.absoluteString): not a PNG, JPEG, GIF or WebP image")
    }
    try createDirectory()
    return try withStateLock { () throws(LaunchError) in
      var state = try readState()
      let name = try freeName(for: url, format: format, recorded: state.files)
      try Self.write(bytes, to: try confined(name))
      let entry = CacheEntry(file: name, url: url.absoluteString, variant: variant)
      state.devices[device] = entry
      state.files[name] = url.absoluteString
      try writeState(state)
      return entry
    }
  }

  /// The names of the files the cache wrote and has not deleted since, sorted.
  public func recordedFiles() throws(LaunchError) -> [String] {
    try readState().files.keys.sorted()
  }

  /// The first of the URL's names that is free or already ours.
  private func freeName(for url: URL, format: ImageFormat, recorded: [String: String]) throws(LaunchError)
    -> String
  {
    let candidates = [
      CacheFileName.make(for: url, format: format), CacheFileName.alternative(for: url, format: format),
    ]
    for name in candidates {
      let target = try confined(name)
      var status = stat()
      if recorded[name] != nil || lstat(target.path, &status) != 0 { return name }
    }
    throw LaunchError(
      "\(directory.path): \(candidates.joined(separator: " and ")) already exist and were not written by launch-image; move them or use another --cache"
    )
  }

  /// Forgets `device`'s entry and deletes its file, and the file the original would delete (the
  /// one downloaded from `variantURL`); returns the names deleted, in order. Only files the cache
  /// recorded writing are deleted, never another file in the folder.
  @discardableResult
  public func purge(device: String, variantURL: URL?) throws(LaunchError) -> [String] {
    // A cache never written to holds nothing to delete; do not create it just to find that out.
    guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
    return try withStateLock { () throws(LaunchError) in
      try purgeLocked(device: device, variantURL: variantURL)
    }
  }

  private func purgeLocked(device: String, variantURL: URL?) throws(LaunchError) -> [String] {
    var state = try readState()
    var names: [String] = []
    if let entry = state.devices[device], state.files[entry.file] != nil { names.append(entry.file) }
    if let variantURL {
      let url = variantURL.absoluteString
      for (name, source) in state.files.sorted(by: { $0.key < $1.key }) where source == url && !names.contains(name) {
        names.append(name)
      }
    }
    var removed: [String] = []
    for name in names {
      let target = try confined(name)
      if unlink(target.path) == 0 {
        removed.append(name)
      } else if errno != ENOENT {
        throw LaunchError("\(target.path): cannot delete (\(String(cString: strerror(errno))))")
      }
      state.files[name] = nil
    }
    let forgot = state.devices.removeValue(forKey: device) != nil
    if forgot || !names.isEmpty {
      try writeState(state)
    }
    return removed
  }

  /// `directory/name`, after checking that it cannot point anywhere else.
  func confined(_ name: String) throws(LaunchError) -> URL {
    let target = directory.appendingPathComponent(name).standardizedFileURL
    guard CacheFileName.isSafe(name), target.lastPathComponent == name,
      target.deletingLastPathComponent().standardizedFileURL.path == directory.path
    else {
      throw LaunchError(
        "\(directory.path): refusing the cache file name \(JSONValue.string(name).brief)")
    }
    return target
  }

  /// Runs `body` holding an exclusive `flock` on the lock file in the cache directory.
  private func withStateLock<T>(_ body: () throws(LaunchError) -> T) throws(LaunchError) -> T {
    try FileLock.withExclusiveLock(
      at: directory.appendingPathComponent(Self.lockFileName).path,
      failure: { failure in
        switch failure.stage {
        case .open: LaunchError("\(failure.path): cannot open (\(failure.reason))")
        case .lock: LaunchError("\(failure.path): cannot lock (\(failure.reason))")
        }
      }, body)
  }

  private func createDirectory() throws(LaunchError) {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw LaunchError("\(directory.path): cannot create the cache directory")
    }
  }

  // MARK: State file

  /// What the state file holds: each device's entry, and every file the cache wrote (name → URL).
  struct State {
    var devices: [String: CacheEntry] = [:]
    var files: [String: String] = [:]
  }

  private func readState() throws(LaunchError) -> State {
    let name = stateURL.path
    guard FileManager.default.fileExists(atPath: name) else { return State() }
    let bytes = try Fetcher.fetch(
      ResourceLocation(url: stateURL), kind: .config, limits: FetchLimits())
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw LaunchError(
        "\(name): \(error.description) (delete the file to forget every cached image)")
    }
    guard case .object(let devices)? = root["devices"] else {
      throw LaunchError(
        "\(name): missing key devices (delete the file to forget every cached image)")
    }
    var state = State()
    for (device, value) in devices {
      guard case .string(let file)? = value["launchImage"], CacheFileName.isSafe(file),
        case .string(let url)? = value["url"],
        case .string(let variantName)? = value["variant"], let variant = Variant(name: variantName)
      else {
        throw LaunchError(
          "\(name): devices.\(device) is not a valid entry (delete the file to forget every cached image)"
        )
      }
      state.devices[device] = CacheEntry(file: file, url: url, variant: variant)
    }
    switch root["files"] {
    case .object(let files)?:
      for (file, value) in files {
        guard CacheFileName.isSafe(file), case .string(let url) = value else {
          throw LaunchError(
            "\(name): files.\(file) is not a valid entry (delete the file to forget every cached image)")
        }
        state.files[file] = url
      }
    case nil:
      // A state file written before files were recorded: its entries' files are the ones it wrote.
      for entry in state.devices.values { state.files[entry.file] = entry.url }
    default:
      throw LaunchError("\(name): files is not an object (delete the file to forget every cached image)")
    }
    return state
  }

  private func writeState(_ state: State) throws(LaunchError) {
    try createDirectory()
    var lines = ["{", "  \"devices\": {"]
    let devices = state.devices.keys.sorted()
    for (index, device) in devices.enumerated() {
      let entry = state.devices[device]!
      let comma = index == devices.count - 1 ? "" : ","
      lines.append("    \(Self.quote(device)): {")
      lines.append("      \"launchImage\": \(Self.quote(entry.file)),")
      lines.append("      \"url\": \(Self.quote(entry.url)),")
      lines.append("      \"variant\": \(Self.quote(entry.variant.rawValue))")
      lines.append("    }\(comma)")
    }
    lines.append("  },")
    lines.append("  \"files\": {")
    let files = state.files.keys.sorted()
    for (index, file) in files.enumerated() {
      let comma = index == files.count - 1 ? "" : ","
      lines.append("    \(Self.quote(file)): \(Self.quote(state.files[file]!))\(comma)")
    }
    lines.append("  }")
    lines.append("}")
    try Self.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: stateURL)
  }

  /// Writes `bytes` to `url` atomically (hidden temporary file, `fsync`, rename), mode 0644
  /// before the umask.
  private static func write(_ bytes: [UInt8], to url: URL) throws(LaunchError) {
    do {
      try AtomicFile.write(bytes, to: url.path, permissions: 0o644)
    } catch {
      throw LaunchError(error)
    }
  }

  /// A JSON string literal (the scene format's writer's quoting).
  static func quote(_ text: String) -> String { JSONValue.quoted(text) }
}
