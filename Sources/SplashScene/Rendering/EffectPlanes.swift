import Foundation
import SplashRaster

/// Alpha planes of masks and shadows, drawn once per render for as long as their steps stay the
/// same, shared by every frame: a static mask is rendered once, and a shadow that does not change
/// is blurred once (`DrawOp.masked`, `DrawOp.shadow`). Keyed by every input that decides the
/// plane (the steps, the blur, the frame size), so a plane is the same whichever frame or thread
/// drew it first. Planes are kept packed (`PackedAlphaPlane`: a blurred card is about a third of
/// its bytes), so that the planes of an animated shadow drawn in the GIF encoder's first pass
/// are still there for its second, which draws every frame again.
final class EffectPlanes: @unchecked Sendable {
  struct Key: Hashable {
    let steps: [DrawOp]
    let blur: GaussianBlur
    let width: Int
    let height: Int
  }

  private let lock = NSLock()
  /// Least recently used first.
  private var entries: [(key: Key, plane: PackedAlphaPlane)] = []
  /// The plane last handed out, unpacked, so that a plane used frame after frame is not
  /// unpacked each time (not counted in `bytes`: one plane at most).
  private var latest: (key: Key, plane: AlphaPlane)?
  /// Bytes of the packed planes held.
  private(set) var bytes = 0
  /// How many planes were drawn (tests check that an unchanging one is drawn once).
  private(set) var drawn = 0
  /// How many planes were served unpacked from `entries` (not from `latest`).
  private(set) var unpacked = 0
  /// Bytes of packed planes kept at most (at least the newest one).
  let budget: Int

  /// 12 MB: the 24 planes of avatar-shadow's lift at @3x on a 1320 × 2868 frame pack to 7.6 MB
  /// (unpacked, about 36 MB), with room for a larger card or a longer lift.
  init(budget: Int = 12 << 20) {
    self.budget = budget
  }

  /// The alpha of `steps` drawn on a transparent `width` × `height` surface, blurred by `blur`.
  func plane(
    of steps: [DrawOp], blur: GaussianBlur, width: Int, height: Int, assets: RenderAssets, placements: PlacementCache,
    bandRows: Int?, threads: Int
  ) -> AlphaPlane {
    let key = Key(steps: steps, blur: blur, width: width, height: height)
    // A kept plane: the unpacked latest one if it is this, else this one unpacked (outside the
    // lock) and made the latest.
    let kept = lock.withLock { () -> (plane: AlphaPlane?, packed: PackedAlphaPlane?) in
      guard let index = entries.firstIndex(where: { $0.key == key }) else { return (nil, nil) }
      let entry = entries.remove(at: index)
      entries.append(entry)
      if let latest, latest.key == key { return (latest.plane, nil) }
      return (nil, entry.plane)
    }
    if let plane = kept.plane { return plane }
    if let packed = kept.packed {
      let plane = packed.plane
      lock.withLock {
        latest = (key, plane)
        unpacked += 1
      }
      return plane
    }
    // Drawn in bands of the group band's size (no whole frame allocated) unless a step costs a
    // whole resampling per band. Not recorded as the layers' placements: a shadow draws a
    // layer's picture where the layer is not.
    let bands = steps.allSatisfy { $0.redrawsCheaply() } ? bandRows : nil
    var plane = AlphaPlane(
      frameWidth: width, frameHeight: height, bounds: PixelRect(x: 0, y: 0, width: 0, height: 0), values: [])
    if !steps.isEmpty {
      let alpha = AlphaPlane(width: width, height: height, bandRows: bands) { band in
        for step in steps {
          step.perform(
            on: &band, assets: assets, placements: placements, prepares: false, records: false, bandRows: bandRows,
            threads: threads)
        }
      }
      plane = blur.applied(to: alpha)
    }
    let packed = PackedAlphaPlane(plane)
    lock.withLock {
      drawn += 1
      latest = (key, plane)
      guard !entries.contains(where: { $0.key == key }) else { return }
      entries.append((key, packed))
      bytes += packed.byteCount
      while bytes > budget && entries.count > 1 {
        bytes -= entries.removeFirst().plane.byteCount
      }
    }
    return plane
  }
}
