import Foundation

/// Where a snapshot assertion renders and compares.
public enum SnapshotEngine: Sendable, Equatable {
  /// In this process in an optimised build; in a debug build (a test target, where the pixel
  /// loops run hundreds of times slower) through the release `splashreel` executable
  /// (`SnapshotExecutable.locate`): a scene read from a file and unchanged as that file, one
  /// built or edited in Swift encoded (`Scene.encoded()`) into a hidden temporary file beside its
  /// images. `SPLASHREEL_SNAPSHOT=in-process` forces this process.
  case automatic
  /// Always in this process (slow in a debug build; needs no executable and writes no file).
  case inProcess
  /// Through the `splashreel` executable at this path (`splashreel check … --json`).
  case executable(String)
}
