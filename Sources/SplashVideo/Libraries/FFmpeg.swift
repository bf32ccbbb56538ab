import CFFmpeg

/// FFmpeg's functions (libavutil, libswscale, libavcodec, libavformat), opened the first time a
/// video is written or read: a process that writes GIF, APNG or PNG never maps them, nor the
/// codec libraries they pull in.
typealias FFmpeg = LibraryFunctions<SplashFFmpegFunctions>

extension SplashFFmpegFunctions: FunctionTable {
  /// "libavcodec.so." and LIBAVCODEC_VERSION_MAJOR of the headers SplashVideo was compiled against.
  static let sonames = FFmpeg.sonames(SPLASHREEL_FFMPEG_LIBRARY_COUNT.rawValue) {
    splashreel_ffmpeg_soname(SplashFFmpegLibrary(rawValue: $0))
  }
  static let owner = "FFmpeg's "
  static let shared = FFmpeg.open(sonames)

  static func bind(
    _ handles: UnsafePointer<UnsafeMutableRawPointer?>, _ table: UnsafeMutablePointer<Self>,
    _ library: UnsafeMutablePointer<Int32>
  ) -> UnsafePointer<CChar>? { splashreel_ffmpeg_bind(handles, table, library) }
}

extension LibraryFunctions where Table == SplashFFmpegFunctions {
  /// FFmpeg's text for a negative status code.
  func message(_ status: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    _ = self.av_strerror(status, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
