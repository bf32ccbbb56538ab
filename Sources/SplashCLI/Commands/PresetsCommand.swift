import SplashScene

/// `splashreel presets`: the bundled scenes, one line each.
enum PresetsCommand: Command {
  static let name = "presets"
  static let summary = "List the bundled launch-animation presets."
  static let options: [Option] = []

  static let help = """
    Usage: splashreel presets

    Lists the bundled scenes, one per line: name, length in seconds, default device, summary.
    Each is a readable scene file under Assets/<name>/<name>.json that can be copied and edited
    (see docs/scene-format.md); render one with splashreel render <name> --device NAME.
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    _ = try Arguments(arguments, options: Self.options)
    let width = Presets.names.map(\.count).max() ?? 0
    for name in Presets.names {
      let scene = try Presets.load(name)
      let length = scene.duration.map { DevicesCommand.points($0) + " s" } ?? "-"
      console.print(
        name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
          + length.padding(toLength: 7, withPad: " ", startingAt: 0)
          + (scene.defaultDevice ?? "-").padding(toLength: 16, withPad: " ", startingAt: 0) + (scene.summary ?? ""))
    }
    return ExitCode.success
  }
}
