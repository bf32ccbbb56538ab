// The umbrella module: `import SplashReel` brings in the whole public API (scenes, motion,
// pixels, frame sequences, GIF encoding and decoding, comparisons and goldens, contact sheets, video export, batches, the
// render pipeline and the launch-image flow). Each module is also a product of its own.
@_exported import SplashBatch
@_exported import SplashDiff
@_exported import SplashDigest
@_exported import SplashFiles
@_exported import SplashFrames
@_exported import SplashGD
@_exported import SplashGIF
@_exported import SplashLaunch
@_exported import SplashMotion
@_exported import SplashRaster
@_exported import SplashRender
@_exported import SplashScene
@_exported import SplashSheet
@_exported import SplashVideo
