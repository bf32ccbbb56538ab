/// Exit statuses shared by every subcommand.
public enum ExitCode {
  /// Success, or "same" for comparisons.
  public static let success: Int32 = 0
  /// Bad input or a failed operation; the message says what to fix.
  public static let failure: Int32 = 1
  /// The command line itself was wrong.
  public static let usage: Int32 = 2
  /// `diff`/`check`: the pixels differ beyond the tolerance.
  public static let pixelsDiffer: Int32 = 3
  /// `diff`/`check`: size, frame timing or duration differ.
  public static let structureDiffers: Int32 = 4
}
