/// Anything that declares one command-line option: an untyped `Option` (for help only) or a typed
/// `OptionKey`. A command's `options` list is built from these with `Option.list(_:)`, so the keys
/// it reads are the options it declares.
package protocol OptionDeclaration: Sendable {
  /// The declaration the parser checks values against and help lays out.
  var option: Option { get }
}

extension Option: OptionDeclaration {
  /// The option itself.
  package var option: Option { self }
}

extension Option {
  /// The declarations, in the order help lists them.
  package static func list(_ declarations: any OptionDeclaration...) -> [Option] {
    declarations.map(\.option)
  }
}
