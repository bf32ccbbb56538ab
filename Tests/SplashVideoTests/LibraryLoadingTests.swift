import Foundation
import Testing

@testable import SplashVideo

/// FFmpeg and libwebp are opened with dlopen when first needed: the sonames the headers name, one
/// load per process, the one-line errors when a library or a function is missing, and which
/// libraries a GIF, APNG or MP4 render maps.
@Suite struct LibraryLoadingTests {
  let folder: String

  init() throws { folder = try TestFrames.folder() }

  func leftovers() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder).sorted() }

  /// The SONAME recorded in the development symlink (`libavcodec.so`) of an installed library.
  func installedSoname(_ package: String, _ library: String) throws -> String {
    let libdir = String(decoding: try Tool.run(["pkg-config", "--variable=libdir", package]), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let dynamic = String(decoding: try Tool.run(["readelf", "-d", "\(libdir)/\(library).so"]), as: UTF8.self)
    let line = try #require(dynamic.split(separator: "\n").first { $0.contains("(SONAME)") })
    return String(line[line.range(of: "[")!.upperBound..<line.range(of: "]")!.lowerBound])
  }

  @Test func theSonamesAreThoseOfTheInstalledLibraries() throws {
    #expect(
      FFmpeg.sonames == [
        try installedSoname("libavutil", "libavutil"), try installedSoname("libswscale", "libswscale"),
        try installedSoname("libavcodec", "libavcodec"), try installedSoname("libavformat", "libavformat"),
      ])
    #expect(FFmpeg.sonames.allSatisfy { $0.range(of: #"^lib[a-z]+\.so\.[0-9]+$"#, options: .regularExpression) != nil })
    #expect(
      WebP.sonames == [
        try installedSoname("libwebp", "libwebp"), try installedSoname("libwebpmux", "libwebpmux"),
        try installedSoname("libwebpdemux", "libwebpdemux"),
      ])
    #expect(WebP.sonames == ["libwebp.so.7", "libwebpmux.so.3", "libwebpdemux.so.2"])
  }

  @Test func eachLibrarySetIsLoadedOncePerProcessFromAnyThread() throws {
    /// The tables' addresses as the threads saw them.
    final class Seen: @unchecked Sendable {
      let lock = NSLock()
      var ffmpeg: Set<Int> = []
      var webp: Set<Int> = []
    }
    let seen = Seen()
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let ffmpeg = (try? FFmpeg.load().get()).map { Int(bitPattern: $0.pointer) } ?? 0
      let webp = (try? WebP.load().get()).map { Int(bitPattern: $0.pointer) } ?? 0
      seen.lock.withLock {
        seen.ffmpeg.insert(ffmpeg)
        seen.webp.insert(webp)
      }
    }
    #expect(seen.ffmpeg == [Int(bitPattern: try FFmpeg.load().get().pointer)])
    #expect(seen.webp == [Int(bitPattern: try WebP.load().get().pointer)])
    #expect(!seen.ffmpeg.contains(0) && !seen.webp.contains(0))
  }

  /// A library that is not there, or that lacks a function: one line naming the library (and
  /// the function), what to install, nothing at the output path.
  @Test func aMissingLibraryOrFunctionIsOneLineAndLeavesNothing() throws {
    let absent = "(not found: cannot open shared object file: No such file or directory)"
    var missingCodec = AnimationExporter(format: .mp4)
    missingCodec.ffmpegSonames = FFmpeg.sonames
    missingCodec.ffmpegSonames![2] = "libsplashreel-absent.so.59"
    // libavutil stands in for libavcodec: it loads, but has none of libavcodec's functions.
    var missingFunction = AnimationExporter(format: .webm)
    missingFunction.ffmpegSonames = FFmpeg.sonames
    missingFunction.ffmpegSonames![2] = FFmpeg.sonames[0]
    let avutil = FFmpeg.sonames[0]
    var missingMuxer = AnimationExporter(format: .webp)
    missingMuxer.webpSonames = ["libwebp.so.7", "libsplashreel-absent.so.3", "libwebpdemux.so.2"]
    let cases: [(AnimationExporter, String)] = [
      (
        missingCodec, "MP4 needs FFmpeg's libsplashreel-absent.so.59 \(absent); install libsplashreel-absent59 (Debian)"
      ),
      (
        missingFunction,
        "WebM needs FFmpeg's \(avutil) (the installed one has no av_packet_alloc); install "
          + "\(avutil.replacingOccurrences(of: ".so.", with: "")) (Debian)"
      ),
      (missingMuxer, "WebP needs libsplashreel-absent.so.3 \(absent); install libsplashreel-absent3 (Debian)"),
    ]
    for (exporter, message) in cases {
      let path = "\(folder)/out.\(exporter.format.fileExtension)"
      #expect(throws: VideoError("\(path): \(message) or write a .gif")) {
        try exporter.export(try TestFrames.moving(count: 2), fps: 10, to: path)
      }
    }
    #expect(try leftovers() == [])
  }

  @Test func loaderMessagesAndDebianPackageNames() {
    let dependency = LibraryLoadFailure(
      soname: "libavcodec.so.59",
      loaderMessage: "libx264.so.164: cannot open shared object file: No such file or directory")
    #expect(
      dependency.reason == "cannot load: libx264.so.164: cannot open shared object file: No such file or directory")
    #expect(
      dependency.error(subject: "a.webm", task: "reading WebM", owner: "FFmpeg's ").description
        == "a.webm: reading WebM needs FFmpeg's libavcodec.so.59 (cannot load: libx264.so.164: cannot open shared object file: No such file or directory); install libavcodec59 (Debian)"
    )
    #expect(LibraryLoadFailure(soname: "libfoo2.so.1", missingSymbol: "f").debianPackage == "libfoo2-1")
    #expect(LibraryLoadFailure(soname: "libwebpdemux.so.2", missingSymbol: "f").debianPackage == "libwebpdemux2")
  }

  /// APNG's delays use `Fraction`, not FFmpeg's `av_d2q`: the two agree on every rate tried.
  @Test func fractionIsFFmpegsD2Q() throws {
    let av = try FFmpeg.load().get()
    var rates: [Double] =
      (1...240).map { Double($0) / 2 } + [29.97, 23.976, 59.94, 1.0 / 3, 0.001, 1e-9, 7e9, 0, 1e300]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<2_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      rates.append(Double(state >> 11) / Double(1 << 53) * 120)
    }
    for rate in rates {
      for maximum: Int32 in [65535, 1_000_000, Int32.max] {
        let expected = av.av_d2q(rate, maximum)
        let fraction = Fraction(approximating: rate, maximum: maximum)
        #expect(
          fraction == Fraction(num: expected.num, den: expected.den), "av_d2q(\(rate), \(maximum))")
      }
    }
    #expect(Fraction(approximating: 29.97, maximum: 65535) == Fraction(num: 2997, den: 100))
  }
}

/// The built `splashreel` run with the dynamic loader's trace (`LD_DEBUG=files`): what a render
/// maps, and how.
@Suite struct LazyLoadingProcessTests {
  let folder: String
  var scene: String { folder + "/slide.json" }

  /// The checkout's debug executable, built by `swift build --build-tests` before the tests run.
  static let executable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".build/debug/splashreel").path

  /// An 8×6 screen whose 2×2 red square slides right for 0.2 s.
  init() throws {
    folder = try TestFrames.folder()
    let json = ##"""
      {"name": "slide", "duration": 0.2, "background": "#000000", "device": "8x6@1",
       "layers": [{"id": "dot", "type": "solid", "backgroundColor": "#FF0000", "frame": {"x": 0, "y": 2, "width": 2, "height": 2}}],
       "timeline": [{"at": 0, "animate": {"dot": {"frame": {"x": 6, "y": 2, "width": 2, "height": 2}}}, "duration": 0.2}]}
      """##
    try Data(json.utf8).write(to: URL(fileURLWithPath: scene))
  }

  /// Renders the scene to `output` and returns each library the process opened with how:
  /// "needed by …" (at start) or "dynamically loaded by …" (dlopen).
  func openedLibraries(rendering output: String) throws -> [String: String] {
    let trace = "\(folder)/trace-\(UUID().uuidString)"
    _ = try Tool.run([
      "LD_DEBUG=files", "LD_DEBUG_OUTPUT=\(trace)", Self.executable, "render", scene, "--out", "\(folder)/\(output)",
      "--quiet",
    ])
    #expect(FileManager.default.fileExists(atPath: "\(folder)/\(output)"))
    var opened: [String: String] = [:]
    for file in try FileManager.default.contentsOfDirectory(atPath: folder)
    where file.hasPrefix((trace as NSString).lastPathComponent) {
      for line in try String(contentsOfFile: "\(folder)/\(file)", encoding: .utf8).split(separator: "\n") {
        guard let start = line.range(of: "file="), let end = line.range(of: " [0];  ") else { continue }
        let how = line[end.upperBound...]
        guard how.hasPrefix("needed by") || how.hasPrefix("dynamically loaded by") else { continue }
        opened[String(line[start.upperBound..<end.lowerBound])] = how.hasPrefix("needed") ? "needed" : "dlopen"
      }
    }
    return opened
  }

  static let lazyLibraries = FFmpeg.sonames + ["libwebpmux.so.3", "libwebpdemux.so.2"]

  @Test func gifAndAPNGRendersMapNeitherFFmpegNorLibwebpmux() throws {
    for output in ["slide.gif", "slide.png"] {
      let opened = try openedLibraries(rendering: output)
      #expect(opened["libgd.so.3"] == "needed", "the trace lists what the process maps")
      #expect(Self.lazyLibraries.filter { opened[$0] != nil } == [], "\(output)")
    }
  }

  @Test func theFirstMP4OpensFFmpegWithDlopen() throws {
    let opened = try openedLibraries(rendering: "slide.mp4")
    #expect(FFmpeg.sonames.map { opened[$0] } == ["dlopen", "dlopen", "dlopen", "dlopen"])
  }

  @Test func theExecutableNeedsNoneOfThem() throws {
    let dynamic = String(decoding: try Tool.run(["readelf", "-d", Self.executable]), as: UTF8.self)
    let needed = dynamic.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(needed.contains { $0.contains("[libgd.so.3]") })
    #expect(
      needed.filter { line in (Self.lazyLibraries + ["libwebp.so.7"]).contains { line.contains("[\($0)]") } } == [])
  }
}
