import Foundation

/// Where the rlottie worker is: the `splashreel` executable, run as `splashreel lottie-worker`.
///
/// `SPLASHREEL_EXECUTABLE` when set (as for snapshot checks); else the running program when it is
/// `splashreel`; else a `splashreel` beside the running program or beside the folder of its test
/// bundle (`swift test` runs `.build/debug/…PackageTests.xctest`, next to `.build/debug/splashreel`).
/// A library user builds the executable (`swift build --product splashreel`) or names it.
enum LottieWorkerExecutable {
  static func path(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SceneError) -> String {
    if let explicit = environment["SPLASHREEL_EXECUTABLE"], !explicit.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: explicit) else {
        throw SceneError("SPLASHREEL_EXECUTABLE: no executable at \(explicit) to render Lottie files with")
      }
      return explicit
    }
    let running = URL(
      fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0])
    if running.lastPathComponent == "splashreel" { return running.path }
    var folder = running.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("splashreel").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      folder.deleteLastPathComponent()
    }
    throw SceneError(
      "Lottie layers render in the splashreel executable's rlottie worker, and none was found beside \(running.path); build it (swift build --product splashreel) or set SPLASHREEL_EXECUTABLE"
    )
  }
}
