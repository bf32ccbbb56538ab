import SplashRaster

extension LayerProperty {
  /// The scene format's property table (docs/scene-format.md, between its `properties` markers),
  /// written from the declarations so that the documentation cannot drift from the code.
  package static var documentationTable: String {
    var lines = [
      "| key | value | default | layers | timeline | notes |",
      "|---|---|---|---|---|---|",
    ]
    for property in all {
      let key = (["`\(property.key)`"] + property.aliases.map { "`\($0)`" }).joined(separator: " or ")
      let layers = property.layerTypes.map { $0.sorted { $0.rawValue < $1.rawValue }.map(\.rawValue) }
      let cells = [
        key, property.valueText, property.defaultValue.map(text) ?? "—",
        layers?.joined(separator: ", ") ?? "all", property.timelineText, property.summary,
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
    }
    return lines.joined(separator: "\n")
  }

  private var valueText: String {
    switch value {
    case .length(let nonNegative): nonNegative ? "a length ≥ 0" : "a length"
    case .lengthPair: "`[x, y]` lengths"
    case .number(let range) where range == 0...1: "0...1"
    case .number(let range) where range.lowerBound == 0: "0...\(SceneLimits.describe(range.upperBound))"
    case .number(let range): "a number within ±\(SceneLimits.describe(range.upperBound))"
    case .numberOrPair(let range): "a number or `[x, y]`, within ±\(SceneLimits.describe(range.upperBound))"
    case .numberPair(let range): "`[x, y]` within ±\(SceneLimits.describe(range.upperBound))"
    case .bool: "true/false"
    case .color: "a colour (below)"
    case .choice(let names, _): names.map { "`\($0)`" }.joined(separator: ", ")
    case .nameList(let names, _): "a list of " + names.map { "`\($0)`" }.joined(separator: ", ")
    case .image: "a picture"
    case .path: "SVG path data or a primitive (below)"
    case .file: "a file name"
    case .colors(let maximum): "1 to \(maximum) colours"
    case .numberList(let range, let maximum):
      "up to \(maximum) numbers in \(SceneLimits.describe(range.lowerBound))...\(SceneLimits.describe(range.upperBound))"
    }
  }

  private var timelineText: String {
    switch timeline {
    case .fixed: "fixed"
    case .changes(let property): property.isAnimatable ? "animates" : "changes at once"
    case .member(let group): "animates, as a whole `\(group)`"
    }
  }

  private static func text(_ input: PropertyInput) -> String {
    switch input {
    case .lengths(let lengths):
      lengths.count == 1 ? lengths[0].source : "[\(lengths.map(\.source).joined(separator: ", "))]"
    case .numbers(let numbers):
      numbers.count == 1
        ? SceneLimits.describe(numbers[0]) : "[\(numbers.map(SceneLimits.describe).joined(separator: ", "))]"
    case .bool(let flag): String(flag)
    case .color(let color):
      Color.named.first { $0.color == color }?.name ?? SceneColor.written(color)
    case .name(let name): "`\(name)`"
    case .names(let names): "[" + names.map { "`\($0)`" }.joined(separator: ", ") + "]"
    case .image(let reference): "\(reference)"
    case .colors(let colors): "[\(colors.map(SceneColor.written).joined(separator: ", "))]"
    case .file(let path): "`\(path)`"
    }
  }
}
