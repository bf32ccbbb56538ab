import Foundation
import SplashDiff
import SplashScene
import SplashVideo

/// What `splashreel diff` compares: each side a GIF, a PNG, a folder of PNG frames, or a scene file
/// (`.json`, rendered on `--device` at `--fps` and `--scale`); the ignore mask; and, when both
/// sides are scenes, the motion diff that explains the comparison.
struct DiffInputs {
  /// The two sides, opened; nil when their declared sizes differ (see `declared`).
  var sources: (expected: any AnimationSource, actual: any AnimationSource)?
  /// The sides' declared shapes when their sizes differ: then nothing is opened or decoded.
  var declared: (expected: DeclaredShape, actual: DeclaredShape)?
  /// How reports name the two sides.
  var names: (expected: String, actual: String)
  var ignore: IgnoreMask
  var motion: MotionReport?
  /// Each side opened afresh, unread (for a second pass: alignment, trims).
  var reopenExpected: () throws -> any AnimationSource
  var reopenActual: () throws -> any AnimationSource

  static let options = Option.list(scale, device)

  static let scale: OptionKey<Int> = .integer(
    "scale", "S", default: 1, in: 1...3,
    help: """
      Pixels per point of the inputs (for --ignore in points), and the scale scene files are rendered \
      at, {range}. Default {default}.
      """)
  static let device: OptionKey<String?> = .text(
    "device", "NAME", help: "The screen scene files are rendered on: a catalog name or WxH@S.")

  /// A rendered scene side.
  private struct SceneSide {
    let scene: Scene
    let frames: SceneFrames
    let source: any AnimationSource

    /// The render's size and frame timing, known before any frame is drawn.
    var shape: DeclaredShape {
      DeclaredShape(
        width: frames.width, height: frames.height, frameCount: frames.frameCount, fps: frames.plan.effectiveFPS)
    }
  }

  static func open(_ args: Arguments, fps: Double) throws -> DiffInputs {
    let paths = args.positionals
    let scale = args[Self.scale]
    let scenes = try paths.map { path throws -> SceneSide? in
      guard path.hasSuffix(".json") || path.hasSuffix(".lottie") else { return nil }
      return try render(path, args: args, fps: fps, scale: scale)
    }
    if scenes.allSatisfy({ $0 == nil }) {
      let sceneOnly: [any OptionDeclaration] = [
        Self.device, ExplainOptions.ignoreLayer, ExplainOptions.toleranceMotion,
      ]
      for name in sceneOnly.filter({ args.isGiven($0) }).map(\.option.name) {
        throw UsageError("--\(name) applies to scene files (.json); neither input is one")
      }
    }
    // Sizes from headers first: inputs of different sizes are refused before any frame is decoded
    // (unless --crop, --actual-scale or --fit are to make the sizes meet).
    let matchesSizes =
      args[RecordingOptions.crop] != nil || args.isGiven(RecordingOptions.actualScale) || args[RecordingOptions.fit]
    let shapes = [0, 1].map { scenes[$0]?.shape ?? (matchesSizes ? nil : DeclaredShape.probe(paths[$0], fps: fps)) }
    let names = [0, 1].map { scenes[$0]?.source.name ?? paths[$0] }
    var sources: (expected: any AnimationSource, actual: any AnimationSource)?
    var declared: (expected: DeclaredShape, actual: DeclaredShape)?
    if let e = shapes[0], let a = shapes[1], e.width != a.width || e.height != a.height {
      declared = (e, a)
    } else {
      sources = (
        try scenes[0]?.source ?? AnimationInput.open(paths[0], fps: fps),
        try scenes[1]?.source ?? AnimationInput.open(paths[1], fps: fps)
      )
    }

    var ignore = IgnoreMask(regions: try ExplainOptions.regions(args), scale: Double(scale))
    let ids = args[ExplainOptions.ignoreLayer]
    let sides = scenes.compactMap { $0 }
    for id in ids where !sides.contains(where: { $0.frames.renderer.scene.layerIDs.contains(id) }) {
      try ExplainOptions.checkLayers([id], in: sides.last!.frames.renderer.scene)
    }
    for side in sides {
      let resolved = side.frames.renderer.scene
      do {
        ignore = try ignore.adding(
          resolved, sceneFile: side.scene, layers: ids.filter(resolved.layerIDs.contains), plan: side.frames.plan,
          scale: scale)
      } catch {
        throw UsageError(error.description, cause: error)
      }
    }
    if let (expected, actual) = sources, expected.width == actual.width && expected.height == actual.height {
      try ExplainOptions.check(ignore, width: expected.width, height: expected.height)
    }
    var motion: MotionReport?
    if let old = scenes[0], let new = scenes[1] {
      motion = MotionDiff.compare(
        MotionTrack(old.frames.renderer.scene, plan: old.frames.plan),
        MotionTrack(new.frames.renderer.scene, plan: new.frames.plan), tolerance: try ExplainOptions.tolerance(args))
      motion?.pixelsPerPoint = scale
    }
    return DiffInputs(
      sources: sources, declared: declared, names: (names[0], names[1]), ignore: ignore, motion: motion,
      reopenExpected: { try scenes[0]?.source ?? AnimationInput.open(paths[0], fps: fps) },
      reopenActual: { try scenes[1]?.source ?? AnimationInput.open(paths[1], fps: fps) })
  }

  /// Ignore regions are in the expected's pixels: refuses them when matching cut or scaled the expected.
  func checkIgnoreAfterScaling(_ matching: ComparisonReport.Matching) throws(UsageError) {
    guard !ignore.isEmpty else { return }
    throw UsageError(
      "--ignore and --ignore-layer are in the expected's pixels, but --crop/--actual-scale/--fit changed it to "
        + "\(matching.comparedSize.width)×\(matching.comparedSize.height): crop the actual only, or leave the regions out"
    )
  }

  private static func render(_ path: String, args: Arguments, fps: Double, scale: Int) throws -> SceneSide {
    // Scenes render as `render` writes GIFs (goldens are GIFs).
    let limit = ExportFormat.gif.maximumFPS
    guard fps == fps.rounded(), (1...Double(limit)).contains(fps) else {
      throw UsageError(
        "--fps must be a whole number in 1...\(limit) to render a scene, got \(args.text(DiffCommand.fps) ?? "")")
    }
    let scene = try RenderCommand.loadScene(path)
    guard let name = args[Self.device] ?? scene.defaultDevice else {
      throw UsageError("\(path) names no device; give --device (splashreel devices lists them)")
    }
    let device = try DeviceCatalog.device(named: name)
    let frames = try SceneFrames.render(scene, on: device, fps: Int(fps), exportScale: scale)
    let source = SurfaceSequenceSource(
      name: "\(path) (\(scene.name) on \(device.name) at \(Int(fps)) fps)", width: frames.width, height: frames.height,
      frameCount: frames.frameCount, fps: frames.plan.effectiveFPS
    ) { try frames.frame(at: $0) }
    return SceneSide(scene: scene, frames: frames, source: source)
  }
}
