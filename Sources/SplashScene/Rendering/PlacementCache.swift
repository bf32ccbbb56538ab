import Foundation
import SplashRaster

/// Pictures resampled once for the place they keep, shared by every frame of a render.
///
/// A picture that stays where it is while other layers animate (a full-screen photo under a
/// fading slogan) would otherwise be resampled on every frame. When a layer draws the same
/// picture with the same transform, clip and filters onto a surface of the same size as the
/// last time, the second draw prepares the samples (`Surface.prepareDraw`) and every later one
/// only blends them. Moving layers keep drawing directly. The bytes are the same either way, so
/// frames do not depend on the order or the threads that draw them.
final class PlacementCache: @unchecked Sendable {
  /// One draw's arguments, apart from opacity.
  struct Placement: Hashable, Sendable {
    let image: String
    let transform: Transform2D
    let clip: RoundedRect?
    let filters: SamplingFilters
    let antialiasedEdges: Bool
    let width: Int
    let height: Int
  }

  private struct Entry {
    let placement: Placement
    var prepared: PreparedDraw?
  }

  private let lock = NSLock()
  private var entries: [String: Entry] = [:]

  /// Whether samples are kept for `layer`'s picture.
  func isPrepared(_ layer: String) -> Bool {
    lock.withLock { entries[layer]?.prepared != nil }
  }

  /// Draws `pixels` for `layer` as `Surface.draw` would, through prepared samples when this
  /// layer drew the same placement before. With `prepares` false, samples are used when they
  /// exist but not made, and the layer's placement is forgotten until it is drawn with `prepares`
  /// again (for draws under the animated layers, which `DrawPrefixCache` keeps as a whole
  /// surface: samples of a full-screen picture would cost a frame's memory for nothing, also
  /// when the encoder's second pass starts the frames over). With `records` false (a group's
  /// later bands) samples are used when they exist and nothing is made or forgotten.
  func draw(
    _ pixels: Surface, layer: String, placement: Placement, opacity: Double, prepares: Bool = true,
    records: Bool = true, threads: Int, into surface: inout Surface
  ) {
    let known: Entry? = lock.withLock {
      if !records {
        guard let entry = entries[layer], entry.placement == placement, entry.prepared != nil else { return nil }
        return entry
      }
      if !prepares {
        guard let entry = entries[layer], entry.placement == placement else { return nil }
        if entry.prepared == nil { entries[layer] = nil }
        return entry.prepared == nil ? nil : entry
      }
      if let entry = entries[layer], entry.placement == placement { return entry }
      entries[layer] = Entry(placement: placement, prepared: nil)
      return nil
    }
    guard let known else {
      surface.draw(
        pixels, transform: placement.transform, opacity: opacity, clip: placement.clip, filters: placement.filters,
        antialiasedEdges: placement.antialiasedEdges, threads: threads)
      return
    }
    let prepared =
      known.prepared
      ?? surface.prepareDraw(
        pixels, transform: placement.transform, clip: placement.clip, filters: placement.filters,
        antialiasedEdges: placement.antialiasedEdges, threads: threads)
    if known.prepared == nil {
      lock.withLock {
        if entries[layer]?.placement == placement { entries[layer]?.prepared = prepared }
      }
    }
    surface.draw(prepared, opacity: opacity, threads: threads)
  }
}
