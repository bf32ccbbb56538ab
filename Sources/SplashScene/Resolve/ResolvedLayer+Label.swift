import SplashGD

extension ResolvedLayer {
  /// The most lines the label shows (0: as many as fit); 1 unless given.
  var numberOfLines: Double { self[.numberOfLines]?.numbers.first ?? 1 }

  /// How the label's lines end (`byTruncatingTail` unless given).
  var lineBreakMode: LineBreakMode {
    if case .string(let name) = self[.lineBreakMode], let mode = LineBreakMode(rawValue: name) { return mode }
    return .byTruncatingTail
  }

  /// The label's alignment: `textAlignment` when given, else the text's own `alignment`.
  var textAlignment: TextAlignment {
    if case .string(let name) = self[.textAlignment], let alignment = TextAlignment(rawValue: name) {
      return alignment
    }
    switch text?.alignment ?? .left {
    case .left: return .left
    case .center: return .center
    case .right: return .right
    }
  }

  /// The alignment of a one-line label drawn whole (`natural` and `justified` are left on one line).
  var lineAlignment: SceneText.Alignment {
    switch textAlignment {
    case .natural, .left, .justified: return .left
    case .center: return .center
    case .right: return .right
    }
  }

  /// Whether the label needs more than one tail-truncated line of `string` laid out: a line
  /// count, break mode, spacing, kern or justification other than the defaults, or a newline.
  func needsLabelLayout(for string: String) -> Bool {
    numberOfLines != 1 || lineBreakMode != .byTruncatingTail || textAlignment == .justified
      || number(.lineSpacing) != 0 || number(.lineHeightMultiple) != 0 || number(.kern) != 0
      || string.contains(where: \.isNewline)
  }

  /// The layout of the label in bounds of `width` × `height` pixels drawn at `scale`.
  func labelOptions(width: Int, height: Int, scale: Double) -> LabelOptions {
    LabelOptions(
      width: width, height: height, numberOfLines: Int(numberOfLines), lineBreakMode: lineBreakMode,
      alignment: textAlignment, lineSpacing: number(.lineSpacing) * scale,
      lineHeightMultiple: number(.lineHeightMultiple), kern: number(.kern) * scale)
  }

  /// What is wrong with the label's layout values, nil when nothing is.
  var labelProblem: String? {
    let lines = numberOfLines
    guard lines == lines.rounded(), lines >= 0 else {
      return
        "\(path).numberOfLines: numberOfLines must be a whole number from 0 to \(SceneLimits.maximumLabelLines), got \(SceneNumber.written(lines))"
    }
    guard number(.lineHeightMultiple) >= 0 else {
      return
        "\(path).lineHeightMultiple: lineHeightMultiple must be from 0 to \(SceneNumber.written(SceneLimits.maximumLineHeightMultiple)), got \(SceneNumber.written(number(.lineHeightMultiple)))"
    }
    return nil
  }

  private func number(_ property: LayerProperty) -> Double { self[property]?.numbers.first ?? 0 }
}
