import Foundation
import SplashArchive

/// A dotLottie file (`.lottie`): a zip archive holding `manifest.json`, the animations
/// (`animations/<id>.json`; dotLottie 2: `a/<id>.json`) and their images (`images/`; `i/`). The
/// animation played is the manifest's `activeAnimationId`, else its first; its image assets that
/// name files are read from the archive and embedded as `data:` URIs, so rlottie reads nothing
/// beside it. The archive is bounded by `ArchiveLimits.standard` (entries, sizes as declared and as
/// inflated, names leading outside it) before and while anything is inflated; the animation then
/// by `LottieDocument`'s bounds. Errors are one line naming the file and the entry.
enum DotLottie {
  /// The folders an image asset is looked for in, after the one its `u` names.
  static let imageFolders = ["images/", "i/"]

  /// Whether the file at `url` starts as a zip archive does (`PK\3\4`), whatever its name.
  static func isArchive(at url: URL) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
    defer { try? handle.close() }
    return isArchive(Array(handle.readData(ofLength: 4)))
  }

  /// Whether `head` (a file's first bytes) starts a zip archive.
  static func isArchive(_ head: [UInt8]) -> Bool { head.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

  /// The JSON of the animation the archive at `url` plays, its images embedded, and the name of
  /// its entry; `file` names the archive in messages.
  static func animation(contentsOf url: URL, file: String) throws(SceneError) -> (data: Data, entry: String) {
    let archive: ZipArchive
    do { archive = try ZipArchive(contentsOf: url.path, name: file) } catch {
      throw SceneError(error.description, cause: error)
    }
    guard let manifestEntry = archive.entry(named: "manifest.json") else {
      throw SceneError("\(file): no manifest.json in the archive (not a dotLottie file)")
    }
    let manifest = try object(try read(manifestEntry, of: archive), "\(file): manifest.json")
    guard let list = manifest["animations"] as? [Any], !list.isEmpty else {
      throw SceneError("\(file): manifest.json: animations: expected a list of at least one animation")
    }
    var ids: [String] = []
    for (index, entry) in list.enumerated() {
      guard let id = (entry as? [String: Any])?["id"] as? String, !id.isEmpty else {
        throw SceneError("\(file): manifest.json: animations[\(index)].id: expected the animation's id")
      }
      ids.append(id)
    }
    var chosen = ids[0]
    if let active = manifest["activeAnimationId"] {
      guard let active = active as? String, ids.contains(active) else {
        throw SceneError(
          "\(file): manifest.json: activeAnimationId: no animation '\(active)' in the manifest; its animations are \(ids.joined(separator: ", "))"
        )
      }
      chosen = active
    }
    let names = ["animations/\(chosen).json", "a/\(chosen).json"]
    guard let entry = names.lazy.compactMap({ archive.entry(named: $0) }).first else {
      throw SceneError("\(file): no \(names[0]) in the archive (the manifest's animation '\(chosen)')")
    }
    let data = try read(entry, of: archive)
    return (try embedImages(data, from: archive, label: "\(file): \(entry.name)"), entry.name)
  }

  private static func read(_ entry: ZipArchive.Entry, of archive: ZipArchive) throws(SceneError) -> Data {
    do { return Data(try archive.read(entry)) } catch { throw SceneError(error.description, cause: error) }
  }

  private static func object(_ data: Data, _ label: String) throws(SceneError) -> [String: Any] {
    guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
      throw SceneError("\(label): not a JSON object")
    }
    return object
  }

  /// `data` with every image asset that names a file replaced by that file of the archive as a
  /// `data:` URI; `data` itself (byte for byte) when none does. The JSON is rewritten with its
  /// members in their order and its numbers as written: rlottie's parser reads some keys only in
  /// the order exporters write them (a shape's `ty` first).
  static func embedImages(_ data: Data, from archive: ZipArchive, label: String) throws(SceneError) -> Data {
    let root: JSONValue
    do { root = try JSONParser.parse([UInt8](data)) } catch {
      throw SceneError(
        "\(label): not valid JSON at line \(error.line), column \(error.column): \(error.reason)", cause: error)
    }
    guard case .object(var members) = root, let at = members.firstIndex(where: { $0.key == "assets" }),
      case .array(var assets) = members[at].value
    else { return data }
    var changed = false
    for (index, entry) in assets.enumerated() {
      guard case .object(var asset) = entry, entry["layers"] == nil, case .string(let name) = entry["p"],
        !name.hasPrefix("data:")
      else { continue }
      var folder = ""
      if case .string(let u) = entry["u"] { folder = u }
      while folder.hasPrefix("/") { folder.removeFirst() }
      let candidates = [folder + name] + imageFolders.map { $0 + name }
      guard let image = candidates.lazy.compactMap({ archive.entry(named: $0) }).first else {
        throw SceneError("\(label): assets[\(index)].p: no image '\(candidates[0])' in the archive")
      }
      let bytes = try read(image, of: archive)
      let ext = (name as NSString).pathExtension.lowercased()
      let mime = ext == "jpg" || ext == "jpeg" ? "image/jpeg" : "image/\(ext.isEmpty ? "png" : ext)"
      for (key, value) in [
        ("u", JSONValue.string("")), ("p", .string("data:\(mime);base64,\(bytes.base64EncodedString())")),
        ("e", .number("1")),
      ] {
        if let k = asset.firstIndex(where: { $0.key == key }) {
          asset[k].value = value
        } else {
          asset.append((key, value))
        }
      }
      assets[index] = .object(asset)
      changed = true
    }
    guard changed else { return data }
    members[at].value = .array(assets)
    return Data(JSONValue.object(members).written().utf8)
  }
}
