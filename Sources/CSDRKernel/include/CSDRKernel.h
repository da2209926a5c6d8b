// The per-pixel part of Pivot's HDR / wide-gamut conversion to 8-bit SDR (docs/colour.md, steps 2-4), in C so
// that it can use AVX2 and AVX-512 where the CPU has them: Swift builds for baseline x86-64 (SSE2) and issue 16
// showed its vector code losing to the scalar loops.
//
// One row at a time: float R, G, B planes (what ColorConverter's first zimg graph makes) in, 8-bit full-range
// BT.709 R, G, B codes out. The caller (ColorConverter) owns every buffer and table; the kernel only reads the
// tables and the input rows and writes `width` bytes of each output row, nothing past them.
//
// The maths is ToneMapper's, ToneCurve's and HLGTables' (Sources/Video/Color, docs/colour.md), with the same float
// operations in the same order, so the portable path (CSDRKernelPortable.h) gives Swift's values bit for bit and the
// AVX2 and AVX-512 paths (CSDRKernelAVX2.h, CSDRKernelAVX512.h) give the portable path's bytes. No FMA: fusing
// would change roundings and break that equality.
//
// Why everything is `static inline` in these headers: the functions are then compiled into the Swift module that
// calls them (Video), with Swift's optimiser and its DWARF 4 debug info. A separately compiled .c file gets clang
// 21's DWARF 5, which valgrind 3.19 (Debian 12) cannot read: it gives up on the whole binary, and `make leakcheck`
// with it.
#ifndef CSDR_KERNEL_H
#define CSDR_KERNEL_H

#include <stddef.h>
#include <stdint.h>

#include "CSDRDolbyVision.h"
#include "CSDRKernelAVX512.h"
#include "CSDRKernelParameters.h"

// MARK: - Entry points

/// Whether the CPU runs the AVX2 path.
static inline int csdr_has_avx2(void) {
#ifdef CSDR_X86
    return __builtin_cpu_supports("avx2");
#else
    return 0;
#endif
}

/// Whether the CPU runs the AVX-512 path (F, BW, VL and VBMI, which its RGB24 packing uses).
static inline int csdr_has_avx512(void) {
#ifdef CSDR_X86
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
           __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512vbmi");
#else
    return 0;
#endif
}

/// Converts `width` pixels of one row; output pixel x is at `red[x * step]` (and green, blue): step 1 for planes, 3
/// for packed RGB24 (`green` = `red` + 1, `blue` = `red` + 2). Every path gives the same bytes (the same IEEE
/// operations in the same order).
static inline void csdr_convert_row(const csdr_kernel *kernel, const float *r, const float *g, const float *b,
                                    uint8_t *red, uint8_t *green, uint8_t *blue, ptrdiff_t step, ptrdiff_t width,
                                    csdr_path path) {
#ifdef CSDR_X86
    if (path == CSDR_PATH_BEST && csdr_has_avx512()) {
        csdr_convert_row_avx512(kernel, r, g, b, red, green, blue, step, width);
        return;
    }
    if ((path == CSDR_PATH_BEST || path == CSDR_PATH_AVX2) && csdr_has_avx2()) {
        csdr_convert_row_avx2(kernel, r, g, b, red, green, blue, step, width);
        return;
    }
#endif
    csdr_convert_row_portable(kernel, r, g, b, red, green, blue, step, 0, width);
}

#endif
