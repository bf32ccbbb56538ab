#ifndef SPLASHREEL_CWEBP_SHIM_H
#define SPLASHREEL_CWEBP_SHIM_H
// libwebp and libwebpmux: animated WebP through WebPAnimEncoder in SplashVideo. The init
// functions are macros over versioned internals, so they are wrapped here.
#include <webp/encode.h>
#include <webp/mux.h>

static inline int splashreel_webp_config_init(WebPConfig* config) { return WebPConfigInit(config); }
static inline int splashreel_webp_picture_init(WebPPicture* picture) { return WebPPictureInit(picture); }
static inline int splashreel_webp_anim_options_init(WebPAnimEncoderOptions* options) {
  return WebPAnimEncoderOptionsInit(options);
}
static inline WebPAnimEncoder* splashreel_webp_anim_encoder_new(int width, int height,
                                                               const WebPAnimEncoderOptions* options) {
  return WebPAnimEncoderNew(width, height, options);
}
#endif
