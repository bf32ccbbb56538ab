internal import CFFmpeg
import Foundation
import SplashFiles
import SplashRaster

/// The containers `VideoDecoder` opens, each with the one FFmpeg demuxer it is read with (the
/// caller knows the container from the file's signature, so FFmpeg never guesses).
package enum VideoContainer: String, Sendable {
  /// MP4, MOV, M4V, 3GP: the ISO base media file format (an `ftyp` box) and QuickTime.
  case isoMedia = "mov"
  /// WebM and Matroska (an EBML header).
  case matroska = "matroska"
}

/// Decodes the video stream of an MP4, MOV or WebM file (any codec Debian's libavcodec decodes:
/// H.264, HEVC, VP9, AV1…) into RGBA frames timed by their presentation timestamps.
///
/// - Time: a frame starts at its presentation timestamp minus the first frame's (so the first
///   frame starts at 0 whatever the container's start offset) and lasts until the next frame's
///   timestamp, so variable-frame-rate recordings keep their real instants. The last frame lasts
///   its packet's duration, else (missing, or the one-tick placeholder FFmpeg writes when it
///   does not know it) the stream's average frame duration, else as long as the one before it. A frame
///   whose timestamp is not after the previous one's is never on screen and is skipped.
/// - Colour: libswscale converts with the matrix and range the stream is tagged with; an
///   untagged stream is BT.709 when it is HD (wider than 1024 or taller than 576 pixels, as
///   players assume), BT.601 otherwise, limited range unless tagged full (or a `yuvj` format).
/// - Rotation: a display matrix (a phone video shot sideways) is applied in quarter turns, so the
///   frames stand as players show them; simulator recordings carry none. Mirroring is ignored.
/// - Bounds: only regular files; the frame size is checked against `PixelBudget` from the
///   header before any frame is allocated, the declared frame count and duration against
///   `DecodingLimits` too, and again while decoding. For MP4/MOV the sample index is checked
///   against the file's size before decoding, so a truncated file is refused at once.
/// - Errors are one `VideoError` line naming the file; FFmpeg's own log is silenced.
package final class VideoDecoder: AnimationDecoder {
  package let name: String
  package let width: Int
  package let height: Int
  /// The frame count the container declares (MP4/MOV do; WebM usually does not).
  package let declaredFrameCount: Int?
  /// The stream's (else the container's) declared duration in microseconds.
  package let declaredDuration: Int?
  /// One tick of the stream's time base in microseconds, rounded up.
  package let timeQuantum: Int
  package let isStill = false
  /// The codec's name as FFmpeg spells it ("h264", "hevc", "vp9").
  package let codecName: String
  /// The quarter turn applied to every frame, in degrees clockwise (0, 90, 180, 270).
  package let rotation: Int
  /// The stream's average frame rate (frames per second) as its header gives it; nil when unknown.
  package let averageFrameRate: Double?
  /// The lowest frame rate at which every timestamp falls on a frame (FFmpeg's `r_frame_rate`,
  /// guessed from the first timestamps): 60 for a screen recording that stores only the frames
  /// that changed, whose average rate is far lower; nil when unknown.
  package let baseFrameRate: Double?

  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var frame: UnsafeMutablePointer<AVFrame>?
  private var scaler: OpaquePointer?
  private let streamIndex: Int32
  private let timeBase: AVRational
  /// The average frame duration in time-base ticks, when the stream knows its rate.
  private let averageTicks: Int64?
  private let storedWidth: Int
  private let storedHeight: Int
  private var firstTimestamp: Int64?
  private var lastTimestamp: Int64?
  private var lastTicks: Int64?
  private var pending: (surface: Surface?, timestamp: Int64, ticks: Int64)?
  /// Whether frames are converted to RGBA: false once `nextSpan()` is used.
  private var convertsPixels = true
  private var draining = false
  private var finished = false
  private var framesDecoded = 0

  /// The decoder threads, fixed (decoding is exact whatever the count; this keeps the load known).
  static let decoderThreads: Int32 = 2

  /// Opens the video at `path` in `container`, named `name` in messages.
  package init(contentsOf path: String, container: VideoContainer, name: String? = nil) throws(VideoError) {
    let name = name ?? path
    self.name = name
    try FFmpegLibraries.load(for: name)
    av_log_set_level(AV_LOG_QUIET)
    do { try RegularFile.checkIsRegular(path) } catch { throw VideoError(error) }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw VideoError(
        FileManager.default.fileExists(atPath: path)
          ? "\(name): cannot read the file" : "\(name): no such file or directory")
    }
    // Only the file protocol, only the demuxer the signature named: the path is never taken
    // for a URL, a playlist or another file's reference.
    var input = avformat_alloc_context()
    var options: OpaquePointer?
    av_dict_set(&options, "protocol_whitelist", "file", 0)
    defer { av_dict_free(&options) }
    let status = avformat_open_input(&input, "file:" + path, av_find_input_format(container.rawValue), &options)
    guard status >= 0, let context = input else {
      throw Self.notDecodable(name, status)
    }
    let opened: OpenedStream
    do {
      opened = try Self.openStream(context, name: name, container: container, path: path)
    } catch {
      var pointer: UnsafeMutablePointer<AVFormatContext>? = context
      avformat_close_input(&pointer)
      throw error
    }
    format = context
    codec = opened.codec
    streamIndex = opened.index
    timeBase = opened.timeBase
    averageTicks = opened.averageTicks
    storedWidth = opened.width
    storedHeight = opened.height
    rotation = opened.rotation
    width = opened.rotation % 180 == 0 ? opened.width : opened.height
    height = opened.rotation % 180 == 0 ? opened.height : opened.width
    declaredFrameCount = opened.frameCount
    declaredDuration = opened.duration
    codecName = opened.codecName
    averageFrameRate = opened.averageRate
    baseFrameRate = opened.baseRate
    timeQuantum = max(1, Int((1_000_000 * Int64(timeBase.num) + Int64(timeBase.den) - 1) / Int64(timeBase.den)))
    // From here `deinit` frees what was opened, also when the initializer throws.
    guard let packet = av_packet_alloc(), let frame = av_frame_alloc() else {
      throw VideoError("\(name): out of memory setting up the decoder")
    }
    self.packet = packet
    self.frame = frame
  }

  deinit {
    if codec != nil { avcodec_free_context(&codec) }
    if format != nil { avformat_close_input(&format) }
    if packet != nil { av_packet_free(&packet) }
    if frame != nil { av_frame_free(&frame) }
    if let scaler { sws_freeContext(scaler) }
  }

  /// What `openStream` found: the opened decoder and the stream's header facts.
  private struct OpenedStream {
    var codec: UnsafeMutablePointer<AVCodecContext>
    var index: Int32
    var timeBase: AVRational
    var averageTicks: Int64?
    var width: Int
    var height: Int
    var rotation: Int
    var frameCount: Int?
    var duration: Int?
    var codecName: String
    var averageRate: Double?
    var baseRate: Double?
  }

  /// Reads the stream headers, checks them against the limits and opens the decoder.
  private static func openStream(
    _ context: UnsafeMutablePointer<AVFormatContext>, name: String, container: VideoContainer, path: String
  ) throws(VideoError) -> OpenedStream {
    var status = avformat_find_stream_info(context, nil)
    guard status >= 0 else { throw notDecodable(name, status) }
    var decoder: UnsafePointer<AVCodec>?
    let index = av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, &decoder, 0)
    guard index >= 0, let stream = context.pointee.streams[Int(index)] else {
      if index == -1_128_613_112 /* AVERROR_DECODER_NOT_FOUND */ {
        throw VideoError("\(name): FFmpeg's libavcodec on this machine has no decoder for its video")
      }
      throw VideoError("\(name): holds no video stream")
    }
    let parameters = stream.pointee.codecpar!
    let codecName = String(cString: avcodec_get_name(parameters.pointee.codec_id))
    guard let decoder else {
      throw VideoError("\(name): FFmpeg's libavcodec on this machine has no \(codecName) decoder")
    }
    let width = Int(parameters.pointee.width)
    let height = Int(parameters.pointee.height)
    guard width > 0, height > 0 else {
      throw VideoError("\(name): the \(codecName) stream declares no frame size")
    }
    guard PixelBudget.fits(width: width, height: height) else {
      throw VideoError(
        "\(name): frames of \(width)×\(height) exceed the limit of \(PixelBudget.maximumPixelsPerImage) pixels")
    }
    let timeBase = stream.pointee.time_base
    guard timeBase.num > 0, timeBase.den > 0 else { throw VideoError("\(name): the video stream has no time base") }
    let frameCount = stream.pointee.nb_frames > 0 ? Int(stream.pointee.nb_frames) : nil
    if let frameCount { try DecodingLimits.checkFrameCount(frameCount, name: name, declared: true) }
    var duration: Int?
    if stream.pointee.duration > 0 && stream.pointee.duration != splashreel_no_pts() {
      duration = Int(av_rescale_q(stream.pointee.duration, timeBase, AVRational(num: 1, den: 1_000_000)))
    } else if context.pointee.duration > 0 && context.pointee.duration != splashreel_no_pts() {
      duration = Int(context.pointee.duration)  // AV_TIME_BASE is microseconds
    }
    if let duration { try DecodingLimits.checkDuration(duration, name: name, declared: true) }
    if container == .isoMedia { try checkIndex(stream, name: name, path: path) }
    let rate = stream.pointee.avg_frame_rate
    let averageTicks: Int64? =
      rate.num > 0 && rate.den > 0
      ? max(1, av_rescale_q(1, AVRational(num: rate.den, den: rate.num), timeBase)) : nil

    // Other streams (audio, timecode) are never read into packets.
    for i in 0..<Int(context.pointee.nb_streams) where i != Int(index) {
      context.pointee.streams[i]!.pointee.discard = AVDISCARD_ALL
    }
    guard let codec = avcodec_alloc_context3(decoder) else {
      throw VideoError("\(name): out of memory setting up the decoder")
    }
    var opened = false
    defer {
      if !opened {
        var pointer: UnsafeMutablePointer<AVCodecContext>? = codec
        avcodec_free_context(&pointer)
      }
    }
    status = avcodec_parameters_to_context(codec, parameters)
    guard status >= 0 else { throw notDecodable(name, status) }
    codec.pointee.pkt_timebase = timeBase
    codec.pointee.thread_count = decoderThreads
    status = avcodec_open2(codec, decoder, nil)
    guard status >= 0 else { throw notDecodable(name, status) }
    opened = true
    return OpenedStream(
      codec: codec, index: index, timeBase: timeBase, averageTicks: averageTicks, width: width, height: height,
      rotation: rotation(of: stream), frameCount: frameCount, duration: duration, codecName: codecName,
      averageRate: rate.num > 0 && rate.den > 0 ? Double(rate.num) / Double(rate.den) : nil,
      baseRate: stream.pointee.r_frame_rate.num > 0 && stream.pointee.r_frame_rate.den > 0
        ? Double(stream.pointee.r_frame_rate.num) / Double(stream.pointee.r_frame_rate.den) : nil)
  }

  /// The clockwise quarter turn the stream's display matrix asks for (0 without one).
  private static func rotation(of stream: UnsafeMutablePointer<AVStream>) -> Int {
    var size = 0
    guard let data = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size), size >= 36 else { return 0 }
    let counterClockwise = data.withMemoryRebound(to: Int32.self, capacity: 9) { av_display_rotation_get($0) }
    guard counterClockwise.isFinite else { return 0 }
    let quarter = Int((-counterClockwise / 90).rounded())
    return ((quarter % 4) + 4) % 4 * 90
  }

  /// Refuses an MP4/MOV whose sample index points past the end of the file (a cut-off download
  /// or copy), before any frame is decoded.
  private static func checkIndex(_ stream: UnsafeMutablePointer<AVStream>, name: String, path: String)
    throws(VideoError)
  {
    guard let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.int64Value
    else { return }
    var end: Int64 = 0
    for i in 0..<avformat_index_get_entries_count(stream) {
      guard let entry = avformat_index_get_entry(stream, i) else { continue }
      end = max(end, entry.pointee.pos + Int64(entry.pointee.size))
    }
    if end > size {
      throw VideoError(
        "\(name): truncated: its sample index reaches byte \(end) but the file ends at byte \(size)")
    }
  }

  /// "not a video FFmpeg can decode (…)" with FFmpeg's reason.
  private static func notDecodable(_ name: String, _ status: Int32) -> VideoError {
    VideoError("\(name): not a video FFmpeg can decode (\(reason(status)))")
  }

  /// FFmpeg's text for a status code.
  static func reason(_ status: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    av_strerror(status, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  package func next() throws(VideoError) -> DecodedFrame? {
    precondition(convertsPixels, "next() after nextSpan(): a timing pass converts no pixels")
    guard let (surface, span) = try advance() else { return nil }
    return DecodedFrame(surface: surface!, start: span.lowerBound, duration: span.count)
  }

  /// The next frame's time on screen in microseconds, without converting its pixels: a timing
  /// pass over the whole video costs its decoding only. `next()` must not follow on the same decoder.
  package func nextSpan() throws(VideoError) -> Range<Int>? {
    if pending == nil { convertsPixels = false }
    return try advance()?.span
  }

  /// The frame after the last one returned, and when it is on screen.
  private func advance() throws(VideoError) -> (surface: Surface?, span: Range<Int>)? {
    if finished { return nil }
    if pending == nil {
      pending = try readFrame()
      guard pending != nil else {
        finished = true
        throw VideoError("\(name): the \(codecName) stream holds no decodable frame")
      }
    }
    let current = pending!
    let following = try readFrame()
    pending = following
    let first = firstTimestamp!
    let start = microseconds(current.timestamp - first)
    let end: Int
    if let following {
      end = microseconds(following.timestamp - first)
    } else {
      finished = true
      let ticks = lastFrameTicks(packetTicks: current.ticks)
      end = microseconds(current.timestamp - first + ticks)
    }
    try DecodingLimits.checkDuration(end, name: name, declared: false)
    return (current.surface, start..<end)
  }

  /// How long the last frame lasts, in ticks: its packet's duration, unless that is missing or
  /// the single tick FFmpeg's muxers write when they do not know it (one tick while the average
  /// frame lasts several); then the stream's average frame duration, else the previous frame's.
  private func lastFrameTicks(packetTicks: Int64) -> Int64 {
    if packetTicks > 1 || (packetTicks == 1 && (averageTicks ?? 1) <= 1) { return packetTicks }
    return averageTicks ?? lastTicks ?? max(packetTicks, 0)
  }

  /// Time-base ticks → microseconds, rounded to nearest.
  private func microseconds(_ ticks: Int64) -> Int {
    Int(av_rescale_q_rnd(ticks, timeBase, AVRational(num: 1, den: 1_000_000), AV_ROUND_NEAR_INF))
  }

  /// The next frame on screen, converted; nil at the end of the stream.
  private func readFrame() throws(VideoError) -> (surface: Surface?, timestamp: Int64, ticks: Int64)? {
    while try decodeFrame() {
      let frame = frame!
      framesDecoded += 1
      try DecodingLimits.checkFrameCount(framesDecoded, name: name, declared: false)
      var timestamp = frame.pointee.best_effort_timestamp
      if timestamp == splashreel_no_pts() {
        timestamp = lastTimestamp.map { $0 + (averageTicks ?? 1) } ?? 0
      }
      defer { av_frame_unref(frame) }
      if let last = lastTimestamp, timestamp <= last { continue }
      if let last = lastTimestamp { lastTicks = timestamp - last }
      lastTimestamp = timestamp
      if firstTimestamp == nil { firstTimestamp = timestamp }
      return (convertsPixels ? try convert(frame) : nil, timestamp, frame.pointee.pkt_duration)
    }
    return nil
  }

  /// Fills `frame` with the decoder's next frame; false when the stream is drained.
  private func decodeFrame() throws(VideoError) -> Bool {
    while true {
      let received = avcodec_receive_frame(codec, frame)
      if received >= 0 { return true }
      if received == splashreel_averror_eof() { return false }
      guard received == splashreel_averror_again() else {
        throw VideoError("\(name): frame \(framesDecoded + 1) cannot be decoded (\(Self.reason(received)))")
      }
      if draining { return false }
      let read = av_read_frame(format, packet)
      if read < 0 {
        guard read == splashreel_averror_eof() else {
          throw VideoError("\(name): cannot read past frame \(framesDecoded) (\(Self.reason(read)))")
        }
        draining = true
        avcodec_send_packet(codec, nil)
        continue
      }
      defer { av_packet_unref(packet) }
      guard packet!.pointee.stream_index == streamIndex else { continue }
      let sent = avcodec_send_packet(codec, packet)
      guard sent >= 0 || sent == splashreel_averror_again() else {
        throw VideoError("\(name): frame \(framesDecoded + 1) cannot be decoded (\(Self.reason(sent)))")
      }
    }
  }

  /// The frame as an opaque surface, turned upright.
  private func convert(_ frame: UnsafeMutablePointer<AVFrame>) throws(VideoError) -> Surface {
    let f = frame.pointee
    guard Int(f.width) == storedWidth, Int(f.height) == storedHeight else {
      throw VideoError(
        "\(name): frame \(framesDecoded) is \(f.width)×\(f.height), the stream is \(storedWidth)×\(storedHeight)")
    }
    let pixelFormat = AVPixelFormat(rawValue: f.format)
    scaler = sws_getCachedContext(
      scaler, f.width, f.height, pixelFormat, f.width, f.height, AV_PIX_FMT_RGBA,
      SWS_BILINEAR | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INT, nil, nil, nil)
    guard let scaler else {
      throw VideoError("\(name): libswscale cannot convert its \(Self.pixelFormatName(pixelFormat)) frames to RGBA")
    }
    let matrix = sws_getCoefficients(Self.matrix(f.colorspace, width: storedWidth, height: storedHeight))
    sws_setColorspaceDetails(scaler, matrix, Self.isFullRange(f) ? 1 : 0, matrix, 1, 0, 1 << 16, 1 << 16)
    var pixels = [UInt8](repeating: 255, count: storedWidth * storedHeight * 4)
    pixels.withUnsafeMutableBufferPointer { buffer in
      let target: [UnsafeMutablePointer<UInt8>?] = [buffer.baseAddress, nil, nil, nil]
      let stride: [Int32] = [Int32(storedWidth * 4), 0, 0, 0]
      let source: [UnsafePointer<UInt8>?] = [
        UnsafePointer(f.data.0), UnsafePointer(f.data.1), UnsafePointer(f.data.2), UnsafePointer(f.data.3),
      ]
      let sourceStride: [Int32] = [f.linesize.0, f.linesize.1, f.linesize.2, f.linesize.3]
      sws_scale(scaler, source, sourceStride, 0, f.height, target, stride)
    }
    // RGBA from a video is opaque (an alpha plane, where a codec has one, shows over black).
    let surface: Surface
    do { surface = try Surface(width: storedWidth, height: storedHeight, pixels: pixels) } catch {
      throw VideoError("\(name): \(error)", cause: error)
    }
    return rotation == 0 ? Self.opaque(surface) : QuarterTurn.rotate(Self.opaque(surface), degrees: rotation)
  }

  /// Forces alpha to 255 (premultiplied RGBA over black has r, g, b unchanged then).
  private static func opaque(_ surface: Surface) -> Surface {
    var surface = surface
    surface.pixels.withUnsafeMutableBufferPointer { pixels in
      var i = 3
      while i < pixels.count {
        pixels[i] = 255
        i += 4
      }
    }
    return surface
  }

  /// The libswscale matrix for a stream's tag; untagged streams by their size (HD: BT.709).
  static func matrix(_ space: AVColorSpace, width: Int, height: Int) -> Int32 {
    switch space {
    case AVCOL_SPC_BT709: return SWS_CS_ITU709
    case AVCOL_SPC_BT470BG, AVCOL_SPC_SMPTE170M: return SWS_CS_ITU601
    case AVCOL_SPC_SMPTE240M: return SWS_CS_SMPTE240M
    case AVCOL_SPC_FCC: return SWS_CS_FCC
    case AVCOL_SPC_BT2020_NCL, AVCOL_SPC_BT2020_CL: return SWS_CS_BT2020
    default: return width > 1024 || height > 576 ? SWS_CS_ITU709 : SWS_CS_ITU601
    }
  }

  /// Whether the frame's samples use the full 0…255 range.
  private static func isFullRange(_ frame: AVFrame) -> Bool {
    if frame.color_range == AVCOL_RANGE_JPEG { return true }
    let format = AVPixelFormat(rawValue: frame.format)
    return format == AV_PIX_FMT_YUVJ420P || format == AV_PIX_FMT_YUVJ422P || format == AV_PIX_FMT_YUVJ444P
  }

  private static func pixelFormatName(_ format: AVPixelFormat) -> String {
    av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "unknown"
  }
}
