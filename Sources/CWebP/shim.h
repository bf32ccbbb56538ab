#ifndef SPLASHREEL_CWEBP_SHIM_H
#define SPLASHREEL_CWEBP_SHIM_H
// libwebp, libwebpmux and libwebpdemux: animated WebP through WebPAnimEncoder and
// WebPAnimDecoder in SplashVideo. Nothing links them: SplashVideo opens them with dlopen the first
// time a WebP is written or read and calls every function through `SplashWebPFunctions`, whose
// fields are typed from these headers' declarations and filled by dlsym under the same names. The
// init functions are inline wrappers over versioned internals; they are repeated here, word for
// word, over the table.
#include "../CFFmpeg/function_table.h"
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>

/// The libraries in load order: each after the one it needs.
typedef enum SplashWebPLibrary {
  SPLASHREEL_WEBP,
  SPLASHREEL_WEBPMUX,
  SPLASHREEL_WEBPDEMUX,
  SPLASHREEL_WEBP_LIBRARY_COUNT
} SplashWebPLibrary;

// libwebp's headers name no soname, only ABI versions whose major byte changes when the binary
// interface does (the versioned init functions refuse a library of another major). Every libwebp
// with these majors (0.6.0 to this day) is libwebp.so.7, libwebpmux.so.3 and libwebpdemux.so.2.
#if (WEBP_ENCODER_ABI_VERSION >> 8) != 2 || (WEBP_DECODER_ABI_VERSION >> 8) != 2 ||                    \
    (WEBP_MUX_ABI_VERSION >> 8) != 1 || (WEBP_DEMUX_ABI_VERSION >> 8) != 1
#error "libwebp's headers declare an ABI whose sonames SplashVideo does not know: add them here"
#endif

/// The soname of the library these headers declare.
static inline const char *_Nonnull splashreel_webp_soname(SplashWebPLibrary library) {
  switch (library) {
  case SPLASHREEL_WEBP: return "libwebp.so.7";
  case SPLASHREEL_WEBPMUX: return "libwebpmux.so.3";
  default: return "libwebpdemux.so.2";
  }
}

/// Every libwebp function SplashVideo calls, with the library that exports it.
#define SPLASHREEL_WEBP_FUNCTIONS(X)                                                                   \
  X(WEBP, WebPConfigInitInternal)                                                                      \
  X(WEBP, WebPPictureInitInternal)                                                                     \
  X(WEBP, WebPPictureImportRGBA)                                                                       \
  X(WEBP, WebPPictureFree)                                                                             \
  X(WEBP, WebPFree)                                                                                    \
  X(WEBPMUX, WebPAnimEncoderOptionsInitInternal)                                                       \
  X(WEBPMUX, WebPAnimEncoderNewInternal)                                                               \
  X(WEBPMUX, WebPAnimEncoderAdd)                                                                       \
  X(WEBPMUX, WebPAnimEncoderAssemble)                                                                  \
  X(WEBPMUX, WebPAnimEncoderGetError)                                                                  \
  X(WEBPMUX, WebPAnimEncoderDelete)                                                                    \
  X(WEBPDEMUX, WebPDemuxInternal)                                                                      \
  X(WEBPDEMUX, WebPDemuxDelete)                                                                        \
  X(WEBPDEMUX, WebPDemuxGetI)                                                                          \
  X(WEBPDEMUX, WebPDemuxGetFrame)                                                                      \
  X(WEBPDEMUX, WebPDemuxReleaseIterator)                                                               \
  X(WEBPDEMUX, WebPAnimDecoderOptionsInitInternal)                                                     \
  X(WEBPDEMUX, WebPAnimDecoderNewInternal)                                                             \
  X(WEBPDEMUX, WebPAnimDecoderGetNext)                                                                 \
  X(WEBPDEMUX, WebPAnimDecoderDelete)

/// `SplashWebPFunctions`, one field per function above, and `splashreel_webp_bind`, which fills
/// it from the opened libraries.
SPLASHREEL_FUNCTION_TABLE(SplashWebPFunctions, splashreel_webp_bind, SPLASHREEL_WEBP_FUNCTIONS)

// The headers' inline init functions (WebPConfigInit, WebPPictureInit, …), over the table.
static inline int splashreel_webp_config_init(const SplashWebPFunctions *_Nonnull webp, WebPConfig *config) {
  return webp->WebPConfigInitInternal(config, WEBP_PRESET_DEFAULT, 75.f, WEBP_ENCODER_ABI_VERSION);
}
static inline int splashreel_webp_picture_init(const SplashWebPFunctions *_Nonnull webp, WebPPicture *picture) {
  return webp->WebPPictureInitInternal(picture, WEBP_ENCODER_ABI_VERSION);
}
static inline int splashreel_webp_anim_options_init(const SplashWebPFunctions *_Nonnull webp,
                                                    WebPAnimEncoderOptions *options) {
  return webp->WebPAnimEncoderOptionsInitInternal(options, WEBP_MUX_ABI_VERSION);
}
static inline WebPAnimEncoder *splashreel_webp_anim_encoder_new(const SplashWebPFunctions *_Nonnull webp, int width,
                                                                int height, const WebPAnimEncoderOptions *options) {
  return webp->WebPAnimEncoderNewInternal(width, height, options, WEBP_MUX_ABI_VERSION);
}
static inline int splashreel_webp_anim_decoder_options_init(const SplashWebPFunctions *_Nonnull webp,
                                                            WebPAnimDecoderOptions *options) {
  return webp->WebPAnimDecoderOptionsInitInternal(options, WEBP_DEMUX_ABI_VERSION);
}
static inline WebPAnimDecoder *splashreel_webp_anim_decoder_new(const SplashWebPFunctions *_Nonnull webp,
                                                                const WebPData *data,
                                                                const WebPAnimDecoderOptions *options) {
  return webp->WebPAnimDecoderNewInternal(data, options, WEBP_DEMUX_ABI_VERSION);
}
static inline WebPDemuxer *splashreel_webp_demux(const SplashWebPFunctions *_Nonnull webp, const WebPData *data) {
  return webp->WebPDemuxInternal(data, 0, NULL, WEBP_DEMUX_ABI_VERSION);
}
/// WebPDataClear: frees the bytes with WebPFree and empties `data`.
static inline void splashreel_webp_data_clear(const SplashWebPFunctions *_Nonnull webp, WebPData *data) {
  if (data != NULL) {
    webp->WebPFree((void *)data->bytes);
    WebPDataInit(data);
  }
}
#endif
