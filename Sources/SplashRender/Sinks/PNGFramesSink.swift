import Foundation
import SplashFiles
import SplashGD

/// Every frame as a PNG, `frame-0000.png`, … in a folder, drawn in chunks on every core.
public struct PNGFramesSink: RenderSink {
  /// libdeflate's level for the frames (`DeflatePNG`: Sub-filtered rows, exact 8-bit alpha).
  /// Level 1: welcome-back on iphone-16-pro-max (77 frames of 440 × 956) with `--frames` took
  /// 6.4–6.9 s of CPU instead of libgd's 22.4 s at zlib's default level, for 5.7 % more bytes.
  static let compressionLevel = 1

  /// The folder; created when missing.
  public var folder: String
  /// Whether the frames go to a `<scene>-<device>` folder inside `folder` (several renders into
  /// one folder).
  public var subfolderPerRender: Bool
  /// Whether old `frame-*.png` files in the folder are deleted first; without it a non-empty
  /// folder is refused, so stale frames never mix with new ones.
  public var clean: Bool

  public init(folder: String, subfolderPerRender: Bool = false, clean: Bool = false) {
    self.folder = folder
    self.subfolderPerRender = subfolderPerRender
    self.clean = clean
  }

  public func write(_ context: RenderContext) throws -> RenderOutput {
    let folder =
      subfolderPerRender
      ? "\(self.folder)/\(Render.defaultName(scene: context.scene.name, device: context.request.device.name))"
      : self.folder
    try FramesFolder.prepare(folder, clean: clean)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let frames = try context.outputFrames(context.sceneFrames())
    let count = frames.frameCount
    let threads = context.request.threads
    let workers = max(1, min(count, threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount))
    let failures = FirstFailure()
    let bytes = ByteCounter()
    let written = ByteCounter()
    let (label, report) = (context.label, context.report)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in (count * worker / workers)..<(count * (worker + 1) / workers) where !failures.hasFailed {
        do {
          let file = "\(folder)/\(String(format: "frame-%04d.png", index))"
          let frame = try frames.frame(at: index)
          try DeflatePNG.write(frame, to: file, level: Self.compressionLevel)
          frames.recycle(frame)
          bytes.add(OutputFolder.size(of: file))
          report(.progress("\(label): writing PNG frames \(written.add(1))/\(count)"))
        } catch {
          failures.record(error)
        }
      }
    }
    context.report(.progressDone)
    if let error = failures.first { throw error }
    context.report(.line("\(folder): \(count) PNG frames"))
    return RenderOutput(
      format: .pngFrames, path: folder, bytes: bytes.total, width: frames.width, height: frames.height,
      frames: count)
  }
}

/// The first error thrown by any of several workers.
final class FirstFailure: @unchecked Sendable {
  private let lock = NSLock()
  private var error: (any Error)?

  var hasFailed: Bool { lock.withLock { error != nil } }
  var first: (any Error)? { lock.withLock { error } }

  func record(_ error: any Error) {
    lock.withLock { if self.error == nil { self.error = error } }
  }
}

/// A byte total several workers add to.
final class ByteCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var sum = 0

  var total: Int { lock.withLock { sum } }

  /// Adds `bytes`; returns the new total.
  @discardableResult
  func add(_ bytes: Int) -> Int {
    lock.withLock {
      sum += bytes
      return sum
    }
  }
}
