// The per-pixel part of Pivot's HDR / wide-gamut conversion to 8-bit SDR (docs/colour.md, steps 2-4), in C so
// that it can use AVX2 where the CPU has it: Swift builds for baseline x86-64 (SSE2) and issue 16 showed its
// vector code losing to the scalar loops.
//
// One row at a time: float R, G, B planes (what ColorConverter's first zimg graph makes) in, 8-bit full-range
// BT.709 R, G, B codes out. The caller (ColorConverter) owns every buffer and table; the kernel only reads the
// tables and the input rows and writes `width` bytes of each output row, nothing past them.
//
// The maths is ToneMapper's and HLGTables' (Sources/Video/Color, docs/colour.md), with the same float operations
// in the same order, so the portable path gives Swift's values bit for bit and the AVX2 path gives the portable
// path's bytes. No FMA: fusing would change roundings and break that equality.
//
// Why everything is `static inline` in this header: the functions are then compiled into the Swift module that
// calls them (Video), with Swift's optimiser and its DWARF 4 debug info. A separately compiled .c file gets clang
// 21's DWARF 5, which valgrind 3.19 (Debian 12) cannot read: it gives up on the whole binary, and `make leakcheck`
// with it.
#ifndef CSDR_KERNEL_H
#define CSDR_KERNEL_H

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define CSDR_X86 1
#endif

// Swift never fuses a * b + c; neither may we (and both paths must round alike).
#pragma STDC FP_CONTRACT OFF

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

/// ToneMapper.rollOff.
static inline float csdr_roll_off(const csdr_kernel *k, float x) {
    if (!(x > k->knee)) return x;
    if (!(k->peak > 1.0f)) return csdr_min_f(x, 1.0f);
    x = csdr_min_f(x, k->peak);
    return k->mobius_scale * (x + k->mobius_a) / (x + k->mobius_b);
}

/// ToneMapper.room.
static inline float csdr_room(float c, float y) {
    if (c < 0.0f) return y / (y - c);
    if (c > 1.0f) return (1.0f - y) / (c - y);
    return 1.0f;
}

/// SDRCodeTable.code, with the light clamped into 0...1 first.
static inline uint8_t csdr_code_of(const csdr_kernel *k, float light) {
    light = csdr_min_f(csdr_max_f(light, 0.0f), 1.0f);
    uint32_t code = k->codes[csdr_bits_of(light) >> 15];
    return light >= k->boundaries[code + 1] ? (uint8_t)(code + 1) : (uint8_t)code;
}

static inline void csdr_convert_pixel(const csdr_kernel *k, float r, float g, float b, uint8_t *red, uint8_t *green,
                          uint8_t *blue) {
    if (k->hlg) {
        // ColorConverter's HLG OOTF: scene light, one gain from BT.2020 luminance, then the primaries.
        float sr = csdr_hlg_scene_light(k, r), sg = csdr_hlg_scene_light(k, g), sb = csdr_hlg_scene_light(k, b);
        float gain = k->hlg_gain * csdr_fifth_root(k, 0.2627f * sr + 0.6780f * sg + 0.0593f * sb);
        float lr = sr * gain, lg = sg * gain, lb = sb * gain;
        const float *m = k->to_bt709;
        r = m[0] * lr + m[1] * lg + m[2] * lb;
        g = m[3] * lr + m[4] * lg + m[5] * lb;
        b = m[6] * lr + m[7] * lg + m[8] * lb;
    }
    // ToneMapper.map.
    float y = 0.2126f * r + 0.7152f * g + 0.0722f * b;
    if (k->rolls_off && y > k->knee) {
        float scale = csdr_roll_off(k, y) / y;
        r *= scale;
        g *= scale;
        b *= scale;
        y *= scale;
    }
    y = csdr_min_f(csdr_max_f(y, 0.0f), 1.0f);
    float keep = csdr_min_f(csdr_min_f(csdr_room(r, y), csdr_room(g, y)), csdr_room(b, y));
    if (keep < 1.0f) {
        r = y + (r - y) * keep;
        g = y + (g - y) * keep;
        b = y + (b - y) * keep;
    }
    *red = csdr_code_of(k, r);
    *green = csdr_code_of(k, g);
    *blue = csdr_code_of(k, b);
}

static inline void csdr_convert_row_portable(const csdr_kernel *k, const float *r, const float *g, const float *b, uint8_t *red,
                                 uint8_t *green, uint8_t *blue, ptrdiff_t from, ptrdiff_t width) {
    for (ptrdiff_t x = from; x < width; x++) csdr_convert_pixel(k, r[x], g[x], b[x], red + x, green + x, blue + x);
}

// MARK: - AVX2 (eight pixels)

#ifdef CSDR_X86
#define CSDR_AVX2 __attribute__((target("avx2")))

CSDR_AVX2 static inline __m256 csdr_select_ps(__m256 mask, __m256 yes, __m256 no) {
    return _mm256_blendv_ps(no, yes, mask);
}

/// hlg_scene_light for lanes below 1 (the caller sends blocks with any lane at or above 1 to the portable path).
CSDR_AVX2 static inline __m256 csdr_hlg_scene_light8(const csdr_kernel *k, __m256 e) {
    const __m256 half = _mm256_set1_ps(0.5f), zero = _mm256_setzero_ps();
    __m256 parabola = _mm256_div_ps(_mm256_mul_ps(e, e), _mm256_set1_ps(3.0f));
    // Lanes at or below 0.5 would index below the table: clamp them to 0 (their result is not used).
    __m256 position = _mm256_max_ps(_mm256_mul_ps(_mm256_sub_ps(e, half), _mm256_set1_ps(4096.0f)), zero);
    __m256i index = _mm256_min_epi32(_mm256_cvttps_epi32(position), _mm256_set1_epi32(2047));
    __m256 fraction = _mm256_sub_ps(position, _mm256_cvtepi32_ps(index));
    __m256 low = _mm256_i32gather_ps(k->scene_light, index, 4);
    __m256 high = _mm256_i32gather_ps(k->scene_light + 1, index, 4);
    __m256 table = _mm256_add_ps(low, _mm256_mul_ps(_mm256_sub_ps(high, low), fraction));
    __m256 light = csdr_select_ps(_mm256_cmp_ps(e, half, _CMP_GT_OQ), table, parabola);
    return csdr_select_ps(_mm256_cmp_ps(e, zero, _CMP_LE_OQ), zero, light);
}

CSDR_AVX2 static inline __m256 csdr_fifth_root8(const csdr_kernel *k, __m256 x) {
    __m256i bits = _mm256_castps_si256(x);
    __m256i mantissa = _mm256_and_si256(bits, _mm256_set1_epi32(0x7FFFFF));
    __m256i index = _mm256_srli_epi32(mantissa, 13);
    // An exact division by 8192, as a multiplication.
    __m256 fraction = _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_and_si256(mantissa, _mm256_set1_epi32(0x1FFF))),
                                    _mm256_set1_ps(1.0f / 8192.0f));
    __m256 low = _mm256_i32gather_ps(k->mantissa_root, index, 4);
    __m256 high = _mm256_i32gather_ps(k->mantissa_root + 1, index, 4);
    __m256 root = _mm256_add_ps(low, _mm256_mul_ps(_mm256_sub_ps(high, low), fraction));
    __m256i exponent = _mm256_and_si256(_mm256_srli_epi32(bits, 23), _mm256_set1_epi32(0xFF));
    __m256 result = _mm256_mul_ps(root, _mm256_i32gather_ps(k->exponent_root, exponent, 4));
    return _mm256_and_ps(result, _mm256_cmp_ps(x, _mm256_set1_ps(FLT_MIN), _CMP_GE_OQ));
}

CSDR_AVX2 static inline __m256 csdr_room8(__m256 c, __m256 y) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
    __m256 below = _mm256_div_ps(y, _mm256_sub_ps(y, c));
    __m256 above = _mm256_div_ps(_mm256_sub_ps(one, y), _mm256_sub_ps(c, y));
    __m256 result = csdr_select_ps(_mm256_cmp_ps(c, one, _CMP_GT_OQ), above, one);
    return csdr_select_ps(_mm256_cmp_ps(c, zero, _CMP_LT_OQ), below, result);
}

/// min_f and max_f for ordered values. minps(a, b) is a < b ? a : b and maxps(a, b) is a > b ? a : b, so the
/// operand order below makes ties (-0 and +0) come out as Swift's.
CSDR_AVX2 static inline __m256 csdr_min8(__m256 x, __m256 y) { return _mm256_min_ps(y, x); }
CSDR_AVX2 static inline __m256 csdr_max8(__m256 x, __m256 y) { return _mm256_max_ps(x, y); }

CSDR_AVX2 static inline __m256i csdr_code8(const csdr_kernel *k, __m256 light) {
    light = csdr_min8(csdr_max8(light, _mm256_setzero_ps()), _mm256_set1_ps(1.0f));
    __m256i bucket = _mm256_srli_epi32(_mm256_castps_si256(light), 15);
    __m256i code = _mm256_and_si256(_mm256_i32gather_epi32((const int *)k->codes, bucket, 1), _mm256_set1_epi32(0xFF));
    __m256 boundary = _mm256_i32gather_ps(k->boundaries + 1, code, 4);
    // The comparison's all-ones lanes are -1: subtracting adds one.
    return _mm256_sub_epi32(code, _mm256_castps_si256(_mm256_cmp_ps(light, boundary, _CMP_GE_OQ)));
}

CSDR_AVX2 static inline void csdr_convert_row_avx2(const csdr_kernel *k, const float *r_row, const float *g_row,
                                       const float *b_row, uint8_t *red, uint8_t *green, uint8_t *blue,
                                       ptrdiff_t width) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
    const __m256 knee = _mm256_set1_ps(k->knee), peak = _mm256_set1_ps(k->peak);
    ptrdiff_t x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256 r = _mm256_loadu_ps(r_row + x), g = _mm256_loadu_ps(g_row + x), b = _mm256_loadu_ps(b_row + x);
        if (k->hlg) {
            // Signals at or above 1 (or NaN) take the formula's exponential: rare, done one pixel at a time.
            __m256 outside = _mm256_or_ps(_mm256_cmp_ps(r, one, _CMP_NLT_UQ),
                                          _mm256_or_ps(_mm256_cmp_ps(g, one, _CMP_NLT_UQ),
                                                       _mm256_cmp_ps(b, one, _CMP_NLT_UQ)));
            if (_mm256_movemask_ps(outside)) {
                csdr_convert_row_portable(k, r_row, g_row, b_row, red, green, blue, x, x + 8);
                continue;
            }
            __m256 sr = csdr_hlg_scene_light8(k, r), sg = csdr_hlg_scene_light8(k, g), sb = csdr_hlg_scene_light8(k, b);
            __m256 luminance = _mm256_add_ps(
                _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(0.2627f), sr), _mm256_mul_ps(_mm256_set1_ps(0.6780f), sg)),
                _mm256_mul_ps(_mm256_set1_ps(0.0593f), sb));
            __m256 gain = _mm256_mul_ps(_mm256_set1_ps(k->hlg_gain), csdr_fifth_root8(k, luminance));
            __m256 lr = _mm256_mul_ps(sr, gain), lg = _mm256_mul_ps(sg, gain), lb = _mm256_mul_ps(sb, gain);
            const float *m = k->to_bt709;
#define CSDR_ROW(i)                                                                                                    \
    _mm256_add_ps(_mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(m[i]), lr), _mm256_mul_ps(_mm256_set1_ps(m[i + 1]), lg)), \
                  _mm256_mul_ps(_mm256_set1_ps(m[i + 2]), lb))
            r = CSDR_ROW(0);
            g = CSDR_ROW(3);
            b = CSDR_ROW(6);
#undef CSDR_ROW
        }
        __m256 y = _mm256_add_ps(
            _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(0.2126f), r), _mm256_mul_ps(_mm256_set1_ps(0.7152f), g)),
            _mm256_mul_ps(_mm256_set1_ps(0.0722f), b));
        if (k->rolls_off) {
            __m256 above = _mm256_cmp_ps(y, knee, _CMP_GT_OQ);
            if (_mm256_movemask_ps(above)) {
                __m256 rolled;
                if (k->peak > 1.0f) {
                    __m256 clipped = csdr_min8(y, peak);
                    rolled = _mm256_div_ps(
                        _mm256_mul_ps(_mm256_set1_ps(k->mobius_scale), _mm256_add_ps(clipped, _mm256_set1_ps(k->mobius_a))),
                        _mm256_add_ps(clipped, _mm256_set1_ps(k->mobius_b)));
                } else {
                    rolled = csdr_min8(y, one);
                }
                __m256 scale = _mm256_div_ps(rolled, y);
                r = csdr_select_ps(above, _mm256_mul_ps(r, scale), r);
                g = csdr_select_ps(above, _mm256_mul_ps(g, scale), g);
                b = csdr_select_ps(above, _mm256_mul_ps(b, scale), b);
                y = csdr_select_ps(above, _mm256_mul_ps(y, scale), y);
            }
        }
        y = csdr_min8(csdr_max8(y, zero), one);
        __m256 keep = csdr_min8(csdr_min8(csdr_room8(r, y), csdr_room8(g, y)), csdr_room8(b, y));
        __m256 fits = _mm256_cmp_ps(keep, one, _CMP_LT_OQ);
        if (_mm256_movemask_ps(fits)) {
            r = csdr_select_ps(fits, _mm256_add_ps(y, _mm256_mul_ps(_mm256_sub_ps(r, y), keep)), r);
            g = csdr_select_ps(fits, _mm256_add_ps(y, _mm256_mul_ps(_mm256_sub_ps(g, y), keep)), g);
            b = csdr_select_ps(fits, _mm256_add_ps(y, _mm256_mul_ps(_mm256_sub_ps(b, y), keep)), b);
        }
        // Eight 32-bit codes per channel to eight bytes per row: pack to 16 then 8 bits (per 128-bit half), then
        // gather each channel's two 4-byte groups together.
        __m256i words = _mm256_packus_epi32(csdr_code8(k, r), csdr_code8(k, g));
        __m256i blues = csdr_code8(k, b);
        __m256i bytes = _mm256_packus_epi16(words, _mm256_packus_epi32(blues, blues));
        bytes = _mm256_permutevar8x32_epi32(bytes, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
        __m128i low = _mm256_castsi256_si128(bytes);
        _mm_storel_epi64((__m128i *)(red + x), low);
        _mm_storel_epi64((__m128i *)(green + x), _mm_unpackhi_epi64(low, low));
        _mm_storel_epi64((__m128i *)(blue + x), _mm256_extracti128_si256(bytes, 1));
    }
    csdr_convert_row_portable(k, r_row, g_row, b_row, red, green, blue, x, width);
}
#endif

// MARK: - Entry points

/// Whether CSDR_PATH_BEST runs the AVX2 code on this CPU.
static inline int csdr_has_avx2(void) {
#ifdef CSDR_X86
    return __builtin_cpu_supports("avx2");
#else
    return 0;
#endif
}

/// Converts `width` pixels of one row. Both paths give the same bytes (the same IEEE operations in the same order).
static inline void csdr_convert_row(const csdr_kernel *kernel, const float *r, const float *g, const float *b,
                                    uint8_t *red, uint8_t *green, uint8_t *blue, ptrdiff_t width, csdr_path path) {
#ifdef CSDR_X86
    if (path == CSDR_PATH_BEST && csdr_has_avx2()) {
        csdr_convert_row_avx2(kernel, r, g, b, red, green, blue, width);
        return;
    }
#endif
    csdr_convert_row_portable(kernel, r, g, b, red, green, blue, 0, width);
}

#endif
