import Foundation
import SplashScene

/// One scene on one device with its options: what one GIF (and its sheet) in a batch is made from.
public struct BatchJob: Sendable {
  /// `<scene name>-<device name>` with the scene's name made portable (`Render.defaultName`): names
  /// the outputs and the job in the state file.
  public let id: String
  /// The scene as the manifest wrote it (preset name or path).
  public let sceneReference: String
  /// The scene file read for the job.
  public let sceneURL: URL
  public let scene: Scene
  public let device: Device
  public let options: BatchOptions
  /// The manifest entry it came from, e.g. `renders[0]`.
  public let entry: String
  /// Where its files go.
  public let outputDirectory: URL

  /// The GIF.
  public var gif: URL { file("gif") }
  /// The file of each format the options list, in their order.
  public var files: [URL] { options.formats.map(file) }
  /// `<output>/<id>.<ext>`.
  public func file(_ ext: String) -> URL { outputDirectory.appendingPathComponent("\(id).\(ext)") }
  /// The contact sheet, when the options ask for one.
  public var sheet: URL? { options.sheet ? outputDirectory.appendingPathComponent("\(id)-sheet.png") : nil }
  /// Every file the job writes.
  public var outputs: [URL] { files + (sheet.map { [$0] } ?? []) }

  /// The SHA-256 of everything the job's output depends on: the tool's version, the job's name,
  /// device and options, the scene file's bytes and the bytes of every file the scene reads on
  /// this device (images after overrides and variant choice, Lottie files and the images their
  /// assets name, videos), in a fixed order with lengths, so no two different inputs can run
  /// together into the same stream.
  ///
  /// Fonts and the renderer itself are covered by the tool's version only.
  public func inputHash(toolVersion: String) throws(BatchError) -> String {
    var hash = SHA256()
    func field(_ name: String, _ value: String) { hash.update("\(name) \(value.utf8.count)\n\(value)\n") }
    func file(_ name: String, _ url: URL) throws(BatchError) {
      let bytes: Data
      do {
        bytes = try Data(contentsOf: url)
      } catch {
        throw BatchError("\(url.path): cannot read the file for the batch hash")
      }
      hash.update("\(name) \(url.lastPathComponent) \(bytes.count)\n")
      hash.update([UInt8](bytes))
      hash.update("\n")
    }
    field("splashreel-batch", "1")
    field("tool", toolVersion)
    field("job", id)
    field("device", "\(device.name) \(device.width)x\(device.height)@\(device.scale)")
    field("options", options.canonical)
    try file("scene", sceneURL)
    let resolved: ResolvedScene
    do {
      resolved = try scene.resolved(for: device)
    } catch {
      throw BatchError(error)
    }
    let images = Set(resolved.images.values.map { $0.url.standardizedFileURL.path }).sorted()
    for path in images { try file("image", URL(fileURLWithPath: path)) }
    // Lottie layers' files and the image files their assets name.
    let lotties = Set(
      resolved.lotties.values.map {
        $0.folder.appendingPathComponent(($0.file as NSString).lastPathComponent).standardizedFileURL.path
      }
    ).sorted()
    for path in lotties { try file("lottie", URL(fileURLWithPath: path)) }
    let lottieImages = Set(resolved.lotties.values.flatMap(\.imageFiles)).sorted()
    for path in lottieImages { try file("lottie-image", URL(fileURLWithPath: path)) }
    // Video layers' files.
    let videos = Set(resolved.videos.values.map { $0.url.standardizedFileURL.path }).sorted()
    for path in videos { try file("video", URL(fileURLWithPath: path)) }
    return hash.hexDigest()
  }
}
