import Foundation
import SplashDiff
import SplashFiles
import SplashScene

/// `splashreel sheet`: key frames of a GIF or a scene with their timestamps, in one PNG.
enum SheetCommand: Command {
  static let name = "sheet"
  static let summary = "Lay out key frames of a GIF or scene, with their times, as one PNG."
  static let help = """
    Usage: splashreel sheet <file.gif|preset|scene.json> [options]

    Picks key frames and lays them out left to right, top to bottom on a white PNG, each with its
    time and frame number under it and a title line above (DejaVu Sans): a preview for places
    where a GIF does not animate (printed reviews, e-mail, some pull-request views).

    A GIF is read with splashreel's decoder, as browsers play it (delays of 0 or 1 cs count as
    10 cs). A preset or scene file (anything ending in .json or containing a /) is rendered exactly
    as 'splashreel render' renders it, drawing only the chosen frames.

    Options:
    \(SheetOptions.help())
      --device NAME       Scenes: the screen (default: the scene's "device"). A GIF: the device
                          it shows, needed for --device-frame; the GIF must have its shape.
      --fps N             Scenes: frames per second of the render the frames come from, 1...50
                          (default 30).
      --scale 1|2|3       Scenes: pixels per point of the frames before they become thumbnails
                          (default 1).
    \(DeviceFrameOption.help())
      --out PATH          The PNG (default: for a GIF, beside it as <name>-sheet.png; for a scene,
                          Output/<name>-<device>-sheet.png). Written under a temporary name and
                          renamed when complete.

    Prints the PNG's path, how many frames it shows of how many, its columns and size.

    Examples:
      splashreel sheet Output/ad-splash-iphone-15-pro.gif
      splashreel sheet welcome-back --device iphone-15-pro-max --frames 6 --columns 3 --device-frame
      splashreel sheet my-scene.json --device 390x844@3 --every 0.25 --out review.png
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(
      arguments, options: SheetOptions.optionNames().union(["device", "fps", "scale", "out"]),
      flags: DeviceFrameOption.flagNames.union(SheetOptions.flagNames()))
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty
          ? "missing the GIF, preset or scene file"
          : "expected one GIF, preset or scene file, got \(args.positionals.count)")
    }
    let input = args.positionals[0]
    if ["png", "jpg", "jpeg", "webp"].contains((input as NSString).pathExtension.lowercased()) {
      throw UsageError("\(input): one picture has no frames to lay out; give a GIF, a preset or a scene file (.json)")
    }
    if let out = args.value("out") { try OutputPath.check(out, isNotAnyOf: [input]) }
    let options = try SheetOptions(args)
    let frameOptions = try DeviceFrameOption.parse(args)
    let keys: KeyFrames
    let title: String
    let out: String
    if input.lowercased().hasSuffix(".gif") {
      for option in ["fps", "scale"] where args.value(option) != nil {
        throw UsageError("--\(option) is for scenes; a GIF has its own frames")
      }
      var gifKeys = try KeyFrames.gif(input, selection: options.selection)
      let size = gifKeys.frames[0].surface
      if let frameOptions {
        guard let deviceName = args.value("device") else {
          throw UsageError("--device-frame on a GIF needs --device (the device the GIF shows)")
        }
        let device = try DeviceCatalog.device(named: deviceName)
        guard size.width * device.height == size.height * device.width else {
          throw UsageError(
            "\(input) is \(size.width)×\(size.height) pixels, not the shape of \(device.name) (\(device.width)×\(device.height) points)"
          )
        }
        let frame = try DeviceFrame(
          device: device, screenWidth: size.width, screenHeight: size.height, options: frameOptions)
        gifKeys = SheetBuilder.framed(gifKeys, in: frame)
      }
      keys = gifKeys
      title =
        "\((input as NSString).lastPathComponent) · \(size.width)×\(size.height) · \(KeyFrames.seconds(keys.duration)) s · \(keys.frameCount) frames"
      out = args.value("out") ?? String(input.dropLast(4)) + "-sheet.png"
    } else {
      let scene = try RenderCommand.loadScene(input)
      guard let deviceName = args.value("device") ?? scene.defaultDevice else {
        throw UsageError("\(scene.file) names no device; give --device (splashreel devices lists them)")
      }
      let device = try DeviceCatalog.device(named: deviceName)
      let fps = try args.int("fps", default: 30, in: 1...50)
      let scale = try args.int("scale", default: 1, in: 1...3)
      let frames = try SceneFrames.render(scene, on: device, fps: fps, exportScale: scale)
      let resolved = frames.renderer.scene
      let frame = try frameOptions.map { options throws(SceneError) in
        try DeviceFrame(device: device, screenWidth: frames.width, screenHeight: frames.height, options: options)
      }
      keys = try SheetBuilder.keyFrames(of: frames, selection: options.selection, deviceFrame: frame)
      title = SheetBuilder.title(scene: resolved.name, device: device.name, keys: keys, fps: fps)
      out = args.value("out") ?? "Output/\(resolved.name)-\(device.name)-sheet.png"
    }
    let parent = OutputPath.parent(of: out)
    if !parent.isEmpty { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) }
    let sheet = try SheetBuilder.write(keys, title: title, options: options, to: out)
    console.print(SheetBuilder.summary(sheet, keys: keys, path: out))
    return ExitCode.success
  }
}
