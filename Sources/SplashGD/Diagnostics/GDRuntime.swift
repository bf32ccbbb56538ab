internal import CGD

/// One-time libgd setup that must happen before any other libgd call.
enum GDRuntime {
  /// Installs the warning sink and sets up the FreeType font cache, exactly once per process.
  ///
  /// `gdFontCacheSetup` is not itself thread-safe; doing it here, behind Swift's thread-safe
  /// lazy global initialisation, makes later concurrent text rendering safe (libgd then guards
  /// its font cache with its own mutex).
  private static let ready: Void = {
    splashreel_gd_install_sink { _, message in
      guard let message else { return }
      let text = String(cString: message).trimmingWhitespace()
      if !text.isEmpty { GDDiagnostics.receive(text) }
    }
    _ = gdFontCacheSetup()
  }()

  static func prepare() {
    _ = ready
  }
}

extension String {
  /// This string without leading and trailing spaces, tabs and line breaks.
  func trimmingWhitespace() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
    return String(scalars)
  }
}
