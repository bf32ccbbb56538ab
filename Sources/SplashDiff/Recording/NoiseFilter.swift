import SplashRaster

/// Tells moved or missing content from codec noise: differing pixels are grouped into connected
/// regions (8-connected), and regions smaller than `minimumRegion` pixels are noise — they no
/// longer count as differing, so a lossy recording of the right animation passes while a layer
/// that moved or is missing still leaves large regions.
package struct NoiseFilter: Sendable, Equatable {
  /// Regions of fewer pixels than this are noise; 0 or 1 keeps every differing pixel.
  package let minimumRegion: Int

  package init(minimumRegion: Int) {
    self.minimumRegion = minimumRegion
  }

  /// What one picture's differences are made of.
  package struct Outcome: Sendable {
    /// `diff` with the noise pixels reclassed as the same (so bounds, density and pictures follow).
    package let diff: PixelDiff
    /// Differing pixels in regions under `minimumRegion`.
    package let noisePixels: Int
    /// Regions of at least `minimumRegion` pixels (nil when nothing is filtered).
    package let regions: Int?
  }

  /// Splits `diff`'s differing pixels into regions that count and noise.
  package func apply(to diff: PixelDiff) -> Outcome {
    guard minimumRegion > 1, diff.differentPixels > 0 else {
      return Outcome(diff: diff, noisePixels: 0, regions: minimumRegion > 1 ? 0 : nil)
    }
    let width = diff.width
    let height = diff.height
    let different = PixelClass.different.rawValue
    var classes = diff.classes
    var noise = 0
    var regions = 0
    var seen = [Bool](repeating: false, count: classes.count)
    var stack: [Int] = []
    var members: [Int] = []
    // The box around the regions that count (the diff's own box may hold noise).
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    classes.withUnsafeMutableBufferPointer { classes in
      seen.withUnsafeMutableBufferPointer { seen in
        for start in 0..<classes.count where classes[start] == different && !seen[start] {
          // Flood fill one region with an explicit stack.
          members.removeAll(keepingCapacity: true)
          stack.append(start)
          seen[start] = true
          while let p = stack.popLast() {
            members.append(p)
            let x = p % width
            let y = p / width
            for dy in -1...1 {
              let ny = y + dy
              if ny < 0 || ny >= height { continue }
              for dx in -1...1 {
                let nx = x + dx
                if nx < 0 || nx >= width { continue }
                let q = ny * width + nx
                if classes[q] == different && !seen[q] {
                  seen[q] = true
                  stack.append(q)
                }
              }
            }
          }
          if members.count < minimumRegion {
            noise += members.count
            for p in members { classes[p] = PixelClass.same.rawValue }
          } else {
            regions += 1
            for p in members {
              let x = p % width
              let y = p / width
              minX = min(minX, x)
              maxX = max(maxX, x)
              minY = min(minY, y)
              maxY = max(maxY, y)
            }
          }
        }
      }
    }
    let filtered = PixelDiff(
      width: width, height: height, classes: classes, differentPixels: diff.differentPixels - noise,
      antialiasedPixels: diff.antialiasedPixels, ignoredPixels: diff.ignoredPixels,
      bounds: maxX < 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    return Outcome(diff: filtered, noisePixels: noise, regions: regions)
  }
}
