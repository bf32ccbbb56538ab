/// Exit statuses shared by every subcommand.
package enum ExitCode {
  /// Success, or "same" for comparisons.
  package static let success: Int32 = 0
  /// Bad input or a failed operation; the message says what to fix.
  package static let failure: Int32 = 1
  /// The command line itself was wrong.
  package static let usage: Int32 = 2
  /// `diff`/`check`: the pixels differ beyond the tolerance.
  package static let pixelsDiffer: Int32 = 3
  /// `diff`/`check`: size, frame timing or duration differ.
  package static let structureDiffers: Int32 = 4
}
