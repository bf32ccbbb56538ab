internal import CFFmpeg
import Foundation

/// One FFmpeg encode: the muxer, the encoder, a reusable frame and packet. `close()` frees them
/// all (safe to call twice).
struct FFmpegSession {
  let path: String
  let format: ExportFormat
  private var output: UnsafeMutablePointer<AVFormatContext>?
  private var encoder: UnsafeMutablePointer<AVCodecContext>?
  private var stream: UnsafeMutablePointer<AVStream>?
  private(set) var frame: UnsafeMutablePointer<AVFrame>!
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var isOpen = false
  /// Seconds per frame as the file stores it.
  private(set) var frameSeconds = 0.0

  /// Creates the muxer for `format`, writing to `temporaryPath`; messages name `path`.
  init(path: String, temporaryPath: String, format: ExportFormat) throws {
    self.path = path
    self.format = format
    try FFmpegLibraries.load(for: path)
    av_log_set_level(AV_LOG_ERROR)
    let muxer = format == .webm ? "webm" : format == .mov ? "mov" : "mp4"
    var context: UnsafeMutablePointer<AVFormatContext>?
    let status = avformat_alloc_output_context2(&context, nil, muxer, temporaryPath)
    guard status >= 0, let context else {
      throw FFmpegStatus.error(status, path: path, doing: "set up the \(muxer) muxer")
    }
    // Bit-exact muxing: no random segment id (Matroska) and no library version strings, so the
    // same frames give the same file.
    context.pointee.flags |= AVFMT_FLAG_BITEXACT
    output = context
    guard let frame = av_frame_alloc(), let packet = av_packet_alloc() else {
      throw VideoError("\(path): out of memory setting up the encoder")
    }
    self.frame = frame
    self.packet = packet
  }

  /// Opens `codec` for `width × height` frames of `pixelFormat` (yuv420p or yuv444p) at `fps`,
  /// tagged BT.709 limited range.
  mutating func openEncoder(
    _ codec: UnsafePointer<AVCodec>, width: Int, height: Int, pixelFormat: AVPixelFormat, fps: Double,
    options: [(String, String)]
  ) throws {
    guard let output, let newStream = avformat_new_stream(output, nil), let context = avcodec_alloc_context3(codec)
    else { throw VideoError("\(path): out of memory setting up the encoder") }
    stream = newStream
    encoder = context
    let rate = av_d2q(fps, 1_000_000)
    context.pointee.width = Int32(width)
    context.pointee.height = Int32(height)
    context.pointee.pix_fmt = pixelFormat
    context.pointee.time_base = AVRational(num: rate.den, den: rate.num)
    context.pointee.framerate = rate
    context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
    context.pointee.color_range = AVCOL_RANGE_MPEG
    context.pointee.colorspace = AVCOL_SPC_BT709
    context.pointee.color_primaries = AVCOL_PRI_BT709
    context.pointee.color_trc = AVCOL_TRC_BT709
    context.pointee.thread_count = FFmpegVideoWriter.encoderThreads(for: format)
    if output.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
      context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
    }
    var dictionary: OpaquePointer?
    for (key, value) in options { av_dict_set(&dictionary, key, value, 0) }
    defer { av_dict_free(&dictionary) }
    var status = avcodec_open2(context, codec, &dictionary)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "open the encoder") }
    status = avcodec_parameters_from_context(newStream.pointee.codecpar, context)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "describe the stream") }
    newStream.pointee.time_base = context.pointee.time_base
    newStream.pointee.avg_frame_rate = rate
    newStream.pointee.r_frame_rate = rate
    newStream.pointee.sample_aspect_ratio = context.pointee.sample_aspect_ratio
    frameSeconds = Double(rate.den) / Double(rate.num)

    frame.pointee.format = pixelFormat.rawValue
    frame.pointee.width = Int32(width)
    frame.pointee.height = Int32(height)
    frame.pointee.color_range = AVCOL_RANGE_MPEG
    frame.pointee.colorspace = AVCOL_SPC_BT709
    frame.pointee.color_primaries = AVCOL_PRI_BT709
    frame.pointee.color_trc = AVCOL_TRC_BT709
    status = av_frame_get_buffer(frame, 0)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "allocate a frame") }
  }

  /// Opens the file and writes the container header.
  mutating func writeHeader() throws {
    guard let output else { return }
    var status = avio_open(&output.pointee.pb, output.pointee.url, AVIO_FLAG_WRITE)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "open the file") }
    isOpen = true
    var dictionary: OpaquePointer?
    if format != .webm { av_dict_set(&dictionary, "movflags", "+faststart", 0) }
    defer { av_dict_free(&dictionary) }
    status = avformat_write_header(output, &dictionary)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "write the header") }
  }

  /// Sends the frame (already converted) with timestamp `pts` and writes what comes out.
  mutating func encode(pts: Int64) throws {
    frame.pointee.pts = pts
    let status = avcodec_send_frame(encoder, frame)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "encode frame \(pts)") }
    try drain()
  }

  /// Flushes the encoder and writes the trailer (with faststart: moves `moov` to the front).
  mutating func finish() throws {
    var status = avcodec_send_frame(encoder, nil)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "flush the encoder") }
    try drain()
    status = av_write_trailer(output)
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "finish the file") }
    status = avio_closep(&output!.pointee.pb)
    isOpen = false
    guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "close the file") }
  }

  /// Writes every packet the encoder has ready; each lasts one frame.
  private mutating func drain() throws {
    while true {
      let status = avcodec_receive_packet(encoder, packet)
      if status == splashreel_averror_again() || status == splashreel_averror_eof() { return }
      guard status >= 0 else { throw FFmpegStatus.error(status, path: path, doing: "encode") }
      if packet!.pointee.duration == 0 { packet!.pointee.duration = 1 }
      packet!.pointee.stream_index = stream!.pointee.index
      av_packet_rescale_ts(packet, encoder!.pointee.time_base, stream!.pointee.time_base)
      let written = av_interleaved_write_frame(output, packet)
      guard written >= 0 else { throw FFmpegStatus.error(written, path: path, doing: "write a packet") }
    }
  }

  /// Frees everything; closes the file if it is still open.
  mutating func close() {
    if isOpen, let output {
      avio_closep(&output.pointee.pb)
      isOpen = false
    }
    if encoder != nil { avcodec_free_context(&encoder) }
    if frame != nil {
      var f: UnsafeMutablePointer<AVFrame>? = frame
      av_frame_free(&f)
      frame = nil
    }
    if packet != nil { av_packet_free(&packet) }
    if let context = output {
      avformat_free_context(context)
      output = nil
    }
  }
}

/// FFmpeg's negative status codes as one-line errors.
enum FFmpegStatus {
  static func error(_ status: Int32, path: String, doing action: String) -> VideoError {
    let code = splashreel_averror_errno(status)
    if code != 0 {
      return VideoError("\(path): cannot \(action) (\(String(cString: strerror(code))))")
    }
    var buffer = [CChar](repeating: 0, count: 256)
    av_strerror(status, &buffer, buffer.count)
    return VideoError(
      "\(path): cannot \(action) (FFmpeg: \(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))"
    )
  }
}
