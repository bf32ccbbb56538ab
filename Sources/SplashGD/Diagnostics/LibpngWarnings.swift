import Synchronization

/// libpng's own warnings ("libpng warning: …", about interlaced images libgd reads without
/// interlace handling or data past the last row; the pixels are right all the same), which libpng
/// prints on the C `stderr` stream because libgd gives it no warning handler.
///
/// Silencing them swaps the process's C `stderr` for /dev/null while libgd reads a PNG (the CGD
/// shim), which a library must not do to its host: only a program that opts in with `silence()`
/// gets it (the `splashreel` executable does). Elsewhere the lines stay on standard error.
public enum LibpngWarnings {
  /// From now on, PNG reads through libgd keep libpng's warnings off standard error.
  public static func silence() {
    silenced.store(true, ordering: .relaxed)
  }

  /// Whether this process opted in with `silence()`.
  public static var areSilenced: Bool { silenced.load(ordering: .relaxed) }

  private static let silenced = Atomic<Bool>(false)
}
