import Foundation
import SplashStudio

/// `splashreel preview`: the live preview studio on 127.0.0.1 until interrupted.
enum PreviewCommand: Command {
  static let name = "preview"
  static let summary = "Serve a live, hot-reloading preview of a scene in the browser (127.0.0.1 only)."
  static let options = Option.list(device, scale, fps, port, golden, noOpen, poll)

  static let device: OptionKey<String?> = .text(
    "device", "NAME",
    help: """
      The screen the page opens with: a catalog name (splashreel devices) or WxH@S. Default: the \
      scene's "device". The page can switch to any other.
      """)
  static let scale: OptionKey<Int> = .integer(
    "scale", "1|2|3", default: 1, in: 1...3,
    help: "Pixels per point of the frames shown (default {default}), as render --scale draws them.")
  static let fps: OptionKey<Int> = .integer(
    "fps", default: 30, in: 1...120,
    help: "Frames per second of the page's frame steps, timeline and exports, {range} (default {default}).")
  static let port: OptionKey<Int> = .integer(
    "port", default: 0, in: 0...65535,
    help: "The port on 127.0.0.1, {range} (default {default}: a free one, printed in the URL).")
  static let golden: OptionKey<String?> = .text(
    "golden", "PATH",
    help: """
      Golden mode: compare the edit with this golden (a .gif, or a folder of PNG frames, as check \
      takes) live — side by side, wipe, blend and diff views, and the failing instants of the check \
      run after every save, at the device, scale and frame rate the golden was recorded for.
      """)
  static let noOpen: OptionKey<Bool> = .flag(
    "no-open", help: "Do not open the page in the browser (xdg-open); only print its URL.")
  static let poll: OptionKey<Bool> = .flag(
    "poll", help: "Notice saves by polling the files every 50 ms instead of inotify (network and FUSE folders).")

  static let help = """
    Usage: splashreel preview <preset|scene.json> [--device NAME] [--scale S] [--port N] [--golden PATH]
                              [--no-open]

    Serves the studio: the scene playing at the device's size, drawn by the same renderer as
    render (each frame is exactly the PNG render --frames writes for that instant), with play,
    pause, scrub, frame steps, loop and speed, a device switcher, timeline lanes (one bar per
    step, its curves drawn) and a layer tree with every property's value at the current instant.
    Saving the scene file or a picture it uses reloads the page at the same instant; a broken
    edit shows its one-line error over the last good picture until the next good save. Export
    buttons write a GIF, an MP4 or a contact sheet into Output/.

    With --golden the page compares the edit with the golden while you type: the check that
    splashreel check runs (same encoder and metric, nothing written) runs again after every good
    save, its verdict, failing instants (a click jumps there) and motion lines shown beside the
    picture, and the picture switches between the edit, side by side, wipe, blend and diff.

    It listens on 127.0.0.1 only and prints `preview: http://127.0.0.1:PORT/?token=…`; requests
    for another Host, for files outside the scene's folder, or changing anything without the
    run's token are refused. Ctrl-C stops it.

    Options:
    \(HelpText.options(options))

    Examples:
      splashreel preview ad-splash --device iphone-15-pro --scale 3
      splashreel preview my-scene.json --device 390x844@3 --port 8765 --no-open
      splashreel preview my-scene.json --golden goldens/my-scene-iphone-15.gif
    """

  static func run(_ arguments: [String], console: Console) throws -> Int32 {
    let args = try Arguments(arguments, options: Self.options)
    guard args.positionals.count == 1 else {
      throw UsageError(
        args.positionals.isEmpty
          ? "missing the preset or scene file (splashreel presets lists the presets)"
          : "expected one preset or scene file, got \(args.positionals.count)")
    }
    let options = StudioOptions(
      source: SceneSource(argument: args.positionals[0]), device: args[Self.device], scale: args[Self.scale],
      fps: args[Self.fps], port: args[Self.port], golden: args[Self.golden],
      watching: args[Self.poll] ? .polling : .native)
    // Ctrl-C and SIGTERM end the wait below instead of the process, so the server stops cleanly.
    let stop = DispatchSemaphore(value: 0)
    let sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { stop.signal() }
      source.resume()
      return source
    }
    defer {
      for source in sources { source.cancel() }
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
    }
    let studio = try Studio(options)
    console.print("preview: \(studio.url)")
    if !args[Self.noOpen] { openBrowser(studio.url, console: console) }
    stop.wait()
    studio.stop()
    console.print("preview: stopped")
    return ExitCode.success
  }

  /// Opens `url` with xdg-open; a missing opener is a notice, not an error (the URL is printed).
  static func openBrowser(_ url: String, console: Console) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      console.printError("preview: cannot open the browser (\(error.localizedDescription)); open the URL above")
    }
  }
}
