import Foundation
import SplashNames
import SplashRender
import SplashVideo

/// `render --markdown`: a snippet to paste into a pull-request description.
///
///     ![ad-splash on iphone-15-pro-max](Output/ad-splash-iphone-15-pro-max.gif)
///
///     | device | duration | frames | size |
///     |---|---|---|---|
///     | iPhone 15 Pro Max (`iphone-15-pro-max`, 430×932 pt), GIF 1290×2796 @3x | 3.00 s | 90 at 30 fps | 4.91 MB |
///
///     Reduced to fit 5.00 MB: colours 256 → 128.
///
/// Video (MP4, MOV, WebM: `ExportFormat.traits.markdown` is `.link`) cannot be embedded in
/// Markdown (`<video>` tags are stripped), so it is a link that names the format, length and size: `[▶ ad-splash on iphone-15 (MP4, 3.00 s,
/// 1.23 MB)](Output/ad-splash-iphone-15.mp4)`. APNG and WebP are images, embedded like GIF.
enum PreviewMarkdown {
  /// The snippet for every result, one block each, then a link to the gallery page when there is one.
  static func snippet(
    _ results: [RenderResult], linkBase: String?, currentDirectory: String, gallery: String? = nil
  ) -> String {
    var blocks = results.map { block($0, linkBase: linkBase, currentDirectory: currentDirectory) }
    if let gallery {
      let link = link(for: gallery, base: linkBase, currentDirectory: currentDirectory)
      // The gallery shows the images; videos are only linked.
      let shown = results.filter { !$0.isVideo }.count
      blocks.append("[All \(shown) previews](\(link)): the gallery page, each preview playing on hover.")
    }
    return blocks.joined(separator: "\n\n")
  }

  static func block(_ result: RenderResult, linkBase: String?, currentDirectory: String) -> String {
    let title = escaped("\(result.scene) on \(result.device)")
    let format = result.format.format ?? .gif
    let target = link(for: result.output, base: linkBase, currentDirectory: currentDirectory)
    let seconds = String(format: "%.2f", result.duration)
    let embedded: String
    switch format.traits.markdown {
    case .link: embedded = "[▶ \(title) (\(format.displayName), \(seconds) s, \(size(result.bytes)))](\(target))"
    case .image: embedded = "![\(title)](\(target))"
    }
    var lines = [
      embedded,
      "",
      "| device | duration | frames | size |",
      "|---|---|---|---|",
      "| \(escaped(result.models)) (\(MarkdownText.code(result.device))), \(format.displayName) \(result.width)×\(result.height) @\(result.scale)x"
        + " | \(String(format: "%.2f", result.duration)) s | \(result.frames) at \(result.fps) fps | \(size(result.bytes)) |",
    ]
    if let maxBytes = result.maxBytes, !result.reduced.isEmpty {
      lines += ["", "Reduced to fit \(size(maxBytes)): \(result.reduced.joined(separator: ", "))."]
    }
    if let sheet = result.sheet {
      lines += [
        "", "<details><summary>Key frames</summary>", "",
        "![\(title), key frames](\(link(for: sheet, base: linkBase, currentDirectory: currentDirectory)))", "",
        "</details>",
      ]
    }
    return lines.joined(separator: "\n")
  }

  /// "999 B", "812.3 KB", "4.91 MB" (powers of 1000, as GitHub's limits are stated).
  static func size(_ bytes: Int) -> String {
    if bytes < 1000 { return "\(bytes) B" }
    if bytes < 1_000_000 { return String(format: "%.1f KB", Double(bytes) / 1000) }
    return String(format: "%.2f MB", Double(bytes) / 1_000_000)
  }

  /// Where `path` is, for a link: relative to the root of the git checkout holding it (else to
  /// `currentDirectory`), behind `base` when given (e.g. a raw-file URL), percent-encoded
  /// (`MarkdownText.linkPath`: spaces, parentheses, `<`, `:`, letters outside ASCII, …).
  static func link(for path: String, base: String?, currentDirectory: String) -> String {
    let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
      .standardizedFileURL.path
    var root = (absolute as NSString).deletingLastPathComponent
    var relative: String?
    while !root.isEmpty {
      if FileManager.default.fileExists(atPath: root + "/.git") {
        relative = String(absolute.dropFirst(root == "/" ? 1 : root.count + 1))
        break
      }
      if root == "/" { break }
      root = (root as NSString).deletingLastPathComponent
    }
    if relative == nil {
      let current = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
      relative = absolute.hasPrefix(current + "/") ? String(absolute.dropFirst(current.count + 1)) : absolute
    }
    var link = MarkdownText.linkPath(relative!)
    guard let base, !base.isEmpty else { return link }
    if link.hasPrefix("/") { link.removeFirst() }
    return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/" + link
  }

  /// Text safe inside link text and table cells (`MarkdownText.escaped`).
  static func escaped(_ text: String) -> String { MarkdownText.escaped(text) }
}
