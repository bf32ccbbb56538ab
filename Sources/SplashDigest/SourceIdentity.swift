import Foundation

/// The build identity of a splashreel source tree: the SHA-256 of its manifest and of every file
/// under `Sources/`, by relative path and content. File dates never enter it, so a `touch`,
/// `git checkout` or copy leaves it unchanged, and any change of content changes it.
///
/// The build computes it for the executable and for the library alike (the `BuildIdentityPlugin`
/// build-tool plugin runs `splashreel-identity`), so a test can tell whether a release executable
/// was built from the same sources as the library it links.
package enum SourceIdentity {
  /// The files that make up the identity, relative to `root`, in the order they are hashed:
  /// `Package.swift`, then the regular files under `Sources/` (hidden ones left out), sorted by
  /// their UTF-8 bytes.
  package static func files(in root: URL) -> [String] {
    var files: [String] = []
    let sources = root.appendingPathComponent("Sources")
    if let walk = FileManager.default.enumerator(
      at: sources, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
    {
      for case let url as URL in walk
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        files.append(
          "Sources/" + String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1)))
      }
    }
    return ["Package.swift"] + files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  /// The identity of the tree at `root`: 64 lowercase hex digits. Each file adds its relative
  /// path, a newline, its byte count, a newline and its bytes; a missing file adds its path and
  /// "missing".
  package static func compute(root: URL) -> String {
    var hash = SHA256()
    for file in files(in: root) {
      hash.update(file + "\n")
      if let data = FileManager.default.contents(atPath: root.appendingPathComponent(file).path) {
        hash.update("\(data.count)\n")
        hash.update([UInt8](data))
      } else {
        hash.update("missing\n")
      }
    }
    return hash.hexDigest()
  }
}
