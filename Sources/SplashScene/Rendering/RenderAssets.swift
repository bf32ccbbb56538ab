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
    /// What is drawn: the string, or its head and "…" when it is wider than the frame.
    let shown: String
    /// Pixels per point the text was rasterised at.
    let scale: Double
    /// How the line sits in the bounds (the layer's `textAlignment`, else its text's alignment).
    var alignment: SceneText.Alignment = .left
    /// Whether `text` is a laid-out block the size of the bounds (`LabelLayout`), placed at
    /// their origin, rather than one line.
    var isBlock = false
    /// The bounds size in points the text was laid out in.
    var size = SIMD2<Double>.zero
  }

  private let pictures: [String: Picture]
  /// The string a label shows and the size in points it is laid out in.
  private struct LabelKey: Hashable {
    let string: String
    let size: SIMD2<Double>
  }

  /// Text layers' lines by layer id, string and layout size.
  private let labels: [String: [LabelKey: Label]]
  /// The size each text layer's text is laid out in before launch.
  private let initialSize: [String: SIMD2<Double>]
  /// The string each text layer shows before launch.
  private let initialText: [String: String]
  /// Shape layers' coverage while their outlines stay the same.
  let shapes = ShapeCache()
  /// Mask and shadow planes, drawn once while their steps stay the same.
  let planes = EffectPlanes()
  /// Which tint each template picture takes (`TintInheritance`).
  let tints: TintInheritance
  /// Template pictures filled with their tints, made as frames need them.
  let templates = TemplateTints()
  /// Lottie layers' files, by layer id.
  private var lottieDocuments: [String: LottieDocument] = [:]

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
        throw SceneError("\(scene.file): \(error.description)", cause: error)
      }
      let size = Size(
        width: Double(surface.width) / Double(file.scale), height: Double(surface.height) / Double(file.scale))
      pictures[key] = Picture(surface: surface, pointSize: size)
    }
    self.pictures = pictures
    tints = TintInheritance(layers: scene.layers)
    var labels: [String: [LabelKey: Label]] = [:]
    var initialText: [String: String] = [:]
    var initialSize: [String: SIMD2<Double>] = [:]
    let strings = Self.timelineStrings(scene.timeline)
    for layer in scene.layers.flatMap(\.flattened) {
      guard let text = layer.text, let initial = scene.initial[layer.id], let string = initial.text else { continue }
      initialText[layer.id] = string
      initialSize[layer.id] = initial.size
      let style = text.style(scale: Double(renderScale))
      if let problem = layer.labelProblem { throw SceneError("\(scene.file): \(problem)") }
      // Laid out in the size before launch and again in each size a step gives the bounds.
      let sizes =
        [initial.size] + scene.timeline.modelValues(of: LayerProperty.Channels.size, on: layer.id).map(\.lowHalf)
      for string in [string] + strings[layer.id, default: []] {
        for size in sizes where labels[layer.id]?[LabelKey(string: string, size: size)] == nil {
          do {
            labels[layer.id, default: [:]][LabelKey(string: string, size: size)] = try Self.label(
              string, layer: layer, style: style, size: size, renderScale: renderScale)
          } catch {
            throw SceneError("\(scene.file): \(layer.path).text: \(error.description)", cause: error)
          }
        }
      }
    }
    self.labels = labels
    self.initialText = initialText
    self.initialSize = initialSize
    lottieDocuments = scene.lotties
  }

  /// `string` laid out as `layer`'s label in bounds of `size` points.
  private static func label(
    _ string: String, layer: ResolvedLayer, style: TextStyle, size: SIMD2<Double>, renderScale: Int
  ) throws(GDError) -> Label {
    // Several lines, a layout option or a character the font lacks: the laid-out block
    // (LabelBlocks); else the one line below, exactly as before multi-line labels.
    if var block = try LabelBlocks.label(string, layer: layer, style: style, size: size, renderScale: renderScale) {
      block.size = size
      return block
    }
    // A one-line UILabel truncates its tail to the bounds it is laid out in, on whole pixels
    // of the render scale.
    let width = Int((size.x * Double(renderScale) + 1e-9).rounded(.down))
    var rendered = try TextRenderer.render(string, style: style)
    var shown = string
    if rendered.advance > width {
      shown = try TextRenderer.truncated(string, style: style, width: width)
      rendered = try TextRenderer.render(shown, style: style)
    }
    return Label(
      text: rendered, shown: shown, scale: Double(renderScale), alignment: layer.lineAlignment, size: size)
  }

  /// Every string the timeline gives each layer's text, in step order, without repeats.
  private static func timelineStrings(_ timeline: Timeline) -> [String: [String]] {
    var strings: [String: [String]] = [:]
    for step in timeline.steps {
      for set in step.assignments where set.property == .text {
        if case .string(let string) = set.value, strings[set.layer]?.contains(string) != true {
          strings[set.layer, default: []].append(string)
        }
      }
    }
    return strings
  }

  /// The rasterised line of a text layer showing `text` (the string before launch when nil),
  /// laid out in bounds of `size` points (the size before launch when nil).
  func label(for layer: String, showing text: String? = nil, laidOutIn size: SIMD2<Double>? = nil) -> Label? {
    guard let string = text ?? initialText[layer], let size = size ?? initialSize[layer] else { return nil }
    return labels[layer]?[LabelKey(string: string, size: size)]
  }

  /// A Lottie layer's composition size in points.
  func lottieSize(_ layer: String) -> Size? {
    guard let document = lottieDocuments[layer] else { return nil }
    return Size(width: Double(document.width), height: Double(document.height))
  }

  /// The picture behind an image key.
  func picture(_ key: String) -> Picture? { pictures[key] }
}
