/// How an image layer places its image in its bounds (UIKit's `UIView.ContentMode`).
public enum ContentMode: String, Sendable, Hashable, CaseIterable, Decodable {
  case scaleToFill, aspectFit, aspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let mode = ContentMode(rawValue: text) else {
      let all = ContentMode.allCases.map(\.rawValue)
      let hint = NameSuggestion.closest(to: text, in: all).map { " (did you mean '\($0)'?)" } ?? ""
      throw decoder.failure("unknown content mode '\(text)'\(hint); one of \(all.joined(separator: ", "))")
    }
    self = mode
  }
}
