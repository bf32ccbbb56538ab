#ifndef SPLASHREEL_CGD_SHIM_H
#define SPLASHREEL_CGD_SHIM_H
#include <gd.h>
#include <gdfontg.h>
#include <malloc.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>

/// libgd reports warnings through a printf-style callback with a va_list, which Swift cannot
/// receive directly. This shim formats the message and hands a plain string to Swift.
typedef void (*splashreel_gd_message_sink)(int priority, const char *message);

static splashreel_gd_message_sink splashreel_gd_sink = 0;

static void splashreel_gd_error_method(int priority, const char *format, va_list args) {
  char buffer[1024];
  vsnprintf(buffer, sizeof buffer, format, args);
  if (splashreel_gd_sink) splashreel_gd_sink(priority, buffer);
}

static inline void splashreel_gd_install_sink(splashreel_gd_message_sink sink) {
  splashreel_gd_sink = sink;
  gdSetErrorMethod(splashreel_gd_error_method);
}

/// libgd gives libpng no warning handler, so libpng's default one prints "libpng warning: …" on
/// the C `stderr` stream (about interlaced images libgd reads without interlace handling, or
/// image data past the last row: the pixels are right all the same). While libgd reads a PNG,
/// `stderr` points at /dev/null; the count lets reads on several threads overlap. libpng's
/// errors do not pass here: libgd's error handler reports them to the sink above.
static pthread_mutex_t splashreel_quiet_lock = PTHREAD_MUTEX_INITIALIZER;
static int splashreel_quiet_users = 0;
static FILE *splashreel_quiet_stream = 0;
static FILE *splashreel_saved_stderr = 0;

static inline void splashreel_stderr_quiet_begin(void) {
  pthread_mutex_lock(&splashreel_quiet_lock);
  if (splashreel_quiet_users++ == 0) {
    if (!splashreel_quiet_stream) splashreel_quiet_stream = fopen("/dev/null", "w");
    if (splashreel_quiet_stream) {
      splashreel_saved_stderr = stderr;
      stderr = splashreel_quiet_stream;
    }
  }
  pthread_mutex_unlock(&splashreel_quiet_lock);
}

static inline void splashreel_stderr_quiet_end(void) {
  pthread_mutex_lock(&splashreel_quiet_lock);
  if (--splashreel_quiet_users == 0 && splashreel_saved_stderr) {
    stderr = splashreel_saved_stderr;
    splashreel_saved_stderr = 0;
  }
  pthread_mutex_unlock(&splashreel_quiet_lock);
}

/// Bytes the C heap has handed out and not taken back (glibc `mallinfo2().uordblks`): the
/// leak tests and benchmarks compare it before and after many libgd operations.
static inline size_t splashreel_heap_bytes_in_use(void) {
  return mallinfo2().uordblks;
}

#endif
