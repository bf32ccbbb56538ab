#ifndef SPLASHREEL_CFFMPEG_SHIM_H
#define SPLASHREEL_CFFMPEG_SHIM_H
// FFmpeg's libraries (libavformat, libavcodec, libavutil, libswscale) for MP4/MOV/WebM export and
// decoding in SplashVideo. Nothing links them: SplashVideo opens them with dlopen the first time a
// video is written or read, and calls every function through `SplashFFmpegFunctions`, a table
// whose fields are typed from these headers' own declarations and filled by dlsym under the same
// names, so no signature is written by hand. Swift cannot import FFmpeg's function-like error
// macros, so the few that are needed are wrapped here.
#include "function_table.h"
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/cpu.h>
#include <libavutil/opt.h>
#include <libavutil/imgutils.h>
#include <libavutil/display.h>
#include <libswscale/swscale.h>

/// AVERROR(EAGAIN): the encoder wants more input before it gives a packet.
static inline int splashreel_averror_again(void) { return AVERROR(EAGAIN); }
/// AVERROR_EOF: the encoder is drained.
static inline int splashreel_averror_eof(void) { return AVERROR_EOF; }
/// AVERROR(ENOENT) etc. carry a negated errno; this gives it back (0 when it is not one).
static inline int splashreel_averror_errno(int code) { return code < 0 && code > -4096 ? -code : 0; }
/// AV_NOPTS_VALUE: a timestamp the stream does not know.
static inline int64_t splashreel_no_pts(void) { return AV_NOPTS_VALUE; }

/// The libraries in load order: each after the ones it needs.
typedef enum SplashFFmpegLibrary {
  SPLASHREEL_AVUTIL,
  SPLASHREEL_SWSCALE,
  SPLASHREEL_AVCODEC,
  SPLASHREEL_AVFORMAT,
  SPLASHREEL_FFMPEG_LIBRARY_COUNT
} SplashFFmpegLibrary;

/// The soname of the library these headers declare: "libavcodec.so." and LIBAVCODEC_VERSION_MAJOR.
static inline const char *_Nonnull splashreel_ffmpeg_soname(SplashFFmpegLibrary library) {
  switch (library) {
  case SPLASHREEL_AVUTIL: return "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR);
  case SPLASHREEL_SWSCALE: return "libswscale.so." AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR);
  case SPLASHREEL_AVCODEC: return "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR);
  default: return "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR);
  }
}

/// Every FFmpeg function SplashVideo calls, with the library that exports it.
#define SPLASHREEL_FFMPEG_FUNCTIONS(X)                                                                 \
  X(AVUTIL, av_d2q)                                                                                    \
  X(AVUTIL, av_dict_free)                                                                              \
  X(AVUTIL, av_dict_set)                                                                               \
  X(AVUTIL, av_display_rotation_get)                                                                   \
  X(AVUTIL, av_frame_alloc)                                                                            \
  X(AVUTIL, av_frame_free)                                                                             \
  X(AVUTIL, av_frame_get_buffer)                                                                       \
  X(AVUTIL, av_frame_make_writable)                                                                    \
  X(AVUTIL, av_frame_unref)                                                                            \
  X(AVUTIL, av_get_cpu_flags)                                                                          \
  X(AVUTIL, av_get_pix_fmt_name)                                                                       \
  X(AVUTIL, av_log_set_level)                                                                          \
  X(AVUTIL, av_rescale_q)                                                                              \
  X(AVUTIL, av_rescale_q_rnd)                                                                          \
  X(AVUTIL, av_strerror)                                                                               \
  X(SWSCALE, sws_freeContext)                                                                          \
  X(SWSCALE, sws_getCachedContext)                                                                     \
  X(SWSCALE, sws_getCoefficients)                                                                      \
  X(SWSCALE, sws_getContext)                                                                           \
  X(SWSCALE, sws_scale)                                                                                \
  X(SWSCALE, sws_setColorspaceDetails)                                                                 \
  X(AVCODEC, av_packet_alloc)                                                                          \
  X(AVCODEC, av_packet_free)                                                                           \
  X(AVCODEC, av_packet_rescale_ts)                                                                     \
  X(AVCODEC, av_packet_unref)                                                                          \
  X(AVCODEC, avcodec_alloc_context3)                                                                   \
  X(AVCODEC, avcodec_find_encoder_by_name)                                                             \
  X(AVCODEC, avcodec_free_context)                                                                     \
  X(AVCODEC, avcodec_get_name)                                                                         \
  X(AVCODEC, avcodec_open2)                                                                            \
  X(AVCODEC, avcodec_parameters_from_context)                                                          \
  X(AVCODEC, avcodec_parameters_to_context)                                                            \
  X(AVCODEC, avcodec_receive_frame)                                                                    \
  X(AVCODEC, avcodec_receive_packet)                                                                   \
  X(AVCODEC, avcodec_send_frame)                                                                       \
  X(AVCODEC, avcodec_send_packet)                                                                      \
  X(AVFORMAT, av_find_best_stream)                                                                     \
  X(AVFORMAT, av_find_input_format)                                                                    \
  X(AVFORMAT, av_interleaved_write_frame)                                                              \
  X(AVFORMAT, av_read_frame)                                                                           \
  X(AVFORMAT, av_stream_get_side_data)                                                                 \
  X(AVFORMAT, av_write_trailer)                                                                        \
  X(AVFORMAT, avformat_alloc_context)                                                                  \
  X(AVFORMAT, avformat_alloc_output_context2)                                                          \
  X(AVFORMAT, avformat_close_input)                                                                    \
  X(AVFORMAT, avformat_find_stream_info)                                                               \
  X(AVFORMAT, avformat_free_context)                                                                   \
  X(AVFORMAT, avformat_index_get_entries_count)                                                        \
  X(AVFORMAT, avformat_index_get_entry)                                                                \
  X(AVFORMAT, avformat_new_stream)                                                                     \
  X(AVFORMAT, avformat_open_input)                                                                     \
  X(AVFORMAT, avformat_write_header)                                                                   \
  X(AVFORMAT, avio_closep)                                                                             \
  X(AVFORMAT, avio_open)

/// `SplashFFmpegFunctions`, one field per function above, and `splashreel_ffmpeg_bind`, which
/// fills it from the opened libraries.
SPLASHREEL_FUNCTION_TABLE(SplashFFmpegFunctions, splashreel_ffmpeg_bind, SPLASHREEL_FFMPEG_FUNCTIONS)
#endif
