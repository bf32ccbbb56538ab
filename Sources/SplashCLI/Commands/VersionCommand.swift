/// `splashreel version`: prints the tool version and the libgd it runs on.
enum VersionCommand: Command {
  static let name = "version"
  static let summary = "Print the version of splashreel."
  static let options: [Option] = []

  static let help = """
    Usage: splashreel version

    Prints the version of splashreel.
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    _ = try Arguments(arguments, options: Self.options)
    console.print("splashreel \(SplashReelTool.version)")
    return ExitCode.success
  }
}
