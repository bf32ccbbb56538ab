// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "splashreel",
  products: [
    .executable(name: "splashreel", targets: ["splashreel"]),
    // Everything below, re-exported by one import (see docs/library.md).
    .library(name: "SplashReel", targets: ["SplashReel"]),
    .library(name: "SplashRender", targets: ["SplashRender"]),
    .library(name: "SplashScene", targets: ["SplashScene"]),
    .library(name: "SplashGIF", targets: ["SplashGIF"]),
    .library(name: "SplashFrames", targets: ["SplashFrames"]),
    .library(name: "SplashVideo", targets: ["SplashVideo"]),
    .library(name: "SplashDiff", targets: ["SplashDiff"]),
    .library(name: "SplashSheet", targets: ["SplashSheet"]),
    .library(name: "SplashBatch", targets: ["SplashBatch"]),
    .library(name: "SplashLaunch", targets: ["SplashLaunch"]),
    .library(name: "SplashMotion", targets: ["SplashMotion"]),
    .library(name: "SplashRaster", targets: ["SplashRaster"]),
    // Snapshot assertions for Swift Testing and XCTest (a test target's dependency).
    .library(name: "SplashReelTesting", targets: ["SplashReelTesting"]),
  ],
  targets: [
    // libgd through pkg-config: decoding, text, PNG and GIF block writing.
    .systemLibrary(
      name: "CGD",
      pkgConfig: "gdlib",
      providers: [.apt(["libgd-dev"]), .brew(["gd"])]
    ),
    // libdeflate (already a dependency of libgd's libtiff): fast inflation and CRC-32 for
    // the PNG frame fast path.
    .systemLibrary(
      name: "CDeflate",
      pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]
    ),
    // libunibreak through pkg-config: UAX #14 line-break opportunities for multi-line labels.
    .systemLibrary(
      name: "CUnibreak",
      pkgConfig: "libunibreak",
      providers: [.apt(["libunibreak-dev"]), .brew(["libunibreak"])]
    ),
    // FFmpeg's libraries (libavformat, libavcodec, libavutil, libswscale): MP4/MOV (H.264) and
    // WebM (VP9) export and video decoding. Not linked: opened with dlopen at the first video, so
    // a render without video maps none of the 88 libraries they depend on (see
    // Sources/CFFmpeg/include/CFFmpeg.h). Their headers come from the compiler's default paths:
    // Debian's libavformat-dev, libavcodec-dev, libavutil-dev and libswscale-dev (scripts/dev
    // installs them); on macOS, `brew install ffmpeg` and CPATH=$(brew --prefix)/include.
    .target(name: "CFFmpeg", exclude: ["functions.txt"]),
    // libwebp's animation encoder (libwebpmux) and decoder (libwebpdemux): animated WebP export
    // and comparison inputs.
    .systemLibrary(
      name: "CWebP",
      pkgConfig: "libwebpmux",
      providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
    ),
    // libmicrohttpd through pkg-config: the studio's HTTP server (`splashreel preview`).
    .systemLibrary(
      name: "CMicroHTTPD",
      pkgConfig: "libmicrohttpd",
      providers: [.apt(["libmicrohttpd-dev"]), .brew(["libmicrohttpd"])]
    ),
    // libcurl through pkg-config: launch-image's http(s) downloads (SplashLaunch's `CurlTransfer`).
    .systemLibrary(
      name: "CCurl",
      pkgConfig: "libcurl",
      providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
    ),
    // rlottie's C API (Debian librlottie-dev): Lottie files, rendered only in the worker process.
    // No Homebrew provider: on macOS build github.com/Samsung/rlottie with CMake and install it
    // where pkg-config finds it (README, "macOS").
    .systemLibrary(
      name: "CRLottie",
      pkgConfig: "rlottie",
      providers: [.apt(["librlottie-dev"])]
    ),
    // libzip (Debian libzip-dev): dotLottie archives.
    .systemLibrary(
      name: "CZip",
      pkgConfig: "libzip",
      providers: [.apt(["libzip-dev"]), .brew(["libzip"])]
    ),
    // The only owner of libzip's pointers: bounded reading of zip archives (dotLottie files).
    .target(name: "SplashArchive", dependencies: ["CZip", "SplashFiles"]),
    // The rlottie worker (`splashreel lottie-worker`): the only owner of rlottie's pointers.
    .target(name: "SplashLottie", dependencies: ["CRLottie"]),
    // Pure pixel math: surfaces, colour, compositing, masks, resampling.
    .target(name: "SplashRaster"),
    // "Did you mean" by edit distance, for every name a user can mistype; pure, no C library.
    .target(name: "SplashNames"),
    // Pure timing: Bézier curves, springs, timelines.
    .target(name: "SplashMotion", dependencies: ["SplashNames"]),
    // Atomic file writes (temporary file beside the destination, fsync, rename); no libgd.
    .target(name: "SplashFiles"),
    // SHA-256 and the build identity of a source tree; pure Swift.
    .target(name: "SplashDigest"),
    // Run by BuildIdentityPlugin at build time: hashes the sources into SplashBuildIdentity.
    .executableTarget(name: "splashreel-identity", dependencies: ["SplashDigest"]),
    .plugin(name: "BuildIdentityPlugin", capability: .buildTool(), dependencies: ["splashreel-identity"]),
    // The identity of the sources this binary was built from (computed by the plugin, by content).
    .target(name: "SplashBuildIdentity", plugins: ["BuildIdentityPlugin"]),
    // The presets (scene files and their images) as SwiftPM resources, so that a build finds them
    // without a checkout; the folder stays at the top of the package.
    .target(
      name: "SplashPresets", dependencies: ["SplashFiles"], path: "Assets", exclude: ["SHA256SUMS"],
      resources: [
        .copy("ad-splash"), .copy("welcome-back"), .copy("weibo-welcome"), .copy("launch-image"), .copy("shared"),
      ]),
    // The only owner of libgd pointers: decoding, PNG encoding, text, GIF block writing.
    .target(name: "SplashGD", dependencies: ["CGD", "CDeflate", "CUnibreak", "SplashRaster", "SplashFiles"]),
    // Scene format, expressions, devices, presets, frame rendering; video layers decode through
    // SplashVideo (which never imports SplashScene).
    .target(
      name: "SplashScene",
      dependencies: [
        "SplashNames", "SplashRaster", "SplashMotion", "SplashGD", "SplashFiles", "SplashPresets", "SplashVideo",
        "SplashArchive",
      ]),
    // Frame sequences every encoder reads (in memory, PNG folders, resampled, scaled) and the
    // byte-budget search every format shares.
    .target(name: "SplashFrames", dependencies: ["SplashRaster", "SplashGD", "SplashFiles"]),
    // Quantiser, dithering, frame deltas, GIF encoder and decoder.
    .target(name: "SplashGIF", dependencies: ["SplashRaster", "SplashGD", "SplashFiles", "SplashFrames"]),
    // Key frames and contact sheets of an animation.
    .target(
      name: "SplashSheet", dependencies: ["SplashRaster", "SplashGD", "SplashGIF", "SplashFiles", "SplashFrames"]),
    // The only owner of FFmpeg and libwebp pointers: MP4/MOV/WebM, APNG (written and read here)
    // and animated WebP export of a frame sequence, and their decoding for comparisons.
    .target(
      name: "SplashVideo",
      dependencies: [
        "CFFmpeg", "CWebP", "CDeflate", "SplashRaster", "SplashGD", "SplashGIF", "SplashFiles", "SplashFrames",
      ]
    ),
    // Frame alignment, pixel metric, reports, golden check/record; reads videos, APNG and WebP
    // through SplashVideo's decoders.
    .target(
      name: "SplashDiff",
      dependencies: [
        "SplashNames", "SplashRaster", "SplashGIF", "SplashGD", "SplashSheet", "SplashScene", "SplashVideo",
        "SplashFiles", "SplashFrames",
      ],
      // Resources: the review and gallery page templates (HTML, CSS, JS).
      resources: [.copy("Resources")]),
    // The render pipeline: a scene on a device into pluggable outputs (GIF, video, APNG, WebP,
    // PNG frames, sheet); golden snapshots of scenes.
    .target(
      name: "SplashRender",
      dependencies: [
        "SplashRaster", "SplashGD", "SplashScene", "SplashGIF", "SplashSheet", "SplashDiff", "SplashVideo",
        "SplashFiles", "SplashBuildIdentity", "SplashDigest", "SplashFrames",
      ]
    ),
    // Batch manifests, plans, input hashes, the state file and the runner.
    .target(name: "SplashBatch", dependencies: ["SplashScene", "SplashRender", "SplashFiles", "SplashDigest"]),
    // Remote launch-image configuration, download and cache.
    .target(name: "SplashLaunch", dependencies: ["CCurl", "SplashScene", "SplashGD", "SplashRaster", "SplashFiles"]),
    // The live preview studio: the only owner of libmicrohttpd pointers (server, routes, file
    // watching); resources: the studio page (HTML, CSS, JS).
    .target(
      name: "SplashStudio",
      dependencies: [
        "CMicroHTTPD", "SplashMotion", "SplashRaster", "SplashGD", "SplashScene", "SplashRender", "SplashDiff",
        "SplashFiles",
      ],
      resources: [.copy("Resources")]),
    // Argument parsing and subcommands; the executable is a thin shell over it.
    .target(
      name: "SplashCLI",
      dependencies: [
        "SplashNames", "SplashRaster", "SplashMotion", "SplashGD", "SplashScene", "SplashGIF", "SplashDiff",
        "SplashSheet", "SplashRender", "SplashBatch", "SplashLaunch", "SplashVideo",
        "SplashBuildIdentity", "SplashFiles", "SplashPresets", "SplashStudio", "SplashFrames",
      ]
    ),
    .executableTarget(name: "splashreel", dependencies: ["SplashCLI", "SplashLottie"]),
    // The umbrella library: re-exports the public modules, no code of its own.
    .target(
      name: "SplashReel",
      dependencies: [
        "SplashRaster", "SplashMotion", "SplashFiles", "SplashGD", "SplashScene", "SplashGIF", "SplashSheet",
        "SplashDiff", "SplashVideo", "SplashRender", "SplashBatch", "SplashLaunch", "SplashDigest", "SplashFrames",
      ]
    ),
    // Snapshot assertions that record a test issue at the assertion (Swift Testing or XCTest);
    // re-exports SplashReel. Only test targets should depend on it: it links the test frameworks.
    .target(
      name: "SplashReelTesting", dependencies: ["SplashReel", "SplashScene", "SplashRender", "SplashDiff"]),
    // Release-build micro-benchmarks; the comparisons with other tools are scripts beside it.
    .executableTarget(
      name: "splashreel-bench",
      dependencies: [
        "SplashRaster", "SplashMotion", "SplashGD", "SplashScene", "SplashGIF", "SplashDiff", "SplashSheet",
        "SplashBatch", "SplashFrames",
      ],
      path: "Benchmarks/Sources/splashreel-bench"
    ),

    // What test targets share: self-cleaning temporary folders, the one subprocess runner, surface
    // builders, a seeded random generator; tests only, no C library.
    .target(name: "SplashTestSupport", dependencies: ["SplashRaster"], path: "Tests/SplashTestSupport"),
    .testTarget(name: "SplashTestSupportTests", dependencies: ["SplashTestSupport", "SplashRaster"]),
    .testTarget(name: "SplashNamesTests", dependencies: ["SplashNames"]),
    .testTarget(
      name: "SplashRasterTests", dependencies: ["SplashRaster", "SplashTestSupport"], exclude: ["References"]),
    .testTarget(name: "SplashMotionTests", dependencies: ["SplashMotion"]),
    .testTarget(name: "SplashFilesTests", dependencies: ["SplashFiles", "SplashTestSupport"]),
    .testTarget(
      name: "SplashGDTests", dependencies: ["SplashGD", "CGD", "SplashRaster", "SplashFiles", "SplashTestSupport"],
      exclude: ["Scripts"]),
    .testTarget(
      name: "SplashSceneTests",
      dependencies: [
        "SplashScene", "SplashRaster", "SplashMotion", "SplashGD", "SplashPresets", "SplashArchive", "SplashFiles",
        "SplashTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SplashGIFTests",
      dependencies: ["SplashGIF", "SplashFrames", "SplashRaster", "SplashGD", "SplashTestSupport"],
      exclude: ["Fixtures"]),
    .testTarget(name: "SplashSheetTests", dependencies: ["SplashSheet", "SplashRaster", "SplashGD"]),
    .testTarget(
      name: "SplashRenderTests",
      dependencies: [
        "SplashRender", "SplashDiff", "SplashScene", "SplashGIF", "SplashFrames", "SplashGD", "SplashRaster",
        "SplashVideo",
        "SplashDigest", "SplashBuildIdentity", "SplashReelTesting", "SplashTestSupport",
      ]),
    .testTarget(
      name: "SplashBatchTests",
      dependencies: ["SplashBatch", "SplashScene", "SplashDigest", "SplashBuildIdentity", "SplashTestSupport"]),
    .testTarget(
      name: "SplashDiffTests",
      dependencies: [
        "SplashDiff", "SplashSheet", "SplashGIF", "SplashFrames", "SplashRaster", "SplashGD", "SplashTestSupport",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "SplashLaunchTests",
      dependencies: ["SplashLaunch", "SplashScene", "SplashGD", "SplashRaster", "SplashTestSupport"],
      exclude: ["Support/Server"]),
    .testTarget(
      name: "SplashCLITests",
      dependencies: [
        "SplashCLI", "SplashRender", "SplashBatch", "SplashBuildIdentity", "SplashStudio", "SplashDiff", "SplashFiles",
        "SplashGD", "SplashGIF", "SplashFrames", "SplashLaunch", "SplashNames", "SplashRaster", "SplashScene",
        "SplashVideo", "SplashTestSupport",
      ]),
    .testTarget(
      name: "SplashVideoTests",
      dependencies: ["SplashVideo", "CFFmpeg", "SplashGIF", "SplashFrames", "SplashRaster", "SplashTestSupport"],
      exclude: ["Support/Scripts"]),
  ],
  swiftLanguageModes: [.v6]
)
