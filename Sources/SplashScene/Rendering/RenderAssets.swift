import SplashGD
import SplashMotion
import SplashRaster

/// Every picture a render needs, decoded once and, where a layer shows an image smaller than
/// the file, area-averaged once to the size it is drawn at (so per-frame drawing resamples
/// little and minified photos do not alias).
struct RenderAssets: Sendable {
  /// A decoded image and the size it stands for in points (pixels / file scale).
  struct Picture: Sendable {
    /// The decoded file; nil once every layer showing it has its own reduced copy (memory).
    let surface: Surface?
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
  /// Versions reduced for one layer, by layer id and image key.
  private let reduced: [String: [String: Surface]]

  /// Decodes every image of `scene` and prepares reduced versions for `renderScale`, through
  /// `cache` when one is given.
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
      let size = Size(width: Double(surface.width) / Double(file.scale), height: Double(surface.height) / Double(file.scale))
      pictures[key] = Picture(surface: surface, pointSize: size)
    }
    var reduced: [String: [String: Surface]] = [:]
    var neededWhole = Set<String>()
    for layer in scene.layers.flatMap(\.flattened) where layer.kind == .image {
      let state = scene.initial[layer.id]!
      for key in Self.imageKeys(of: layer.id, in: scene) {
        guard let picture = pictures[key], let whole = picture.surface else { continue }
        let rect = layer.contentMode.imageRect(imageSize: picture.pointSize, in: state.bounds)
        let width = Int((rect.width * Double(renderScale)).rounded())
        let height = Int((rect.height * Double(renderScale)).rounded())
        if state.size.x > 0, state.size.y > 0, width >= 1, height >= 1, width < whole.width, height < whole.height {
          reduced[layer.id, default: [:]][key] =
            cache?.reduce(whole, path: key, width: width, height: height) ?? whole.resized(width: width, height: height)
        } else {
          neededWhole.insert(key)
        }
      }
    }
    self.reduced = reduced
    for (key, picture) in pictures where !neededWhole.contains(key) {
      pictures[key] = Picture(surface: nil, pointSize: picture.pointSize)
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

  /// The image keys a layer may show: its initial one and any the timeline sets.
  private static func imageKeys(of layer: String, in scene: ResolvedScene) -> [String] {
    var keys = Set<String>()
    if let key = scene.initial[layer]?.image { keys.insert(key) }
    for step in scene.timeline.steps {
      for set in step.sets where set.layer == layer && set.property == .image {
        if case .string(let key) = set.value { keys.insert(key) }
      }
      for animation in step.animations where animation.layer == layer && animation.property == .image {
        if case .string(let key) = animation.to { keys.insert(key) }
      }
    }
    return keys.sorted()
  }

  /// The picture behind an image key, and the surface to draw for `layer` (reduced when one was made).
  func picture(_ key: String, for layer: String) -> (picture: Picture, surface: Surface)? {
    guard let picture = pictures[key], let surface = reduced[layer]?[key] ?? picture.surface else { return nil }
    return (picture, surface)
  }
}
