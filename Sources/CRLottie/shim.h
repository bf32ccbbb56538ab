#ifndef SPLASHREEL_CRLOTTIE_SHIM_H
#define SPLASHREEL_CRLOTTIE_SHIM_H
// rlottie's C API (Debian librlottie-dev): Lottie JSON parsed and rendered into premultiplied
// ARGB32 buffers. Only SplashLottie's worker process includes it: rlottie runs outside the main
// process (see docs/architecture.md, "Lottie").
#include <rlottie_capi.h>
#endif
