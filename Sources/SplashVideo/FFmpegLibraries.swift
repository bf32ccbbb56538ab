internal import CFFmpeg

/// FFmpeg's libraries, opened when the first video is read or written rather than when the
/// process starts (CFFmpeg's trampolines): a render without video maps none of them.
enum FFmpegLibraries {
  /// Opens the libraries (once per process), or throws the reason in one line, `name` first.
  static func load(for name: String) throws(VideoError) {
    guard let reason = splashreel_ffmpeg_load() else { return }
    throw VideoError(
      "\(name): \(String(cString: reason)); install FFmpeg's libraries (Debian: libavformat-dev, libavcodec-dev, libswscale-dev; scripts/dev installs them)"
    )
  }
}
