import Foundation

/// Where a snapshot assertion renders and compares.
public enum SnapshotEngine: Sendable, Equatable {
  /// In this process in an optimised build; in a debug build (a test target, where the pixel
  /// loops run hundreds of times slower) through the release `splashreel` executable when the
  /// scene is a file (`SnapshotExecutable.locate`), else in this process.
  /// `SPLASHREEL_SNAPSHOT=in-process` forces this process.
  case automatic
  /// Always in this process.
  case inProcess
  /// Through the `splashreel` executable at this path (`splashreel check … --json`).
  case executable(String)
}
