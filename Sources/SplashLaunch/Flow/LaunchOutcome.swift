/// What one run of the launch flow did, and what the next launch shows.
public struct LaunchOutcome: Sendable, Equatable {
  /// What happened to the cache this launch.
  public enum Update: Sendable, Equatable {
    /// `show` = 1: the variant was downloaded, checked to be an image and cached.
    case downloaded(CacheEntry, byteCount: Int, pixelWidth: Int, pixelHeight: Int)
    /// `show` = 0: the cached files named were deleted and the state entry forgotten.
    case purged(removed: [String])
    /// Reading the config or downloading the image failed; the image cached earlier stays, as it
    /// would in the app. `reason` is the one-line error.
    case keptCache(reason: String)
  }

  /// `show` as the config said; nil when the config could not be read.
  public let show: Bool?
  /// The variant for the device; nil when the config could not be read.
  public let choice: VariantChoice?
  public let update: Update
  /// The image the next launch shows full-screen for 3 s; nil means no launch image.
  public let nextLaunch: CacheEntry?

  public init(show: Bool?, choice: VariantChoice?, update: Update, nextLaunch: CacheEntry?) {
    self.show = show
    self.choice = choice
    self.update = update
    self.nextLaunch = nextLaunch
  }
}
