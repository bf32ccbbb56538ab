import Foundation
import PackagePlugin

/// Turns the Swift code blocks of splashreel's docs/library.md into a Swift file of the target it
/// is applied to, so that building this package compiles the documentation's examples.
@main
struct LibraryDocSnippets: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let example = context.package.directoryURL
    let doc = example.appendingPathComponent("../../docs/library.md").standardizedFileURL
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("LibrarySnippets.swift")
    let files = ["Package.swift", "Tests/WelcomeSnapshotTests/WelcomeBackTests.swift"].map {
      example.appendingPathComponent($0)
    }
    return [
      .buildCommand(
        displayName: "Extracting the code of docs/library.md",
        executable: try context.tool(named: "library-doc-snippets").url,
        arguments: [doc.path, example.path, output.path], inputFiles: [doc] + files, outputFiles: [output])
    ]
  }
}
