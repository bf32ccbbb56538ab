import Foundation
import SplashRender
import SplashScene

extension Studio {
  /// What the export buttons write, through the render pipeline (`Render.run`).
  enum ExportKind: String, CaseIterable {
    case gif, mp4, sheet
  }

  /// `POST /export?format=gif|mp4|sheet[&device=D][&scale=S]`: renders the shown scene into
  /// `Output/<name>-<device>.gif|.mp4` or `-sheet.png` on a thread of its own, one export at a
  /// time; progress and the result arrive as `export` events. Answers 202 with the path.
  func startExport(_ request: HTTPRequest) -> HTTPResponse {
    guard let kind = request.query["format"].flatMap(ExportKind.init(rawValue:)) else {
      return .text("format must be one of gif, mp4, sheet", status: 400)
    }
    let device: Device
    let scale: Int
    do {
      (device, scale) = try settings(request)
    } catch {
      return .text(error.description, status: 400)
    }
    let scene = current.scene
    let base = "\(options.outputFolder)/\(Render.defaultName(scene: scene.name, device: device.name))"
    let path = kind == .sheet ? base + "-sheet.png" : base + "." + kind.rawValue
    let busy = lock.withLock {
      defer { exporting = true }
      return exporting
    }
    guard !busy else { return .text("an export is already running", status: 409) }
    let outputs: [any RenderSink]
    do {
      outputs =
        kind == .sheet
        ? [SheetSink(path: path)]
        : [try RenderFormats.sink(for: path, settings: FileOutputSettings())]
    } catch {
      lock.withLock { exporting = false }
      return .text(error.description, status: 400)
    }
    let request = RenderRequest(scene: scene, device: device, fps: options.fps, scale: scale, outputs: outputs)
    let thread = Thread { [self] in
      defer { lock.withLock { exporting = false } }
      do {
        let result = try Render.run(request) { [events] event in
          switch event {
          case .progress(let line): events.publish(Self.exportEvent(state: "progress", path: path, line: line))
          case .line(let line): events.publish(Self.exportEvent(state: "line", path: path, line: line))
          case .choice, .progressDone: break
          }
        }
        let bytes = result.outputs.first?.bytes ?? 0
        events.publish(Self.exportEvent(state: "done", path: path, line: "\(path): \(bytes) bytes"))
      } catch {
        events.publish(Self.exportEvent(state: "failed", path: path, line: String(describing: error)))
      }
    }
    thread.name = "splashreel studio export"
    thread.start()
    return .json(Array(Self.exportJSON(state: "started", path: path, line: "").utf8), status: 202)
  }

  static func exportEvent(state: String, path: String, line: String) -> ServerEvent {
    ServerEvent(name: "export", data: exportJSON(state: state, path: path, line: line))
  }

  static func exportJSON(state: String, path: String, line: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(["state": state, "path": path, "line": line]), as: UTF8.self)
  }
}
