import SplashGD
import SplashMotion
import SplashRaster

/// Every picture and line of text a render needs, decoded or rasterised once. Pictures stay at
/// their full size: each frame samples them at the exact position and size they are drawn at
/// (`PlacementCache` keeps the samples of those that do not move).
struct RenderAssets: Sendable {
  /// A decoded image and the size it stands for in points (pixels / file scale).
  struct Picture: Sendable {
    let surface: Surface
    let pointSize: Size
  }

  /// A text layer's line, rasterised at the render scale.
  struct Label: Sendable {
    let text: RenderedText
    /// Pixels per point the text was rasterised at.
    let scale: Double
  }

  private let pictures: [String: Picture]
  /// Text layers' lines by layer id.
  private let labels: [String: Label]

  /// Decodes every image of `scene` (through `cache` when one is given) and rasterises its text
  /// at `renderScale`.
  init(scene: ResolvedScene, renderScale: Int, cache: ImageCache?) throws(SceneError) {
    var pictures: [String: Picture] = [:]
    for (key, file) in scene.images.sorted(by: { $0.key < $1.key }) {
      let surface: Surface
      do {
        if let cache {
          surface = try cache.decode(file.url.path)
        } else {
          surface = try ImageDecoder.decode(contentsOf: file.url.path)
        }
      } catch {
        throw SceneError("\(scene.file): \(error.description)")
      }
      let size = Size(
        width: Double(surface.width) / Double(file.scale), height: Double(surface.height) / Double(file.scale))
      pictures[key] = Picture(surface: surface, pointSize: size)
    }
    self.pictures = pictures
    var labels: [String: Label] = [:]
    for layer in scene.layers.flatMap(\.flattened) {
      guard let style = layer.text, let string = scene.initial[layer.id]?.text else { continue }
      do {
        let rendered = try TextRenderer.render(
          string,
          style: TextStyle(family: style.font, pointSize: style.size, color: style.color, scale: Double(renderScale)))
        labels[layer.id] = Label(text: rendered, scale: Double(renderScale))
      } catch {
        throw SceneError("\(scene.file): \(layer.path).text: \(error.description)")
      }
    }
    self.labels = labels
  }

  /// The rasterised line of a text layer.
  func label(for layer: String) -> Label? { labels[layer] }

  /// The picture behind an image key.
  func picture(_ key: String) -> Picture? { pictures[key] }
}
