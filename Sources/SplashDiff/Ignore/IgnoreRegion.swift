import Foundation
import SplashRaster

/// A rectangle of the screen a comparison leaves out: `--ignore x,y,w,h` in points of the device,
/// or in pixels with a `px` suffix (`--ignore 0,0,750,40px`).
public struct IgnoreRegion: Sendable, Hashable, Codable {
  /// What the numbers count.
  public enum Unit: String, Sendable, Codable {
    case points = "pt"
    case pixels = "px"
  }

  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public var unit: Unit

  public init(x: Double, y: Double, width: Double, height: Double, unit: Unit = .points) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.unit = unit
  }

  /// Reads `x,y,width,height` (points) or `x,y,width,heightpx` (pixels).
  ///
  /// - Throws: `DiffError` quoting the text when it is not four numbers with a positive size.
  public init(parsing text: String) throws(DiffError) {
    var body = text.trimmingCharacters(in: .whitespaces)
    var unit = Unit.points
    if body.hasSuffix("px") {
      unit = .pixels
      body.removeLast(2)
    } else if body.hasSuffix("pt") {
      body.removeLast(2)
    }
    let numbers = body.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 4, numbers.allSatisfy({ $0?.isFinite ?? false }) else {
      throw DiffError(
        "'\(text)' is not a region: write x,y,width,height in points, or in pixels with px (0,0,750,40px)")
    }
    let v = numbers.map { $0! }
    guard v[2] > 0 && v[3] > 0 else {
      throw DiffError("'\(text)': the region's width and height must be above 0")
    }
    self.init(x: v[0], y: v[1], width: v[2], height: v[3], unit: unit)
  }

  /// As written on the command line: `10,20,100,40` or `0,0,750,40px`.
  public var description: String {
    [x, y, width, height].map(Self.number).joined(separator: ",") + (unit == .pixels ? "px" : "")
  }

  /// The pixels it covers on a screen of `scale` pixels per point: every pixel it touches.
  public func pixels(scale: Double) -> PixelRect {
    IgnoreMask.covering(Rect(x: x, y: y, width: width, height: height), scale: unit == .pixels ? 1 : scale)
  }

  /// Why the region does not fit a `screenWidth`×`screenHeight` pixel screen at `scale`, nil when it fits.
  package func problem(screenWidth: Int, screenHeight: Int, scale: Double) -> String? {
    let s = unit == .pixels ? 1 : scale
    let w = Double(screenWidth) / s
    let h = Double(screenHeight) / s
    let size = "the \(Self.number(w))×\(Self.number(h)) \(unit.rawValue) screen"
    if x < 0 || y < 0 { return "starts at (\(Self.number(x)), \(Self.number(y))), outside \(size)" }
    if x + width > w + 1e-9 {
      return "ends at x = \(Self.number(x + width)), past the right edge of \(size)"
    }
    if y + height > h + 1e-9 {
      return "ends at y = \(Self.number(y + height)), past the bottom edge of \(size)"
    }
    return nil
  }

  static func number(_ v: Double) -> String {
    var text = String(format: "%.3f", v)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}
