#include "Loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)

// The file names of the libraries the headers are from (so of the same major version, whose
// ABI the headers describe), in dependency order.
#ifdef __APPLE__
#define LIBRARY(name, major) "lib" name "." STRINGIFY(major) ".dylib"
#else
#define LIBRARY(name, major) "lib" name ".so." STRINGIFY(major)
#endif
static const char *const library_files[ffmpeg_library_count] = {
  [ffmpeg_avutil] = LIBRARY("avutil", LIBAVUTIL_VERSION_MAJOR),
  [ffmpeg_avcodec] = LIBRARY("avcodec", LIBAVCODEC_VERSION_MAJOR),
  [ffmpeg_avformat] = LIBRARY("avformat", LIBAVFORMAT_VERSION_MAJOR),
  [ffmpeg_swscale] = LIBRARY("swscale", LIBSWSCALE_VERSION_MAJOR),
};

static pthread_once_t once = PTHREAD_ONCE_INIT;
static void **addresses;
static char failure[512];

static void load(void) {
  void *handles[ffmpeg_library_count];
  for (int k = 0; k < ffmpeg_library_count; k++) {
    handles[k] = dlopen(library_files[k], RTLD_NOW | RTLD_LOCAL);
    if (!handles[k]) {
      const char *reason = dlerror();
      snprintf(failure, sizeof failure, "video needs FFmpeg's %s, which cannot be loaded (%s)", library_files[k],
               reason ? reason : "unknown reason");
      return;
    }
  }
  void **found = calloc((size_t)splashreel_ffmpeg_function_count, sizeof *found);
  if (!found) {
    snprintf(failure, sizeof failure, "video needs FFmpeg's libraries: out of memory while loading them");
    return;
  }
  for (int i = 0; i < splashreel_ffmpeg_function_count; i++) {
    const struct splashreel_ffmpeg_function *function = &splashreel_ffmpeg_functions[i];
    found[i] = dlsym(handles[function->library], function->name);
    if (!found[i]) {
      snprintf(failure, sizeof failure, "video needs %s from FFmpeg's %s, which lacks it", function->name,
               library_files[function->library]);
      free(found);
      return;
    }
  }
  addresses = found;
}

const char *splashreel_ffmpeg_load(void) {
  pthread_once(&once, load);
  return addresses ? NULL : failure;
}

void *splashreel_ffmpeg_function(int index) {
  const char *reason = splashreel_ffmpeg_load();
  if (reason) {
    fprintf(stderr, "splashreel: %s\n", reason);
    abort();
  }
  return addresses[index];
}
