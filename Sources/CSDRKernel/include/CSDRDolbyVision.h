// Dolby Vision reshaping of a base-layer picture (docs/colour.md, "Dolby Vision"), one row at a time: what
// libplacebo 4.208 does to a frame with AV_FRAME_DATA_DOVI_METADATA (src/shaders/colorspace.c
// pl_shader_dovi_reshape and pl_shader_decode_color's PL_COLOR_SYSTEM_DOLBYVISION case, src/colorspace.c
// pl_color_repr_decode), written from those facts. The per-component reshaping curves (polynomial and MMR pieces)
// map the base layer's Y, Cb, Cr to the signal the RPU's matrices decode: `ycc_to_rgb` with its offsets gives
// PQ-coded R'G'B', the PQ EOTF (SMPTE ST 2084) makes it linear, and `rgb_to_lms` followed by the fixed BT.2020
// LMS -> RGB matrix gives linear BT.2020 RGB.
//
// In C, like CSDRKernel.h beside it and for the same reasons (speed in debug builds too; `static inline` so that
// the code is compiled into Video with its DWARF 4 debug info). DolbyVisionReshaping (Sources/Video/Color) fills
// the parameters; the caller owns every row.
#ifndef CSDR_DOLBY_VISION_H
#define CSDR_DOLBY_VISION_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>

/// Pieces per reshaping curve (FFmpeg's AV_DOVI_MAX_PIECES).
#define CSDR_DOVI_MAX_PIECES 8
/// Floats per piece: the MMR order (0 for a polynomial), then the constant (x^0), the x^1 and x^2 polynomial
/// coefficients, then for MMR orders 1...3 seven coefficients each (Y, Cb, Cr, Y·Cb, Y·Cr, Cb·Cr, Y·Cb·Cr, each
/// raised to the order).
#define CSDR_DOVI_PIECE_FLOATS 25

/// One component's reshaping curve.
typedef struct csdr_dovi_curve {
    /// How many pieces (pivots - 1); 0 when the component is passed through unchanged.
    int32_t pieces;
    /// The pivots as fractions of the base layer's maximum code, ascending: pieces + 1 of them.
    float pivots[CSDR_DOVI_MAX_PIECES + 1];
    /// CSDR_DOVI_PIECE_FLOATS per piece, as above.
    float coefficients[CSDR_DOVI_MAX_PIECES * CSDR_DOVI_PIECE_FLOATS];
} csdr_dovi_curve;

/// Everything one frame's reshaping reads.
typedef struct csdr_dovi {
    /// Y, Cb, Cr.
    csdr_dovi_curve curves[3];
    /// The RPU's `ycc_to_rgb_matrix` (row-major) and `ycc_to_rgb_offset`.
    float ycc_to_rgb[9];
    float offset[3];
    /// The fixed BT.2020 LMS -> RGB matrix times the RPU's `rgb_to_lms_matrix`, row-major.
    float lms_to_rgb[9];
    /// What the input chroma is offset by (zimg's full-range float chroma is centred on 0; the RPU wants
    /// code / maximum code).
    float chroma_bias;
} csdr_dovi;

/// Steps of PQTable (Sources/Video/Color/PQTable.swift).
#define CSDR_PQ_STEPS 4096

/// SMPTE ST 2084's EOTF from PQTable: PQ signal (clamped to 0...1) to linear light relative to reference white,
/// interpolated linearly. `table` holds CSDR_PQ_STEPS + 2 entries.
static inline float csdr_pq_light(const float *table, float e) {
    float position = (e > 0.0f ? (e < 1.0f ? e : 1.0f) : 0.0f) * (float)CSDR_PQ_STEPS;
    int i = (int)position;
    float fraction = position - (float)i;
    return table[i] + (table[i + 1] - table[i]) * fraction;
}

/// Linearises one row of PQ-coded R'G'B' in place (what zimg's PQ EOTF did, from the table instead of powf).
static inline void csdr_pq_linearize_row(const float *table, float *r, float *g, float *b, ptrdiff_t width) {
    for (ptrdiff_t x = 0; x < width; x++) {
        r[x] = csdr_pq_light(table, r[x]);
        g[x] = csdr_pq_light(table, g[x]);
        b[x] = csdr_pq_light(table, b[x]);
    }
}

/// One piece of a curve at s, with the pixel's clamped Y, Cb, Cr for MMR (libplacebo's reshape_poly / reshape_mmr).
static inline float csdr_dovi_piece(const float *p, float s, float y, float cb, float cr) {
    int order = (int)p[0];
    if (order == 0) return (p[3] * s + p[2]) * s + p[1];
    float cross[4] = {y * cb, y * cr, cb * cr, y * cb * cr};
    float plain[3] = {y, cb, cr};
    float power[3] = {y, cb, cr}, crossPower[4] = {cross[0], cross[1], cross[2], cross[3]};
    float value = p[1];
    for (int j = 0; j < order; j++) {
        const float *m = p + 4 + 7 * j;
        value += m[0] * power[0] + m[1] * power[1] + m[2] * power[2];
        value += m[3] * crossPower[0] + m[4] * crossPower[1] + m[5] * crossPower[2] + m[6] * crossPower[3];
        for (int i = 0; i < 3; i++) power[i] *= plain[i];
        for (int i = 0; i < 4; i++) crossPower[i] *= cross[i];
    }
    return value;
}

/// The curve at s: the piece whose pivot interval holds s (the first below the first inner pivot, the last above
/// the last), its result clamped to the outer pivots.
static inline float csdr_dovi_reshape(const csdr_dovi_curve *curve, float s, float y, float cb, float cr) {
    int piece = 0;
    while (piece + 1 < curve->pieces && s >= curve->pivots[piece + 1]) piece++;
    float value = csdr_dovi_piece(curve->coefficients + piece * CSDR_DOVI_PIECE_FLOATS, s, y, cb, cr);
    float low = curve->pivots[0], high = curve->pivots[curve->pieces];
    return value < low ? low : (value > high ? high : value);
}

/// Reshapes one row in place: Y, Cb, Cr (zimg's full-range float) in, linear BT.2020 R, G, B relative to reference
/// white out (negative light clipped to 0, as libplacebo's PQ round trip does). `pq` is PQTable.
static inline void csdr_dovi_reshape_row(const csdr_dovi *d, const float *pq, float *p0, float *p1, float *p2,
                                         ptrdiff_t width) {
    for (ptrdiff_t x = 0; x < width; x++) {
        float in[3] = {p0[x], p1[x] + d->chroma_bias, p2[x] + d->chroma_bias};
        float sig[3];
        for (int c = 0; c < 3; c++) sig[c] = in[c] < 0.0f ? 0.0f : (in[c] > 1.0f ? 1.0f : in[c]);
        float shaped[3];
        for (int c = 0; c < 3; c++) {
            shaped[c] = d->curves[c].pieces > 0
                ? csdr_dovi_reshape(&d->curves[c], sig[c], sig[0], sig[1], sig[2]) - d->offset[c]
                : in[c] - d->offset[c];
        }
        float linear[3];
        for (int r = 0; r < 3; r++) {
            const float *m = d->ycc_to_rgb + 3 * r;
            linear[r] = csdr_pq_light(pq, m[0] * shaped[0] + m[1] * shaped[1] + m[2] * shaped[2]);
        }
        float out[3];
        for (int r = 0; r < 3; r++) {
            const float *m = d->lms_to_rgb + 3 * r;
            float v = m[0] * linear[0] + m[1] * linear[1] + m[2] * linear[2];
            out[r] = v > 0.0f ? v : 0.0f;
        }
        p0[x] = out[0];
        p1[x] = out[1];
        p2[x] = out[2];
    }
}

#endif
