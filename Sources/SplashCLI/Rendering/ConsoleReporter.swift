import SplashRender

/// Prints a render's events: choices and lines on standard output unless quiet, the progress
/// line on standard error (`ProgressLine`: a terminal, not quiet, work over a second).
enum ConsoleReporter {
  /// `command` names the progress line; `choices: false` leaves out the scene's device-dependent
  /// choices (`sheet` does not list them).
  static func reporter(for console: Console, command: String, quiet: Bool, choices: Bool = true) -> RenderReporter {
    let progress = ProgressLine(console: console, command: command, quiet: quiet)
    return { event in
      switch event {
      case .choice(let line): if !quiet && choices { console.print(line) }
      case .line(let line): if !quiet { console.print(line) }
      case .progress(let text): progress.update(text)
      case .progressDone: progress.finish()
      }
    }
  }

  /// Shows only the progress line (for commands that print their own summary, such as `batch`).
  static func progress(for console: Console, command: String, quiet: Bool = false) -> RenderReporter {
    let progress = ProgressLine(console: console, command: command, quiet: quiet)
    return { event in
      switch event {
      case .progress(let text): progress.update(text)
      case .progressDone: progress.finish()
      case .choice, .line: break
      }
    }
  }
}
