/// A typed option: its declaration and how its value reads, so that `args[Self.fps]` is an `Int`
/// and a misspelt or undeclared option is a compile error rather than a trap.
///
/// Declare one as a `static let` on the command (or the shared group that owns it), list it in the
/// command's `options` (`Option.list(fps, out, …)`), and read it with `Arguments`' subscript:
///
///     static let fps: OptionKey<Int> = .integer("fps", default: 30, in: 1...50, help: "… (default {default}).")
///     let fps = args[Self.fps]  // 30 when absent
///
/// The value type follows the declaration: a flag reads `Bool`; text `String?`; a repeatable option
/// `[String]`; a number with a default `Int`/`Double`, without one `Int?`/`Double?`; a choice its
/// enum. The parser has checked every value against the rule, so reading cannot fail.
package struct OptionKey<Value>: OptionDeclaration {
  /// The declaration (name, rule, default, help).
  package let option: Option
  /// The value from what was given (in order; empty when absent).
  private let read: @Sendable (_ given: [String]) -> Value

  private init(_ option: Option, read: @escaping @Sendable (_ given: [String]) -> Value) {
    self.option = option
    self.read = read
  }

  /// The value `given` (the texts given for the option, in order) stands for.
  func value(given: [String]) -> Value { read(given) }

  /// The same option spelled `--<prefix><name>`, read the same way (`render --sheet-frames` for
  /// `sheet --frames`).
  package func prefixed(_ prefix: String) -> OptionKey {
    OptionKey(option.prefixed(prefix), read: read)
  }
}

extension OptionKey where Value == Bool {
  /// A flag: present or not.
  package static func flag(_ name: String, help: String) -> OptionKey {
    OptionKey(.flag(name, help: help)) { !$0.isEmpty }
  }
}

extension OptionKey where Value == String? {
  /// Free text (a path, a name, a value the command checks itself); the last one given, else nil.
  package static func text(_ name: String, _ valueName: String, help: String) -> OptionKey {
    OptionKey(.text(name, valueName, help: help)) { $0.last }
  }

  /// One of `choices`, read as given (for words without an enum); nil when absent.
  package static func choice(_ name: String, _ choices: [String], help: String) -> OptionKey {
    let option = Option(
      name: name, kind: .value, valueName: choices.joined(separator: "|"), rule: .choice(choices),
      defaultValue: nil, help: help)
    return OptionKey(option) { $0.last }
  }
}

extension OptionKey where Value == String {
  /// Free text with a default: the last one given, else `defaultValue`.
  package static func text(_ name: String, _ valueName: String, default defaultValue: String, help: String)
    -> OptionKey
  {
    OptionKey(.text(name, valueName, default: defaultValue, help: help)) { $0.last ?? defaultValue }
  }
}

extension OptionKey where Value == [String] {
  /// Free text, as often as needed: every value, in order.
  package static func repeatable(_ name: String, _ valueName: String, help: String) -> OptionKey {
    OptionKey(.text(name, valueName, repeatable: true, help: help)) { $0 }
  }
}

extension OptionKey where Value == Int {
  /// A whole number in `range`, `defaultValue` when absent.
  package static func integer(
    _ name: String, _ valueName: String = "N", default defaultValue: Int, in range: ClosedRange<Int>, help: String
  ) -> OptionKey {
    OptionKey(.integer(name, valueName, default: defaultValue, in: range, help: help)) {
      $0.last.flatMap { Int($0) } ?? defaultValue
    }
  }
}

extension OptionKey where Value == Int? {
  /// A whole number in `range`; nil when absent.
  package static func integer(_ name: String, _ valueName: String = "N", in range: ClosedRange<Int>, help: String)
    -> OptionKey
  {
    OptionKey(.integer(name, valueName, default: nil, in: range, help: help)) { $0.last.flatMap { Int($0) } }
  }
}

extension OptionKey where Value == Double {
  /// A finite number in `range`, `defaultValue` when absent.
  package static func number(
    _ name: String, _ valueName: String, default defaultValue: Double, in range: ClosedRange<Double>, help: String
  ) -> OptionKey {
    OptionKey(.number(name, valueName, default: defaultValue, in: range, help: help)) {
      $0.last.flatMap { Double($0) } ?? defaultValue
    }
  }
}

extension OptionKey where Value == Double? {
  /// A finite number in `range`; nil when absent.
  package static func number(_ name: String, _ valueName: String, in range: ClosedRange<Double>, help: String)
    -> OptionKey
  {
    OptionKey(.number(name, valueName, default: nil, in: range, help: help)) { $0.last.flatMap { Double($0) } }
  }

  /// Any number (`nan` and `inf` included; the command checks it); nil when absent.
  package static func anyNumber(_ name: String, _ valueName: String, help: String) -> OptionKey {
    OptionKey(.anyNumber(name, valueName, help: help)) { $0.last.flatMap { Double($0) } }
  }
}

extension OptionKey where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
  /// One of the cases of `Value`, by raw value; `defaultValue` when absent. Help shows them as `a|b|c`.
  package static func choice(_ name: String, default defaultValue: Value, help: String) -> OptionKey {
    OptionKey(.choice(name, default: defaultValue, help: help)) { $0.last.flatMap(Value.init) ?? defaultValue }
  }
}
