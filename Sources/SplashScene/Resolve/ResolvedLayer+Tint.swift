extension ResolvedLayer {
  /// How the picture is drawn (its own colours unless `alwaysTemplate`).
  package var renderingMode: RenderingMode {
    if case .string(let name) = self[.renderingMode], let mode = RenderingMode(rawValue: name) { return mode }
    return .automatic
  }

  /// Whether the picture is drawn as a template: its alpha in the tint colour.
  var drawsTemplate: Bool { kind == .image && renderingMode == .alwaysTemplate }
}
