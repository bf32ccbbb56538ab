import Foundation
import SplashTestSupport
import Testing

/// The checkout's debug `splashreel`, built by `swift build --build-tests` before the tests run.
private let executable = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent(".build/debug/splashreel").path

/// A 20×20 pt scene, 0.2 s long.
private let scene = """
  {"name": "dot", "background": "#FFFFFF", "duration": 0.2,
   "layers": [{"id": "dot", "type": "solid", "backgroundColor": "#E8612C", "frame": {"x": 5, "y": 5, "width": 10, "height": 10}}]}
  """

/// FFmpeg's libraries (libgd's libavif is not one).
private let ffmpeg = ["libavutil.so.", "libavcodec.so.", "libavformat.so.", "libswscale.so."]

/// Whether `file` is one of FFmpeg's libraries.
private func isFFmpeg(_ file: String) -> Bool { ffmpeg.contains { file.hasPrefix($0) } }

/// The shared libraries the dynamic linker loaded while `splashreel` ran with `arguments`
/// (`LD_DEBUG=files` names each one, linked or opened later, on standard error).
private func librariesLoaded(_ arguments: [String], in folder: TemporaryFolder) throws -> [String] {
  var environment = ProcessInfo.processInfo.environment
  environment["LD_DEBUG"] = "files"
  let run = try Subprocess.run(executable, arguments, in: folder.path, environment: environment)
  #expect(run.status == 0, "\(run.errors.suffix(400))")
  return run.errors.split(separator: "\n").compactMap { line in
    guard let found = line.range(of: "file=") else { return nil }
    return String(line[found.upperBound...].prefix { $0 != " " && $0 != "\t" && $0 != ";" })
  }
}

@Test func theExecutableLinksNoFFmpegLibrary() throws {
  let run = try Subprocess.run("/usr/bin/readelf", ["-d", executable])
  let needed = run.output.split(separator: "\n").filter { $0.contains("(NEEDED)") }
  #expect(needed.contains { $0.contains("libgd.so") })
  #expect(!needed.contains { line in ffmpeg.contains { line.contains($0) } })
}

@Test func aGIFRenderOpensNoFFmpegLibraryAndAVideoRenderOpensThem() throws {
  let folder = TemporaryFolder("splashreel-ffmpeg-loading")
  _ = try folder.write(scene, to: "dot.json")
  let gif = try librariesLoaded(["render", "dot.json", "--device", "40x40@1", "--out", "dot.gif"], in: folder)
  #expect(gif.contains { $0.hasPrefix("libgd.so") })
  #expect(gif.filter(isFFmpeg) == [])
  let video = try librariesLoaded(["render", "dot.json", "--device", "40x40@1", "--out", "dot.mp4"], in: folder)
  for library in ffmpeg {
    #expect(video.contains { $0.hasPrefix(library) }, "\(library) not loaded")
  }
  #expect(FileManager.default.fileExists(atPath: folder.path + "/dot.mp4"))
}
