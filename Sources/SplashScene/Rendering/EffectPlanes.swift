import Foundation
import SplashRaster

/// Alpha planes of masks and shadows, drawn once per render for as long as their steps stay the
/// same, shared by every frame: a static mask is rendered once, and a shadow that does not change
/// is blurred once (`DrawOp.masked`, `DrawOp.shadow`). Keyed by every input that decides the
/// plane (the steps, the blur, the frame size), so a plane is the same whichever frame or thread
/// drew it first.
final class EffectPlanes: @unchecked Sendable {
  struct Key: Hashable {
    let steps: [DrawOp]
    let blur: GaussianBlur
    let width: Int
    let height: Int
  }

  private let lock = NSLock()
  /// Least recently used first.
  private var entries: [(key: Key, plane: AlphaPlane)] = []
  private var bytes = 0
  /// How many planes were drawn (tests check that an unchanging one is drawn once).
  private(set) var drawn = 0
  /// Bytes of planes kept at most (at least the newest one).
  let budget: Int

  init(budget: Int = 48 << 20) {
    self.budget = budget
  }

  /// The alpha of `steps` drawn on a transparent `width` × `height` surface, blurred by `blur`.
  func plane(
    of steps: [DrawOp], blur: GaussianBlur, width: Int, height: Int, assets: RenderAssets, placements: PlacementCache,
    threads: Int
  ) -> AlphaPlane {
    let key = Key(steps: steps, blur: blur, width: width, height: height)
    if let found = lock.withLock({ () -> AlphaPlane? in
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
      let entry = entries.remove(at: index)
      entries.append(entry)
      return entry.plane
    }) {
      return found
    }
    var plane = AlphaPlane(
      frameWidth: width, frameHeight: height, bounds: PixelRect(x: 0, y: 0, width: 0, height: 0), values: [])
    if !steps.isEmpty, var surface = try? Surface(width: width, height: height) {
      // Not recorded as the layers' placements: a shadow draws a layer's picture where the layer is not.
      for step in steps {
        step.perform(
          on: &surface, assets: assets, placements: placements, prepares: false, records: false, threads: threads)
      }
      plane = blur.applied(to: AlphaPlane(alphaOf: surface))
    }
    lock.withLock {
      drawn += 1
      guard !entries.contains(where: { $0.key == key }) else { return }
      entries.append((key, plane))
      bytes += plane.byteCount
      while bytes > budget && entries.count > 1 {
        bytes -= entries.removeFirst().plane.byteCount
      }
    }
    return plane
  }
}
