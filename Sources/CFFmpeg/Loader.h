// What the trampolines (Functions.c) and the loader (Loader.c) share; not part of the module's
// interface.
#ifndef SPLASHREEL_CFFMPEG_LOADER_H
#define SPLASHREEL_CFFMPEG_LOADER_H
#include "CFFmpeg.h"

#define HIDDEN __attribute__((visibility("hidden")))

/// The library that defines a function.
enum splashreel_ffmpeg_library { ffmpeg_avutil, ffmpeg_avcodec, ffmpeg_avformat, ffmpeg_swscale, ffmpeg_library_count };

/// A function the trampolines call: its library and name.
struct splashreel_ffmpeg_function {
  enum splashreel_ffmpeg_library library;
  const char *name;
};

/// The functions, in the trampolines' order (Functions.c).
HIDDEN extern const struct splashreel_ffmpeg_function splashreel_ffmpeg_functions[];
HIDDEN extern const int splashreel_ffmpeg_function_count;

/// Function `index`'s address in its library, loading the libraries first if need be. Ends the
/// process with the reason on stderr when they cannot be loaded: SplashVideo calls
/// `splashreel_ffmpeg_load` first, and throws instead, so this happens only for a call it missed.
HIDDEN void *splashreel_ffmpeg_function(int index);
#endif
