/// What `/status.json` and every event carry: the scene's generation (counts good loads), the
/// last load's one-line error (nil when it succeeded), how long the last reload took, and whether
/// the studio compares with a golden (`/golden.json`).
struct StudioStatus: Encodable {
  var generation: Int
  var error: String?
  var reloadMilliseconds: Double
  var golden: Bool

  enum CodingKeys: String, CodingKey { case generation, error, reloadMilliseconds, golden }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(generation, forKey: .generation)
    try container.encode(error, forKey: .error)
    try container.encode(reloadMilliseconds, forKey: .reloadMilliseconds)
    try container.encode(golden, forKey: .golden)
  }
}
