/// How each line of a label sits between its left and right edges, as `NSTextAlignment`.
package enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  /// The script's own direction: left, for the left-to-right text drawn here.
  case natural
  case left
  case center
  case right
  /// Lines but a paragraph's last are stretched to both edges at their spaces; the last is natural.
  case justified
}
