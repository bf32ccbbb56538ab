import Foundation
import SplashFiles
import SplashFrames
import SplashGD
import SplashRaster

/// Every frame as a PNG, `frame-0000.png`, … in a folder, drawn in chunks on every core; or,
/// when the next output of the request draws every frame anyway (a GIF or a video without a byte
/// budget), deflated from the frames it draws (`FrameTap`): the same files, each frame drawn
/// once fewer.
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
    let folder = try prepare(context)
    let frames = try context.outputFrames(context.sceneFrames())
    let count = frames.frameCount
    let workers = Self.workers(context, frames: count)
    let failures = FirstFailure()
    let bytes = ByteCounter()
    let written = ByteCounter()
    let (label, report) = (context.label, context.report)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      for index in (count * worker / workers)..<(count * (worker + 1) / workers) where !failures.hasFailed {
        do {
          let frame = try frames.frame(at: index)
          bytes.add(try Self.write(frame, index: index, in: folder))
          frames.recycle(frame)
          report(.progress("\(label): writing PNG frames \(written.add(1))/\(count)"))
        } catch {
          failures.record(error)
        }
      }
    }
    context.report(.progressDone)
    if let error = failures.first { throw error }
    return output(context, folder: folder, frames: frames, bytes: bytes.total)
  }

  /// A tap that writes these frames from the frames the next output reads (`Render.run` pairs
  /// them when that output draws every frame at the same settings); the folder is prepared now.
  func tap(_ context: RenderContext) throws -> FrameTap {
    let folder = try prepare(context)
    let frames = context.sceneFrames()
    return FrameTap(
      folder: folder, fps: context.fps, exportScale: context.exportScale, frameCount: frames.frameCount,
      frameBytes: frames.width * frames.height * 4, threads: Self.workers(context, frames: frames.frameCount))
  }

  /// Finishes `tap` (writing any frame the other output did not read) and says what was written.
  func finish(_ tap: FrameTap, _ context: RenderContext) throws -> RenderOutput {
    let frames = try context.outputFrames(context.sceneFrames(fps: tap.fps, exportScale: tap.exportScale))
    let bytes = try tap.finish(frames)
    return output(context, folder: tap.folder, frames: frames, bytes: bytes)
  }

  /// The folder the frames go to, made ready (`FramesFolder.prepare`) and created.
  private func prepare(_ context: RenderContext) throws -> String {
    let folder =
      subfolderPerRender
      ? "\(self.folder)/\(Render.defaultName(scene: context.scene.name, device: context.request.device.name))"
      : self.folder
    try FramesFolder.prepare(folder, clean: clean)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Threads writing frames: the request's (0 = every core), at most one per frame.
  private static func workers(_ context: RenderContext, frames: Int) -> Int {
    let threads = context.request.threads
    return max(1, min(frames, threads > 0 ? threads : ProcessInfo.processInfo.activeProcessorCount))
  }

  /// Writes `frame` as `frame-<index>.png` in `folder`; returns the file's size.
  static func write(_ frame: Surface, index: Int, in folder: String) throws -> Int {
    try write(index: index, in: folder) { () throws(GDError) in try DeflatePNG.encode(frame, level: compressionLevel) }
  }

  /// Writes the PNG `encode` gives as `frame-<index>.png` in `folder` (atomically); returns its size.
  static func write(index: Int, in folder: String, _ encode: () throws(GDError) -> [UInt8]) throws -> Int {
    let file = "\(folder)/\(String(format: "frame-%04d.png", index))"
    try PNGEncoder.write(to: file, encode: encode)
    return OutputFolder.size(of: file)
  }

  private func output(_ context: RenderContext, folder: String, frames: any FrameSequence, bytes: Int)
    -> RenderOutput
  {
    context.report(.line("\(folder): \(frames.frameCount) PNG frames"))
    return RenderOutput(
      format: .pngFrames, path: folder, bytes: bytes, width: frames.width, height: frames.height,
      frames: frames.frameCount)
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
