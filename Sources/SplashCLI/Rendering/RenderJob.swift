import Foundation
import SplashGD
import SplashGIF
import SplashScene
import SplashVideo

/// One scene on one device: resolve, draw, encode the GIF, optionally write PNG frames.
struct RenderJob {
  let scene: Scene
  let device: Device
  let fps: Int
  let exportScale: Int
  let loop: Int
  /// Workers for drawing and encoding; 0 = every core.
  let threads: Int
  /// The GIF path; nil means `Output/<name>-<device>.gif`.
  let out: String?
  let framesDirectory: String?
  /// Whether PNG frames go to a `<name>-<device>` folder inside `framesDirectory` (for --all).
  let framesInSubfolder: Bool
  let quiet: Bool
  /// Budget, device frame, contact sheet (`RenderJob+Preview.swift`).
  var preview = PreviewOptions()
  /// The file format; anything but GIF goes through SplashVideo (`RenderJob+Export.swift`).
  var format = ExportFormat.gif
  /// `--quality` for video, APNG and WebP; nil: the format's default.
  var quality: ExportQuality?

  @discardableResult
  func run(console: Console) throws -> RenderResult {
    let frames = try SceneFrames.render(scene, on: device, fps: fps, exportScale: exportScale)
    let resolved = frames.renderer.scene
    let label = "\(resolved.name) on \(device.name)"
    if !quiet {
      for rule in resolved.rules { console.print("\(label): \(rule)") }
    }
    let path = out ?? Self.defaultPath(scene: resolved.name, device: device.name, format: format)
    try createParent(of: path)
    if let framesDirectory {
      let folder = framesInSubfolder ? "\(framesDirectory)/\(resolved.name)-\(device.name)" : framesDirectory
      try writePNGs(framedForPNGs(frames), to: folder, label: label, console: console)
    }
    if format != .gif {
      return try exportAnimation(
        resolved: resolved, renderer: frames.renderer, path: path, label: label, console: console)
    }
    return try encodePreview(resolved: resolved, renderer: frames.renderer, path: path, label: label, console: console)
  }

  /// Writes every frame as a PNG, drawing chunks of frames on every core.
  private func writePNGs(_ frames: any FrameSequence, to folder: String, label: String, console: Console) throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let count = frames.frameCount
    let workers = min(count, threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount)
    let failures = FailureBox()
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in (count * worker / workers)..<(count * (worker + 1) / workers) where !failures.hasFailed {
        do {
          let frame = try frames.frame(at: index)
          try PNGEncoder.write(frame, to: "\(folder)/\(String(format: "frame-%04d.png", index))")
        } catch {
          failures.record(error)
        }
      }
    }
    if let error = failures.first { throw error }
    if !quiet { console.print("\(folder): \(count) PNG frames") }
  }

  /// Where the file goes without --out.
  static func defaultPath(scene: String, device: String, format: ExportFormat = .gif) -> String {
    "Output/\(scene)-\(device).\(format.fileExtension)"
  }

  private func createParent(of path: String) throws {
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
  }
}

/// The first error thrown by any of several workers.
private final class FailureBox: @unchecked Sendable {
  private let lock = NSLock()
  private var error: (any Error)?

  var hasFailed: Bool { lock.withLock { error != nil } }
  var first: (any Error)? { lock.withLock { error } }

  func record(_ error: any Error) {
    lock.withLock { if self.error == nil { self.error = error } }
  }
}
