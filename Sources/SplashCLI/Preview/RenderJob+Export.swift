import Foundation
import SplashGIF
import SplashScene
import SplashVideo

extension RenderJob {
  /// Writes MP4, MOV, WebM, APNG or WebP through SplashVideo (down the size budget's ladder when
  /// there is one), writes the sheet, prints the summary line unless quiet, and says what was
  /// written.
  func exportAnimation(resolved: ResolvedScene, renderer: FrameRenderer, path: String, label: String, console: Console)
    throws -> RenderResult
  {
    let showProgress = console.isTerminal && !quiet
    var options = ExportOptions()
    options.quality = quality
    options.loopCount = loop
    options.threads = threads
    let start = ExportBudget.Setting(level: options.level(for: format), fps: Double(fps), scale: exportScale)
    func frames(_ setting: ExportBudget.Setting) throws -> (SceneFrames, DeviceFrame?) {
      let frames = SceneFrames(
        renderer: renderer, plan: FramePlan(duration: resolved.duration, fps: Int(setting.fps)),
        exportScale: setting.scale)
      let frame = try preview.deviceFrame.map { options throws(SceneError) in
        try DeviceFrame(device: device, screenWidth: frames.width, screenHeight: frames.height, options: options)
      }
      return (frames, frame)
    }
    func encode(_ setting: ExportBudget.Setting, to file: String) throws -> ExportReport {
      var attempt = options
      attempt.level = setting.level
      let (scene, frame) = try frames(setting)
      let sequence: any FrameSequence = frame.map { FramedFrames(scene, in: $0) } ?? scene
      return try AnimationExporter(format: format, options: attempt).export(
        sequence, fps: scene.plan.effectiveFPS, to: file
      ) { done, total in
        guard showProgress else { return }
        console.writeError("\rsplashreel render: \(label): encoding \(done)/\(total)   ")
        if done == total { console.writeError("\r\u{1B}[K") }
      }
    }

    let setting: ExportBudget.Setting
    let report: ExportReport
    var attempts: [ExportBudget.Attempt] = []
    var reduced: [String] = []
    if let maxBytes = preview.maxBytes {
      let outcome = try ExportBudget(maxBytes: maxBytes).export(
        format, to: path, start: start,
        observe: { attempt in
          guard !quiet else { return }
          let verdict = attempt.fits ? "fits" : "over"
          console.print(
            "\(path): \(ExportBudget.summary(attempt.setting, format)): \(attempt.bytes) bytes, \(verdict) --max-bytes \(maxBytes)"
          )
        }, encode)
      (setting, report, attempts, reduced) = (outcome.setting, outcome.report, outcome.attempts, outcome.changes)
      if !quiet && !reduced.isEmpty {
        console.print("\(path): reduced to fit \(maxBytes) bytes: " + reduced.joined(separator: ", "))
      }
    } else {
      (setting, report) = (start, try encode(start, to: path))
    }
    let (scene, frame) = try frames(setting)
    if !quiet {
      let seconds = String(format: "%.3f", report.duration)
      let padded =
        report.storedWidth != report.width || report.storedHeight != report.height
        ? " (stored \(report.storedWidth)x\(report.storedHeight), padded)" : ""
      console.print(
        "\(path): \(format.displayName), \(report.frames) frames at \(Int(setting.fps)) fps, \(seconds) s, \(report.width)x\(report.height)\(padded), \(report.level), \(report.bytes) bytes"
      )
    }
    let sheetPath = try writeSheet(
      of: scene, deviceFrame: frame, scene: resolved.name, fps: Int(setting.fps), beside: path, console: console)
    return RenderResult(
      scene: resolved.name, device: device.name, models: device.models, output: path, format: format.rawValue,
      width: report.width, height: report.height, frames: report.frames, framesWritten: report.framesWritten,
      fps: Int(setting.fps), duration: report.duration, bytes: report.bytes, colors: nil, quality: report.level,
      scale: setting.scale, deviceFrame: frame != nil, maxBytes: preview.maxBytes, reduced: reduced,
      attempts: attempts.map {
        RenderResult.Attempt(
          colors: nil, quality: ExportBudget.levelName($0.setting.level, format), fps: $0.setting.fps,
          scale: $0.setting.scale, bytes: $0.bytes, fits: $0.fits)
      }, sheet: sheetPath)
  }

  /// Writes the contact sheet when `--sheet` asks for one (`--sheet-out`, else
  /// `<path without extension>-sheet.png`) and says where.
  func writeSheet(
    of frames: SceneFrames, deviceFrame frame: DeviceFrame?, scene: String, fps: Int, beside path: String,
    console: Console
  ) throws -> String? {
    guard let sheetOptions = preview.sheet else { return nil }
    let out = preview.sheetPath ?? Self.removingExtension(path) + "-sheet.png"
    let keys = try SheetBuilder.keyFrames(of: frames, selection: sheetOptions.selection, deviceFrame: frame)
    let title = SheetBuilder.title(scene: scene, device: device.name, keys: keys, fps: fps)
    let sheet = try SheetBuilder.write(keys, title: title, options: sheetOptions, to: out)
    if !quiet { console.print(SheetBuilder.summary(sheet, keys: keys, path: out)) }
    return out
  }

  /// `path` without its extension ("Output/a.mp4" → "Output/a").
  static func removingExtension(_ path: String) -> String {
    let name = (path as NSString).lastPathComponent
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path }
    return String(path.dropLast(name.distance(from: dot, to: name.endIndex)))
  }
}
