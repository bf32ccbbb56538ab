#ifndef SPLASHREEL_CFFMPEG_SHIM_H
#define SPLASHREEL_CFFMPEG_SHIM_H
// FFmpeg's libraries (libavformat, libavcodec, libavutil, libswscale) for MP4/MOV/WebM export
// and decoding in SplashVideo. Swift cannot import FFmpeg's function-like error macros, so the few that are
// needed are wrapped here.
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
#endif
