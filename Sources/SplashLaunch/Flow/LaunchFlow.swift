import Foundation
import SplashGD

/// What an app with a server-configured launch image does during one launch, for one device: read
/// the config, pick the variant, then download and remember it (`show` = 1) or delete it
/// (`show` = 0). What it leaves in the cache is what the *next* launch shows.
///
/// Failures the app survives by keeping its old state — the config or the image cannot be fetched,
/// or the image does not decode — keep the image cached earlier when there is one
/// (``LaunchOutcome/Update/keptCache(reason:)``), and are errors otherwise. Mistakes in the config
/// itself (malformed JSON, missing keys, `errno` ≠ 0, a bad `show` or URL) are always errors: they
/// are what a preview is for.
public struct LaunchFlow: Sendable {
  public var config: ResourceLocation
  /// The device's name: the key of its entry in the state file.
  public var device: String
  /// The portrait screen in points.
  public var screenWidth: Int
  public var screenHeight: Int
  /// `--variant`: use this variant whatever the screen.
  public var variantOverride: Variant?
  public var cache: LaunchCache
  public var limits: FetchLimits

  public init(
    config: ResourceLocation, device: String, screenWidth: Int, screenHeight: Int, variantOverride: Variant? = nil,
    cache: LaunchCache, limits: FetchLimits = FetchLimits()
  ) {
    self.config = config
    self.device = device
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.variantOverride = variantOverride
    self.cache = cache
    self.limits = limits
  }

  /// Runs the launch and returns what it did.
  public func run() throws(LaunchError) -> LaunchOutcome {
    let bytes: [UInt8]
    do {
      bytes = try Fetcher.fetch(config, kind: .config, limits: limits)
    } catch {
      return try keepCache(after: error, show: nil, choice: nil)
    }
    let parsed = try LaunchConfig.decode(bytes, source: config.displayName)
    let choice = VariantChoice.forScreen(width: screenWidth, height: screenHeight, override: variantOverride)
    let key = "result.launch_image.\(choice.variant.rawValue)"
    let image = try config.resolve(parsed.images[choice.variant]!, path: key)
    guard parsed.show else {
      let removed = try cache.purge(device: device, variantURL: image.url)
      return LaunchOutcome(show: false, choice: choice, update: .purged(removed: removed), nextLaunch: nil)
    }
    let download: (bytes: [UInt8], width: Int, height: Int)
    do {
      download = try self.download(image, key: key)
    } catch {
      return try keepCache(after: error, show: true, choice: choice)
    }
    let entry = try cache.store(download.bytes, from: image.url, variant: choice.variant, device: device)
    return LaunchOutcome(
      show: true, choice: choice,
      update: .downloaded(
        entry, byteCount: download.bytes.count, pixelWidth: download.width, pixelHeight: download.height),
      nextLaunch: entry)
  }

  /// The image's bytes and pixel size, once they are known to decode (`UIImage` would refuse them otherwise).
  private func download(_ image: ResourceLocation, key: String) throws(LaunchError) -> (
    bytes: [UInt8], width: Int, height: Int
  ) {
    let bytes = try Fetcher.fetch(image, kind: .image, limits: limits)
    do {
      let decoded = try ImageDecoder.decode(bytes: bytes, name: image.displayName)
      return (bytes, decoded.width, decoded.height)
    } catch {
      throw LaunchError("\(error.description) (\(key))", cause: error)
    }
  }

  /// The outcome when fetching failed: the earlier image if its file is still there, else `error`.
  private func keepCache(after error: LaunchError, show: Bool?, choice: VariantChoice?) throws(LaunchError)
    -> LaunchOutcome
  {
    guard let entry = try cache.entry(for: device),
      FileManager.default.fileExists(atPath: cache.fileURL(for: entry).path)
    else { throw error }
    return LaunchOutcome(show: show, choice: choice, update: .keptCache(reason: error.description), nextLaunch: entry)
  }
}
