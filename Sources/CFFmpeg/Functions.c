// Written by scripts/make-ffmpeg-functions from functions.txt and FFmpeg's headers: do not edit.
// Each function is FFmpeg's, called through the pointer Loader.c looked up (hidden: the
// executable exports none of them, so FFmpeg's own calls never land here).
#include "Loader.h"

const int splashreel_ffmpeg_function_count = 54;
const struct splashreel_ffmpeg_function splashreel_ffmpeg_functions[] = {
  {ffmpeg_avcodec, "av_packet_alloc"},
  {ffmpeg_avcodec, "av_packet_free"},
  {ffmpeg_avcodec, "av_packet_rescale_ts"},
  {ffmpeg_avcodec, "av_packet_unref"},
  {ffmpeg_avcodec, "avcodec_alloc_context3"},
  {ffmpeg_avcodec, "avcodec_find_encoder_by_name"},
  {ffmpeg_avcodec, "avcodec_free_context"},
  {ffmpeg_avcodec, "avcodec_get_name"},
  {ffmpeg_avcodec, "avcodec_open2"},
  {ffmpeg_avcodec, "avcodec_parameters_from_context"},
  {ffmpeg_avcodec, "avcodec_parameters_to_context"},
  {ffmpeg_avcodec, "avcodec_receive_frame"},
  {ffmpeg_avcodec, "avcodec_receive_packet"},
  {ffmpeg_avcodec, "avcodec_send_frame"},
  {ffmpeg_avcodec, "avcodec_send_packet"},
  {ffmpeg_avformat, "av_find_best_stream"},
  {ffmpeg_avformat, "av_find_input_format"},
  {ffmpeg_avformat, "av_interleaved_write_frame"},
  {ffmpeg_avformat, "av_read_frame"},
  {ffmpeg_avformat, "av_stream_get_side_data"},
  {ffmpeg_avformat, "av_write_trailer"},
  {ffmpeg_avformat, "avformat_alloc_context"},
  {ffmpeg_avformat, "avformat_alloc_output_context2"},
  {ffmpeg_avformat, "avformat_close_input"},
  {ffmpeg_avformat, "avformat_find_stream_info"},
  {ffmpeg_avformat, "avformat_free_context"},
  {ffmpeg_avformat, "avformat_index_get_entries_count"},
  {ffmpeg_avformat, "avformat_index_get_entry"},
  {ffmpeg_avformat, "avformat_new_stream"},
  {ffmpeg_avformat, "avformat_open_input"},
  {ffmpeg_avformat, "avformat_write_header"},
  {ffmpeg_avformat, "avio_closep"},
  {ffmpeg_avformat, "avio_open"},
  {ffmpeg_avutil, "av_d2q"},
  {ffmpeg_avutil, "av_dict_free"},
  {ffmpeg_avutil, "av_dict_set"},
  {ffmpeg_avutil, "av_display_rotation_get"},
  {ffmpeg_avutil, "av_frame_alloc"},
  {ffmpeg_avutil, "av_frame_free"},
  {ffmpeg_avutil, "av_frame_get_buffer"},
  {ffmpeg_avutil, "av_frame_make_writable"},
  {ffmpeg_avutil, "av_frame_unref"},
  {ffmpeg_avutil, "av_get_cpu_flags"},
  {ffmpeg_avutil, "av_get_pix_fmt_name"},
  {ffmpeg_avutil, "av_log_set_level"},
  {ffmpeg_avutil, "av_rescale_q"},
  {ffmpeg_avutil, "av_rescale_q_rnd"},
  {ffmpeg_avutil, "av_strerror"},
  {ffmpeg_swscale, "sws_freeContext"},
  {ffmpeg_swscale, "sws_getCachedContext"},
  {ffmpeg_swscale, "sws_getCoefficients"},
  {ffmpeg_swscale, "sws_getContext"},
  {ffmpeg_swscale, "sws_scale"},
  {ffmpeg_swscale, "sws_setColorspaceDetails"},
};

HIDDEN AVPacket * av_packet_alloc(void) {
  return ((AVPacket * (*)(void))splashreel_ffmpeg_function(0))();
}

HIDDEN void av_packet_free(AVPacket **pkt) {
  ((void (*)(AVPacket **pkt))splashreel_ffmpeg_function(1))(pkt);
}

HIDDEN void av_packet_rescale_ts(AVPacket *pkt, AVRational tb_src, AVRational tb_dst) {
  ((void (*)(AVPacket *pkt, AVRational tb_src, AVRational tb_dst))splashreel_ffmpeg_function(2))(pkt, tb_src, tb_dst);
}

HIDDEN void av_packet_unref(AVPacket *pkt) {
  ((void (*)(AVPacket *pkt))splashreel_ffmpeg_function(3))(pkt);
}

HIDDEN AVCodecContext * avcodec_alloc_context3(const AVCodec *codec) {
  return ((AVCodecContext * (*)(const AVCodec *codec))splashreel_ffmpeg_function(4))(codec);
}

HIDDEN const AVCodec * avcodec_find_encoder_by_name(const char *name) {
  return ((const AVCodec * (*)(const char *name))splashreel_ffmpeg_function(5))(name);
}

HIDDEN void avcodec_free_context(AVCodecContext **avctx) {
  ((void (*)(AVCodecContext **avctx))splashreel_ffmpeg_function(6))(avctx);
}

HIDDEN const char * avcodec_get_name(enum AVCodecID id) {
  return ((const char * (*)(enum AVCodecID id))splashreel_ffmpeg_function(7))(id);
}

HIDDEN int avcodec_open2(AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options) {
  return ((int (*)(AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options))splashreel_ffmpeg_function(8))(avctx, codec, options);
}

HIDDEN int avcodec_parameters_from_context(AVCodecParameters *par, const AVCodecContext *codec) {
  return ((int (*)(AVCodecParameters *par, const AVCodecContext *codec))splashreel_ffmpeg_function(9))(par, codec);
}

HIDDEN int avcodec_parameters_to_context(AVCodecContext *codec, const AVCodecParameters *par) {
  return ((int (*)(AVCodecContext *codec, const AVCodecParameters *par))splashreel_ffmpeg_function(10))(codec, par);
}

HIDDEN int avcodec_receive_frame(AVCodecContext *avctx, AVFrame *frame) {
  return ((int (*)(AVCodecContext *avctx, AVFrame *frame))splashreel_ffmpeg_function(11))(avctx, frame);
}

HIDDEN int avcodec_receive_packet(AVCodecContext *avctx, AVPacket *avpkt) {
  return ((int (*)(AVCodecContext *avctx, AVPacket *avpkt))splashreel_ffmpeg_function(12))(avctx, avpkt);
}

HIDDEN int avcodec_send_frame(AVCodecContext *avctx, const AVFrame *frame) {
  return ((int (*)(AVCodecContext *avctx, const AVFrame *frame))splashreel_ffmpeg_function(13))(avctx, frame);
}

HIDDEN int avcodec_send_packet(AVCodecContext *avctx, const AVPacket *avpkt) {
  return ((int (*)(AVCodecContext *avctx, const AVPacket *avpkt))splashreel_ffmpeg_function(14))(avctx, avpkt);
}

HIDDEN int av_find_best_stream(AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream, const AVCodec **decoder_ret, int flags) {
  return ((int (*)(AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb, int related_stream, const AVCodec **decoder_ret, int flags))splashreel_ffmpeg_function(15))(ic, type, wanted_stream_nb, related_stream, decoder_ret, flags);
}

HIDDEN const AVInputFormat * av_find_input_format(const char *short_name) {
  return ((const AVInputFormat * (*)(const char *short_name))splashreel_ffmpeg_function(16))(short_name);
}

HIDDEN int av_interleaved_write_frame(AVFormatContext *s, AVPacket *pkt) {
  return ((int (*)(AVFormatContext *s, AVPacket *pkt))splashreel_ffmpeg_function(17))(s, pkt);
}

HIDDEN int av_read_frame(AVFormatContext *s, AVPacket *pkt) {
  return ((int (*)(AVFormatContext *s, AVPacket *pkt))splashreel_ffmpeg_function(18))(s, pkt);
}

HIDDEN uint8_t * av_stream_get_side_data(const AVStream *stream, enum AVPacketSideDataType type, size_t *size) {
  return ((uint8_t * (*)(const AVStream *stream, enum AVPacketSideDataType type, size_t *size))splashreel_ffmpeg_function(19))(stream, type, size);
}

HIDDEN int av_write_trailer(AVFormatContext *s) {
  return ((int (*)(AVFormatContext *s))splashreel_ffmpeg_function(20))(s);
}

HIDDEN AVFormatContext * avformat_alloc_context(void) {
  return ((AVFormatContext * (*)(void))splashreel_ffmpeg_function(21))();
}

HIDDEN int avformat_alloc_output_context2(AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename) {
  return ((int (*)(AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename))splashreel_ffmpeg_function(22))(ctx, oformat, format_name, filename);
}

HIDDEN void avformat_close_input(AVFormatContext **s) {
  ((void (*)(AVFormatContext **s))splashreel_ffmpeg_function(23))(s);
}

HIDDEN int avformat_find_stream_info(AVFormatContext *ic, AVDictionary **options) {
  return ((int (*)(AVFormatContext *ic, AVDictionary **options))splashreel_ffmpeg_function(24))(ic, options);
}

HIDDEN void avformat_free_context(AVFormatContext *s) {
  ((void (*)(AVFormatContext *s))splashreel_ffmpeg_function(25))(s);
}

HIDDEN int avformat_index_get_entries_count(const AVStream *st) {
  return ((int (*)(const AVStream *st))splashreel_ffmpeg_function(26))(st);
}

HIDDEN const AVIndexEntry * avformat_index_get_entry(AVStream *st, int idx) {
  return ((const AVIndexEntry * (*)(AVStream *st, int idx))splashreel_ffmpeg_function(27))(st, idx);
}

HIDDEN AVStream * avformat_new_stream(AVFormatContext *s, const AVCodec *c) {
  return ((AVStream * (*)(AVFormatContext *s, const AVCodec *c))splashreel_ffmpeg_function(28))(s, c);
}

HIDDEN int avformat_open_input(AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options) {
  return ((int (*)(AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options))splashreel_ffmpeg_function(29))(ps, url, fmt, options);
}

HIDDEN int avformat_write_header(AVFormatContext *s, AVDictionary **options) {
  return ((int (*)(AVFormatContext *s, AVDictionary **options))splashreel_ffmpeg_function(30))(s, options);
}

HIDDEN int avio_closep(AVIOContext **s) {
  return ((int (*)(AVIOContext **s))splashreel_ffmpeg_function(31))(s);
}

HIDDEN int avio_open(AVIOContext **s, const char *url, int flags) {
  return ((int (*)(AVIOContext **s, const char *url, int flags))splashreel_ffmpeg_function(32))(s, url, flags);
}

HIDDEN AVRational av_d2q(double d, int max) {
  return ((AVRational (*)(double d, int max))splashreel_ffmpeg_function(33))(d, max);
}

HIDDEN void av_dict_free(AVDictionary **m) {
  ((void (*)(AVDictionary **m))splashreel_ffmpeg_function(34))(m);
}

HIDDEN int av_dict_set(AVDictionary **pm, const char *key, const char *value, int flags) {
  return ((int (*)(AVDictionary **pm, const char *key, const char *value, int flags))splashreel_ffmpeg_function(35))(pm, key, value, flags);
}

HIDDEN double av_display_rotation_get(const int32_t matrix[9]) {
  return ((double (*)(const int32_t matrix[9]))splashreel_ffmpeg_function(36))(matrix);
}

HIDDEN AVFrame * av_frame_alloc(void) {
  return ((AVFrame * (*)(void))splashreel_ffmpeg_function(37))();
}

HIDDEN void av_frame_free(AVFrame **frame) {
  ((void (*)(AVFrame **frame))splashreel_ffmpeg_function(38))(frame);
}

HIDDEN int av_frame_get_buffer(AVFrame *frame, int align) {
  return ((int (*)(AVFrame *frame, int align))splashreel_ffmpeg_function(39))(frame, align);
}

HIDDEN int av_frame_make_writable(AVFrame *frame) {
  return ((int (*)(AVFrame *frame))splashreel_ffmpeg_function(40))(frame);
}

HIDDEN void av_frame_unref(AVFrame *frame) {
  ((void (*)(AVFrame *frame))splashreel_ffmpeg_function(41))(frame);
}

HIDDEN int av_get_cpu_flags(void) {
  return ((int (*)(void))splashreel_ffmpeg_function(42))();
}

HIDDEN const char * av_get_pix_fmt_name(enum AVPixelFormat pix_fmt) {
  return ((const char * (*)(enum AVPixelFormat pix_fmt))splashreel_ffmpeg_function(43))(pix_fmt);
}

HIDDEN void av_log_set_level(int level) {
  ((void (*)(int level))splashreel_ffmpeg_function(44))(level);
}

HIDDEN int64_t av_rescale_q(int64_t a, AVRational bq, AVRational cq) {
  return ((int64_t (*)(int64_t a, AVRational bq, AVRational cq))splashreel_ffmpeg_function(45))(a, bq, cq);
}

HIDDEN int64_t av_rescale_q_rnd(int64_t a, AVRational bq, AVRational cq, enum AVRounding rnd) {
  return ((int64_t (*)(int64_t a, AVRational bq, AVRational cq, enum AVRounding rnd))splashreel_ffmpeg_function(46))(a, bq, cq, rnd);
}

HIDDEN int av_strerror(int errnum, char *errbuf, size_t errbuf_size) {
  return ((int (*)(int errnum, char *errbuf, size_t errbuf_size))splashreel_ffmpeg_function(47))(errnum, errbuf, errbuf_size);
}

HIDDEN void sws_freeContext(struct SwsContext *swsContext) {
  ((void (*)(struct SwsContext *swsContext))splashreel_ffmpeg_function(48))(swsContext);
}

HIDDEN struct SwsContext * sws_getCachedContext(struct SwsContext *context, int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param) {
  return ((struct SwsContext * (*)(struct SwsContext *context, int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param))splashreel_ffmpeg_function(49))(context, srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param);
}

HIDDEN const int * sws_getCoefficients(int colorspace) {
  return ((const int * (*)(int colorspace))splashreel_ffmpeg_function(50))(colorspace);
}

HIDDEN struct SwsContext * sws_getContext(int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param) {
  return ((struct SwsContext * (*)(int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param))splashreel_ffmpeg_function(51))(srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param);
}

HIDDEN int sws_scale(struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]) {
  return ((int (*)(struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]))splashreel_ffmpeg_function(52))(c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride);
}

HIDDEN int sws_setColorspaceDetails(struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation) {
  return ((int (*)(struct SwsContext *c, const int inv_table[4], int srcRange, const int table[4], int dstRange, int brightness, int contrast, int saturation))splashreel_ffmpeg_function(53))(c, inv_table, srcRange, table, dstRange, brightness, contrast, saturation);
}
