// The AVX-512 path of Pivot's SDR kernel: CSDRKernelAVX2.h's eight-pixel code for sixteen pixels, operation for
// operation (the same IEEE operations in the same order, so the same bytes; no FMA).
//
// Why sixteen lanes pay on a CPU that splits 512-bit work into two 256-bit halves (AMD Zen 4, issue 26): a block
// of pixels is one long chain of dependent steps (table gathers, a square root, divisions, more gathers), and the
// eight-lane loop waits on that chain more than it runs out of execution units. One sixteen-lane chain does the
// work of two eight-lane ones in three quarters of their time (a 1080p HLG frame: 23.4 -> 17.6 ms of CPU;
// BENCHMARKS.md, "hdrkernel"). Lanes are chosen with mask registers instead of blends,
// a pair of 64-bit gathers is split into low and high neighbours with one two-register permute each, and the
// codes are packed into RGB24 with one byte permute (AVX-512 VBMI).
#ifndef CSDR_KERNEL_AVX512_H
#define CSDR_KERNEL_AVX512_H

#include "CSDRKernelAVX2.h"

#ifdef CSDR_X86
#define CSDR_AVX512 __attribute__((target("avx2,avx512f,avx512bw,avx512vl,avx512vbmi")))

/// table[index] and table[index + 1] for sixteen lanes, from two 64-bit gathers of eight (csdr_pairs8).
CSDR_AVX512 static inline void csdr_pairs16(const float *table, __m512i index, __m512 *low, __m512 *high) {
    __m512 a = _mm512_castsi512_ps(_mm512_i32gather_epi64(_mm512_castsi512_si256(index), table, 4));
    __m512 b = _mm512_castsi512_ps(_mm512_i32gather_epi64(_mm512_extracti64x4_epi64(index, 1), table, 4));
    // a = l0 h0 … l7 h7, b = l8 h8 … l15 h15: the even and the odd elements of the pair.
    const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    *low = _mm512_permutex2var_ps(a, even, b);
    *high = _mm512_permutex2var_ps(a, _mm512_add_epi32(even, _mm512_set1_epi32(1)), b);
}

CSDR_AVX512 static inline __m512 csdr_lerp16(const float *table, __m512i index, __m512 fraction) {
    __m512 low, high;
    csdr_pairs16(table, index, &low, &high);
    return _mm512_add_ps(low, _mm512_mul_ps(_mm512_sub_ps(high, low), fraction));
}

/// csdr_hlg_scene_light8 for sixteen lanes below 1.
CSDR_AVX512 static inline __m512 csdr_hlg_scene_light16(const csdr_kernel *k, __m512 e) {
    const __m512 half = _mm512_set1_ps(0.5f), zero = _mm512_setzero_ps();
    __m512 parabola = _mm512_div_ps(_mm512_mul_ps(e, e), _mm512_set1_ps(3.0f));
    __m512 position = _mm512_max_ps(_mm512_mul_ps(_mm512_sub_ps(e, half), _mm512_set1_ps(4096.0f)), zero);
    __m512i index = _mm512_min_epi32(_mm512_cvttps_epi32(position), _mm512_set1_epi32(2047));
    __m512 fraction = _mm512_sub_ps(position, _mm512_cvtepi32_ps(index));
    __m512 light = _mm512_mask_blend_ps(_mm512_cmp_ps_mask(e, half, _CMP_GT_OQ), parabola,
                                        csdr_lerp16(k->scene_light, index, fraction));
    return _mm512_mask_blend_ps(_mm512_cmp_ps_mask(e, zero, _CMP_LE_OQ), light, zero);
}

/// csdr_fifth_root8 for sixteen lanes.
CSDR_AVX512 static inline __m512 csdr_fifth_root16(const csdr_kernel *k, __m512 x) {
    __m512i bits = _mm512_castps_si512(x);
    __m512i mantissa = _mm512_and_si512(bits, _mm512_set1_epi32(0x7FFFFF));
    __m512i index = _mm512_srli_epi32(mantissa, 13);
    __m512 fraction = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_and_si512(mantissa, _mm512_set1_epi32(0x1FFF))),
                                    _mm512_set1_ps(1.0f / 8192.0f));
    __m512 root = csdr_lerp16(k->mantissa_root, index, fraction);
    __m512i exponent = _mm512_and_si512(_mm512_srli_epi32(bits, 23), _mm512_set1_epi32(0xFF));
    __m512 result = _mm512_mul_ps(root, _mm512_i32gather_ps(exponent, k->exponent_root, 4));
    return _mm512_maskz_mov_ps(_mm512_cmp_ps_mask(x, _mm512_set1_ps(FLT_MIN), _CMP_GE_OQ), result);
}

/// csdr_min8 and csdr_max8: the same operand order, so ties come out as Swift's.
CSDR_AVX512 static inline __m512 csdr_min16(__m512 x, __m512 y) { return _mm512_min_ps(y, x); }
CSDR_AVX512 static inline __m512 csdr_max16(__m512 x, __m512 y) { return _mm512_max_ps(x, y); }
CSDR_AVX512 static inline __m512 csdr_clamp16(__m512 x, __m512 low, __m512 high) {
    return csdr_min16(csdr_max16(x, low), high);
}

/// csdr_code8 for sixteen lights.
CSDR_AVX512 static inline __m512i csdr_code16(const csdr_kernel *k, __m512 light) {
    light = csdr_clamp16(light, _mm512_setzero_ps(), _mm512_set1_ps(1.0f));
    __m512i bits = _mm512_castps_si512(light);
    __m512i entry = _mm512_i32gather_epi32(_mm512_srli_epi32(bits, 15), (const int *)k->codes, 4);
    __m512i code = _mm512_and_si512(entry, _mm512_set1_epi32(0xFF));
    __mmask16 next = _mm512_cmp_epi32_mask(_mm512_and_si512(bits, _mm512_set1_epi32(0x7FFF)),
                                           _mm512_srli_epi32(entry, 8), _MM_CMPINT_NLT);
    return _mm512_mask_add_epi32(code, next, code, _mm512_set1_epi32(1));
}

CSDR_AVX512 static inline __m512 csdr_curve_fraction16(const csdr_kernel *k, __m512 y, __m512i *index) {
    __m512 position = _mm512_mul_ps(_mm512_sqrt_ps(y), _mm512_set1_ps(k->curve_scale));
    *index = _mm512_min_epi32(_mm512_cvttps_epi32(position), _mm512_set1_epi32(k->curve_steps));
    return _mm512_sub_ps(position, _mm512_cvtepi32_ps(*index));
}

CSDR_AVX512 static inline __m512 csdr_curve16(const csdr_kernel *k, __m512 x) {
    __m512i index;
    __m512 fraction = csdr_curve_fraction16(k, x, &index);
    return csdr_lerp16(k->curve, index, fraction);
}

CSDR_AVX512 static inline __m512 csdr_dot16(const float *w, __m512 r, __m512 g, __m512 b) {
    return _mm512_add_ps(
        _mm512_add_ps(_mm512_mul_ps(_mm512_set1_ps(w[0]), r), _mm512_mul_ps(_mm512_set1_ps(w[1]), g)),
        _mm512_mul_ps(_mm512_set1_ps(w[2]), b));
}

/// csdr_tone_map8 for sixteen pixels.
CSDR_AVX512 static inline void csdr_tone_map16(const csdr_kernel *k, __m512 *pr, __m512 *pg, __m512 *pb) {
    const __m512 zero = _mm512_setzero_ps(), peak = _mm512_set1_ps(k->peak);
    __m512 r = csdr_clamp16(*pr, zero, peak), g = csdr_clamp16(*pg, zero, peak), b = csdr_clamp16(*pb, zero, peak);
    const __m512 keep = _mm512_set1_ps(1.0f - 3.0f * k->crosstalk), crosstalk = _mm512_set1_ps(k->crosstalk);
    __m512 mix = _mm512_mul_ps(crosstalk, _mm512_add_ps(_mm512_add_ps(r, g), b));
    r = _mm512_add_ps(_mm512_mul_ps(keep, r), mix);
    g = _mm512_add_ps(_mm512_mul_ps(keep, g), mix);
    b = _mm512_add_ps(_mm512_mul_ps(keep, b), mix);
    __m512 y = csdr_dot16(k->luminance, r, g, b);
    __m512 x = csdr_dot16(k->chroma_x, r, g, b);
    __m512i index;
    __m512 fraction = csdr_curve_fraction16(k, csdr_clamp16(y, zero, peak), &index);
    __m512 mapped = csdr_lerp16(k->curve, index, fraction), scale = csdr_lerp16(k->saturation, index, fraction);
    __m512 out = _mm512_sub_ps(mapped, _mm512_mul_ps(_mm512_set1_ps(0.1f), csdr_max16(_mm512_mul_ps(scale, x), zero)));
    __m512 lr = _mm512_add_ps(out, _mm512_mul_ps(scale, _mm512_sub_ps(r, y)));
    __m512 lg = _mm512_add_ps(out, _mm512_mul_ps(scale, _mm512_sub_ps(g, y)));
    __m512 lb = _mm512_add_ps(out, _mm512_mul_ps(scale, _mm512_sub_ps(b, y)));
    if (k->hybrid) {
        __m512 base = csdr_max16(out, _mm512_set1_ps(k->black));
        __m512 root = csdr_fifth_root16(k, base);
        __m512 power = _mm512_mul_ps(_mm512_mul_ps(base, base), _mm512_mul_ps(root, root));
        __m512 blend = csdr_max16(_mm512_div_ps(_mm512_set1_ps(k->black_power), power), power);
        lr = _mm512_add_ps(lr, _mm512_mul_ps(_mm512_sub_ps(csdr_curve16(k, r), lr), blend));
        lg = _mm512_add_ps(lg, _mm512_mul_ps(_mm512_sub_ps(csdr_curve16(k, g), lg), blend));
        lb = _mm512_add_ps(lb, _mm512_mul_ps(_mm512_sub_ps(csdr_curve16(k, b), lb), blend));
    }
    __m512 back = _mm512_mul_ps(crosstalk, _mm512_add_ps(_mm512_add_ps(lr, lg), lb));
    *pr = _mm512_div_ps(_mm512_sub_ps(lr, back), keep);
    *pg = _mm512_div_ps(_mm512_sub_ps(lg, back), keep);
    *pb = _mm512_div_ps(_mm512_sub_ps(lb, back), keep);
}

/// csdr_convert_row_avx2 sixteen pixels at a time; the last fewer than sixteen go to the AVX2 path.
CSDR_AVX512 static inline void csdr_convert_row_avx512(const csdr_kernel *k, const float *r_row, const float *g_row,
                                                       const float *b_row, uint8_t *red, uint8_t *green,
                                                       uint8_t *blue, ptrdiff_t step, ptrdiff_t width) {
    const __m512 one = _mm512_set1_ps(1.0f);
    // Byte 3p + c of a packed block is byte 16c + p of the red, green and blue codes laid end to end.
    __m512i interleave = _mm512_setzero_si512();
    {
        int8_t order[64] = {0};
        for (int i = 0; i < 48; i++) order[i] = (int8_t)(i % 3 * 16 + i / 3);
        interleave = _mm512_loadu_si512(order);
    }
    ptrdiff_t x = 0;
    for (; x + 16 <= width; x += 16) {
        __m512 r = _mm512_loadu_ps(r_row + x), g = _mm512_loadu_ps(g_row + x), b = _mm512_loadu_ps(b_row + x);
        if (k->hlg) {
            const __m512 keep = _mm512_set1_ps(1.0f - k->hlg_lift), lift = _mm512_set1_ps(k->hlg_lift);
            r = _mm512_add_ps(_mm512_mul_ps(keep, r), lift);
            g = _mm512_add_ps(_mm512_mul_ps(keep, g), lift);
            b = _mm512_add_ps(_mm512_mul_ps(keep, b), lift);
            __mmask16 outside = _mm512_cmp_ps_mask(r, one, _CMP_NLT_UQ) | _mm512_cmp_ps_mask(g, one, _CMP_NLT_UQ) |
                                _mm512_cmp_ps_mask(b, one, _CMP_NLT_UQ);
            if (outside) {
                csdr_convert_row_portable(k, r_row, g_row, b_row, red, green, blue, step, x, x + 16);
                continue;
            }
            __m512 sr = csdr_hlg_scene_light16(k, r), sg = csdr_hlg_scene_light16(k, g);
            __m512 sb = csdr_hlg_scene_light16(k, b);
            __m512 luminance = _mm512_add_ps(
                _mm512_add_ps(_mm512_mul_ps(_mm512_set1_ps(0.2627f), sr), _mm512_mul_ps(_mm512_set1_ps(0.6780f), sg)),
                _mm512_mul_ps(_mm512_set1_ps(0.0593f), sb));
            __m512 gain = _mm512_mul_ps(_mm512_set1_ps(k->hlg_gain), csdr_fifth_root16(k, luminance));
            r = _mm512_mul_ps(sr, gain);
            g = _mm512_mul_ps(sg, gain);
            b = _mm512_mul_ps(sb, gain);
        }
        if (k->tone_maps) csdr_tone_map16(k, &r, &g, &b);
        __m128i reds = _mm512_cvtepi32_epi8(csdr_code16(k, csdr_dot16(k->to_bt709, r, g, b)));
        __m128i greens = _mm512_cvtepi32_epi8(csdr_code16(k, csdr_dot16(k->to_bt709 + 3, r, g, b)));
        __m128i blues = _mm512_cvtepi32_epi8(csdr_code16(k, csdr_dot16(k->to_bt709 + 6, r, g, b)));
        if (step == 3) {
            __m512i codes = _mm512_inserti32x4(
                _mm512_inserti32x4(_mm512_castsi128_si512(reds), greens, 1), blues, 2);
            _mm512_mask_storeu_epi8(red + x * 3, 0xFFFFFFFFFFFFull, _mm512_permutexvar_epi8(interleave, codes));
        } else {
            _mm_storeu_si128((__m128i *)(red + x), reds);
            _mm_storeu_si128((__m128i *)(green + x), greens);
            _mm_storeu_si128((__m128i *)(blue + x), blues);
        }
    }
    csdr_convert_row_avx2(k, r_row + x, g_row + x, b_row + x, red + x * step, green + x * step, blue + x * step, step,
                          width - x);
}
#endif

#endif
