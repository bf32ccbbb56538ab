import Testing

@testable import SplashCLI

/// A small command's declarations, covering every kind and rule.
private enum Keys {
  static let out: OptionKey<String?> = .text("out", "PATH", help: "Where to write.")
  static let device: OptionKey<[String]> = .repeatable("device", "NAME", help: "A screen; may be repeated.")
  static let fps: OptionKey<Int> = .integer(
    "fps", default: 30, in: 1...50, help: "Frames per second, {range} (default {default}).")
  static let limit: OptionKey<Int?> = .integer("limit", in: 0...100, help: "At most N.")
  static let offset: OptionKey<Double> = .number("offset", "S", default: 0.5, in: -10...10, help: "Seconds, {range}.")
  static let velocity: OptionKey<Double?> = .anyNumber("velocity", "V", help: "Any number.")
  static let dither: OptionKey<Dither> = .choice("dither", default: Dither.auto, help: "How to dither.")
  static let quiet: OptionKey<Bool> = .flag("quiet", help: "Print nothing.")
}

private let declared = Option.list(
  Keys.out, Keys.device, Keys.fps, Keys.limit, Keys.offset, Keys.velocity, Keys.dither, Keys.quiet)

private enum Dither: String, CaseIterable { case auto, ordered, none }

private func parse(_ raw: [String]) throws(UsageError) -> Arguments { try Arguments(raw, options: declared) }

/// The message of the usage error `raw` gives, or nil when it parses.
private func error(_ raw: [String]) -> String? {
  do {
    _ = try parse(raw)
    return nil
  } catch {
    return error.description
  }
}

@Test func valuesComeSeparateOrAfterAnEqualsSign() throws {
  let args = try parse(["in.json", "--out", "a.gif", "--fps=12", "--dither=none", "--quiet"])
  #expect(args.positionals == ["in.json"])
  #expect(args[Keys.out] == "a.gif")
  #expect(args[Keys.fps] == 12)
  #expect(args[Keys.dither] == .none)
  #expect(args[Keys.quiet])
  #expect(try parse(["--out="])[Keys.out] == "")
  #expect(try parse(["--out=a=b.gif"])[Keys.out] == "a=b.gif")
}

@Test func absentOptionsGiveTheirDeclaredDefaults() throws {
  let args = try parse([])
  #expect(args[Keys.fps] == 30)
  #expect(args.ifGiven(Keys.fps) == nil)
  #expect(args[Keys.limit] == nil)
  #expect(args[Keys.offset] == 0.5)
  #expect(args[Keys.velocity] == nil)
  #expect(args[Keys.dither] == .auto)
  #expect(args[Keys.out] == nil)
  #expect(!args[Keys.quiet])
  #expect(!args.isGiven(Keys.fps))
  #expect(args[Keys.device] == [])
}

@Test func repeatableOptionsKeepEveryValueInOrderOthersTheLast() throws {
  let args = try parse(["--device", "iphone-8", "--fps", "10", "--device=iphone-se", "--fps", "20"])
  #expect(args[Keys.device] == ["iphone-8", "iphone-se"])
  #expect(args.text(Keys.device) == "iphone-se")
  #expect(args[Keys.fps] == 20)
  #expect(args.isGiven(Keys.fps))
}

@Test func negativeNumbersAndADashAreValuesAndPositionals() throws {
  let args = try parse(["--offset", "-3", "--velocity", "-0.25", "--out", "-", "-1.5", "-"])
  #expect(args[Keys.offset] == -3)
  #expect(args[Keys.velocity] == -0.25)
  #expect(args[Keys.out] == "-")
  #expect(args.positionals == ["-1.5", "-"])
  #expect(try parse(["--velocity", "nan"])[Keys.velocity]!.isNaN)
}

@Test func everythingAfterADoubleDashIsAPositional() throws {
  let args = try parse(["a", "--", "--quiet", "-x", "--fps=99", "--"])
  #expect(args.positionals == ["a", "--quiet", "-x", "--fps=99", "--"])
  #expect(!args[Keys.quiet])
  #expect(args[Keys.fps] == 30)
}

@Test func anOptionFollowedByAnotherOptionNeedsAValue() {
  #expect(error(["--out", "--quiet"]) == "--out needs a value, got --quiet")
  #expect(error(["--out", "--unknown"]) == "--out needs a value, got --unknown")
  #expect(error(["--fps", "--"]) == "--fps needs a value, got --")
  #expect(error(["--device", "iphone-8", "--device"]) == "--device needs a value")
}

@Test func flagsTakeNoValue() {
  #expect(error(["--quiet=yes"]) == "--quiet takes no value")
  #expect(error(["--quiet="]) == "--quiet takes no value")
}

@Test func unknownOptionsAreErrorsWithTheClosestName() {
  #expect(error(["--fsp", "3"]) == "unknown option '--fsp' (did you mean --fps?)")
  #expect(error(["--devcie=iphone-8"]) == "unknown option '--devcie' (did you mean --device?)")
  #expect(error(["--colour", "3"]) == "unknown option '--colour'")
  #expect(error(["-q"]) == "unknown option '-q' (options are spelled --name)")
  #expect(error(["-fps"]) == "unknown option '-fps' (options are spelled --name)")
}

@Test func valuesAreCheckedAgainstTheirRules() {
  #expect(error(["--fps", "0"]) == "--fps must be an integer in 1...50, got '0'")
  #expect(error(["--fps", "2.5"]) == "--fps must be an integer in 1...50, got '2.5'")
  #expect(error(["--fps=51"]) == "--fps must be an integer in 1...50, got '51'")
  #expect(error(["--limit", "-1"]) == "--limit must be an integer in 0...100, got '-1'")
  #expect(error(["--offset", "11"]) == "--offset must be a number in -10.0...10.0, got '11'")
  #expect(error(["--offset", "inf"]) == "--offset must be a number in -10.0...10.0, got 'inf'")
  #expect(error(["--velocity", "fast"]) == "--velocity must be a number, got 'fast'")
  #expect(error(["--dither", "fs"]) == "--dither must be one of auto, ordered, none, got 'fs'")
  // Every value of a repeated option is checked, not only the last.
  #expect(error(["--fps", "99", "--fps", "10"]) == "--fps must be an integer in 1...50, got '99'")
}

@Test func helpIsGeneratedFromTheDeclarations() {
  // The column follows the longest label that fits (--device NAME); longer ones stand alone.
  #expect(
    HelpText.options(declared) == """
        --out PATH     Where to write.
        --device NAME  A screen; may be repeated.
        --fps N        Frames per second, 1...50 (default 30).
        --limit N      At most N.
        --offset S     Seconds, -10...10.
        --velocity V   Any number.
        --dither auto|ordered|none
                       How to dither.
        --quiet        Print nothing.
      """)
}

@Test func helpColumnsFollowTheLongestLabelAndLongTextWraps() {
  let options: [Option] = [
    .flag("all", help: "Every preset."),
    .integer(
      "tile-width", "W", default: 240, in: 16...4000,
      help: String(repeating: "word ", count: 30) + "end, {range} (default {default})."),
    .text("a-very-long-option-name", "VALUE", help: "Goes under its name.\nA second line, kept as written."),
  ]
  // 100 columns less the 18 of the column: 82 for the text.
  #expect(
    HelpText.options(options) == """
        --all           Every preset.
        --tile-width W  word word word word word word word word word word word word word word word word
                        word word word word word word word word word word word word word word end,
                        16...4000 (default 240).
        --a-very-long-option-name VALUE
                        Goes under its name.
                        A second line, kept as written.
      """)
  #expect(HelpText.options(options).split(separator: "\n").allSatisfy { $0.count <= HelpText.width })
}

@Test func prefixedOptionsKeepTheirRulesUnderTheNewName() throws {
  let keys = SheetOptions.Keys.prefixed
  let sheet = SheetOptions.options(prefix: "sheet-")
  #expect(sheet.map(\.name) == ["sheet-columns", "sheet-frames", "sheet-every", "sheet-by-change", "sheet-tile-width"])
  #expect(throws: UsageError.self) { try Arguments(["--sheet-columns", "0"], options: sheet) }
  #expect(try Arguments(["--sheet-columns", "7"], options: sheet)[keys.columns] == 7)
  #expect(try Arguments(["--sheet-columns", "7"], options: sheet)[keys.frames] == 8)
}

/// Every command's help shows every option it declares, with its declared range and default, and
/// no placeholder is left unfilled.
@Test func everyCommandsHelpShowsItsDeclarations() {
  for command in SplashReelTool.commands {
    for option in command.options {
      let listed = command.help.contains("\n  \(option.label) ") || command.help.contains("\n  \(option.label)\n")
      #expect(listed, "\(command.name) --help lacks \(option.label)")
      for placeholder in ["{default}", "{range}"] {
        #expect(!option.expandedHelp.contains(placeholder), "\(command.name) --\(option.name): \(placeholder)")
      }
      if let range = option.rangeText {
        var shown = option.expandedHelp.contains(range) || option.valueName == range
        if case .integer(let values) = option.rule {
          shown = shown || option.valueName == values.map(String.init).joined(separator: "|")
        }
        #expect(shown, "\(command.name) --\(option.name) does not show \(range)")
      }
    }
    #expect(!command.help.contains("\t"))
  }
}

@Test func textQuotesTheValueAsWrittenElseTheDeclaredDefault() throws {
  let args = try parse(["--fps", "07", "--offset=-2.50"])
  #expect(args[Keys.fps] == 7)
  #expect(args.text(Keys.fps) == "07")
  #expect(args[Keys.offset] == -2.5)
  #expect(args.text(Keys.offset) == "-2.50")
  #expect(try parse([]).text(Keys.fps) == "30")
  #expect(try parse([]).text(Keys.offset) == "0.5")
  #expect(try parse([]).text(Keys.out) == nil)
  #expect(try parse(["--fps", "7"]).ifGiven(Keys.fps) == 7)
  #expect(try parse(["--quiet"]).ifGiven(Keys.quiet) == true)
  #expect(try parse([]).ifGiven(Keys.quiet) == nil)
}

@Test func optionListsKeepTheOrderTheKeysAreGivenIn() {
  #expect(declared.map(\.name) == ["out", "device", "fps", "limit", "offset", "velocity", "dither", "quiet"])
  #expect(declared[2] == Keys.fps.option)
  #expect(Keys.fps.prefixed("sheet-").option.name == "sheet-fps")
  #expect(Keys.fps.prefixed("sheet-").option.rule == Keys.fps.option.rule)
}
