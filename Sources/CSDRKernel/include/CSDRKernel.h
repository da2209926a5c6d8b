// The per-pixel part of Pivot's HDR / wide-gamut conversion to 8-bit SDR (docs/colour.md, steps 2-4), in C so
// that it can use AVX2 where the CPU has it: Swift builds for baseline x86-64 (SSE2) and issue 16 showed its
// vector code losing to the scalar loops.
//
// One row at a time: float R, G, B planes (what ColorConverter's first zimg graph makes) in, 8-bit full-range
// BT.709 R, G, B codes out. The caller (ColorConverter) owns every buffer and table; the kernel only reads the
// tables and the input rows and writes `width` bytes of each output row, nothing past them.
#ifndef CSDR_KERNEL_H
#define CSDR_KERNEL_H

#include <stddef.h>
#include <stdint.h>

/// Everything the kernel reads besides the rows. The tables are built in Swift (HLGTables, SDRCodeTable) and must
/// outlive every call.
typedef struct csdr_kernel {
    /// HLGTables: scene light at 0.5 + i / 4096, i in 0...2048.
    const float *scene_light;
    /// HLGTables: (1 + i / 1024)^0.2, i in 0...1024.
    const float *mantissa_root;
    /// HLGTables: 2^(0.2 (e - 127)) for every biased float exponent e.
    const float *exponent_root;
    /// SDRCodeTable: the code at the lower end of each bucket (float bits >> 15), with 3 readable bytes after
    /// the last bucket (the AVX2 path reads 4 bytes per lookup).
    const uint8_t *codes;
    /// SDRCodeTable: the least light of code c, c in 0...255, then infinity.
    const float *boundaries;
    /// Row-major linear-light matrix from the clip's primaries to BT.709 (used when `hlg` is set).
    float to_bt709[9];
    /// Input is HLG-coded R'G'B' (otherwise linear BT.709 relative to reference white).
    int hlg;
    /// Highlights above `knee` roll off (HDR); otherwise colours are only fitted into gamut.
    int rolls_off;
    /// ToneMapper: nominal peak / reference white, the OOTF gain's factor.
    float hlg_gain;
    /// ToneMapper.knee and peak, and the Mobius curve's a, b and scale (ToneMapper.mobius).
    float knee, peak, mobius_a, mobius_b, mobius_scale;
} csdr_kernel;

/// Which implementation converts a row.
typedef enum csdr_path {
    /// AVX2 when the CPU has it, else portable.
    CSDR_PATH_BEST = 0,
    /// Plain C, one pixel at a time (the reference; baseline x86-64 or any other CPU).
    CSDR_PATH_PORTABLE = 1,
} csdr_path;

/// Converts `width` pixels of one row. Both paths give the same bytes (the same IEEE operations in the same order).
void csdr_convert_row(const csdr_kernel *kernel, const float *r, const float *g, const float *b, uint8_t *red,
                      uint8_t *green, uint8_t *blue, ptrdiff_t width, csdr_path path);

/// Whether CSDR_PATH_BEST runs the AVX2 code on this CPU.
int csdr_has_avx2(void);

#endif
