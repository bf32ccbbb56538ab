#ifndef SPLASHREEL_CGD_SHIM_H
#define SPLASHREEL_CGD_SHIM_H
#include <gd.h>
#include <gdfontg.h>
#include <malloc.h>
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

/// Bytes the C heap has handed out and not taken back (glibc `mallinfo2().uordblks`): the
/// leak tests and benchmarks compare it before and after many libgd operations.
static inline size_t splashreel_heap_bytes_in_use(void) {
  return mallinfo2().uordblks;
}

#endif
