import Foundation
import SplashDiff

/// A release-built `splashreel` that a debug-built test runs for its snapshot checks: the same
/// render, encoding and comparison as `SceneSnapshot.check`, at optimised speed.
///
/// It is found as `SPLASHREEL_EXECUTABLE`, else `.build/release/splashreel` of the splashreel
/// checkout this library was compiled from, which is built once (`swift build -c release`) when
/// missing. An executable older than any file under that checkout's `Sources/` or its
/// `Package.swift` is stale: the check fails with a message saying how to rebuild it, rather than
/// compare with an older renderer.
public struct SnapshotExecutable: Sendable {
  public let path: String
  /// The splashreel checkout whose sources the executable must not be older than; nil: not
  /// checked (an explicit executable outside a checkout).
  public let sourceRoot: String?

  public init(path: String, sourceRoot: String?) {
    self.path = path
    self.sourceRoot = sourceRoot
  }

  /// The checkout this file was compiled from, when its sources are still there.
  public static var checkout: String? {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let root = url.path
    return FileManager.default.fileExists(atPath: root + "/Package.swift") ? root : nil
  }

  /// The executable to use: `SPLASHREEL_EXECUTABLE`, else the checkout's release build (built
  /// once when missing); checked for staleness.
  public static func locate(environment: [String: String]) throws(DiffError) -> SnapshotExecutable {
    if let explicit = environment["SPLASHREEL_EXECUTABLE"], !explicit.isEmpty {
      let executable = SnapshotExecutable(path: explicit, sourceRoot: checkout)
      try executable.verify(variable: "SPLASHREEL_EXECUTABLE")
      return executable
    }
    guard let root = checkout else {
      throw DiffError(
        "cannot find the splashreel checkout to run its release executable; set SPLASHREEL_EXECUTABLE to a release-built splashreel, or SPLASHREEL_SNAPSHOT=in-process"
      )
    }
    let executable = SnapshotExecutable(path: root + "/.build/release/splashreel", sourceRoot: root)
    if !FileManager.default.isExecutableFile(atPath: executable.path) { try executable.build() }
    try executable.verify(variable: nil)
    return executable
  }

  /// The command that builds the executable.
  var buildCommand: String {
    "swift build -c release --product splashreel --package-path \(sourceRoot ?? ".")"
  }

  /// Throws when the executable is missing or older than the sources it must match.
  public func verify(variable: String?) throws(DiffError) {
    let named = variable.map { "\(path) (\($0))" } ?? path
    guard let built = Self.modified(path), FileManager.default.isExecutableFile(atPath: path) else {
      throw DiffError("\(named): no splashreel executable there; build it with \(buildCommand)")
    }
    guard let sourceRoot, let (newest, time) = Self.newestSource(in: sourceRoot), time > built else { return }
    throw DiffError(
      "\(named) is older than \(newest), so it would not render as this code does; rebuild it with \(buildCommand)")
  }

  /// Builds the checkout's release executable, saying so on standard error (it takes minutes once).
  func build() throws(DiffError) {
    FileHandle.standardError.write(
      Data("splashreel: building the release executable once for fast snapshot checks: \(buildCommand)\n".utf8))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "build", "-c", "release", "--product", "splashreel", "--package-path", sourceRoot ?? ".",
    ]
    process.standardOutput = FileHandle.standardError
    do {
      try process.run()
    } catch {
      throw DiffError("cannot run \(buildCommand): \(error.localizedDescription)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw DiffError("\(buildCommand) failed with status \(process.terminationStatus)")
    }
  }

  /// Runs `splashreel check` with `arguments`; returns the exit status, standard output and error.
  func run(_ arguments: [String], environment: [String: String]) throws(DiffError) -> (
    status: Int32, output: Data, error: String
  ) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.environment = environment
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    do {
      try process.run()
    } catch {
      throw DiffError("\(path): cannot run (\(error.localizedDescription))")
    }
    // Read both pipes to the end before waiting, so a full pipe cannot block the child.
    let errorData = ConcurrentRead(error.fileHandleForReading)
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, outputData, String(decoding: errorData.wait(), as: UTF8.self))
  }

  private static func modified(_ path: String) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
  }

  /// The most recently modified of `Package.swift` and the files under `Sources/`, relative.
  static func newestSource(in root: String) -> (String, Date)? {
    var newest: (String, Date)?
    func consider(_ relative: String) {
      guard let date = modified(root + "/" + relative) else { return }
      if newest == nil || date > newest!.1 { newest = (relative, date) }
    }
    consider("Package.swift")
    let sources = FileManager.default.enumerator(atPath: root + "/Sources")
    while let file = sources?.nextObject() as? String {
      if sources?.fileAttributes?[.type] as? FileAttributeType == .typeRegular { consider("Sources/" + file) }
    }
    return newest
  }
}

/// Reads a pipe to its end on another thread.
private final class ConcurrentRead: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ handle: FileHandle) {
    DispatchQueue.global().async {
      self.data = handle.readDataToEndOfFile()
      self.done.signal()
    }
  }

  func wait() -> Data {
    done.wait()
    return data
  }
}
