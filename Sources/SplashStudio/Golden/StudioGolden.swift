import Foundation
import SplashDiff
import SplashGD
import SplashRender
import SplashScene

/// The golden `preview --golden` compares the edit with: its frames as PNGs with their display
/// intervals, and the device, scale and frame rate it was recorded for (from the motion track
/// `check` writes beside it; else the studio's own).
struct StudioGolden: Sendable {
  /// One stored frame of the golden, shown from `start` until `end` (microseconds).
  struct Frame: Sendable {
    let start: Int
    let end: Int
    /// The frame losslessly compressed (a golden's frames are kept small, not decoded).
    let png: [UInt8]
  }

  let path: String
  let width: Int
  let height: Int
  let frames: [Frame]
  /// What the comparison renders: the golden's own device, scale and frame rate.
  let device: Device
  let scale: Int
  let fps: Int

  /// Reads `path` (a GIF, or a folder of PNG frames at `fps`) as `check` reads it.
  ///
  /// - Throws: `StudioError` with the one-line reason when the golden is missing or unreadable.
  init(path: String, device: Device, scale: Int, fps: Int) throws(StudioError) {
    self.path = path
    do {
      _ = try GoldenFormat(path: path)
      let track = try Self.recordedTrack(path)
      self.device = try track.map { try DeviceCatalog.device(named: $0.device) } ?? device
      self.scale = track?.exportScale ?? scale
      self.fps = track?.fps ?? fps
      var source = try AnimationInput.open(
        GoldenFormat.normalized(path), fps: Double(self.fps), numberGIFFrames: true)
      var frames: [Frame] = []
      while let frame = try source.next() {
        frames.append(
          Frame(start: frame.start, end: frame.end, png: try DeflatePNG.encode(frame.surface, level: 1)))
      }
      guard !frames.isEmpty else { throw StudioError("\(path): the golden has no frames") }
      (width, height) = (source.width, source.height)
      self.frames = frames
    } catch let error as StudioError {
      throw error
    } catch {
      throw StudioError("--golden \(error)", cause: error)
    }
  }

  /// The frame on screen at `microseconds` (the last one after the end).
  func frame(at microseconds: Int) -> Frame {
    frames.last { $0.start <= microseconds } ?? frames[0]
  }

  /// The device the golden at `path` was recorded for, when its motion track says.
  static func recordedDevice(_ path: String) -> String? {
    (try? recordedTrack(path))??.device
  }

  private static func recordedTrack(_ golden: String) throws -> MotionTrack? {
    let path = SceneSnapshot.motionTrackPath(golden: golden)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try MotionTrack.load(contentsOf: path)
  }
}
