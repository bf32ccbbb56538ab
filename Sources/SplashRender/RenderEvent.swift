/// What a render tells its caller while it runs; the command line prints these, a library user
/// may ignore them. The pipeline never prints.
public enum RenderEvent: Sendable, Equatable {
  /// A device-dependent choice the scene made ("<scene> on <device>: …": an override, an image
  /// variant).
  case choice(String)
  /// One line saying what an output wrote or tried ("Output/x.gif: 90 frames at 30 fps, …").
  case line(String)
  /// How far an output is, e.g. "ad-splash on iphone-8: encoding 12/90" (for a progress line).
  case progress(String)
  /// The output reporting progress has finished (clear the progress line).
  case progressDone
}

/// Receives a render's events, possibly from several threads.
public typealias RenderReporter = @Sendable (RenderEvent) -> Void
