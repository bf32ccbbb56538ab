import Foundation
import SplashDiff
import SplashScene

extension SceneSnapshot {
  /// Where a golden's motion track is kept: `<golden>.motion.json` beside it (written when the golden
  /// is recorded from a scene, read by later checks to say what moved differently).
  public static func motionTrackPath(golden: String) -> String {
    var path = golden
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path + ".motion.json"
  }

  /// The motion track recorded with the golden; nil when it has none.
  func recordedTrack(golden: String) throws(DiffError) -> MotionTrack? {
    let path = Self.motionTrackPath(golden: golden)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do {
      return try MotionTrack.load(contentsOf: path)
    } catch {
      throw DiffError(error.description)
    }
  }
}
