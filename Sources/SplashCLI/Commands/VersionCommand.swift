import SplashBuildIdentity

/// `splashreel version`: prints the tool version and the identity of the sources it was built from.
enum VersionCommand: Command {
  static let name = "version"
  static let summary = "Print the version of splashreel and the build identity of its sources."
  static let options: [Option] = []

  static let help = """
    Usage: splashreel version

    Prints the version of splashreel, then `build <identity>`: the SHA-256 of the Package.swift and
    the files under Sources/ it was built from, by content (file dates do not count). The library's
    snapshot assertions run this executable only when its identity is the library's own.
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    _ = try Arguments(arguments, options: Self.options)
    console.print("splashreel \(SplashReelTool.version)")
    console.print("build \(BuildIdentity.sources)")
    return ExitCode.success
  }
}
