#!/usr/bin/env python3
"""Writes the planes of an HDR test picture for issue 26's libplacebo comparisons, as raw yuv444p10le on stdout.

256x144, BT.2020 non-constant-luminance matrix, limited range: the top 72 rows are a grey ramp over every tenth
10-bit code from black (64) to the top (940) left to right; the bottom 72 rows are 16 colour patches (2 rows of 8,
32x36): R'G'B' signal triplets (the same for HLG and PQ; what light they mean depends on the transfer) of
saturated and pale colours at mid and high signal.
Used by Media/README.md (function make_hdr_ramps) with ffmpeg/x265 lossless.
"""
import sys
import numpy as np

W, H = 256, 144
KR, KB = 0.2627, 0.0593
KG = 1 - KR - KB

PATCHES = [
    (0.75, 0.75, 0.75), (0.60, 0.30, 0.25), (0.35, 0.55, 0.30), (0.30, 0.40, 0.65),
    (0.70, 0.65, 0.30), (0.55, 0.35, 0.60), (0.35, 0.60, 0.62), (0.50, 0.50, 0.50),
    (0.90, 0.90, 0.90), (0.85, 0.55, 0.45), (0.60, 0.80, 0.55), (0.55, 0.70, 0.92),
    (0.92, 0.85, 0.55), (0.80, 0.60, 0.85), (0.65, 0.88, 0.90), (1.00, 1.00, 1.00),
]


def ycbcr(r, g, b):
    y = KR * r + KG * g + KB * b
    cb = (b - y) / (2 * (1 - KB))
    cr = (r - y) / (2 * (1 - KR))
    return (np.round(64 + 876 * y), np.round(512 + 896 * cb), np.round(512 + 896 * cr))


def main():
    y = np.zeros((H, W)); cb = np.full((H, W), 512.0); cr = np.full((H, W), 512.0)
    ramp = np.clip(64 + np.round(np.arange(W) * (940 - 64) / (W - 1)), 64, 940)
    y[:72] = ramp
    for i, (r, g, b) in enumerate(PATCHES):
        row, col = divmod(i, 8)
        ys, xs = slice(72 + 36 * row, 72 + 36 * (row + 1)), slice(32 * col, 32 * (col + 1))
        y[ys, xs], cb[ys, xs], cr[ys, xs] = ycbcr(r, g, b)
    sys.stdout.buffer.write(np.concatenate([p.astype("<u2").ravel() for p in (y, cb, cr)]).tobytes())


if __name__ == "__main__":
    main()
