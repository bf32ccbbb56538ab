/// Numbers in messages written one way everywhere: `700`, not `700.0`; times to the millisecond.
package enum SceneNumber {
  /// The shortest text that reads back as `value`, without a `.0` on whole numbers: a number as a
  /// scene file writes it (`700`, `0.1`).
  package static func written(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// "0.267 s": `microseconds` to the millisecond, trailing zeros dropped ("0.26 s", "2 s"), as
  /// every report, motion line and output line writes a time, whether it comes from a GIF
  /// (hundredths) or a render (n / fps).
  package static func seconds(microseconds: Int) -> String {
    let milliseconds = (microseconds + (microseconds < 0 ? -500 : 500)) / 1000
    var text = String(format: "%.3f", Double(milliseconds) / 1000)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return (text == "-0" ? "0" : text) + " s"
  }

  /// `seconds(microseconds:)` of a time in seconds.
  package static func seconds(_ seconds: Double) -> String {
    self.seconds(microseconds: Int((seconds * 1_000_000).rounded()))
  }
}
