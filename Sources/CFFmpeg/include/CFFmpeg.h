#ifndef SPLASHREEL_CFFMPEG_H
#define SPLASHREEL_CFFMPEG_H
// FFmpeg's libraries (libavformat, libavcodec, libavutil, libswscale) for MP4/MOV/WebM export
// and decoding in SplashVideo. Swift cannot import FFmpeg's function-like error macros, so the few that are
// needed are wrapped here.
//
// The libraries are not linked: they are opened with dlopen when the first video is read or
// written (`splashreel_ffmpeg_load`), so a render that makes no video maps none of the 88
// libraries FFmpeg depends on (14 MB of every process's memory, and their start-up). Each FFmpeg
// function SplashVideo calls is defined in this module (Functions.c, made by
// scripts/make-ffmpeg-functions) as a hidden trampoline to the library's own.
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

/// Opens FFmpeg's libraries and looks up every function SplashVideo calls, once per process.
/// NULL when they are ready; otherwise a one-line reason (a library or function missing), the
/// same on every call.
const char *splashreel_ffmpeg_load(void);
#endif
