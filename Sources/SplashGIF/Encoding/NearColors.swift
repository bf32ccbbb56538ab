/// Which palette entries may stand in for which under lossy LZW coding (see `LossyLZWCoder`):
/// entries whose perceptual distance is at most a bound, with their squared distances.
///
/// The bound is in grey levels (one grey level moves 128 perceptual units, as for the quality
/// tolerances). The encoder builds it `reach` times the lossy setting wide: the setting limits
/// what a stand-in adds to the pixel's distance from its source colour, and this hard bound
/// keeps a stand-in close to the exact colour even where the exact colour itself is far from
/// the source. The transparent entry is never a stand-in.
struct NearColors: Sendable {
  /// The hard bound as a multiple of the lossy setting (measured on the benchmark's cross-fade
  /// with the coder's rate–distortion choice: 4 gave the same bytes and PSNR as 2 for twice the
  /// time, 1 gave 19 % more bytes).
  static let reach = 2

  /// Palette entries (the transparent one excluded).
  let count: Int
  /// `distanceSquared[a << 8 | b]`: squared perceptual distance between entries a and b.
  let distanceSquared: [Int32]
  /// `allowed[a << 8 | b]`: 1 when b may be written for a (a itself included).
  let allowed: [UInt8]
  /// For entry a, `list[start[a]..<start[a + 1]]` are the other allowed entries, nearest first
  /// (ties by index).
  let start: [Int32]
  let list: [UInt8]

  /// - Parameters:
  ///   - points: the palette's perceptual coordinates (at most 255 entries).
  ///   - greyLevels: the largest distance allowed, in grey levels; 0 allows nothing but the
  ///     entry itself.
  init(points: [PerceptualSpace.Point], greyLevels: Int) {
    precondition(points.count <= 255, "a palette of \(points.count) colours")
    count = points.count
    let bound = Int(128 * greyLevels) * Int(128 * greyLevels)
    var distanceSquared = [Int32](repeating: 0, count: 256 * 256)
    var allowed = [UInt8](repeating: 0, count: 256 * 256)
    var start: [Int32] = [0]
    var list: [UInt8] = []
    for a in points.indices {
      var near: [(distance: Int, index: Int)] = []
      for b in points.indices {
        let d = points[a].distanceSquared(to: points[b])
        distanceSquared[a << 8 | b] = Int32(clamping: d)
        if d <= bound {
          allowed[a << 8 | b] = 1
          if b != a { near.append((d, b)) }
        }
      }
      near.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.index < $1.index }
      list += near.map { UInt8($0.index) }
      start.append(Int32(list.count))
    }
    self.distanceSquared = distanceSquared
    self.allowed = allowed
    self.start = start
    self.list = list
  }
}
