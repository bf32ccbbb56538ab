// `SHA256` lives in SplashDigest (the build identity needs it below every other module); batch
// code and its users keep naming it through SplashBatch.
@_exported import SplashDigest
