import SplashGD
import SplashNames
import SplashRender

/// The `splashreel` command: dispatches to subcommands, prints errors as one line, maps them to
/// exit statuses.
package enum SplashReelTool {
  /// Every subcommand, in the order `--help` lists them.
  package static let commands: [any Command.Type] = [
    VersionCommand.self,
    CurveCommand.self,
    EncodeCommand.self,
    DevicesCommand.self,
    PresetsCommand.self,
    RenderCommand.self,
    SheetCommand.self,
    BatchCommand.self,
    DiffCommand.self,
    CheckCommand.self,
    LaunchImageCommand.self,
    PreviewCommand.self,
    SchemaCommand.self,
  ]

  /// The tool's version, part of batch-render content hashes.
  package static let version = "0.1.0"

  /// Runs the tool with `arguments` (without the program name) and returns the exit status.
  /// Applies the process-wide settings a program may opt in to and the library never applies on
  /// its own: the allocator tuning of `ProcessMemory` and the silencing of libpng's warnings
  /// (`LibpngWarnings`). The `splashreel` executable calls it first; tests running commands
  /// in-process do not, so their process stays as it was.
  package static func adoptProcessSettings() {
    ProcessMemory.adopt()
    LibpngWarnings.silence()
  }

  package static func main(_ arguments: [String], console: Console = .standard()) -> Int32 {
    guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
      return help(topics: Array(arguments.dropFirst()), console: console, called: !arguments.isEmpty)
    }
    if first == "--version" {
      console.print("splashreel \(version)")
      return ExitCode.success
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      console.printError(
        "splashreel: unknown command '\(first)'\(suggestion(for: first)); run 'splashreel --help' for the list")
      return ExitCode.usage
    }
    let rest = Array(arguments.dropFirst())
    // `--help` after `--` is a positional (a file so named), not a request for help.
    let options = rest.prefix { $0 != "--" }
    if options.contains("--help") || options.contains("-h") {
      console.print(command.help)
      return ExitCode.success
    }
    do {
      return try command.run(rest, console: console)
    } catch let error as UsageError {
      console.printError("splashreel \(command.name): \(error.description)")
      return ExitCode.usage
    } catch {
      console.printError("splashreel \(command.name): \(String(describing: error))")
      return ExitCode.failure
    }
  }

  /// `splashreel help [command]`: the command's help, or the overview; an unknown topic is a usage
  /// error that suggests the closest command (or lists them all).
  static func help(topics: [String], console: Console, called: Bool) -> Int32 {
    guard let topic = topics.first else {
      console.print(overview)
      return called ? ExitCode.success : ExitCode.usage
    }
    guard topics.count == 1 else {
      console.printError("splashreel help: give one command, got \(topics.count): \(topics.joined(separator: " "))")
      return ExitCode.usage
    }
    guard let command = commands.first(where: { $0.name == topic }) else {
      let hint = suggestion(for: topic)
      let names = commands.map { $0.name }.joined(separator: ", ")
      console.printError(
        "splashreel help: no command '\(topic)'" + (hint.isEmpty ? "; the commands are \(names)" : hint))
      return ExitCode.usage
    }
    console.print(command.help)
    return ExitCode.success
  }

  /// " (did you mean 'render'?)" for a mistyped command name, else "".
  static func suggestion(for word: String) -> String {
    NameSuggestion.hint(for: word, in: commands.map { $0.name })
  }

  static var overview: String {
    var lines = [
      "splashreel \(version) — renders launch-screen animations frame by frame and exports GIF previews.",
      "",
      "Usage: splashreel <command> [options]    (splashreel help <command> for details)",
      "",
      "Commands:",
    ]
    let width = commands.map { $0.name.count }.max() ?? 0
    for command in commands {
      lines.append("  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary)
    }
    lines.append("")
    lines.append("Exit status: 0 success, 1 error, 2 usage error, 3 pixels differ, 4 structure differs.")
    return lines.joined(separator: "\n")
  }
}
