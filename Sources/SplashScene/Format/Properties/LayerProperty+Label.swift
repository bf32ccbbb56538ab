import SplashGD

/// A label's layout: UILabel's `numberOfLines`, `lineBreakMode` and `textAlignment`
/// and the paragraph style's `lineSpacing`, `lineHeightMultiple` and `kern`. UIKit animates none
/// of them; here they are set per layer and device (the text itself changes through the timeline).
extension LayerProperty {
  public static let numberOfLines = LayerProperty(
    "numberOfLines", .number(0...Double(SceneLimits.maximumLabelLines)), default: .number(1), layerTypes: [.text],
    summary: "the most lines shown, a whole number; 0 for as many as fit the bounds' height (UILabel's default: 1)")
  public static let lineBreakMode = LayerProperty(
    "lineBreakMode", .choice(LineBreakMode.allCases.map(\.rawValue), noun: "line break mode"),
    default: .name(LineBreakMode.byTruncatingTail.rawValue), layerTypes: [.text],
    summary:
      "how lines end: wrapping at words (UAX #14) or characters; clipping or truncating (head, tail, middle) the last line"
  )
  public static let textAlignment = LayerProperty(
    "textAlignment", .choice(TextAlignment.allCases.map(\.rawValue), noun: "text alignment"), layerTypes: [.text],
    summary:
      "each line's horizontal place (`natural` is left here); when not given, the text's `alignment`; `justified` stretches all but a paragraph's last line at its spaces"
  )
  public static let lineSpacing = LayerProperty(
    "lineSpacing", .length(nonNegative: true), default: .length(Length(0)), layerTypes: [.text],
    summary: "points between one line's box and the next")
  public static let lineHeightMultiple = LayerProperty(
    "lineHeightMultiple", .number(0...SceneLimits.maximumLineHeightMultiple), default: .number(0),
    layerTypes: [.text],
    summary:
      "each line box's height as a multiple of the font's (0: the font's own); the extra space goes above the glyphs")
  public static let kern = LayerProperty(
    "kern", .length(nonNegative: false), default: .length(Length(0)), layerTypes: [.text],
    summary: "points added after each character")
}
