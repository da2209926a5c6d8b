// The parameters of Pivot's SDR kernel (CSDRKernel.h): the tables and constants it reads, and the choice of
// implementation. Apart from the kernel itself so that each header keeps to one job (and under 400 lines).
#ifndef CSDR_KERNEL_PARAMETERS_H
#define CSDR_KERNEL_PARAMETERS_H

#include <stdint.h>

/// Everything the kernel reads besides the rows. The tables are built in Swift (HLGTables, SDRCodeTable, ToneCurve)
/// and must outlive every call.
typedef struct csdr_kernel {
    /// HLGTables: scene light at 0.5 + i / 4096, i in 0...2048.
    const float *scene_light;
    /// HLGTables: (1 + i / 1024)^0.2, i in 0...1024.
    const float *mantissa_root;
    /// HLGTables: 2^(0.2 (e - 127)) for every biased float exponent e.
    const float *exponent_root;
    /// SDRCodeTable: per bucket (float bits >> 15), the code at its lower end in the low 8 bits and, above them,
    /// the offset (float bits & 0x7FFF) from which the next code starts, 0x8000 when it starts in a later bucket.
    const uint32_t *codes;
    /// ToneCurve: the BT.2390 curve and the chroma scale at light (i / curve_steps)^2 * peak, i in 0...curve_steps,
    /// each followed by one more entry (the interpolation at the peak reads it).
    const float *curve;
    const float *saturation;
    /// Row-major linear-light matrix from the clip's primaries to BT.709.
    float to_bt709[9];
    /// ToneCurve: CIE Y of the clip's primaries, and X / X_white - Y, for linear RGB.
    float luminance[3];
    float chroma_x[3];
    /// Input is HLG-coded R'G'B' (otherwise linear light relative to reference white).
    int hlg;
    /// Highlights are tone-mapped (HDR); otherwise colours are only converted and fitted into gamut.
    int tone_maps;
    /// ToneCurve.hybrid: also map each channel and blend towards it in the highlights (libplacebo's hybrid mode).
    int hybrid;
    /// ToneMapper: nominal peak / reference white, the OOTF gain's factor, and the HLG black lift.
    float hlg_gain, hlg_lift;
    /// ToneCurve: the source peak (every channel is clamped to 0...peak), curve_steps / sqrt(peak), the crosstalk,
    /// the SDR black (relative to white) and its 2.4th power.
    float peak, curve_scale, crosstalk, black, black_power;
    /// ToneCurve.steps.
    int curve_steps;
} csdr_kernel;

/// Which implementation converts a row.
typedef enum csdr_path {
    /// AVX-512 when the CPU has it, else AVX2 when it has that, else portable.
    CSDR_PATH_BEST = 0,
    /// Plain C, one pixel at a time (the reference; baseline x86-64 or any other CPU).
    CSDR_PATH_PORTABLE = 1,
    /// AVX2 when the CPU has it, else portable (so that tests run the AVX2 path on an AVX-512 CPU too).
    CSDR_PATH_AVX2 = 2,
} csdr_path;

#endif
