import Foundation
import SplashDiff
import SplashGIF
import SplashScene

/// What `render` (and `batch`) add for pull requests and CI: a palette size, a byte budget, the
/// device drawn around the preview and a contact sheet.
struct PreviewOptions: Sendable {
  /// Palette colours the GIF starts with (2…256).
  var colors: Int
  /// `--lossy`: lossy LZW for a GIF (0 = exact).
  var lossy: Int
  /// `--max-bytes`: re-encode with less until the GIF fits (see `SizeBudget`).
  var maxBytes: Int?
  /// `--device-frame`: draw the device around every frame.
  var deviceFrame: DeviceFrame.Options?
  /// `--sheet`: also write a contact sheet of the GIF's key frames.
  var sheet: SheetOptions?
  /// Where the sheet goes; nil: beside the GIF, `<name>-sheet.png`.
  var sheetPath: String?

  /// The declared defaults: 256 colours, no budget, frame or sheet (what `batch` starts from).
  init() {
    // Parsing nothing cannot fail: every default lies within its range.
    try! self.init(Arguments([], options: Self.options))
  }

  /// The options `render` declares for these.
  static let options =
    Option.list(colors, lossy, ByteBudget.maxBytes) + DeviceFrameOption.options + Option.list(sheetFlag)
    + SheetOptions.Keys.prefixed.options + Option.list(markdown, linkBase, json)

  static let colors: OptionKey<Int> = .integer(
    "colors", default: 256, in: 2...256, help: "Palette colours of a GIF, {range} (default {default}).")
  static let lossy: OptionKey<Int> = .integer(
    "lossy", "N", default: 0, in: GIFEncodingOptions.lossyRange,
    help: """
      Lossy LZW for a GIF, {range} (default {default}: exact): a changed pixel may take a nearby palette \
      colour that adds at most N grey levels to its error, when that makes LZW strings longer; pixels \
      that do not change stay exact, so nothing static flickers (see 'splashreel help encode').
      """)
  static let sheetFlag: OptionKey<Bool> = .flag(
    "sheet",
    help: """
      Also write a contact sheet of key frames beside each file, <name>-<device>-sheet.png (see \
      'splashreel sheet'), shaped by:
      """)
  static let markdown: OptionKey<Bool> = .flag(
    "markdown",
    help: """
      Print a snippet for a pull-request description instead of the usual lines: the image link \
      (relative to the git checkout's root; for MP4, MOV and WebM a link naming the format, length \
      and size, as Markdown strips video tags), device, duration, frame count, size, what \
      --max-bytes lowered, the sheet.
      """)
  static let linkBase: OptionKey<String?> = .text(
    "link-base", "URL",
    help: "With --markdown: put URL/ before each link, e.g. https://github.com/OWNER/REPO/raw/BRANCH.")
  static let json: OptionKey<Bool> = .flag(
    "json",
    help: """
      Print what was written as JSON instead (an array with --all): scene, device, models, output, \
      format, width, height, frames, framesWritten, fps, duration, bytes, colors (GIF), quality \
      (video, APNG, WebP), scale, deviceFrame, maxBytes, reduced, attempts, sheet.
      """)

  /// Reads the options of `args`.
  init(_ args: Arguments) throws(UsageError) {
    colors = args[Self.colors]
    lossy = args[Self.lossy]
    maxBytes = try ByteBudget.parse(args)
    deviceFrame = try DeviceFrameOption.parse(args)
    let sheetKeys = SheetOptions.Keys.prefixed
    let sheetOptions = try SheetOptions(args, keys: sheetKeys)
    if args[Self.sheetFlag] {
      sheet = sheetOptions
    } else if let given = sheetKeys.options.filter({ args.isGiven($0) }).map(\.name).sorted().first {
      throw UsageError("--\(given) shapes the contact sheet; add --sheet")
    }
    if args[Self.markdown] && args[Self.json] { throw UsageError("give --markdown or --json, not both") }
    if args[Self.linkBase] != nil && !args[Self.markdown] {
      throw UsageError("--link-base is for --markdown")
    }
  }
}
