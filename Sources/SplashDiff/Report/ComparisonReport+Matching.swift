import SplashRaster

extension ComparisonReport {
  /// How the actual side was brought onto the expected one (`ActualMatching`), as `report.json`
  /// writes it. Times in seconds.
  public struct Matching: Sendable, Codable, Equatable {
    public struct Size: Sendable, Codable, Equatable {
      public var width: Int
      public var height: Int
    }

    /// The actual's frames as read.
    public var actualSize: Size
    /// The rectangle kept of the actual (its pixels), and the same place cut from the expected.
    public var crop: PixelRect?
    public var expectedCrop: PixelRect?
    /// The size both sides were compared at.
    public var comparedSize: Size
    /// The side area-averaged down ("actual" or "expected"), if any.
    public var scaled: String?
    public var trimStart: Double
    public var trimEnd: Double
    /// "none", "auto" or "given".
    public var alignment: String
    /// The actual shows at t + offset what the expected shows at t (after the trim from the start).
    public var offset: Double
    /// How exact an automatic offset is (one frame of the side with longer frames).
    public var precision: Double?
    /// The stretch of the actual compared, in its own time.
    public var comparedFrom: Double?
    public var comparedTo: Double?
  }

  /// "alignment: actual starts 0.734 s later (found automatically, ±0.033 s); compared from 0.734 s to 5.234 s of it".
  var matchingLines: [String] {
    guard let m = matching else { return [] }
    var lines: [String] = []
    var shape: [String] = []
    if let crop = m.crop { shape.append("actual cut to \(Self.box(crop))") }
    if let crop = m.expectedCrop { shape.append("expected cut to \(Self.box(crop))") }
    if let side = m.scaled {
      shape.append("\(side) area-averaged to \(m.comparedSize.width)×\(m.comparedSize.height)")
    }
    if m.trimStart > 0 || m.trimEnd > 0 {
      shape.append("actual trimmed by \(Self.time(m.trimStart)) at the start, \(Self.time(m.trimEnd)) at the end")
    }
    if !shape.isEmpty { lines.append("matching: " + shape.joined(separator: "; ")) }
    if m.alignment != "none" {
      let amount = Self.time(abs(m.offset))
      var line =
        m.offset == 0
        ? "alignment: actual starts at the same time"
        : "alignment: actual starts \(amount) \(m.offset > 0 ? "later" : "earlier")"
      switch m.alignment {
      case "auto": line += " (found automatically, ±\(Self.time(m.precision ?? 0)))"
      case "given": line += " (given)"
      default: line += " (\(m.alignment.replacingOccurrences(of: "auto ", with: "automatic: ")))"
      }
      if let from = m.comparedFrom, let to = m.comparedTo {
        line += "; compared from \(Self.time(max(0, from))) to \(Self.time(to)) of it"
        if m.offset < 0 { line += ", its first frame held for the first \(amount)" }
      }
      lines.append(line)
    }
    return lines
  }
}
