import Foundation
import SplashGD
import SplashRaster
import SplashStudio
import Testing

@testable import SplashCLI

#if canImport(Glibc)
  import Glibc
#endif

/// A studio on a fresh copy of the sliding scene (or `scene`), stopped when `body` returns.
private func withStudio<T>(
  scale: Int = 2, watching: FileWatcher.Mode = .native, scene: String = slidingScene,
  _ body: (Studio, PreviewWorkspace) throws -> T
) throws -> T {
  let work = try PreviewWorkspace()
  defer { try? FileManager.default.removeItem(at: work.folder) }
  try work.write("slide.json", scene)
  try work.writePNG("logo.png", Color(r: 230, g: 60, b: 20), width: 24, height: 16)
  let studio = try Studio(
    StudioOptions(
      source: .file(URL(fileURLWithPath: work.path("slide.json")), shown: "slide.json"), scale: scale,
      fps: 10, outputFolder: work.path("Output"), watching: watching))
  defer { studio.stop() }
  return try body(studio, work)
}

@Suite("Studio") struct StudioTests {
  /// Every frame /frame.png serves at t = n / 10 has the pixels `render --frames` wrote for frame n.
  @Test func framesOnDemandAreTheRenderedFrames() throws {
    try withStudio { studio, work in
      let frames = work.path("frames")
      #expect(
        runTool(["render", work.path("slide.json"), "--scale", "2", "--fps", "10", "--frames", frames, "--quiet"])
          .status == 0)
      let http = RawHTTP(port: studio.port)
      for n in 0..<6 {
        let answer = try #require(http.get("/frame.png?t=\(Double(n) / 10)&scale=2"))
        #expect(answer.status == 200 && answer.headers["content-type"] == "image/png", "\(answer.text)")
        let served = try ImageDecoder.decode(bytes: answer.body, name: "frame.png")
        let written = try ImageDecoder.decode(contentsOf: frames + String(format: "/frame-%04d.png", n))
        #expect(served.width == 80 && served.height == 120)
        #expect(served == written, "frame \(n) differs")
      }
      // Off the grid: the exact instant (0.25 s lies between frames 2 and 3 and differs from both).
      let between = try ImageDecoder.decode(bytes: try #require(http.get("/frame.png?t=0.25&scale=2")).body, name: "t")
      let two = try ImageDecoder.decode(contentsOf: frames + "/frame-0002.png")
      let three = try ImageDecoder.decode(contentsOf: frames + "/frame-0003.png")
      #expect(between != two && between != three)
      #expect(http.get("/frame.png?t=0.7")?.status == 400)
      #expect(http.get("/frame.png?t=0.7")?.text == "t must be in 0...0.6, got 0.7\n")
      #expect(http.get("/frame.png?t=nan")?.status == 400)
      #expect(http.get("/frame.png?t=0&scale=4")?.text == "scale must be 1, 2 or 3, got '4'\n")
      #expect(http.get("/frame.png?t=0&device=iphone-99")?.status == 400)
      let small = try ImageDecoder.decode(
        bytes: try #require(http.get("/frame.png?t=0&scale=1&device=30x50@1")).body, name: "t")
      #expect(small.width == 30 && small.height == 50)
    }
  }

  /// /scene.json gives the plan, the steps with their curves, the layer tree and the motion track.
  @Test func sceneDescription() throws {
    try withStudio { studio, _ in
      let answer = try #require(RawHTTP(port: studio.port).get("/scene.json"))
      let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])
      #expect(json["frames"] as? Int == 6 && json["fps"] as? Int == 10 && json["duration"] as? Double == 0.6)
      let steps = try #require(json["steps"] as? [[String: Any]])
      #expect(steps.map { $0["id"] as? String } == ["slide", "fade"])
      let slide = try #require((steps[0]["animations"] as? [[String: Any]])?.first)
      #expect(slide["layer"] as? String == "logo" && slide["property"] as? String == "frame")
      #expect(slide["kind"] == nil)
      #expect(
        slide["begin"] as? Double == 0 && slide["end"] as? Double == 0.4 && slide["curve"] as? String == "easeInOut")
      let progress = try #require(slide["progress"] as? [Double])
      #expect(progress.count == 33 && progress.first == 0 && progress.last == 1)
      #expect(abs(progress[16] - 0.5) < 1e-6)
      let layers = try #require(json["layers"] as? [[String: Any]])
      #expect(layers.map { $0["id"] as? String } == ["logo", "block"])
      #expect(layers.map { $0["type"] as? String } == ["image", "solid"])
      let channels = try #require(json["channels"] as? [String: [String]])
      #expect(channels["x"] == ["frame"] && channels["alpha"] == ["alpha"])
      let track = try #require(json["track"] as? [String: Any])
      #expect((track["layers"] as? [[String: Any]])?.count == 2)
    }
  }

  /// Keyframe and transition steps get bars too: one per property a keyframe call animates (its
  /// non-animatable changes are sets) and one per transition, each with its curve.
  @Test func keyframeAndTransitionLanes() throws {
    let scene = ##"""
      {"name": "lanes", "duration": 1.2, "background": "#FFFFFF", "device": "40x60@1", "layers": [
        {"id": "block", "type": "solid", "backgroundColor": "#1060C0", "frame": {"x": 10, "y": 30, "width": 20, "height": 10}}],
       "timeline": [
        {"id": "drop", "at": 0.1, "animateKeyframes": {"withDuration": 0.5, "delay": 0.1, "options": ["curveLinear"],
         "keyframes": [{"withRelativeStartTime": 0, "relativeDuration": 0.5, "animations": {"block": {"alpha": 0.5, "hidden": false}}},
                       {"withRelativeStartTime": 0.5, "relativeDuration": 0.5, "animations": {"block": {"alpha": 1}}}]}},
        {"id": "flip", "at": 0.7, "transition": {"with": "block", "duration": 0.4, "options": ["transitionFlipFromTop"],
         "animations": {"block": {"backgroundColor": "#C01060"}}}}]}
      """##
    try withStudio(scene: scene) { studio, _ in
      let answer = try #require(RawHTTP(port: studio.port).get("/scene.json"))
      let json = try #require(try JSONSerialization.jsonObject(with: Data(answer.body)) as? [String: Any])
      let steps = try #require(json["steps"] as? [[String: Any]])
      let drop = try #require(steps[0]["animations"] as? [[String: Any]])
      #expect(drop.count == 1)
      #expect(drop[0]["layer"] as? String == "block" && drop[0]["property"] as? String == "alpha")
      #expect(drop[0]["kind"] as? String == "keyframes" && drop[0]["curve"] as? String == "linear")
      #expect(
        abs((drop[0]["begin"] as? Double ?? 0) - 0.2) < 1e-12 && abs((drop[0]["end"] as? Double ?? 0) - 0.7) < 1e-12)
      #expect((drop[0]["progress"] as? [Double])?[8] == 0.25)
      #expect((steps[0]["sets"] as? [[String: Any]])?.map { $0["property"] as? String } == ["hidden"])
      let flip = try #require((steps[1]["animations"] as? [[String: Any]])?.first)
      #expect(flip["property"] as? String == "transitionFlipFromTop" && flip["kind"] as? String == "transition")
      #expect(flip["begin"] as? Double == 0.7 && abs((flip["end"] as? Double ?? 0) - 1.1) < 1e-12)
      #expect(flip["curve"] as? String == "easeInOut")
      let progress = try #require(flip["progress"] as? [Double])
      #expect(progress.count == 33 && progress.first == 0 && progress.last == 1 && abs(progress[16] - 0.5) < 1e-6)
      // Every bar here says its kind; a plain animate's has none (sceneDescription).
      #expect(steps.allSatisfy { ($0["animations"] as? [[String: Any]])?.allSatisfy { $0["kind"] != nil } == true })
    }
  }

  /// Host, paths, methods, tokens and origins: what the studio refuses.
  @Test func refusals() throws {
    try withStudio { studio, work in
      let http = RawHTTP(port: studio.port)
      let port = studio.port
      #expect(http.get("/", host: "evil.example:\(port)")?.status == 403)
      #expect(http.get("/", host: "127.0.0.1")?.status == 403)
      #expect(
        http.get("/status.json", host: "attacker.test")?.text
          == "refused: the Host must be 127.0.0.1:\(port) or localhost:\(port)\n")
      #expect(http.get("/", host: "localhost:\(port)")?.status == 200)
      let page = try #require(http.get("/"))
      #expect(page.status == 200 && page.headers["content-type"] == "text/html; charset=utf-8")
      #expect(page.headers["content-security-policy"]?.hasPrefix("default-src 'self';") == true)
      #expect(page.headers["cross-origin-resource-policy"] == "same-origin")
      #expect(http.get("/studio.js")?.status == 200 && http.get("/page.css")?.status == 200)
      // Files of the scene's folder, nothing outside it.
      #expect(http.get("/files/logo.png")?.headers["content-type"] == "image/png")
      #expect(http.get("/files/../../etc/passwd")?.status == 403)
      #expect(http.get("/files/%2e%2e/%2e%2e/etc/passwd")?.status == 403)
      try FileManager.default.createSymbolicLink(atPath: work.path("escape"), withDestinationPath: "/etc")
      #expect(http.get("/files/escape/passwd")?.status == 403)
      #expect(http.get("/files/escape/passwd")?.text == "refused: escape/passwd leads outside the scene's folder\n")
      #expect(http.get("/files/missing.png")?.status == 404)
      #expect(http.get("/etc/passwd")?.status == 404)
      #expect(http.request("DELETE", "/")?.status == 405)
      // State-changing requests: the token, and no other origin.
      #expect(http.request("POST", "/export?format=gif")?.status == 403)
      #expect(http.request("POST", "/export?format=gif", headers: ["X-Splashreel-Token": "0123"])?.status == 403)
      let token = ["X-Splashreel-Token": studio.token]
      #expect(
        http.request("POST", "/export?format=gif", headers: token.merging(["Origin": "http://evil.example"]) { $1 })?
          .status == 403)
      #expect(
        http.request("POST", "/export?format=gif", headers: token.merging(["Sec-Fetch-Site": "cross-site"]) { $1 })?
          .status == 403)
      #expect(
        http.request("POST", "/export?format=gif", headers: token, body: Array(repeating: 65, count: 20000))?.status
          == 413)
      #expect(http.request("POST", "/export?format=webm", headers: token)?.status == 400)
    }
  }

  /// The server binds 127.0.0.1 only: another loopback address has nothing listening.
  @Test func listensOnLoopbackOnly() throws {
    try withStudio { studio, _ in
      #expect(RawHTTP.connect(port: studio.port, host: "127.0.0.1") != nil)
      #expect(RawHTTP.connect(port: studio.port, host: "127.0.0.2") == nil)
    }
  }

  /// A save reloads within 300 ms and is announced; a broken edit sends its one-line error and
  /// keeps the last good frames; the next good save recovers. Pictures are followed too.
  @Test(arguments: [FileWatcher.Mode.native, .polling]) func hotReload(mode: FileWatcher.Mode) throws {
    try withStudio(watching: mode) { studio, work in
      let events = try #require(EventStreamReader(port: studio.port))
      defer { events.close() }
      #expect(events.wait(for: "status") != nil)
      let http = RawHTTP(port: studio.port)
      let before = try #require(http.get("/frame.png?t=0.5")).body
      var started = Date()
      try work.write("slide.json", slidingScene.replacingOccurrences(of: "#1060C0", with: "#C01060"))
      let reload = try #require(events.wait(for: "reload", seconds: 3))
      let elapsed = Date().timeIntervalSince(started)
      #expect(elapsed < 0.3, "reload took \(elapsed) s")
      #expect(reload.hasPrefix(#"{"error":null,"generation":2,"#), "\(reload)")
      let after = try #require(http.get("/frame.png?t=0.5"))
      #expect(after.headers["x-splashreel-generation"] == "2" && after.body != before)

      try work.write("slide.json", slidingScene.replacingOccurrences(of: #""alpha": 0,"#, with: #""alpha": 7,"#))
      let error = try #require(events.wait(for: "error", seconds: 3))
      #expect(
        error.contains(#""error":"slide.json: layers[1].alpha: alpha must be between 0 and 1, got 7.0""#), "\(error)")
      #expect(http.get("/frame.png?t=0.5")?.headers["x-splashreel-generation"] == "2")
      #expect(http.get("/status.json")?.text.contains("alpha must be between 0 and 1, got 7.0") == true)

      started = Date()
      try work.writePNG("logo.png", Color(r: 20, g: 200, b: 60), width: 24, height: 16)
      try work.write("slide.json", slidingScene)
      let recovered = try #require(events.wait(for: "reload", after: 1, seconds: 3))
      #expect(recovered.hasPrefix(#"{"error":null,"generation":"#), "\(recovered)")
      // A picture alone reloads too.
      let count = events.count(of: "reload")
      try work.writePNG("logo.png", Color(r: 20, g: 20, b: 200), width: 24, height: 16)
      #expect(events.wait(for: "reload", after: count, seconds: 3) != nil)
    }
  }

  /// The export button's request writes through the render pipeline: the GIF `render` writes.
  @Test func exportWritesTheRenderedGIF() throws {
    try withStudio { studio, work in
      let events = try #require(EventStreamReader(port: studio.port))
      defer { events.close() }
      #expect(events.wait(for: "status") != nil)
      let answer = try #require(
        RawHTTP(port: studio.port).request(
          "POST", "/export?format=gif",
          headers: ["X-Splashreel-Token": studio.token, "Origin": "http://127.0.0.1:\(studio.port)"]))
      #expect(answer.status == 202, "\(answer.text)")
      let path = work.path("Output") + "/slide-40x60@1.gif"
      #expect(answer.text == #"{"line":"","path":"\#(path)","state":"started"}"#)
      var done: String?
      for k in 0..<20 {
        guard let event = events.wait(for: "export", after: k, seconds: 10) else { break }
        if event.contains(#""state":"done""#) || event.contains(#""state":"failed""#) {
          done = event
          break
        }
      }
      let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
      #expect(done == #"{"line":"\#(path): \#(size) bytes","path":"\#(path)","state":"done"}"#)
      #expect(
        runTool([
          "render", work.path("slide.json"), "--scale", "2", "--fps", "10", "--out", work.path("r.gif"), "--quiet",
        ])
        .status == 0)
      #expect(FileManager.default.contents(atPath: path) == FileManager.default.contents(atPath: work.path("r.gif")))
    }
  }
}
