import Foundation
import SplashDiff
import SplashGIF
import SplashScene

/// What `render` (and `batch`) add for pull requests and CI: a palette size, a byte budget, the
/// device drawn around the preview and a contact sheet.
struct PreviewOptions: Sendable {
  /// Palette colours the GIF starts with (2…256).
  var colors = 256
  /// `--max-bytes`: re-encode with less until the GIF fits (see `SizeBudget`).
  var maxBytes: Int?
  /// `--device-frame`: draw the device around every frame.
  var deviceFrame: DeviceFrame.Options?
  /// `--sheet`: also write a contact sheet of the GIF's key frames.
  var sheet: SheetOptions?
  /// Where the sheet goes; nil: beside the GIF, `<name>-sheet.png`.
  var sheetPath: String?

  init() {}

  static let optionNames: Set<String> = SheetOptions.optionNames(prefix: "sheet-").union([
    "colors", "max-bytes", "link-base",
  ])
  static let flagNames: Set<String> = DeviceFrameOption.flagNames.union(SheetOptions.flagNames(prefix: "sheet-"))
    .union(["sheet", "markdown", "json"])

  /// The help `render` shows for these options (its description column is 18).
  static var help: String {
    let column = 18
    return [
      HelpText.options([("--colors N", ["Palette colours of the GIF, 2...256 (default 256)."])], column: column),
      ByteBudget.help(column: column),
      DeviceFrameOption.help(column: column),
      HelpText.options(
        [
          (
            "--sheet",
            [
              "Also write a contact sheet of key frames beside each GIF,",
              "<name>-<device>-sheet.png (see 'splashreel sheet'), shaped by:",
            ]
          )
        ], column: column),
      SheetOptions.help(prefix: "sheet-", column: column),
      HelpText.options(
        [
          (
            "--markdown",
            [
              "Print a snippet for a pull-request description instead of the usual lines:",
              "the image link (relative to the git checkout's root), device, duration,",
              "frame count, size, what --max-bytes lowered, the sheet.",
            ]
          ),
          (
            "--link-base URL",
            ["With --markdown: put URL/ before each link, e.g.", "https://github.com/OWNER/REPO/raw/BRANCH."]
          ),
          (
            "--json",
            [
              "Print what was written as JSON instead (an array with --all): scene,",
              "device, models, output, width, height, frames, framesWritten, fps, duration,",
              "bytes, colors, scale, deviceFrame, maxBytes, reduced, attempts, sheet.",
            ]
          ),
        ], column: column),
    ].joined(separator: "\n")
  }

  /// Reads the options of `args`.
  init(_ args: Arguments) throws(UsageError) {
    colors = try args.int("colors", default: 256, in: 2...256)
    maxBytes = try ByteBudget.parse(args)
    deviceFrame = try DeviceFrameOption.parse(args)
    let sheetOptions = try SheetOptions(args, prefix: "sheet-")
    if args.flag("sheet") {
      sheet = sheetOptions
    } else if let given = SheetOptions.optionNames(prefix: "sheet-").sorted().first(where: { args.value($0) != nil }) {
      throw UsageError("--\(given) shapes the contact sheet; add --sheet")
    } else if args.flag("sheet-by-change") {
      throw UsageError("--sheet-by-change shapes the contact sheet; add --sheet")
    }
    if args.flag("markdown") && args.flag("json") { throw UsageError("give --markdown or --json, not both") }
    if args.value("link-base") != nil && !args.flag("markdown") {
      throw UsageError("--link-base is for --markdown")
    }
  }
}
