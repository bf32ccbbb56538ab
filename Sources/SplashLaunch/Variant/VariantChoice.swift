/// Which variant a screen gets, and why.
///
/// The original switches on the screen height in points: 480 → micro, 568 → small, 667 → middle,
/// 736 → big, and shows nothing on any other screen. A preview needs an answer for every screen, so
/// the rule for the others is ours: the variant whose canonical screen (320×480, 320×568, 375×667,
/// 414×736) has the nearest aspect ratio (height ÷ width, portrait — `Device.aspectRatio`, the rule
/// SplashScene's `byScreen` images follow), compared exactly with integer cross-multiplication; on a
/// tie the larger variant wins (more pixels to scale from). `--variant` overrides both rules.
public struct VariantChoice: Sendable, Equatable {
  /// How the variant was chosen.
  public enum Rule: Sendable, Equatable {
    /// The screen height matched the original's switch.
    case height
    /// The nearest canonical aspect ratio (the screen has no case in the original).
    case nearestAspect
    /// Given explicitly (`--variant`).
    case explicit
  }

  public let variant: Variant
  public let rule: Rule

  public init(variant: Variant, rule: Rule) {
    self.variant = variant
    self.rule = rule
  }

  /// The longest screen side accepted, in points.
  public static let maximumSide = 100_000

  /// The variant for a portrait screen of `width`×`height` points (either orientation is accepted:
  /// the shorter side is the width). Both sides must be in `1...maximumSide`.
  public static func forScreen(width: Int, height: Int, override: Variant? = nil) -> VariantChoice {
    if let override { return VariantChoice(variant: override, rule: .explicit) }
    precondition((1...maximumSide).contains(width) && (1...maximumSide).contains(height), "screen side out of range")
    let w = min(width, height)
    let h = max(width, height)
    if let exact = Variant.allCases.first(where: { $0.canonicalScreen.height == h }) {
      return VariantChoice(variant: exact, rule: .height)
    }
    // |h/w − ch/cw| = |h·cw − ch·w| / (w·cw); the fractions are compared by cross-multiplying,
    // exact for sides up to `maximumSide`.
    func distance(_ candidate: Variant) -> (numerator: Int, denominator: Int) {
      let (cw, ch) = candidate.canonicalScreen
      return (abs(h * cw - ch * w), w * cw)
    }
    var best = Variant.micro
    for candidate in Variant.allCases.dropFirst() {
      let d = distance(candidate)
      let b = distance(best)
      if d.numerator * b.denominator <= b.numerator * d.denominator { best = candidate }
    }
    return VariantChoice(variant: best, rule: .nearestAspect)
  }

  /// One line for the user, e.g. "middle (screen height 667 pt, as in the original)".
  public var explanation: String {
    switch rule {
    case .height: return "\(variant.rawValue) (screen height \(variant.canonicalScreen.height) pt, as in the original)"
    case .nearestAspect:
      let (cw, ch) = variant.canonicalScreen
      return "\(variant.rawValue) (nearest aspect ratio: \(cw)x\(ch))"
    case .explicit: return "\(variant.rawValue) (--variant)"
    }
  }
}
