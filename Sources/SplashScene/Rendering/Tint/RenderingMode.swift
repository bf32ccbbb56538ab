/// How an image layer draws its picture, as `UIImage.RenderingMode`.
package enum RenderingMode: String, Sendable, Hashable, CaseIterable {
  /// The picture's own choice; a picture read from a file (not an asset catalog marked
  /// "Template Image") draws its own colours, so this is `alwaysOriginal` here.
  case automatic
  /// The picture's own colours.
  case alwaysOriginal
  /// Only the picture's alpha, filled with the layer's tint colour.
  case alwaysTemplate
}
