// The AVX2 path of Pivot's SDR kernel (CSDRKernel.h): CSDRKernelPortable.h's maths for eight pixels at a time,
// the same IEEE operations in the same order (no FMA), so the same bytes.
#ifndef CSDR_KERNEL_AVX2_H
#define CSDR_KERNEL_AVX2_H

#include "CSDRKernelPortable.h"

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define CSDR_X86 1
#endif

#pragma STDC FP_CONTRACT OFF

// MARK: - AVX2 (eight pixels)

#ifdef CSDR_X86
#define CSDR_AVX2 __attribute__((target("avx2")))

CSDR_AVX2 static inline __m256 csdr_select_ps(__m256 mask, __m256 yes, __m256 no) {
    return _mm256_blendv_ps(no, yes, mask);
}

/// table[index] and table[index + 1] for eight lanes. One 64-bit gather fetches both neighbours of four lanes,
/// so this is two gathers of four elements where two 32-bit gathers would fetch sixteen (issue 26's profile: the
/// kernel's time goes to its gathers).
CSDR_AVX2 static inline void csdr_pairs8(const float *table, __m256i index, __m256 *low, __m256 *high) {
    __m256 a = _mm256_castsi256_ps(
        _mm256_i32gather_epi64((const long long *)table, _mm256_castsi256_si128(index), 4));
    __m256 b = _mm256_castsi256_ps(
        _mm256_i32gather_epi64((const long long *)table, _mm256_extracti128_si256(index, 1), 4));
    // a = l0 h0 l1 h1 | l2 h2 l3 h3, b = l4 h4 l5 h5 | l6 h6 l7 h7: even and odd elements, then the 64-bit
    // quarters back in order.
    *low = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(a, b, 0x88)), 0xD8));
    *high = _mm256_castpd_ps(_mm256_permute4x64_pd(_mm256_castps_pd(_mm256_shuffle_ps(a, b, 0xDD)), 0xD8));
}

/// hlg_scene_light for lanes below 1 (the caller sends blocks with any lane at or above 1 to the portable path).
CSDR_AVX2 static inline __m256 csdr_hlg_scene_light8(const csdr_kernel *k, __m256 e) {
    const __m256 half = _mm256_set1_ps(0.5f), zero = _mm256_setzero_ps();
    __m256 parabola = _mm256_div_ps(_mm256_mul_ps(e, e), _mm256_set1_ps(3.0f));
    // Lanes at or below 0.5 would index below the table: clamp them to 0 (their result is not used).
    __m256 position = _mm256_max_ps(_mm256_mul_ps(_mm256_sub_ps(e, half), _mm256_set1_ps(4096.0f)), zero);
    __m256i index = _mm256_min_epi32(_mm256_cvttps_epi32(position), _mm256_set1_epi32(2047));
    __m256 fraction = _mm256_sub_ps(position, _mm256_cvtepi32_ps(index));
    __m256 low, high;
    csdr_pairs8(k->scene_light, index, &low, &high);
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
    __m256 low, high;
    csdr_pairs8(k->mantissa_root, index, &low, &high);
    __m256 root = _mm256_add_ps(low, _mm256_mul_ps(_mm256_sub_ps(high, low), fraction));
    __m256i exponent = _mm256_and_si256(_mm256_srli_epi32(bits, 23), _mm256_set1_epi32(0xFF));
    __m256 result = _mm256_mul_ps(root, _mm256_i32gather_ps(k->exponent_root, exponent, 4));
    return _mm256_and_ps(result, _mm256_cmp_ps(x, _mm256_set1_ps(FLT_MIN), _CMP_GE_OQ));
}

/// min_f and max_f for ordered values. minps(a, b) is a < b ? a : b and maxps(a, b) is a > b ? a : b, so the
/// operand order below makes ties (-0 and +0) come out as Swift's.
CSDR_AVX2 static inline __m256 csdr_min8(__m256 x, __m256 y) { return _mm256_min_ps(y, x); }
CSDR_AVX2 static inline __m256 csdr_max8(__m256 x, __m256 y) { return _mm256_max_ps(x, y); }

CSDR_AVX2 static inline __m256i csdr_code8(const csdr_kernel *k, __m256 light) {
    light = csdr_min8(csdr_max8(light, _mm256_setzero_ps()), _mm256_set1_ps(1.0f));
    __m256i bits = _mm256_castps_si256(light);
    __m256i entry = _mm256_i32gather_epi32((const int *)k->codes, _mm256_srli_epi32(bits, 15), 4);
    __m256i code = _mm256_and_si256(entry, _mm256_set1_epi32(0xFF));
    // Lanes whose offset is below the next code's start keep the bucket's code; the others take the next one.
    __m256i below =
        _mm256_cmpgt_epi32(_mm256_srli_epi32(entry, 8), _mm256_and_si256(bits, _mm256_set1_epi32(0x7FFF)));
    return _mm256_add_epi32(code, _mm256_andnot_si256(below, _mm256_set1_epi32(1)));
}

CSDR_AVX2 static inline __m256 csdr_clamp8(__m256 x, __m256 low, __m256 high) {
    return csdr_min8(csdr_max8(x, low), high);
}

/// csdr_curve_fraction for eight lights.
CSDR_AVX2 static inline __m256 csdr_curve_fraction8(const csdr_kernel *k, __m256 y, __m256i *index) {
    __m256 position = _mm256_mul_ps(_mm256_sqrt_ps(y), _mm256_set1_ps(k->curve_scale));
    *index = _mm256_min_epi32(_mm256_cvttps_epi32(position), _mm256_set1_epi32(k->curve_steps));
    return _mm256_sub_ps(position, _mm256_cvtepi32_ps(*index));
}

CSDR_AVX2 static inline __m256 csdr_lerp8(const float *table, __m256i index, __m256 fraction) {
    __m256 low, high;
    csdr_pairs8(table, index, &low, &high);
    return _mm256_add_ps(low, _mm256_mul_ps(_mm256_sub_ps(high, low), fraction));
}

CSDR_AVX2 static inline __m256 csdr_curve8(const csdr_kernel *k, __m256 x) {
    __m256i index;
    __m256 fraction = csdr_curve_fraction8(k, x, &index);
    return csdr_lerp8(k->curve, index, fraction);
}

CSDR_AVX2 static inline __m256 csdr_dot8(const float *w, __m256 r, __m256 g, __m256 b) {
    return _mm256_add_ps(
        _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(w[0]), r), _mm256_mul_ps(_mm256_set1_ps(w[1]), g)),
        _mm256_mul_ps(_mm256_set1_ps(w[2]), b));
}

/// csdr_tone_map for eight pixels.
CSDR_AVX2 static inline void csdr_tone_map8(const csdr_kernel *k, __m256 *pr, __m256 *pg, __m256 *pb) {
    const __m256 zero = _mm256_setzero_ps(), peak = _mm256_set1_ps(k->peak);
    __m256 r = csdr_clamp8(*pr, zero, peak), g = csdr_clamp8(*pg, zero, peak), b = csdr_clamp8(*pb, zero, peak);
    const __m256 keep = _mm256_set1_ps(1.0f - 3.0f * k->crosstalk), crosstalk = _mm256_set1_ps(k->crosstalk);
    __m256 mix = _mm256_mul_ps(crosstalk, _mm256_add_ps(_mm256_add_ps(r, g), b));
    r = _mm256_add_ps(_mm256_mul_ps(keep, r), mix);
    g = _mm256_add_ps(_mm256_mul_ps(keep, g), mix);
    b = _mm256_add_ps(_mm256_mul_ps(keep, b), mix);
    __m256 y = csdr_dot8(k->luminance, r, g, b);
    __m256 x = csdr_dot8(k->chroma_x, r, g, b);
    __m256i index;
    __m256 fraction = csdr_curve_fraction8(k, csdr_clamp8(y, zero, peak), &index);
    __m256 mapped = csdr_lerp8(k->curve, index, fraction), scale = csdr_lerp8(k->saturation, index, fraction);
    __m256 out = _mm256_sub_ps(mapped, _mm256_mul_ps(_mm256_set1_ps(0.1f), csdr_max8(_mm256_mul_ps(scale, x), zero)));
    __m256 lr = _mm256_add_ps(out, _mm256_mul_ps(scale, _mm256_sub_ps(r, y)));
    __m256 lg = _mm256_add_ps(out, _mm256_mul_ps(scale, _mm256_sub_ps(g, y)));
    __m256 lb = _mm256_add_ps(out, _mm256_mul_ps(scale, _mm256_sub_ps(b, y)));
    if (k->hybrid) {
        __m256 base = csdr_max8(out, _mm256_set1_ps(k->black));
        __m256 root = csdr_fifth_root8(k, base);
        __m256 power = _mm256_mul_ps(_mm256_mul_ps(base, base), _mm256_mul_ps(root, root));
        __m256 blend = csdr_max8(_mm256_div_ps(_mm256_set1_ps(k->black_power), power), power);
        lr = _mm256_add_ps(lr, _mm256_mul_ps(_mm256_sub_ps(csdr_curve8(k, r), lr), blend));
        lg = _mm256_add_ps(lg, _mm256_mul_ps(_mm256_sub_ps(csdr_curve8(k, g), lg), blend));
        lb = _mm256_add_ps(lb, _mm256_mul_ps(_mm256_sub_ps(csdr_curve8(k, b), lb), blend));
    }
    __m256 back = _mm256_mul_ps(crosstalk, _mm256_add_ps(_mm256_add_ps(lr, lg), lb));
    *pr = _mm256_div_ps(_mm256_sub_ps(lr, back), keep);
    *pg = _mm256_div_ps(_mm256_sub_ps(lg, back), keep);
    *pb = _mm256_div_ps(_mm256_sub_ps(lb, back), keep);
}

CSDR_AVX2 static inline void csdr_convert_row_avx2(const csdr_kernel *k, const float *r_row, const float *g_row,
                                                   const float *b_row, uint8_t *red, uint8_t *green, uint8_t *blue,
                                                   ptrdiff_t step, ptrdiff_t width) {
    const __m256 zero = _mm256_setzero_ps(), one = _mm256_set1_ps(1.0f);
    ptrdiff_t x = 0;
    for (; x + 8 <= width; x += 8) {
        __m256 r = _mm256_loadu_ps(r_row + x), g = _mm256_loadu_ps(g_row + x), b = _mm256_loadu_ps(b_row + x);
        if (k->hlg) {
            const __m256 keep = _mm256_set1_ps(1.0f - k->hlg_lift), lift = _mm256_set1_ps(k->hlg_lift);
            r = _mm256_add_ps(_mm256_mul_ps(keep, r), lift);
            g = _mm256_add_ps(_mm256_mul_ps(keep, g), lift);
            b = _mm256_add_ps(_mm256_mul_ps(keep, b), lift);
            // Signals at or above 1 (or NaN) take the formula's exponential: rare, done one pixel at a time.
            __m256 outside = _mm256_or_ps(_mm256_cmp_ps(r, one, _CMP_NLT_UQ),
                                          _mm256_or_ps(_mm256_cmp_ps(g, one, _CMP_NLT_UQ),
                                                       _mm256_cmp_ps(b, one, _CMP_NLT_UQ)));
            if (_mm256_movemask_ps(outside)) {
                csdr_convert_row_portable(k, r_row, g_row, b_row, red, green, blue, step, x, x + 8);
                continue;
            }
            __m256 sr = csdr_hlg_scene_light8(k, r), sg = csdr_hlg_scene_light8(k, g), sb = csdr_hlg_scene_light8(k, b);
            __m256 luminance = _mm256_add_ps(
                _mm256_add_ps(_mm256_mul_ps(_mm256_set1_ps(0.2627f), sr), _mm256_mul_ps(_mm256_set1_ps(0.6780f), sg)),
                _mm256_mul_ps(_mm256_set1_ps(0.0593f), sb));
            __m256 gain = _mm256_mul_ps(_mm256_set1_ps(k->hlg_gain), csdr_fifth_root8(k, luminance));
            r = _mm256_mul_ps(sr, gain);
            g = _mm256_mul_ps(sg, gain);
            b = _mm256_mul_ps(sb, gain);
        }
        if (k->tone_maps) csdr_tone_map8(k, &r, &g, &b);
        __m256 lr = csdr_dot8(k->to_bt709, r, g, b);
        __m256 lg = csdr_dot8(k->to_bt709 + 3, r, g, b);
        __m256 lb = csdr_dot8(k->to_bt709 + 6, r, g, b);
        // Eight 32-bit codes per channel to eight bytes per row: pack to 16 then 8 bits (per 128-bit half), then
        // gather each channel's two 4-byte groups together.
        __m256i words = _mm256_packus_epi32(csdr_code8(k, lr), csdr_code8(k, lg));
        __m256i blues = csdr_code8(k, lb);
        __m256i bytes = _mm256_packus_epi16(words, _mm256_packus_epi32(blues, blues));
        bytes = _mm256_permutevar8x32_epi32(bytes, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7));
        __m128i low = _mm256_castsi256_si128(bytes), high = _mm256_extracti128_si256(bytes, 1);
        if (step == 3) {
            // Packed RGB24: r0 g0 b0 r1 … b7 from the reds and greens in `low` and the blues in `high` (-1: zero).
            __m128i first = _mm_or_si128(
                _mm_shuffle_epi8(low, _mm_setr_epi8(0, 8, -1, 1, 9, -1, 2, 10, -1, 3, 11, -1, 4, 12, -1, 5)),
                _mm_shuffle_epi8(high, _mm_setr_epi8(-1, -1, 0, -1, -1, 1, -1, -1, 2, -1, -1, 3, -1, -1, 4, -1)));
            __m128i last = _mm_or_si128(
                _mm_shuffle_epi8(low, _mm_setr_epi8(13, -1, 6, 14, -1, 7, 15, -1, -1, -1, -1, -1, -1, -1, -1, -1)),
                _mm_shuffle_epi8(high, _mm_setr_epi8(-1, 5, -1, -1, 6, -1, -1, 7, -1, -1, -1, -1, -1, -1, -1, -1)));
            _mm_storeu_si128((__m128i *)(red + x * 3), first);
            _mm_storel_epi64((__m128i *)(red + x * 3 + 16), last);
        } else {
            _mm_storel_epi64((__m128i *)(red + x), low);
            _mm_storel_epi64((__m128i *)(green + x), _mm_unpackhi_epi64(low, low));
            _mm_storel_epi64((__m128i *)(blue + x), high);
        }
    }
    csdr_convert_row_portable(k, r_row, g_row, b_row, red, green, blue, step, x, width);
}
#endif

#endif
