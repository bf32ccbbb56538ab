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
    // FFmpeg's libraries through pkg-config (libavformat pulls in libavcodec and libavutil; the
    // module map links libswscale too): MP4/MOV (H.264) and WebM (VP9) export.
    .systemLibrary(
      name: "CFFmpeg",
      pkgConfig: "libavformat",
      providers: [.apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev", "libswscale-dev"])]
    ),
    // libwebp's animation encoder (libwebpmux): animated WebP export.
    .systemLibrary(
      name: "CWebP",
      pkgConfig: "libwebpmux",
      providers: [.apt(["libwebp-dev"])]
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
    // The only owner of FFmpeg and libwebp pointers: MP4/MOV/WebM, APNG (written here) and
    // animated WebP export of a frame sequence.
    .target(
      name: "SplashVideo",
      dependencies: ["CFFmpeg", "CWebP", "CDeflate", "SplashRaster", "SplashGIF", "SplashFiles"]
    ),
    // Frame alignment, pixel metric, reports, golden check/record.
    .target(name: "SplashDiff", dependencies: ["SplashRaster", "SplashGIF", "SplashGD", "SplashScene", "SplashFiles"]),
    // Remote launch-image configuration, download and cache.
    .target(name: "SplashLaunch", dependencies: ["SplashScene", "SplashGD", "SplashRaster", "SplashFiles"]),
    // Argument parsing and subcommands; the executable is a thin shell over it.
    .target(
      name: "SplashCLI",
      dependencies: [
        "SplashRaster", "SplashMotion", "SplashGD", "SplashScene", "SplashGIF", "SplashDiff",
        "SplashLaunch", "SplashVideo",
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
    .testTarget(
      name: "SplashVideoTests", dependencies: ["SplashVideo", "SplashGIF", "SplashRaster"], exclude: ["Support/Scripts"]),
  ],
  swiftLanguageModes: [.v6]
)
