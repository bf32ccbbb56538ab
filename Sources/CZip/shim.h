#ifndef SPLASHREEL_CZIP_SHIM_H
#define SPLASHREEL_CZIP_SHIM_H
// libzip (Debian libzip-dev): reading zip archives (dotLottie files). Only SplashArchive includes
// it: it owns every zip_t and zip_file_t pointer.
#include <zip.h>
#endif
