/// What the state file remembers for one device: the app's `launchImage` user default (the cached
/// file name) plus where it came from.
public struct CacheEntry: Sendable, Equatable {
  /// The file name inside the cache directory (always passes `CacheFileName.isSafe`).
  public let file: String
  /// The URL the image was downloaded from.
  public let url: String
  public let variant: Variant

  public init(file: String, url: String, variant: Variant) {
    self.file = file
    self.url = url
    self.variant = variant
  }
}
