import Foundation
import PackagePlugin

/// Gives the target it is applied to the build identity of the package's sources: runs
/// `splashreel-identity`, which hashes `Package.swift` and every file under `Sources/` by content
/// and writes `GeneratedBuildIdentity.swift`. The inputs listed here only tell the build when to
/// run it again; the tool decides the identity (`SourceIdentity.files` lists the same files).
@main
struct BuildIdentityPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    var inputs = [root.appendingPathComponent("Package.swift")]
    if let walk = FileManager.default.enumerator(
      at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: [.isRegularFileKey],
      options: [.skipsHiddenFiles])
    {
      for case let url as URL in walk
      where (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true {
        inputs.append(url)
      }
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedBuildIdentity.swift")
    return [
      .buildCommand(
        displayName: "Hashing splashreel's sources for the build identity",
        executable: try context.tool(named: "splashreel-identity").url,
        arguments: [root.path, output.path], inputFiles: inputs, outputFiles: [output])
    ]
  }
}
