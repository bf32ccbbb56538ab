import SplashRender

/// Prints a render's events: choices and lines on standard output unless quiet, the progress
/// line on standard error when it is a terminal.
enum ConsoleReporter {
  /// `choices: false` leaves out the scene's device-dependent choices (`sheet` does not list them).
  static func reporter(for console: Console, quiet: Bool, choices: Bool = true) -> RenderReporter {
    let progress = console.isTerminal && !quiet
    return { event in
      switch event {
      case .choice(let line): if !quiet && choices { console.print(line) }
      case .line(let line): if !quiet { console.print(line) }
      case .progress(let text): if progress { console.writeError("\rsplashreel render: \(text)   ") }
      case .progressDone: if progress { console.writeError("\r\u{1B}[K") }
      }
    }
  }
}
