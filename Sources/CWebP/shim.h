#ifndef SPLASHREEL_CWEBP_SHIM_H
#define SPLASHREEL_CWEBP_SHIM_H
// libwebp, libwebpmux and libwebpdemux: animated WebP through WebPAnimEncoder and
// WebPAnimDecoder in SplashVideo. The init functions are macros over versioned internals, so
// they are wrapped here.
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>

static inline int splashreel_webp_config_init(WebPConfig* config) { return WebPConfigInit(config); }
static inline int splashreel_webp_picture_init(WebPPicture* picture) { return WebPPictureInit(picture); }
static inline int splashreel_webp_anim_options_init(WebPAnimEncoderOptions* options) {
  return WebPAnimEncoderOptionsInit(options);
}
static inline WebPAnimEncoder* splashreel_webp_anim_encoder_new(int width, int height,
                                                               const WebPAnimEncoderOptions* options) {
  return WebPAnimEncoderNew(width, height, options);
}
static inline int splashreel_webp_anim_decoder_options_init(WebPAnimDecoderOptions* options) {
  return WebPAnimDecoderOptionsInit(options);
}
static inline WebPAnimDecoder* splashreel_webp_anim_decoder_new(const WebPData* data,
                                                               const WebPAnimDecoderOptions* options) {
  return WebPAnimDecoderNew(data, options);
}
static inline WebPDemuxer* splashreel_webp_demux(const WebPData* data) { return WebPDemux(data); }
#endif
