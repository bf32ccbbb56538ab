import Foundation
import SplashFiles
import SplashGD
import SplashGIF
import SplashScene

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
  /// The longest scene rendered (`--max-duration`).
  var maximumDuration = RenderLimits.defaultMaximumDuration
  /// Whether old `frame-*.png` files in the frames folder are deleted first (`--clean-frames`).
  var cleanFrames = false

  @discardableResult
  func run(console: Console) throws -> RenderResult {
    let frames = try SceneFrames.render(scene, on: device, fps: fps, exportScale: exportScale)
    let resolved = frames.renderer.scene
    try RenderLimits.check(resolved, maximumDuration: maximumDuration)
    let label = "\(resolved.name) on \(device.name)"
    if !quiet {
      for rule in resolved.rules { console.print("\(label): \(rule)") }
    }
    let path = out ?? Self.defaultPath(scene: resolved.name, device: device.name)
    try createParent(of: path)
    if let framesDirectory {
      let folder = framesInSubfolder ? "\(framesDirectory)/\(resolved.name)-\(device.name)" : framesDirectory
      try writePNGs(framedForPNGs(frames), to: folder, label: label, console: console)
    }
    return try encodePreview(resolved: resolved, renderer: frames.renderer, path: path, label: label, console: console)
  }

  /// Writes every frame as a PNG, drawing chunks of frames on every core.
  private func writePNGs(_ frames: any FrameSequence, to folder: String, label: String, console: Console) throws {
    try FramesFolder.prepare(folder, clean: cleanFrames)
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

  /// Where a GIF goes without --out.
  static func defaultPath(scene: String, device: String) -> String {
    "Output/\(scene)-\(device).gif"
  }

  private func createParent(of path: String) throws {
    let parent = OutputPath.parent(of: path)
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
