import Foundation
import SplashFiles
import SplashRaster

extension Scene {
  /// The layer id of the one layer a bare Lottie file becomes.
  package static let lottieLayerID = "lottie"

  /// A Lottie file on its own as a scene: one lottie layer over the whole screen (aspectFit) on
  /// white, played once from the start, lasting (op − ip) / fr seconds; its device is the
  /// composition's size at @1x (`<w>x<h>@1`), where the frames are rlottie's own pixels over the
  /// background, and `frameRate` is the file's `fr`.
  package static func lottie(_ document: LottieDocument, url: URL, file: String) throws(SceneError) -> Scene {
    var properties = LayerProperties()
    do {
      properties[.width] = .length(try Length("W"))
      properties[.height] = .length(try Length("H"))
    } catch {
      throw SceneError("\(file): \(error)", cause: error)
    }
    properties[.lottie] = .file(url.lastPathComponent)
    let layer = SceneLayer(id: lottieLayerID, kind: .lottie, properties: properties, path: "the Lottie file")
    var play = SceneStep(id: "play", start: .at(0), path: "the Lottie file's playback")
    play.plays = [LottiePlay(layer: lottieLayerID, path: "the Lottie file's playback")]
    var scene = try Scene(
      name: OutputPath.safeComponent((url.lastPathComponent as NSString).deletingPathExtension),
      directory: url.deletingLastPathComponent(), file: file,
      duration: min(document.duration, SceneLimits.maximumDuration),
      background: .white, defaultDevice: "\(document.width)x\(document.height)@1", layers: [layer], timeline: [play])
    scene.url = url.standardizedFileURL
    scene.isEdited = false
    scene.frameRate = document.frameRate
    return scene
  }
}

extension Scene {
  /// The Lottie files the scene's lottie layers name (so that no output replaces one), then the
  /// image files their assets name (so that the studio reloads when one is saved).
  var lottieFiles: [String] {
    let files = allLayers.compactMap { layer -> String? in
      guard layer.kind == .lottie, case .file(let name) = layer.properties[.lottie] else { return nil }
      return directory.appendingPathComponent(name).standardizedFileURL.path
    }
    // A file that does not load adds no images: its error comes when the scene resolves.
    let images = files.flatMap { path in
      (try? LottieDocument.load(contentsOf: URL(fileURLWithPath: path), file: path))?.imageFiles ?? []
    }
    return files + images
  }
}
