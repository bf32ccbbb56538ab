// swift-tools-version:6.0
import Foundation
import PackageDescription

// SwiftPM names a `.package(path:)` dependency after its folder, lowercased: "splashreel" for a
// checkout in a folder of that name. This example sits inside the checkout, whatever its name.
let splashreel = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
  .standardizedFileURL.lastPathComponent.lowercased()

let package = Package(
  name: "SnapshotTests",
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    .testTarget(
      name: "WelcomeSnapshotTests",
      dependencies: [.product(name: "SplashReelTesting", package: splashreel)],
      exclude: ["__Goldens__"]
    )
  ],
  swiftLanguageModes: [.v6]
)

// Not part of the example: building this package also compiles the code of docs/library.md, which
// the LibraryDocSnippets plugin extracts into LibraryDocTests (so the document cannot drift from
// the library).
package.targets += [
  .executableTarget(name: "library-doc-snippets"),
  .plugin(name: "LibraryDocSnippets", capability: .buildTool(), dependencies: ["library-doc-snippets"]),
  .testTarget(
    name: "LibraryDocTests",
    dependencies: [.product(name: "SplashReel", package: splashreel)],
    // The document's examples leave values unused (`let scene = …`): not worth a warning each.
    swiftSettings: [.unsafeFlags(["-suppress-warnings"])],
    plugins: ["LibraryDocSnippets"]
  ),
]
