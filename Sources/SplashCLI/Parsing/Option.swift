import Foundation

/// One command-line option, declared once: its name, kind, value name, default, allowed values and
/// help. `Arguments` parses and validates against these declarations and `HelpText` lays out the
/// options part of `--help` from them, so adding an option to a command is adding one declaration
/// to its `options` list.
///
/// In `help`, `{default}` and `{range}` stand for the declared default and range (or choices), so
/// the text cannot drift from what the parser accepts.
package struct Option: Sendable, Equatable {
  /// How an option appears on the command line.
  package enum Kind: Sendable, Equatable {
    /// `--name`, no value.
    case flag
    /// `--name VALUE` or `--name=VALUE`; given twice, the last value counts.
    case value
    /// `--name VALUE`, as often as needed; every value is kept, in order.
    case repeatable
  }

  /// What a value must look like; checked when the command line is parsed.
  package enum Rule: Sendable, Equatable {
    /// Any text (paths, names, values the command checks itself).
    case text
    /// A whole number within the range.
    case integer(ClosedRange<Int>)
    /// A finite number within the range.
    case number(ClosedRange<Double>)
    /// Any number `Double` reads, including `nan` and `inf` (the command checks it).
    case anyNumber
    /// One of these words.
    case choice([String])
  }

  /// The name without the leading `--`.
  package var name: String
  /// Flag, value or repeatable value.
  package var kind: Kind
  /// The placeholder help shows after the name (`N`, `PATH`); nil for flags.
  package var valueName: String?
  /// What the value must look like.
  package var rule: Rule
  /// The value used when the option is absent, as it would be written; nil when none.
  package var defaultValue: String?
  /// The description, one paragraph; `HelpText` wraps it. A newline starts a new line.
  package var help: String

  /// A flag: present or not.
  package static func flag(_ name: String, help: String) -> Option {
    Option(name: name, kind: .flag, valueName: nil, rule: .text, defaultValue: nil, help: help)
  }

  /// An option taking free text (a path, a name, a value the command checks itself).
  package static func text(
    _ name: String, _ valueName: String, repeatable: Bool = false, default defaultValue: String? = nil, help: String
  ) -> Option {
    Option(
      name: name, kind: repeatable ? .repeatable : .value, valueName: valueName, rule: .text,
      defaultValue: defaultValue, help: help)
  }

  /// A whole number in `range`.
  package static func integer(
    _ name: String, _ valueName: String = "N", default defaultValue: Int?, in range: ClosedRange<Int>, help: String
  ) -> Option {
    Option(
      name: name, kind: .value, valueName: valueName, rule: .integer(range),
      defaultValue: defaultValue.map(String.init),
      help: help)
  }

  /// A finite number in `range`.
  package static func number(
    _ name: String, _ valueName: String, default defaultValue: Double?, in range: ClosedRange<Double>, help: String
  ) -> Option {
    Option(
      name: name, kind: .value, valueName: valueName, rule: .number(range),
      defaultValue: defaultValue.map(HelpText.number), help: help)
  }

  /// Any number, range checked by the command (`nan` and `inf` included).
  package static func anyNumber(_ name: String, _ valueName: String, default defaultValue: Double? = nil, help: String)
    -> Option
  {
    Option(
      name: name, kind: .value, valueName: valueName, rule: .anyNumber, defaultValue: defaultValue.map(HelpText.number),
      help: help)
  }

  /// One of the cases of `type`, by raw value; help shows them as `a|b|c`.
  package static func choice<T: RawRepresentable & CaseIterable>(_ name: String, default defaultValue: T, help: String)
    -> Option where T.RawValue == String
  {
    let choices = T.allCases.map(\.rawValue)
    return Option(
      name: name, kind: .value, valueName: choices.joined(separator: "|"), rule: .choice(choices),
      defaultValue: defaultValue.rawValue, help: help)
  }

  /// `--name VALUE` as help shows it.
  package var label: String {
    "--" + name + (valueName.map { " " + $0 } ?? "")
  }

  /// The same option spelled `--<prefix><name>` (`render --sheet-frames` for `sheet --frames`).
  package func prefixed(_ prefix: String) -> Option {
    var copy = self
    copy.name = prefix + name
    return copy
  }

  /// The description with `{default}` and `{range}` filled in.
  package var expandedHelp: String {
    var text = help
    if let defaultValue { text = text.replacingOccurrences(of: "{default}", with: defaultValue) }
    if let range = rangeText { text = text.replacingOccurrences(of: "{range}", with: range) }
    return text
  }

  /// The allowed values as help writes them: `1...50`, `0.001...600`, `auto|shared`; nil for free text.
  package var rangeText: String? {
    switch rule {
    case .text, .anyNumber: return nil
    case .integer(let range): return "\(range.lowerBound)...\(range.upperBound)"
    case .number(let range): return HelpText.number(range.lowerBound) + "..." + HelpText.number(range.upperBound)
    case .choice(let choices): return choices.joined(separator: "|")
    }
  }

  /// Checks one value against the rule; the message names the option and what was given.
  func check(_ value: String) throws(UsageError) {
    switch rule {
    case .text:
      return
    case .integer(let range):
      guard let v = Int(value), range.contains(v) else {
        throw UsageError("--\(name) must be an integer in \(range.lowerBound)...\(range.upperBound), got '\(value)'")
      }
    case .number(let range):
      guard let v = Double(value), v.isFinite, range.contains(v) else {
        throw UsageError("--\(name) must be a number in \(range.lowerBound)...\(range.upperBound), got '\(value)'")
      }
    case .anyNumber:
      guard Double(value) != nil else { throw UsageError("--\(name) must be a number, got '\(value)'") }
    case .choice(let choices):
      guard choices.contains(value) else {
        throw UsageError("--\(name) must be one of \(choices.joined(separator: ", ")), got '\(value)'")
      }
    }
  }
}
