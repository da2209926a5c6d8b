#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

/// FreeType's headers are named through macros (`#include FT_FREETYPE_H`), which only `ft2build.h` defines.
#include <ft2build.h>
#include FT_FREETYPE_H

#endif /* CFREETYPE_SHIM_H */
