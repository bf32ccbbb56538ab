import Foundation
import SplashDiff
import SplashScene

extension SceneSnapshot {
  /// Where a golden's motion track is kept: `<golden>.motion.json` beside it (written when the golden
  /// is recorded from a scene, read by later checks to say what moved differently).
  package static func motionTrackPath(golden: String) -> String {
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
      throw DiffError(error.description, cause: error)
    }
  }

  /// The one line saying `recorded` was made for another device, scale or frame rate than this
  /// snapshot renders at `fps`; nil when they agree. A track without a scale (recorded before
  /// tracks kept it) is not compared on scale.
  func goldenMismatch(_ recorded: MotionTrack, fps: Int) -> String? {
    let sameScale = recorded.exportScale.map { $0 == self.scale } ?? true
    guard recorded.device != device.name || recorded.fps != fps || !sameScale else { return nil }
    func screen(_ name: String) -> String {
      guard let device = try? DeviceCatalog.device(named: name) else { return name }
      return "\(name) (\(device.width)×\(device.height) pt @\(device.scale)x)"
    }
    let scale = recorded.exportScale.map { "scale \($0), " } ?? ""
    return "golden: recorded for \(screen(recorded.device)) at \(scale)\(recorded.fps) fps; "
      + "this check renders \(screen(device.name)) at scale \(self.scale), \(fps) fps"
  }
}
