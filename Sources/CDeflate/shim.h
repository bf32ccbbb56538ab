#ifndef SPLASHREEL_CDEFLATE_SHIM_H
#define SPLASHREEL_CDEFLATE_SHIM_H
// libdeflate: whole-buffer zlib inflation (about twice zlib's speed) and CRC-32, for the
// PNG frame fast path in SplashGD.
#include <libdeflate.h>
#endif
