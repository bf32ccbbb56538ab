#ifndef SPLASHREEL_CCURL_SHIM_H
#define SPLASHREEL_CCURL_SHIM_H
#include <curl/curl.h>

/// `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot call: one typed
/// wrapper per argument type.
static inline CURLcode splashreel_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode splashreel_curl_set_string(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode splashreel_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}

static inline CURLcode splashreel_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}

/// The body and header callbacks share curl's `curl_write_callback` type.
static inline CURLcode splashreel_curl_set_callback(CURL *handle, CURLoption option, curl_write_callback value) {
  return curl_easy_setopt(handle, option, value);
}

/// The `errno` of the last failed connect, 0 when there is none.
static inline int splashreel_curl_os_errno(CURL *handle) {
  long value = 0;
  curl_easy_getinfo(handle, CURLINFO_OS_ERRNO, &value);
  return (int)value;
}

/// `CURL_GLOBAL_DEFAULT` is a macro expression Swift does not import.
static inline CURLcode splashreel_curl_global_init(void) { return curl_global_init(CURL_GLOBAL_DEFAULT); }

#endif
