import Foundation

/// One image file on disk and the scale it was drawn for (`@2x` → 2; no suffix → 1).
package struct ImageFile: Sendable, Hashable {
  package let url: URL
  package let scale: Int

  package init(url: URL, scale: Int) {
    self.url = url
    self.scale = scale
  }

  /// The scale an `@Nx` suffix before the extension says, 1 without one.
  static func scale(ofFileNamed name: String) -> Int {
    let stem = (name as NSString).deletingPathExtension
    for scale in 1...3 where stem.hasSuffix("@\(scale)x") { return scale }
    return 1
  }
}
