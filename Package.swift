// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "splashreel",
  products: [
    .executable(name: "splashreel", targets: ["splashreel"]),
    .library(name: "SplashReel", targets: ["SplashCLI"]),
  ],
  targets: [
    // libgd through pkg-config: decoding, text, PNG and GIF block writing.
    .systemLibrary(
      name: "CGD",
      pkgConfig: "gdlib",
      providers: [.apt(["libgd-dev"])]
    ),
    // libdeflate (already a dependency of libgd's libtiff): fast inflation and CRC-32 for
    // the PNG frame fast path.
    .systemLibrary(
      name: "CDeflate",
      pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"])]
    ),
    // Pure pixel math: surfaces, colour, compositing, masks, resampling.
    .target(name: "SplashRaster"),
    // Pure timing: Bézier curves, springs, timelines.
    .target(name: "SplashMotion"),
    // Atomic file writes (temporary file beside the destination, fsync, rename); no libgd.
    .target(name: "SplashFiles"),
    // The only owner of libgd pointers: decoding, PNG encoding, text, GIF block writing.
    .target(name: "SplashGD", dependencies: ["CGD", "CDeflate", "SplashRaster", "SplashFiles"]),
    // Scene format, expressions, devices, presets, frame rendering.
    .target(name: "SplashScene", dependencies: ["SplashRaster", "SplashMotion", "SplashGD", "SplashFiles"]),
    // Quantiser, dithering, frame deltas, GIF encoder and decoder.
    .target(name: "SplashGIF", dependencies: ["SplashRaster", "SplashGD", "SplashFiles"]),
    // Frame alignment, pixel metric, reports, golden check/record.
    // Resources: the review and gallery page templates (HTML, CSS, JS).
    .target(
      name: "SplashDiff", dependencies: ["SplashRaster", "SplashGIF", "SplashGD", "SplashScene", "SplashFiles"],
      resources: [.copy("Resources")]),
    // Remote launch-image configuration, download and cache.
    .target(name: "SplashLaunch", dependencies: ["SplashScene", "SplashGD", "SplashRaster", "SplashFiles"]),
    // Argument parsing and subcommands; the executable is a thin shell over it.
    .target(
      name: "SplashCLI",
      dependencies: [
        "SplashRaster", "SplashMotion", "SplashGD", "SplashScene", "SplashGIF", "SplashDiff",
        "SplashLaunch",
      ]
    ),
    .executableTarget(name: "splashreel", dependencies: ["SplashCLI"]),
    // Release-build micro-benchmarks; the comparisons with other tools are scripts beside it.
    .executableTarget(
      name: "splashreel-bench",
      dependencies: ["SplashRaster", "SplashMotion", "SplashGD", "SplashScene", "SplashGIF", "SplashDiff"],
      path: "Benchmarks/Sources/splashreel-bench"
    ),

    .testTarget(name: "SplashRasterTests", dependencies: ["SplashRaster"]),
    .testTarget(name: "SplashMotionTests", dependencies: ["SplashMotion"]),
    .testTarget(name: "SplashFilesTests", dependencies: ["SplashFiles"]),
    .testTarget(name: "SplashGDTests", dependencies: ["SplashGD", "SplashRaster"]),
    .testTarget(name: "SplashSceneTests", dependencies: ["SplashScene", "SplashRaster", "SplashMotion", "SplashGD"]),
    .testTarget(name: "SplashGIFTests", dependencies: ["SplashGIF", "SplashRaster", "SplashGD"], exclude: ["Fixtures"]),
    .testTarget(name: "SplashDiffTests", dependencies: ["SplashDiff", "SplashGIF", "SplashRaster", "SplashGD"], exclude: ["Fixtures"]),
    .testTarget(name: "SplashLaunchTests", dependencies: ["SplashLaunch", "SplashScene", "SplashGD", "SplashRaster"], exclude: ["Support/Server"]),
    .testTarget(name: "SplashCLITests", dependencies: ["SplashCLI"]),
  ],
  swiftLanguageModes: [.v6]
)
