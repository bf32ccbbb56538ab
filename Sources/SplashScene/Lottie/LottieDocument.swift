import Foundation
import SplashRaster

/// A Lottie (bodymovin JSON) file, read and bounded before rlottie ever parses it: the file's
/// size, its layers (precompositions expanded), their nesting and references (a precomposition
/// that contains itself), shapes and path points, its frame count and its composition size
/// (through `PixelBudget`), each against `SceneLimits`; image assets must be `data:` URIs or
/// files inside the Lottie's own folder. Errors are one line naming the file and the JSON path.
///
/// The bounds are structural; rlottie itself still runs in a worker process with a time and
/// memory budget (`LottieWorkerProcess`), because some small files make it spin.
package struct LottieDocument: Sendable, Hashable {
  /// How messages name the file.
  package let file: String
  /// The folder image assets are looked up in (the file's own).
  package let folder: URL
  /// The JSON as read: what the worker hands rlottie.
  package let data: Data
  /// Composition size in points (`w`, `h`).
  package let width: Int
  package let height: Int
  /// Frames per second (`fr`).
  package let frameRate: Double
  /// The first frame (`ip`) and the end frame (`op`): frames ip ≤ f < op play.
  package let inPoint: Double
  package let outPoint: Double
  /// Named ranges (`markers`: `cm`, `tm`, `dr`), by name.
  package let markers: [String: Marker]
  /// The image files its assets name (`u` + `p`, inside `folder`), as sorted absolute paths;
  /// images embedded as `data:` URIs, or in a dotLottie archive, are not files.
  package let imageFiles: [String]

  /// A named range of frames.
  package struct Marker: Sendable, Hashable {
    package let start: Double
    package let duration: Double
  }

  /// Seconds the animation lasts: (op − ip) / fr, as lottie-ios and lottie-web play it.
  package var duration: Double { (outPoint - inPoint) / frameRate }

  /// Whether `data` is a Lottie file rather than a scene: a JSON object with `v`, `fr`, `ip`,
  /// `op` and `layers` (a scene has none of them).
  package static func isLottie(_ data: Data) -> Bool {
    guard data.count <= SceneLimits.maximumLottieBytes,
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return false }
    return ["v", "fr", "ip", "op", "layers"].allSatisfy { object[$0] != nil }
  }

  /// Reads and bounds the Lottie file at `url`, JSON or a dotLottie archive (told by its first
  /// bytes: `DotLottie`); `file` is how messages name it (with the archive's entry for a dotLottie).
  package static func load(contentsOf url: URL, file: String) throws(SceneError) -> LottieDocument {
    let size: Int
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
      guard attributes[.type] as? FileAttributeType == .typeRegular else {
        throw SceneError("\(file): not a regular file")
      }
      size = (attributes[.size] as? Int) ?? 0
    } catch let error as SceneError {
      throw error
    } catch {
      throw SceneError("\(file): cannot read the Lottie file (no such file)")
    }
    if DotLottie.isArchive(at: url) {
      let (data, entry) = try DotLottie.animation(contentsOf: url, file: file)
      return try parse(data, file: "\(file): \(entry)", folder: url.deletingLastPathComponent())
    }
    guard size <= SceneLimits.maximumLottieBytes else {
      throw SceneError(
        "\(file): \(size) bytes, more than the limit of \(SceneLimits.maximumLottieBytes) bytes for a Lottie file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SceneError("\(file): cannot read the Lottie file")
    }
    return try parse(data, file: file, folder: url.deletingLastPathComponent())
  }

  /// Bounds and summarises Lottie JSON; image assets are looked up in `folder`.
  package static func parse(_ data: Data, file: String, folder: URL) throws(SceneError) -> LottieDocument {
    guard data.count <= SceneLimits.maximumLottieBytes else {
      throw SceneError(
        "\(file): \(data.count) bytes, more than the limit of \(SceneLimits.maximumLottieBytes) bytes for a Lottie file"
      )
    }
    let root: [String: Any]
    do {
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw SceneError("\(file): a Lottie file is a JSON object")
      }
      root = object
    } catch let error as SceneError {
      throw error
    } catch {
      throw SceneError("\(file): not valid JSON")
    }
    var checker = LottieStructure(file: file, folder: folder.standardizedFileURL)
    return try checker.document(root, data: data)
  }
}
