#ifndef SPLASHREEL_CUNIBREAK_SHIM_H
#define SPLASHREEL_CUNIBREAK_SHIM_H
// libunibreak: Unicode line-breaking opportunities (UAX #14), for multi-line labels in
// SplashGD (Chinese breaks between ideographs, English at spaces).
#include <stddef.h>
#include <linebreak.h>
#endif
