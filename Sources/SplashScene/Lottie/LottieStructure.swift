import Foundation
import SplashRaster

/// The walk over a Lottie file's JSON that bounds it before rlottie parses it (see
/// `LottieDocument`). Hand-written: no Debian library validates bodymovin JSON.
struct LottieStructure {
  let file: String
  let folder: URL
  private var layers = 0
  private var shapes = 0
  private var points = 0
  private var precomps: [String: (layers: [Any], path: String)] = [:]
  /// The image files the assets name, checked to be inside `folder`.
  private var imageFiles: Set<String> = []

  init(file: String, folder: URL) {
    self.file = file
    self.folder = folder
  }

  private func fail(_ path: String, _ message: String) -> SceneError {
    SceneError("\(file): \(path): \(message)")
  }

  private func number(_ object: [String: Any], _ key: String, _ path: String) throws(SceneError) -> Double {
    guard let value = object[key] else { throw fail(path.isEmpty ? key : "\(path).\(key)", "missing") }
    guard let number = value as? NSNumber, number.doubleValue.isFinite else {
      throw fail(path.isEmpty ? key : "\(path).\(key)", "expected a number")
    }
    return number.doubleValue
  }

  mutating func document(_ root: [String: Any], data: Data) throws(SceneError) -> LottieDocument {
    let fr = try number(root, "fr", "")
    guard fr > 0, fr <= SceneLimits.maximumLottieFrameRate else {
      throw fail(
        "fr",
        "the frame rate must be above 0 and at most \(Int(SceneLimits.maximumLottieFrameRate)), got \(SceneLimits.describe(fr))"
      )
    }
    let ip = try number(root, "ip", "")
    let op = try number(root, "op", "")
    guard abs(ip) <= SceneLimits.maximumLottieFrames, op > ip else {
      throw fail(
        "op",
        "the out frame must come after the in frame (\(SceneLimits.describe(ip))), got \(SceneLimits.describe(op))")
    }
    guard op - ip <= SceneLimits.maximumLottieFrames else {
      throw fail(
        "op", "\(SceneLimits.describe(op - ip)) frames, more than the limit of \(Int(SceneLimits.maximumLottieFrames))")
    }
    let w = try number(root, "w", "")
    let h = try number(root, "h", "")
    guard w >= 1, h >= 1, w == w.rounded(), h == h.rounded(), w <= 16_384, h <= 16_384 else {
      throw fail(
        "w",
        "the composition size must be whole points in 1...16384, got \(SceneLimits.describe(w))×\(SceneLimits.describe(h))"
      )
    }
    guard PixelBudget.fits(width: Int(w), height: Int(h)) else {
      throw fail(
        "w", "a composition of \(Int(w))×\(Int(h)) exceeds the limit of \(PixelBudget.maximumPixelsPerImage) pixels")
    }
    var markers: [String: LottieDocument.Marker] = [:]
    if let list = root["markers"] {
      guard let list = list as? [Any] else { throw fail("markers", "expected a list") }
      for (index, entry) in list.enumerated() {
        let path = "markers[\(index)]"
        guard let marker = entry as? [String: Any] else { throw fail(path, "expected an object") }
        guard let name = marker["cm"] as? String else { throw fail("\(path).cm", "expected the marker's name") }
        let start = try number(marker, "tm", path)
        let duration = (marker["dr"] as? NSNumber)?.doubleValue ?? 0
        guard duration.isFinite, duration >= 0 else { throw fail("\(path).dr", "expected a duration ≥ 0") }
        markers[name] = LottieDocument.Marker(start: start, duration: duration)
      }
    }
    if let assets = root["assets"] {
      guard let assets = assets as? [Any] else { throw fail("assets", "expected a list") }
      for (index, entry) in assets.enumerated() {
        let path = "assets[\(index)]"
        guard let asset = entry as? [String: Any] else { throw fail(path, "expected an object") }
        guard let id = asset["id"] as? String else { throw fail("\(path).id", "expected the asset's id") }
        if let layers = asset["layers"] {
          guard let layers = layers as? [Any] else { throw fail("\(path).layers", "expected a list") }
          precomps[id] = (layers, "\(path).layers")
        } else if asset["p"] != nil {
          try checkImage(asset, path)
        }
      }
    }
    guard let top = root["layers"] as? [Any] else { throw fail("layers", "expected a list of layers") }
    try walk(top, path: "layers", depth: 1, open: [])
    return LottieDocument(
      file: file, folder: folder, data: data, width: Int(w), height: Int(h), frameRate: fr, inPoint: ip,
      outPoint: op, markers: markers, imageFiles: imageFiles.sorted())
  }

  /// An image asset: a `data:` URI, or `u` + `p` naming a file inside the Lottie's folder.
  private mutating func checkImage(_ asset: [String: Any], _ path: String) throws(SceneError) {
    guard let name = asset["p"] as? String else { throw fail("\(path).p", "expected the image's file name") }
    if name.hasPrefix("data:") { return }
    let subfolder = (asset["u"] as? String) ?? ""
    let relative = subfolder + name
    let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
    guard !relative.hasPrefix("/"), !parts.contains(".."), !relative.contains("\0") else {
      throw fail("\(path).p", "the image '\(relative)' is outside the Lottie file's folder")
    }
    let url = folder.appendingPathComponent(relative).resolvingSymlinksInPath()
    guard url.path.hasPrefix(folder.resolvingSymlinksInPath().path + "/") else {
      throw fail("\(path).p", "the image '\(relative)' is outside the Lottie file's folder")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else {
      throw fail("\(path).p", "no image '\(relative)' beside the Lottie file")
    }
    imageFiles.insert(url.path)
  }

  /// Counts layers (each precomposition once per use), their shapes and points, and refuses
  /// nesting deeper than the limit and precompositions that contain themselves.
  private mutating func walk(_ list: [Any], path: String, depth: Int, open: [String]) throws(SceneError) {
    guard depth <= SceneLimits.maximumLottiePrecompositionDepth else {
      throw fail(
        path,
        "precompositions nested \(depth) deep, more than the limit of \(SceneLimits.maximumLottiePrecompositionDepth)")
    }
    for (index, entry) in list.enumerated() {
      let here = "\(path)[\(index)]"
      guard let layer = entry as? [String: Any] else { throw fail(here, "expected a layer object") }
      layers += 1
      guard layers <= SceneLimits.maximumLottieLayers else {
        throw fail(
          here, "more than the limit of \(SceneLimits.maximumLottieLayers) layers (precompositions counted per use)")
      }
      if let shapes = layer["shapes"] {
        guard let shapes = shapes as? [Any] else { throw fail("\(here).shapes", "expected a list") }
        try count(shapes, path: "\(here).shapes", depth: 1)
      }
      if let masks = layer["masksProperties"] as? [Any] {
        try countPoints(masks, path: "\(here).masksProperties", depth: 1)
      }
      guard (layer["ty"] as? NSNumber)?.intValue == 0 else { continue }
      guard let ref = layer["refId"] as? String else {
        throw fail("\(here).refId", "a precomposition layer needs a refId")
      }
      guard !open.contains(ref) else {
        throw fail(
          "\(here).refId", "precomposition '\(ref)' contains itself (\((open + [ref]).joined(separator: " → ")))")
      }
      guard let precomp = precomps[ref] else { throw fail("\(here).refId", "no precomposition '\(ref)' in assets") }
      try walk(precomp.layers, path: precomp.path, depth: depth + 1, open: open + [ref])
    }
  }

  /// Counts shape items (groups' `it` included) and their path points.
  private mutating func count(_ items: [Any], path: String, depth: Int) throws(SceneError) {
    guard depth <= SceneLimits.maximumLottieJSONDepth else { throw fail(path, "shapes nested too deep") }
    for (index, entry) in items.enumerated() {
      let here = "\(path)[\(index)]"
      guard let item = entry as? [String: Any] else { throw fail(here, "expected a shape object") }
      shapes += 1
      guard shapes <= SceneLimits.maximumLottieShapes else {
        throw fail(here, "more than the limit of \(SceneLimits.maximumLottieShapes) shapes")
      }
      if let inner = item["it"] {
        guard let inner = inner as? [Any] else { throw fail("\(here).it", "expected a list") }
        try count(inner, path: "\(here).it", depth: depth + 1)
      }
      if let ks = item["ks"] { try countPoints([ks], path: "\(here).ks", depth: 1) }
    }
  }

  /// Counts vertices (`v` lists) anywhere below `value`, keyframes included.
  private mutating func countPoints(_ values: [Any], path: String, depth: Int) throws(SceneError) {
    guard depth <= SceneLimits.maximumLottieJSONDepth else { throw fail(path, "values nested too deep") }
    for value in values {
      if let object = value as? [String: Any] {
        if let vertices = object["v"] as? [Any] {
          points += vertices.count
          guard points <= SceneLimits.maximumLottiePoints else {
            throw fail(path, "more than the limit of \(SceneLimits.maximumLottiePoints) path points")
          }
        }
        try countPoints(Array(object.values), path: path, depth: depth + 1)
      } else if let list = value as? [Any], list.contains(where: { $0 is [String: Any] || $0 is [Any] }) {
        try countPoints(list, path: path, depth: depth + 1)
      }
    }
  }
}
