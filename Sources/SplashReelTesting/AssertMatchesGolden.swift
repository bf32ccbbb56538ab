import Foundation
import SplashDiff
import SplashRender
import SplashScene

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

extension SceneSnapshot {
  /// Renders `scene` on `device` and compares it with `golden`, as `splashreel check` does; when
  /// they differ, records a test failure at the line of this call: an `Issue` in a Swift Testing
  /// test, an `XCTFail` in an XCTest test. Nothing is thrown.
  ///
  /// ```swift
  /// @Test func welcomeBackMatchesItsGolden() throws {
  ///   SceneSnapshot.assertMatchesGolden(
  ///     scene: try Presets.load("welcome-back"), device: "iphone-15",
  ///     golden: "__Goldens__/welcome-back-iphone-15.gif")
  /// }
  /// ```
  ///
  /// - `golden`: a `.gif` file, else a folder of PNG frames. A relative path is relative to the
  ///   folder of the file that calls (so `__Goldens__/…` sits beside the test).
  /// - A missing golden is recorded (`record`: `RecordMode`, else `SPLASHREEL_RECORD`, else
  ///   `missing`; never with `CI=true`) and the assertion fails with "recorded golden …; run the
  ///   test again to compare with it" unless `failsWhenRecording` is false.
  /// - A failure's message names the first failing frame, its time, what moved differently and
  ///   the artefacts folder (`artefacts`, else `SceneSnapshot.failureFolder(golden:)` under
  ///   `$TMPDIR/splashreel-failures/`), whose `samples/` keeps the pictures of failing samples only
  ///   (`keptFailingSamples` at most) unless `allSamples`.
  ///
  /// Returns the verdict (its `failure` is what was recorded).
  @discardableResult
  public static func assertMatchesGolden(
    scene: Scene, device: Device, golden: String, fps: Int = 30, scale: Int = 1,
    comparator: AnimationComparator = AnimationComparator(), record: RecordMode? = nil,
    failsWhenRecording: Bool = true, artefacts: String? = nil, allSamples: Bool = false,
    engine: SnapshotEngine = .automatic, environment: [String: String] = ProcessInfo.processInfo.environment,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> Verdict {
    let path =
      golden.hasPrefix("/")
      ? golden : URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent().appendingPathComponent(golden).path
    let verdict = evaluate(
      scene: scene, device: device, golden: path, fps: fps, scale: scale, comparator: comparator, record: record,
      failsWhenRecording: failsWhenRecording, artefacts: artefacts, allSamples: allSamples, engine: engine,
      environment: environment)
    if let failure = verdict.failure {
      TestFailure.record(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }
    return verdict
  }
}

/// Records a failure in whichever test framework is running the current test.
package enum TestFailure {
  /// An `Issue` at the given place when a Swift Testing test is running, else an `XCTFail` there.
  package static func record(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
  ) {
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #else
      FileHandle.standardError.write(Data("\(filePath):\(line): \(message)\n".utf8))
    #endif
  }
}
