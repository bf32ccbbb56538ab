import Foundation
import SplashScene

/// `splashreel devices`: the device catalog as a table or JSON.
enum DevicesCommand: Command {
  static let name = "devices"
  static let summary = "List the devices scenes can be rendered for."
  static let options = Option.list(json)

  static let json: OptionKey<Bool> = .flag(
    "json",
    help: """
      print a JSON array instead of the table (keys: name, models, family, width, height, scale, \
      pixelWidth, pixelHeight, safeArea {top, left, bottom, right}, cornerRadius, cutout).
      """)

  static let help = """
    Usage: splashreel devices [NAME...] [--json]

    Lists every catalog device: its name (what --device takes), portrait size in points, scale,
    size in pixels, safe-area insets in points (top, left, bottom, right), display corner radius,
    the cutout at the top of the screen (none, notch, dynamic-island) and the models it stands for.

    Arguments:
      NAME...   show only these devices; a custom screen WxH@S (e.g. 390x844@3) is accepted too
                and shows the safe area it is given.

    Options:
    \(HelpText.options(options))

    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let parsed = try Arguments(arguments, options: Self.options)
    let devices: [Device]
    if parsed.positionals.isEmpty {
      devices = DeviceCatalog.all
    } else {
      devices = try parsed.positionals.map { name throws(SceneError) in try DeviceCatalog.device(named: name) }
    }
    if parsed[Self.json] {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      console.print(String(decoding: try encoder.encode(devices), as: UTF8.self))
    } else {
      console.print(table(devices))
    }
    return ExitCode.success
  }

  /// The aligned table, one device a line under a header.
  static func table(_ devices: [Device]) -> String {
    let header = ["name", "points", "@", "pixels", "safe area t,l,b,r", "corner", "cutout", "models"]
    let rows = devices.map { d in
      [
        d.name, "\(d.width)x\(d.height)", "\(d.scale)", "\(d.pixelWidth)x\(d.pixelHeight)",
        [d.safeArea.top, d.safeArea.left, d.safeArea.bottom, d.safeArea.right].map(points).joined(separator: ","),
        points(d.cornerRadius), d.cutout.rawValue, d.models,
      ]
    }
    let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
    return ([header] + rows).map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column] + 2, withPad: " ", startingAt: 0)
      }.joined()
    }.joined(separator: "\n")
  }

  /// A length in points without a needless ".0".
  static func points(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
