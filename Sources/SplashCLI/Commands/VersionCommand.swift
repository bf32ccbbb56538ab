import SplashBuildIdentity
import SplashDiff
import SplashPresets

/// `splashreel version`: prints the tool version and the identity of the sources it was built from.
enum VersionCommand: Command {
  static let name = "version"
  static let summary = "Print the version of splashreel and the build identity of its sources."
  static let options = Option.list(paths)

  static let paths: OptionKey<Bool> = .flag(
    "paths", help: "Also print the folders the presets and the page templates are read from.")

  static let help = """
    Usage: splashreel version [--paths]

    Prints the version of splashreel, then `build <identity>`: the SHA-256 of the Package.swift and
    the files under Sources/ it was built from, by content (file dates do not count). The library's
    snapshot assertions run this executable only when its identity is the library's own.

    With --paths, also `presets <folder>` and `templates <folder>`: the resource bundles found beside
    the executable, in ../share/splashreel/ (scripts/dev install PREFIX), or else in the checkout it
    was built from; `templates missing` when none holds them.

    Options:
    \(HelpText.options(options))
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    console.print("splashreel \(SplashReelTool.version)")
    console.print("build \(BuildIdentity.sources)")
    if args[Self.paths] {
      console.print("presets \(PresetResources.directory.path)")
      console.print("templates \(PageResources.directory ?? "missing")")
    }
    return ExitCode.success
  }
}
