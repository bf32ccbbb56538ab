// swift-tools-version:6.0
import PackageDescription

// An app's snapshot tests, as a package that depends on splashreel: `swift test` here renders
// the welcome-back scene on an iPhone 15 and compares it with its golden GIF.
let package = Package(
  name: "SnapshotTests",
  dependencies: [
    .package(name: "splashreel", path: "../..")
  ],
  targets: [
    .testTarget(
      name: "WelcomeSnapshotTests",
      dependencies: [.product(name: "SplashReel", package: "splashreel")],
      exclude: ["__Goldens__"]
    )
  ],
  swiftLanguageModes: [.v6]
)
