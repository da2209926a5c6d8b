// The portable path of Pivot's SDR kernel (CSDRKernel.h): plain C, one pixel at a time, the reference the vector
// paths must match byte for byte and the path on CPUs without AVX2. The same float operations as ToneMapper's,
// ToneCurve's and HLGTables' (Sources/Video/Color), in the same order, so it gives Swift's values bit for bit.
#ifndef CSDR_KERNEL_PORTABLE_H
#define CSDR_KERNEL_PORTABLE_H

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "CSDRKernelParameters.h"

// Swift never fuses a * b + c; neither may we (and every path must round alike).
#pragma STDC FP_CONTRACT OFF

// MARK: - Portable (one pixel)

static inline uint32_t csdr_bits_of(float x) {
    uint32_t bits;
    memcpy(&bits, &x, sizeof bits);
    return bits;
}

/// ToneMapper.hlgSceneLight: BT.2100's HLG inverse OETF.
static inline float csdr_hlg_scene_light_formula(float e) {
    const float a = 0.17883277f;
    const float b = 1.0f - 4.0f * a;
    const float c = 0.5f - a * logf(4.0f * a);
    if (e <= 0.0f) return 0.0f;
    return e <= 0.5f ? e * e / 3.0f : (expf((e - c) / a) + b) / 12.0f;
}

/// HLGTables.sceneLight: the exponential branch interpolated from the table.
static inline float csdr_hlg_scene_light(const csdr_kernel *k, float e) {
    if (!(e > 0.5f && e < 1.0f)) return csdr_hlg_scene_light_formula(e);
    float position = (e - 0.5f) * 4096.0f;
    int index = (int)position;
    float fraction = position - (float)index;
    return k->scene_light[index] + (k->scene_light[index + 1] - k->scene_light[index]) * fraction;
}

/// HLGTables.fifthRoot.
static inline float csdr_fifth_root(const csdr_kernel *k, float x) {
    if (!(x >= FLT_MIN)) return 0.0f;
    uint32_t bits = csdr_bits_of(x);
    uint32_t mantissa = bits & 0x7FFFFF;
    uint32_t index = mantissa >> 13;
    float fraction = (float)(mantissa & 0x1FFF) / 8192.0f;
    float root = k->mantissa_root[index] + (k->mantissa_root[index + 1] - k->mantissa_root[index]) * fraction;
    return root * k->exponent_root[(bits >> 23) & 0xFF];
}

/// Swift's min and max (which return the first argument on ties and NaN comparisons).
static inline float csdr_min_f(float x, float y) { return y < x ? y : x; }
static inline float csdr_max_f(float x, float y) { return y >= x ? y : x; }

/// ToneCurve's tables at light y in 0...peak: the index of the entry below, and the fraction of the way to the next.
static inline float csdr_curve_fraction(const csdr_kernel *k, float y, int *index) {
    float position = sqrtf(y) * k->curve_scale;
    int i = (int)position;
    if (i > k->curve_steps) i = k->curve_steps;
    *index = i;
    return position - (float)i;
}

static inline float csdr_lerp(const float *table, int i, float fraction) {
    return table[i] + (table[i + 1] - table[i]) * fraction;
}

/// ToneCurve.curve at light x in 0...peak.
static inline float csdr_curve(const csdr_kernel *k, float x) {
    int i;
    float fraction = csdr_curve_fraction(k, x, &i);
    return csdr_lerp(k->curve, i, fraction);
}

/// ToneMapper.toneMap: libplacebo's tone mapping of one linear pixel in the clip's primaries (docs/colour.md).
static inline void csdr_tone_map(const csdr_kernel *k, float *pr, float *pg, float *pb) {
    float r = csdr_min_f(csdr_max_f(*pr, 0.0f), k->peak);
    float g = csdr_min_f(csdr_max_f(*pg, 0.0f), k->peak);
    float b = csdr_min_f(csdr_max_f(*pb, 0.0f), k->peak);
    float keep = 1.0f - 3.0f * k->crosstalk;
    float mix = k->crosstalk * (r + g + b);
    r = keep * r + mix;
    g = keep * g + mix;
    b = keep * b + mix;
    float y = k->luminance[0] * r + k->luminance[1] * g + k->luminance[2] * b;
    float x = k->chroma_x[0] * r + k->chroma_x[1] * g + k->chroma_x[2] * b;
    int i;
    float fraction = csdr_curve_fraction(k, csdr_min_f(csdr_max_f(y, 0.0f), k->peak), &i);
    float mapped = csdr_lerp(k->curve, i, fraction), scale = csdr_lerp(k->saturation, i, fraction);
    float out = mapped - 0.1f * csdr_max_f(scale * x, 0.0f);
    float lr = out + scale * (r - y), lg = out + scale * (g - y), lb = out + scale * (b - y);
    if (k->hybrid) {
        float base = csdr_max_f(out, k->black);
        float root = csdr_fifth_root(k, base);
        float power = base * base * (root * root);
        float blend = csdr_max_f(k->black_power / power, power);
        lr = lr + (csdr_curve(k, r) - lr) * blend;
        lg = lg + (csdr_curve(k, g) - lg) * blend;
        lb = lb + (csdr_curve(k, b) - lb) * blend;
    }
    float back = k->crosstalk * (lr + lg + lb);
    *pr = (lr - back) / keep;
    *pg = (lg - back) / keep;
    *pb = (lb - back) / keep;
}

/// SDRCodeTable.code, with the light clamped into 0...1 first. Comparing the bits of non-negative floats is
/// comparing the floats, so the offset test is `light >= boundary`.
static inline uint8_t csdr_code_of(const csdr_kernel *k, float light) {
    light = csdr_min_f(csdr_max_f(light, 0.0f), 1.0f);
    uint32_t bits = csdr_bits_of(light);
    uint32_t entry = k->codes[bits >> 15];
    return (uint8_t)((entry & 0xFF) + ((bits & 0x7FFF) >= (entry >> 8) ? 1 : 0));
}

static inline void csdr_convert_pixel(const csdr_kernel *k, float r, float g, float b, uint8_t *red, uint8_t *green,
                                      uint8_t *blue) {
    if (k->hlg) {
        // ColorConverter's HLG OOTF: black lift, scene light, one gain from BT.2020 luminance.
        float keep = 1.0f - k->hlg_lift;
        r = keep * r + k->hlg_lift;
        g = keep * g + k->hlg_lift;
        b = keep * b + k->hlg_lift;
        float sr = csdr_hlg_scene_light(k, r), sg = csdr_hlg_scene_light(k, g), sb = csdr_hlg_scene_light(k, b);
        float gain = k->hlg_gain * csdr_fifth_root(k, 0.2627f * sr + 0.6780f * sg + 0.0593f * sb);
        r = sr * gain;
        g = sg * gain;
        b = sb * gain;
    }
    if (k->tone_maps) csdr_tone_map(k, &r, &g, &b);
    const float *m = k->to_bt709;
    float lr = m[0] * r + m[1] * g + m[2] * b;
    float lg = m[3] * r + m[4] * g + m[5] * b;
    float lb = m[6] * r + m[7] * g + m[8] * b;
    *red = csdr_code_of(k, lr);
    *green = csdr_code_of(k, lg);
    *blue = csdr_code_of(k, lb);
}

/// Pixels `from..<width`; output pixel x is at `red[x * step]` (and green, blue): step 1 for planes, 3 for packed
/// RGB24 (`green` = `red` + 1, `blue` = `red` + 2).
static inline void csdr_convert_row_portable(const csdr_kernel *k, const float *r, const float *g, const float *b,
                                             uint8_t *red, uint8_t *green, uint8_t *blue, ptrdiff_t step,
                                             ptrdiff_t from, ptrdiff_t width) {
    for (ptrdiff_t x = from; x < width; x++)
        csdr_convert_pixel(k, r[x], g[x], b[x], red + x * step, green + x * step, blue + x * step);
}

#endif
