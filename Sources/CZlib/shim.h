#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H

#include <zlib.h>

/// `deflateInit` is a function-like macro (it passes zlib's version and `sizeof(z_stream)` to `deflateInit_`),
/// which Swift cannot import.
static inline int CZlib_deflateInit(z_streamp stream, int level) { return deflateInit(stream, level); }

/// `inflateInit` is a function-like macro too (`inflateInit_`), for `PNGDecoder`.
static inline int CZlib_inflateInit(z_streamp stream) { return inflateInit(stream); }

#endif /* CZLIB_SHIM_H */
