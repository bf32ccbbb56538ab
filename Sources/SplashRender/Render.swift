import Foundation
import SplashFiles
import SplashGIF
import SplashScene

/// The render pipeline: resolves a scene for a device and hands its frames to each output of a
/// request in turn. `splashreel render`, `batch`, `check`, `sheet`, `launch-image` and
/// `SceneSnapshot` all render through it.
///
/// ```swift
/// let request = RenderRequest(
///   scene: try Presets.load("welcome-back"), device: "iphone-15",
///   outputs: [GIFSink(path: "Output/welcome.gif"), SheetSink(path: "Output/welcome-sheet.png")])
/// let result = try Render.run(request) { event in if case .line(let text) = event { print(text) } }
/// ```
public enum Render {
  /// Renders `request` into each of its outputs, in order; events go to `report`.
  ///
  /// - Throws: `RenderError` for settings out of range, `SceneError` for a scene that does not
  ///   resolve on the device, and whatever an output throws (`GIFError`, `GDError`, …); an output
  ///   that fails leaves no file behind.
  @discardableResult
  public static func run(_ request: RenderRequest, report: @escaping RenderReporter = { _ in }) throws
    -> RenderResult
  {
    guard (1...120).contains(request.fps) else { throw RenderError("fps must be in 1...120, got \(request.fps)") }
    guard (1...3).contains(request.scale) else {
      throw RenderError("scale must be 1, 2 or 3, got \(request.scale)")
    }
    let frames = try Self.frames(request)
    let scene = frames.renderer.scene
    try RenderLimits.check(scene, maximumDuration: request.maximumDuration)
    let label = "\(scene.name) on \(request.device.name)"
    for rule in scene.rules { report(.choice("\(label): \(rule)")) }
    var context = RenderContext(
      request: request, scene: scene, renderer: frames.renderer, label: label, fps: request.fps,
      exportScale: request.scale, report: report)
    var outputs = request.outputs[...]
    while let sink = outputs.popFirst() {
      if let frames = sink as? PNGFramesSink, let carrier = outputs.first as? any FrameCarrier,
        carrier.readsEveryFrame
      {
        outputs.removeFirst()
        for output in try write(frames, alongside: carrier, context) { record(output, in: &context) }
      } else {
        record(try sink.write(context), in: &context)
      }
    }
    return RenderResult(context: context)
  }

  /// Writes PNG `frames` from the frames `carrier` (the next output) draws, instead of drawing
  /// them once more; the two outputs' lines and results come in the order of the request.
  private static func write(_ frames: PNGFramesSink, alongside carrier: any FrameCarrier, _ context: RenderContext)
    throws -> [RenderOutput]
  {
    let tap = try frames.tap(context)
    var carrying = context
    carrying.frameTap = tap
    // The carrier's lines wait until the frames' line is out; progress goes through.
    let held = HeldLines()
    let report = context.report
    carrying.report = { event in
      if case .line = event { held.append(event) } else { report(event) }
    }
    let carried: RenderOutput
    do {
      carried = try carrier.write(carrying)
    } catch {
      // Let the writes in flight end before the error is reported.
      tap.abandon()
      throw error
    }
    let written = try frames.finish(tap, context)
    for event in held.events { report(event) }
    return [written, carried]
  }

  /// Adds what `output` wrote to `context`; outputs after it read frames at its settled settings.
  private static func record(_ output: RenderOutput, in context: inout RenderContext) {
    if let settings = output.settings {
      context.fps = Int(settings.fps)
      context.exportScale = settings.scale
    }
    context.previous.append(output)
  }

  /// The frames of `request` at its own settings, for callers that consume frames themselves
  /// (comparisons); the device frame is not applied.
  public static func frames(_ request: RenderRequest) throws -> SceneFrames {
    let device = try request.device.checked()
    ProcessMemory.prepareForRendering(frameBytes: frameBytes(request))
    let frames = try SceneFrames.render(
      request.scene, on: device, fps: request.fps, exportScale: request.scale)
    ProcessMemory.releaseFreePages()
    return frames
  }

  /// Bytes of one frame as drawn (at the device's scale, or the export scale when higher).
  private static func frameBytes(_ request: RenderRequest) -> Int {
    let scale = max(request.device.scale, request.scale)
    return request.device.width * scale * request.device.height * scale * 4
  }

  /// Where a render's GIF goes when no path is given: `Output/<scene>-<device>.gif` (`defaultName`).
  package static func defaultPath(scene: String, device: String, extension ext: String = "gif") -> String {
    "Output/\(defaultName(scene: scene, device: device)).\(ext)"
  }

  /// `<scene>-<device>`, the name of a render's files (and of a batch job): the scene's name made
  /// portable (`PortableName.fileName`: each run of characters other than `A–Z a–z 0–9 . _ -`
  /// becomes one `-`, so `a<b>:c"d|e?f*g` gives `a-b-c-d-e-f-g-iphone-se`); device names are
  /// catalog names or `WxH@S`, already portable.
  package static func defaultName(scene: String, device: String) -> String {
    "\(PortableName.fileName(scene))-\(device)"
  }
}

/// Lines held back while another output's come first.
private final class HeldLines: @unchecked Sendable {
  private let lock = NSLock()
  private var list: [RenderEvent] = []

  var events: [RenderEvent] { lock.withLock { list } }
  func append(_ event: RenderEvent) { lock.withLock { list.append(event) } }
}
