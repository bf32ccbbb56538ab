/// Numbers in messages as a scene file writes them: `700`, not `700.0`; `0.1`, not `0.10000000000000001`.
package enum SceneNumber {
  /// The shortest text that reads back as `value`, without a `.0` on whole numbers.
  package static func written(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
