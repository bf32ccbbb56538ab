import Foundation
import SplashBuildIdentity
import SplashDiff

/// A release-built `splashreel` that a debug-built test runs for its snapshot checks: the same
/// render, encoding and comparison as `SceneSnapshot.check`, at optimised speed.
///
/// It is found as `SPLASHREEL_EXECUTABLE`, else `.build/release/splashreel` of the splashreel
/// checkout this library was compiled from, which is built once (`swift build -c release`) when
/// missing. Either way it is used only when it was built from the same sources as this library:
/// the build identity it prints (`splashreel version`: `build <SHA-256>`) must be
/// `BuildIdentity.sources`, the library's own. The identity is a hash of the sources' content, so
/// file dates never matter; a mismatch fails the check with the command that rebuilds it, rather
/// than compare with another renderer.
package struct SnapshotExecutable: Sendable {
  /// The executable.
  package let path: String
  /// The splashreel checkout the rebuild command names; nil: unknown (the command then builds
  /// the package in the current folder).
  package let sourceRoot: String?

  /// The executable at `path`, rebuilt (when it must be) from the checkout at `sourceRoot`.
  package init(path: String, sourceRoot: String?) {
    self.path = path
    self.sourceRoot = sourceRoot
  }

  /// The checkout this file was compiled from, when its sources are still there.
  package static var checkout: String? {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    let root = url.path
    return FileManager.default.fileExists(atPath: root + "/Package.swift") ? root : nil
  }

  /// The executable to use: `SPLASHREEL_EXECUTABLE`, else the checkout's release build (built
  /// once when missing); either must carry this library's build identity.
  package static func locate(environment: [String: String]) throws(DiffError) -> SnapshotExecutable {
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

  /// Throws when the executable is missing or was built from other sources than this library.
  package func verify(variable: String?) throws(DiffError) {
    let named = variable.map { "\(path) (\($0))" } ?? path
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw DiffError("\(named): no splashreel executable there; build it with \(buildCommand)")
    }
    let identity = try self.identity()
    guard identity != BuildIdentity.sources else { return }
    let built = identity.map { "build \($0.prefix(12))" } ?? "no build identity"
    throw DiffError(
      "\(named) was built from other sources than this library (\(built), the library's build "
        + "\(BuildIdentity.sources.prefix(12))), so it would not render as this code does; rebuild it with \(buildCommand)"
    )
  }

  /// The build identity the executable prints (`splashreel version`: `build <SHA-256>`); nil
  /// when it prints none (a splashreel older than build identities).
  package func identity() throws(DiffError) -> String? {
    let (status, output, _) = try run(["version"], environment: ProcessInfo.processInfo.environment)
    guard status == 0 else { return nil }
    let lines = String(decoding: output, as: UTF8.self).split(separator: "\n")
    return lines.first { $0.hasPrefix("build ") }.map { String($0.dropFirst("build ".count)) }
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

  /// Runs the executable with `arguments`; returns the exit status, standard output and error.
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
