internal import CRLottie
import Glibc

/// The rlottie worker: the only code that holds rlottie's pointers. It runs in a process of its
/// own (`splashreel lottie-worker`), started by SplashScene's `LottieWorkerProcess`, because
/// rlottie is C++ with a history of memory-safety fixes and hangs on some hostile files: a hang or
/// a crash then stops the worker, never the render (the client kills it after its time budget).
///
/// Protocol (standard input and output are one Unix socket):
/// - the client sends `splashreel-lottie 1 <bytes>\n`, the resource folder and `\n`, then the
///   Lottie JSON (`<bytes>` bytes);
/// - the worker answers `ok <width> <height> <frames> <fps>\n` (rlottie's size, total frame count
///   and frame rate) or `error <text>\n` and exits;
/// - then, for each `frame <n> <width> <height>\n`, it answers `width × height × 4` bytes: frame
///   `n` (rlottie's absolute frame number) as premultiplied RGBA, rows top to bottom;
/// - end of input ends the worker (status 0).
///
/// The address space is capped (`RLIMIT_AS`) before anything is read, so a file that makes
/// rlottie allocate without bound ends the worker (`std::bad_alloc` aborts it). The cap is the
/// budget beyond what the worker has mapped at that point (the executable and its libraries,
/// about 150 MB, which depends on the machine's libraries, not on the file).
package enum LottieWorker {
  /// The first word of the request line.
  package static let magic = "splashreel-lottie"
  /// The protocol version the request names.
  package static let version = 1

  /// Runs the worker on standard input and output; `arguments` are `--memory <bytes>`.
  package static func main(_ arguments: [String]) -> Int32 {
    if let index = arguments.firstIndex(of: "--memory"), index + 1 < arguments.count,
      let bytes = UInt64(arguments[index + 1]), bytes > 0
    {
      let total = bytes + mappedBytes()
      var limit = rlimit(rlim_cur: rlim_t(total), rlim_max: rlim_t(total))
      if setrlimit(Int32(RLIMIT_AS.rawValue), &limit) != 0 { return fail("cannot limit the worker's memory") }
    }
    var input = LineReader(fd: 0)
    guard let header = input.line(), let folder = input.line() else { return fail("no request") }
    let words = header.split(separator: " ")
    guard words.count == 3, words[0] == magic, words[1] == "\(version)", let count = Int(words[2]),
      count > 0, count <= 64 << 20
    else { return fail("unreadable request '\(header.prefix(80))'") }
    guard var json = input.bytes(count) else { return fail("the request ends early") }
    json.append(0)
    let animation: OpaquePointer? = json.withUnsafeBufferPointer { data in
      data.withMemoryRebound(to: CChar.self) { chars in
        // The cache key must be unique per call: rlottie would otherwise reuse a parsed model.
        lottie_animation_from_data(
          chars.baseAddress, "splashreel-\(getpid())", folder.hasSuffix("/") ? folder : folder + "/")
      }
    }
    guard let animation else { return fail("rlottie cannot read this Lottie file") }
    defer { lottie_animation_destroy(animation) }
    var width = 0
    var height = 0
    lottie_animation_get_size(animation, &width, &height)
    let frames = lottie_animation_get_totalframe(animation)
    let fps = lottie_animation_get_framerate(animation)
    guard write("ok \(width) \(height) \(frames) \(fps)\n".utf8) else { return 0 }
    var pixels: [UInt32] = []
    while let command = input.line() {
      let parts = command.split(separator: " ")
      guard parts.count == 4, parts[0] == "frame", let frame = Int(parts[1]), frame >= 0, let w = Int(parts[2]),
        let h = Int(parts[3]), w > 0, h > 0, w <= 16_384, h <= 16_384
      else { return fail("unreadable command '\(command.prefix(80))'") }
      if pixels.count != w * h { pixels = [UInt32](repeating: 0, count: w * h) }
      pixels.withUnsafeMutableBufferPointer { buffer in
        for k in buffer.indices { buffer[k] = 0 }
        lottie_animation_render(animation, frame, buffer.baseAddress, w, h, w * 4)
        // rlottie's ARGB32 words (premultiplied; bytes B, G, R, A in memory on a little-endian
        // machine) as the RGBA bytes of SplashRaster's surfaces.
        for k in buffer.indices {
          let v = UInt32(littleEndian: buffer[k])
          let rgba = ((v >> 16) & 0xFF) | (v & 0xFF00) | ((v & 0xFF) << 16) | (v & 0xFF00_0000)
          buffer[k] = rgba.littleEndian
        }
      }
      let sent = pixels.withUnsafeBytes { write($0) }
      guard sent else { return 0 }
    }
    return 0
  }

  /// The bytes of address space this process maps now (the first field of /proc/self/statm, in
  /// pages); 0 when it cannot be read.
  static func mappedBytes() -> UInt64 {
    let fd = open("/proc/self/statm", O_RDONLY)
    guard fd >= 0 else { return 0 }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 63) }
    guard count > 0, let first = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ").first,
      let pages = UInt64(first)
    else { return 0 }
    return pages * UInt64(sysconf(Int32(_SC_PAGESIZE)))
  }

  private static func fail(_ message: String) -> Int32 {
    _ = write("error \(message)\n".utf8)
    return 1
  }

  private static func write(_ text: String.UTF8View) -> Bool {
    Array(text).withUnsafeBytes { write($0) }
  }

  /// Writes all of `bytes` to standard output; false when the client has gone.
  private static func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = Glibc.write(1, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      offset += n
    }
    return true
  }
}
