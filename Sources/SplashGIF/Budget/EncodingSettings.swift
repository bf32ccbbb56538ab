import SplashFrames

/// The three things a size budget may lower: palette size, frame rate and export scale.
public struct EncodingSettings: BudgetSetting {
  /// Palette colours, 2…256.
  public var colors: Int
  /// Frames per second.
  public var fps: Double
  /// Pixels per point of the exported frames (1, 2 or 3).
  public var scale: Int

  public init(colors: Int, fps: Double, scale: Int) {
    self.colors = colors
    self.fps = fps
    self.scale = scale
  }

  /// "256 colours, 30 fps, @3x".
  public var summary: String {
    "\(colors) colours, \(Self.number(fps)) fps, @\(scale)x"
  }

  /// What differs from `start`, e.g. ["colours 256 → 128", "frame rate 30 → 20 fps"].
  public func changes(from start: EncodingSettings) -> [String] {
    var changes: [String] = []
    if colors != start.colors { changes.append("colours \(start.colors) → \(colors)") }
    if fps != start.fps { changes.append("frame rate \(Self.number(start.fps)) → \(Self.number(fps)) fps") }
    if scale != start.scale { changes.append("scale @\(start.scale)x → @\(scale)x") }
    return changes
  }

  /// A number without a needless ".0" ("30", "29.97").
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
