import SplashNames

/// A strict command-line parser over a command's declared `Option`s: `--name value`,
/// `--name=value`, `--flag`, repeatable options, positionals, and `--` before positionals that
/// start with a dash. Every value is checked against its declaration while parsing, so a command
/// reads only valid values; an undeclared option is an error with a suggestion, never ignored.
public struct Arguments: Sendable {
  /// Positionals in order.
  public private(set) var positionals: [String] = []
  private let declared: [String: Option]
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Parses `raw` (the arguments after the command name) against `options`.
  public init(_ raw: [String], options: [Option]) throws(UsageError) {
    var declared: [String: Option] = [:]
    for option in options {
      precondition(declared[option.name] == nil, "--\(option.name) is declared twice")
      declared[option.name] = option
    }
    self.declared = declared
    var i = 0
    var onlyPositionals = false
    while i < raw.count {
      let arg = raw[i]
      i += 1
      if onlyPositionals || !arg.hasPrefix("--") {
        if !onlyPositionals && Self.looksLikeShortOption(arg) {
          throw UsageError("unknown option '\(arg)' (options are spelled --name)")
        }
        positionals.append(arg)
        continue
      }
      if arg == "--" {
        onlyPositionals = true
        continue
      }
      var name = String(arg.dropFirst(2))
      var inlineValue: String?
      if let eq = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: eq)...])
        name = String(name[..<eq])
      }
      guard let option = declared[name] else {
        let hint = NameSuggestion.closest(to: name, in: options.map(\.name)).map { " (did you mean --\($0)?)" } ?? ""
        throw UsageError("unknown option '--\(name)'\(hint)")
      }
      if option.kind == .flag {
        if inlineValue != nil { throw UsageError("--\(name) takes no value") }
        flags.insert(name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else {
        guard i < raw.count else { throw UsageError("--\(name) needs a value") }
        // `--out --quiet` forgot the value; `--offset -3` and `--out -` are values.
        guard !raw[i].hasPrefix("--") else { throw UsageError("--\(name) needs a value, got \(raw[i])") }
        value = raw[i]
        i += 1
      }
      try option.check(value)
      values[name, default: []].append(value)
    }
  }

  /// `-x` and `-quiet` are mistyped options; `-`, `-3` and `-0.5` are positionals.
  private static func looksLikeShortOption(_ arg: String) -> Bool {
    arg.hasPrefix("-") && arg != "-" && Double(arg) == nil
  }

  /// Whether the flag was given.
  public func flag(_ name: String) -> Bool {
    precondition(declaration(name).kind == .flag, "--\(name) is not declared as a flag")
    return flags.contains(name)
  }

  /// Whether the option was given (any kind).
  public func isGiven(_ name: String) -> Bool {
    declaration(name).kind == .flag ? flags.contains(name) : values[name] != nil
  }

  /// The last value given for an option, else its declared default, else nil.
  public func value(_ name: String) -> String? {
    values[name]?.last ?? declaration(name).defaultValue
  }

  /// Every value given for a repeatable option, in order.
  public func values(_ name: String) -> [String] {
    precondition(declaration(name).kind == .repeatable, "--\(name) is not declared repeatable")
    return values[name] ?? []
  }

  /// An integer option's value, or its declared default.
  public func int(_ name: String) -> Int {
    guard let value = intIfGiven(name) ?? declaration(name).defaultValue.flatMap({ Int($0) }) else {
      preconditionFailure("--\(name) has no default; read it with intIfGiven")
    }
    return value
  }

  /// An integer option's value when given (ignoring any default).
  public func intIfGiven(_ name: String) -> Int? {
    guard case .integer = declaration(name).rule else { preconditionFailure("--\(name) is not an integer option") }
    return values[name]?.last.flatMap { Int($0) }
  }

  /// A number option's value, else its declared default, else nil.
  public func double(_ name: String) -> Double? {
    switch declaration(name).rule {
    case .number, .anyNumber: return value(name).flatMap { Double($0) }
    default: preconditionFailure("--\(name) is not a number option")
    }
  }

  /// A choice option's value (or its default) as the enum whose raw values it was declared with.
  public func choice<T: RawRepresentable>(_ name: String, as type: T.Type = T.self) -> T where T.RawValue == String {
    guard case .choice = declaration(name).rule, let raw = value(name), let parsed = T(rawValue: raw) else {
      preconditionFailure("--\(name) is not a choice option of \(T.self) with a default")
    }
    return parsed
  }

  /// The declaration of `name`; reading an undeclared option is a mistake in the command.
  private func declaration(_ name: String) -> Option {
    guard let option = declared[name] else { preconditionFailure("--\(name) is not declared by this command") }
    return option
  }
}
