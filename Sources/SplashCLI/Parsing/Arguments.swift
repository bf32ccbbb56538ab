import SplashNames

/// A strict command-line parser over a command's declared `Option`s: `--name value`,
/// `--name=value`, `--flag`, repeatable options, positionals, and `--` before positionals that
/// start with a dash. Every value is checked against its declaration while parsing, so a command
/// reads only valid values; an undeclared option is an error with a suggestion, never ignored.
/// Commands read values through their typed keys (`args[Self.fps]`, see `OptionKey`).
package struct Arguments: Sendable {
  /// Positionals in order.
  package private(set) var positionals: [String] = []
  private let declared: [String: Option]
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Parses `raw` (the arguments after the command name) against `options`.
  package init(_ raw: [String], options: [Option]) throws(UsageError) {
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

  /// The value of a typed option: what was given (the last value; every value of a repeatable
  /// option), else its declared default.
  package subscript<Value>(key: OptionKey<Value>) -> Value {
    key.value(given: given(key.option))
  }

  /// The value of a typed option when it was given, nil when absent (its default aside).
  package func ifGiven<Value>(_ key: OptionKey<Value>) -> Value? {
    isGiven(key) ? self[key] : nil
  }

  /// Whether the option was given on the command line (its default aside).
  package func isGiven(_ declaration: any OptionDeclaration) -> Bool {
    !given(declaration.option).isEmpty
  }

  /// The option's value as written (the last one given), else its declared default as help writes
  /// it, else nil: for messages that quote what was given.
  package func text(_ declaration: any OptionDeclaration) -> String? {
    given(declaration.option).last ?? declaration.option.defaultValue
  }

  /// The texts given for `option`, in order (one empty text per flag given).
  private func given(_ option: Option) -> [String] {
    // A key must be in the command's list: else it could never be given and help would omit it.
    precondition(declared[option.name] == option, "--\(option.name) is not declared by this command")
    if option.kind == .flag { return flags.contains(option.name) ? [""] : [] }
    return values[option.name] ?? []
  }
}
