import Foundation
import SplashDiff
import SplashGD
import SplashScene

extension Studio {
  /// Headers on every answer: nothing is cached, sniffed, framed, or read by another origin, and
  /// the page may load only its own files.
  static let commonHeaders: [(String, String)] = [
    ("Cache-Control", "no-store"),
    ("X-Content-Type-Options", "nosniff"),
    ("X-Frame-Options", "DENY"),
    ("Referrer-Policy", "no-referrer"),
    ("Cross-Origin-Resource-Policy", "same-origin"),
    (
      "Content-Security-Policy",
      "default-src 'self'; img-src 'self' blob: data:; connect-src 'self'; style-src 'self'; script-src 'self'; "
        + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
    ),
  ]

  /// Answers one request that passed `RequestGuard`.
  func respond(to request: HTTPRequest) -> HTTPResponse {
    var response = route(request)
    response.headers += Self.commonHeaders
    return response
  }

  private func route(_ request: HTTPRequest) -> HTTPResponse {
    let path = request.path
    if request.method == "POST" {
      return path == "/export" ? startExport(request) : .text("no such action: \(path)", status: 404)
    }
    do {
      if let asset = try StudioAssets.asset(path) { return .bytes(asset.bytes, type: asset.type) }
    } catch {
      return .text(error.description, status: 500)
    }
    switch path {
    case "/frame.png": return frame(request)
    case "/scene.json": return sceneJSON(request)
    case "/status.json": return .json(Array(statusJSON().utf8))
    case "/devices.json": return .json(Self.devicesJSON)
    case "/golden.json": return goldenJSON()
    case "/golden.png": return goldenFrame(request)
    case "/diff.png": return goldenDiff(request)
    case "/page.css":
      do {
        return .bytes(Array(try PageStyle.shared().utf8), type: "text/css; charset=utf-8")
      } catch {
        return .text(error.description, status: 500)
      }
    case "/events":
      return HTTPResponse(
        status: 200, headers: [("Content-Type", "text/event-stream"), ("X-Accel-Buffering", "no")],
        body: .events(events.subscribe(greeting: ServerEvent(name: "status", data: statusJSON()))))
    default:
      if path.hasPrefix("/files/") { return files(String(path.dropFirst("/files/".count))) }
      return .text("not found: \(path)", status: 404)
    }
  }

  /// The device and scale a request asks for (`device=`, `scale=`), else the opening ones.
  func settings(_ request: HTTPRequest) throws(StudioError) -> (device: Device, scale: Int) {
    var device = self.device
    if let name = request.query["device"], !name.isEmpty {
      do {
        device = try DeviceCatalog.device(named: name)
      } catch {
        throw StudioError(error.description, cause: error)
      }
    }
    var scale = options.scale
    if let text = request.query["scale"] {
      guard let value = Int(text), (1...3).contains(value) else {
        throw StudioError("scale must be 1, 2 or 3, got '\(text)'")
      }
      scale = value
    }
    return (device, scale)
  }

  /// `GET /frame.png?t=SECONDS[&scale=S][&device=D]`: `SceneFrames.frame(atTime:)` at exactly t
  /// (the state the timeline gives at t, not the frame before it) — the call `frame(at: n)` makes
  /// for t = `plan.time(ofFrame: n)`, so an instant on the frame grid gives the pixels `render
  /// --frames` writes for that frame — drawn on every core and written as a PNG with its rows
  /// stored uncompressed (`DeflatePNG.encodeStored`): over the loopback connection the 11 MB of a
  /// @3x frame cost less than compressing them, which took most of a frame's time.
  func frame(_ request: HTTPRequest) -> HTTPResponse {
    let started = DispatchTime.now().uptimeNanoseconds
    let loaded = current
    do {
      let (device, scale) = try settings(request)
      let frames = try loaded.frames(device: device, scale: scale, fps: options.fps)
      guard let text = request.query["t"], let t = Double(text), t.isFinite else {
        return .text("t must be a number of seconds, got '\(request.query["t"] ?? "")'", status: 400)
      }
      guard t >= 0 && t <= frames.plan.duration else {
        return .text("t must be in 0...\(frames.plan.duration), got \(text)", status: 400)
      }
      let picture = try frames.frame(atTime: t, threads: 0)
      let png = DeflatePNG.encodeStored(picture)
      frames.recycle(picture)
      let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e6
      var response = HTTPResponse.bytes(png, type: "image/png")
      response.headers += [
        ("X-Splashreel-Generation", String(loaded.generation)),
        ("X-Splashreel-Milliseconds", String(format: "%.1f", milliseconds)),
      ]
      return response
    } catch let error as StudioError {
      return .text(error.description, status: 400)
    } catch {
      return .text(String(describing: error), status: 422)
    }
  }

  func sceneJSON(_ request: HTTPRequest) -> HTTPResponse {
    do {
      let (device, scale) = try settings(request)
      return .json(try current.description(device: device, scale: scale, fps: options.fps))
    } catch let error as StudioError {
      return .text(error.description, status: 400)
    } catch {
      return .text(String(describing: error), status: 422)
    }
  }

  func files(_ relative: String) -> HTTPResponse {
    guard let folder = SceneFolderFiles(folder: current.scene.directory) else {
      return .text("the scene's folder is gone", status: 404)
    }
    return folder.response(for: relative)
  }

  /// The catalog's names and sizes, for the device switcher.
  static let devicesJSON: [UInt8] = {
    let entries = DeviceCatalog.all.map { d in
      "{\"name\":\"\(d.name)\",\"width\":\(d.width),\"height\":\(d.height),\"scale\":\(d.scale)}"
    }
    return Array(("[" + entries.joined(separator: ",") + "]").utf8)
  }()
}
