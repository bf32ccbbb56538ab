import Foundation
import SplashRender
import SplashScene

/// The jobs of a manifest, sorted by id, and the share of them one CI job (a shard) renders.
public struct BatchPlan: Sendable {
  public let manifest: BatchManifest
  /// Every job, sorted by id (byte order), one per scene × device of every entry.
  public let jobs: [BatchJob]

  /// Expands `manifest`: loads each scene once and checks each device.
  ///
  /// - Throws: `SceneError` for a scene or device that does not load, naming the manifest entry,
  ///   or for two jobs with the same id (the same scene and device listed twice).
  public init(_ manifest: BatchManifest) throws(BatchError) {
    self.manifest = manifest
    var scenes: [String: (URL, Scene)] = [:]
    var jobs: [String: BatchJob] = [:]
    for entry in manifest.entries {
      for reference in entry.scenes {
        let loaded: (URL, Scene)
        if let known = scenes[reference] {
          loaded = known
        } else {
          do {
            loaded = try Self.loadScene(reference, relativeTo: manifest.directory)
          } catch {
            throw BatchError("\(manifest.file): \(entry.path).scenes: \(error.description)")
          }
          scenes[reference] = loaded
        }
        for name in entry.devices {
          let device: Device
          do {
            device = try DeviceCatalog.device(named: name)
          } catch {
            throw BatchError("\(manifest.file): \(entry.path).devices: \(error.description)")
          }
          // Two scene names can make one file name (`a:b`, `a?b`): refused below like a repeat.
          let id = Render.defaultName(scene: loaded.1.name, device: device.name)
          if let earlier = jobs[id] {
            throw BatchError(
              "\(manifest.file): \(entry.path): \(loaded.1.name) on \(device.name) is already rendered by \(earlier.entry) (both would write \(id).gif)"
            )
          }
          jobs[id] = BatchJob(
            id: id, sceneReference: reference, sceneURL: loaded.0, scene: loaded.1, device: device,
            options: entry.options,
            entry: entry.path, outputDirectory: manifest.output)
        }
      }
    }
    self.jobs = jobs.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { jobs[$0]! }
  }

  /// A preset name, or a scene file path (ending in .json or .lottie, or containing a /) relative
  /// to `directory`.
  static func loadScene(_ reference: String, relativeTo directory: URL) throws(SceneError) -> (URL, Scene) {
    if reference.hasSuffix(".json") || reference.hasSuffix(".lottie") || reference.contains("/") {
      let url =
        (reference.hasPrefix("/") ? URL(fileURLWithPath: reference) : directory.appendingPathComponent(reference))
        .standardizedFileURL
      return (url, try Scene.load(contentsOf: url, file: reference))
    }
    return (try Presets.url(of: reference), try Presets.load(reference))
  }

  /// The jobs shard `shard` renders.
  public func jobs(in shard: Shard) -> [BatchJob] {
    shard.select(jobs)
  }
}

/// One of `count` equal parts of a job list, for CI matrix jobs: `--shard 2/4`.
///
/// Shard k takes the jobs at positions p (0-based, in the sorted job list) with p mod count =
/// k − 1. Every job is in exactly one shard, shard sizes differ by at most one, and the split
/// depends only on the job list, so every matrix job computes the same partition.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
  /// 1...count.
  public let index: Int
  public let count: Int

  /// The whole list.
  public static let all = Shard(uncheckedIndex: 1, count: 1)

  private init(uncheckedIndex index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Parses `k/n` with 1 ≤ k ≤ n ≤ 1000; nil otherwise.
  public init?(parsing text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
      let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, n <= 1000, k >= 1, k <= n
    else { return nil }
    self.init(uncheckedIndex: k, count: n)
  }

  public var description: String { "\(index)/\(count)" }

  /// The elements of `list` in this shard, in order.
  package func select<T>(_ list: [T]) -> [T] {
    list.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
  }
}
