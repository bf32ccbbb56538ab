import CDeflate
import Foundation
import SplashDiff
import SplashRaster
import SplashScene

/// A render's frames, each drawn once however often a check reads them.
///
/// A check reads the render more than once: the alignment's motion profile, the comparison, and on
/// a failure the comparison again that draws the artefacts (and a PNG golden recorded after it).
/// Drawing is the costly part at device pixels, so the first read of a frame draws it and keeps its
/// exact pixels, deflated (libdeflate level 1: an interface frame shrinks tens of times, in a few
/// milliseconds), in one temporary file; later reads inflate them. Memory holds one frame and the
/// offsets, whatever the length. The file is unlinked as soon as it is made, so nothing is left
/// behind, whatever happens to the process.
final class RenderedFrameCache: @unchecked Sendable {
  let frames: SceneFrames
  private let file: Int32
  private let directory: String
  /// Where each drawn frame's deflated pixels lie in the file.
  private var stored: [(offset: Int, length: Int)?]
  private var end = 0
  /// How many frames were drawn (each at most once).
  private(set) var drawn = 0
  private let compressor: OpaquePointer
  private let decompressor: OpaquePointer
  private let lock = NSLock()

  /// An empty cache for `frames`, its file in the temporary directory.
  init(_ frames: SceneFrames) throws(DiffError) {
    self.frames = frames
    stored = Array(repeating: nil, count: frames.frameCount)
    directory = FileManager.default.temporaryDirectory.path
    var template = Array((directory as NSString).appendingPathComponent("splashreel-frames-XXXXXX").utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else {
      throw DiffError("\(directory): cannot keep the rendered frames (\(String(cString: strerror(errno))))")
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    file = descriptor
    guard let compressor = libdeflate_alloc_compressor(1), let decompressor = libdeflate_alloc_decompressor() else {
      fatalError("libdeflate: out of memory")
    }
    self.compressor = compressor
    self.decompressor = decompressor
  }

  deinit {
    close(file)
    libdeflate_free_compressor(compressor)
    libdeflate_free_decompressor(decompressor)
  }

  /// Frame `index` at the export size: drawn on its first read, read back after.
  func frame(at index: Int) throws -> Surface {
    try lock.withLock {
      if let place = stored[index] { return try read(place) }
      let surface = try frames.frame(at: index)
      drawn += 1
      stored[index] = try keep(surface.pixels)
      return surface
    }
  }

  /// The render as a comparison's side, called `name`.
  func source(name: String) -> SurfaceSequenceSource {
    SurfaceSequenceSource(
      name: name, width: frames.width, height: frames.height, frameCount: frames.frameCount,
      fps: frames.plan.effectiveFPS
    ) { try self.frame(at: $0) }
  }

  private func keep(_ pixels: [UInt8]) throws(DiffError) -> (offset: Int, length: Int) {
    let bound = libdeflate_deflate_compress_bound(compressor, pixels.count)
    var packed = [UInt8](repeating: 0, count: bound)
    let length = pixels.withUnsafeBytes { input in
      packed.withUnsafeMutableBytes { output in
        libdeflate_deflate_compress(compressor, input.baseAddress, pixels.count, output.baseAddress, bound)
      }
    }
    var done = 0
    while done < length {
      let written = packed.withUnsafeBytes { pwrite(file, $0.baseAddress! + done, length - done, off_t(end + done)) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw failure("write", atEnd: written == 0) }
      done += written
    }
    defer { end += length }
    return (end, length)
  }

  private func read(_ place: (offset: Int, length: Int)) throws -> Surface {
    var packed = [UInt8](repeating: 0, count: place.length)
    var done = 0
    while done < place.length {
      let got = packed.withUnsafeMutableBytes {
        pread(file, $0.baseAddress! + done, place.length - done, off_t(place.offset + done))
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { throw failure("read", atEnd: got == 0) }
      done += got
    }
    var pixels = [UInt8](repeating: 0, count: frames.width * frames.height * 4)
    let result = packed.withUnsafeBytes { input in
      pixels.withUnsafeMutableBytes { output in
        libdeflate_deflate_decompress(
          decompressor, input.baseAddress, place.length, output.baseAddress, output.count, nil)
      }
    }
    guard result == LIBDEFLATE_SUCCESS else { throw DiffError("\(directory): a kept rendered frame is damaged") }
    return try Surface(width: frames.width, height: frames.height, pixels: pixels)
  }

  private func failure(_ stage: String, atEnd: Bool) -> DiffError {
    let reason = atEnd ? "end of file" : String(cString: strerror(errno))
    return DiffError("\(directory): cannot \(stage) the kept rendered frames (\(reason))")
  }
}
