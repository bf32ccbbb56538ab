/// A minimal, strict command-line parser: `--name value`, `--name=value`, boolean `--flag`,
/// and positionals. Every option a command reads must be declared, so a typo is an error
/// rather than being ignored.
public struct Arguments: Sendable {
  /// Positionals in order.
  public private(set) var positionals: [String] = []
  private var values: [String: [String]] = [:]
  private var flags: Set<String> = []

  /// Parses `raw` against the declared option names (without the leading `--`).
  ///
  /// - Parameters:
  ///   - options: names that take a value.
  ///   - flags: names that take no value.
  public init(_ raw: [String], options: Set<String>, flags: Set<String>) throws(UsageError) {
    var i = 0
    var onlyPositionals = false
    while i < raw.count {
      let arg = raw[i]
      i += 1
      if onlyPositionals || !arg.hasPrefix("--") || arg == "-" {
        if !onlyPositionals && arg.hasPrefix("-") && arg.count > 1 && arg != "-" && Double(arg) == nil {
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
      if flags.contains(name) {
        if inlineValue != nil {
          throw UsageError("--\(name) takes no value")
        }
        self.flags.insert(name)
      } else if options.contains(name) {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard i < raw.count else {
            throw UsageError("--\(name) needs a value")
          }
          value = raw[i]
          i += 1
        }
        values[name, default: []].append(value)
      } else {
        let known = (options.union(flags)).sorted()
        let hint = Suggestion.closest(to: name, in: known).map { " (did you mean --\($0)?)" } ?? ""
        throw UsageError("unknown option '--\(name)'\(hint)")
      }
    }
  }

  /// Whether the boolean flag was given.
  public func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for an option, if any.
  public func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for a repeatable option, in order.
  public func values(_ name: String) -> [String] { values[name] ?? [] }

  /// The option parsed as an integer within `range`, or `defaultValue` when absent.
  public func int(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(UsageError) -> Int {
    guard let raw = value(name) else { return defaultValue }
    guard let v = Int(raw), range.contains(v) else {
      throw UsageError("--\(name) must be an integer in \(range.lowerBound)...\(range.upperBound), got '\(raw)'")
    }
    return v
  }

  /// The option parsed as a finite number within `range`, or `defaultValue` when absent.
  public func double(_ name: String, default defaultValue: Double?, in range: ClosedRange<Double>) throws(UsageError) -> Double? {
    guard let raw = value(name) else { return defaultValue }
    guard let v = Double(raw), v.isFinite, range.contains(v) else {
      throw UsageError("--\(name) must be a number in \(range.lowerBound)...\(range.upperBound), got '\(raw)'")
    }
    return v
  }
}

/// A mistake in how the command was called; exits with status 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
  public let description: String
  public init(_ description: String) { self.description = description }
}
