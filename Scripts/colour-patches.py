#!/usr/bin/env python3
"""Writes the colour-patch test pictures that Scripts/make-fixtures.sh encodes as HLG, PQ and wide-gamut SDR clips.

Usage: colour-patches.py OUT_DIR
Writes OUT_DIR/colour-patches.json (the patch table the tests read: each patch's rectangle and its BT.709 8-bit
colour, or its linear level for the highlights) and one raw rgb48le picture per kind, patches-KIND.rgb48 for
pq, hlg, sdr2020, p3, smptec and ebu (R'G'B' already coded with the target transfer in the kind's primaries;
ffmpeg then only applies the YUV matrix and encodes).

The maths is the reference formulas, in double precision:
- BT.709 8-bit code -> display light: BT.1886's EOTF with a zero black level (code^2.4), which is what
  zimg/zscale's t=709 applies between display-referred linear light and BT.709 codes.
- linear BT.709 -> BT.2020 primaries: the BT.2087 matrix.
- linear BT.709 -> Display P3 (SMPTE EG 432-1, D65), SMPTE-C (SMPTE 170M) and EBU (BT.470 B/G) primaries: derived
  from the primaries' and D65's xy chromaticities (H.273 table 2) as SMPTE RP 177 does (RGB -> XYZ of the
  source, then XYZ -> RGB of the target). Colours outside the target gamut are clipped when coded: of the 24
  patches only the cyan (8,133,161) lies outside SMPTE-C (linear red -0.015).
- 1.0 linear = 203 cd/m^2 (BT.2408 reference white).
- PQ: SMPTE ST 2084 inverse EOTF of the absolute luminance.
- HLG: BT.2100 inverse OOTF on luminance (1000 cd/m^2 display, gamma 1.2), then the HLG OETF.
- SDR kinds (sdr2020, p3, smptec, ebu): the kind's primaries, coded with the inverse of the same BT.1886 EOTF.
"""
import json
import math
import os
import struct
import sys

PATCH = 32
COLUMNS = 6
# The 24 ColorChecker Classic patches as sRGB 8-bit values (BabelColor's averages), used here as BT.709 R'G'B'
# codes: ordinary scene colours, most of them well inside reference white.
CHECKER = [
    (115, 82, 68), (194, 150, 130), (98, 122, 157), (87, 108, 67), (133, 128, 177), (103, 189, 170),
    (214, 126, 44), (80, 91, 166), (193, 90, 99), (94, 60, 108), (157, 188, 64), (224, 163, 46),
    (56, 61, 150), (70, 148, 73), (175, 54, 60), (231, 199, 31), (187, 86, 149), (8, 133, 161),
    (243, 243, 242), (200, 200, 200), (160, 160, 160), (122, 122, 121), (85, 85, 85), (52, 52, 52),
]
# Highlights above reference white (linear BT.709, 1.0 = 203 cd/m^2): a grey ramp and a bright sky blue.
HIGHLIGHTS = [(1.5, 1.5, 1.5), (2.5, 2.5, 2.5), (4.0, 4.0, 4.0), (0.9, 1.6, 3.0), (1.6, 2.7, 4.5), (4.9, 4.9, 4.9)]

REFERENCE_WHITE = 203.0
BT709_TO_2020 = [
    (0.6274, 0.3293, 0.0433),
    (0.0691, 0.9195, 0.0114),
    (0.0164, 0.0880, 0.8956),
]

# xy chromaticities of the red, green and blue primaries (ITU-T H.273 table 2) and of D65.
D65 = (0.3127, 0.3290)
PRIMARIES = {
    "bt709": ((0.640, 0.330), (0.300, 0.600), (0.150, 0.060)),
    "smpte432": ((0.680, 0.320), (0.265, 0.690), (0.150, 0.060)),
    "smpte170m": ((0.630, 0.340), (0.310, 0.595), (0.155, 0.070)),
    "bt470bg": ((0.640, 0.330), (0.290, 0.600), (0.150, 0.060)),
}
# Each SDR kind's primaries (sdr2020 uses BT709_TO_2020 above).
SDR_KINDS = {"p3": "smpte432", "smptec": "smpte170m", "ebu": "bt470bg"}


def inverse(m):
    (a, b, c), (d, e, f), (g, h, i) = m
    det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    return [
        [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
        [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
        [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
    ]


def product(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(3)) for j in range(3)] for i in range(3)]


def rgb_to_xyz(primaries):
    """SMPTE RP 177: the primaries' XYZ columns scaled so that RGB (1,1,1) is D65 with Y = 1."""
    columns = [(x / y, 1.0, (1 - x - y) / y) for x, y in primaries]
    m = [[columns[j][i] for j in range(3)] for i in range(3)]
    white = (D65[0] / D65[1], 1.0, (1 - D65[0] - D65[1]) / D65[1])
    scale = [sum(r * w for r, w in zip(row, white)) for row in inverse(m)]
    return [[m[i][j] * scale[j] for j in range(3)] for i in range(3)]


def from709(name):
    """The linear-light matrix from BT.709 primaries to primaries `name`."""
    return product(inverse(rgb_to_xyz(PRIMARIES[name])), rgb_to_xyz(PRIMARIES["bt709"]))


def bt709_linear(code):
    return (code / 255.0) ** 2.4


def bt709_oetf(l):
    return min(max(l, 0.0), 1.0) ** (1 / 2.4)


def convert(matrix, rgb):
    return tuple(sum(m * c for m, c in zip(row, rgb)) for row in matrix)


def pq(nits):
    m1, m2 = 2610 / 16384, 2523 / 4096 * 128
    c1, c2, c3 = 3424 / 4096, 2413 / 4096 * 32, 2392 / 4096 * 32
    y = max(nits, 0.0) / 10000.0
    return ((c1 + c2 * y ** m1) / (1 + c3 * y ** m1)) ** m2


def hlg_oetf(e):
    a = 0.17883277
    b = 1 - 4 * a
    c = 0.5 - a * math.log(4 * a)
    return math.sqrt(3 * e) if e <= 1 / 12 else a * math.log(12 * e - b) + c


def hlg(rgb2020):
    display = [max(c, 0.0) * REFERENCE_WHITE / 1000.0 for c in rgb2020]  # relative to the 1000 cd/m^2 peak
    y_display = 0.2627 * display[0] + 0.6780 * display[1] + 0.0593 * display[2]
    if y_display <= 0:
        return (0.0, 0.0, 0.0)
    y_scene = y_display ** (1 / 1.2)
    gain = y_scene / y_display
    return tuple(hlg_oetf(min(c * gain, 1.0)) for c in display)


def encode(kind, linear709):
    if kind in SDR_KINDS:
        return tuple(bt709_oetf(c) for c in convert(from709(SDR_KINDS[kind]), linear709))
    rgb2020 = convert(BT709_TO_2020, linear709)
    if kind == "pq":
        return tuple(pq(c * REFERENCE_WHITE) for c in rgb2020)
    if kind == "hlg":
        return hlg(rgb2020)
    return tuple(bt709_oetf(c) for c in rgb2020)


def main():
    out = sys.argv[1]
    patches = [{"rgb": list(c)} for c in CHECKER] + [{"linear": list(h)} for h in HIGHLIGHTS]
    rows = (len(patches) + COLUMNS - 1) // COLUMNS
    width, height = COLUMNS * PATCH, rows * PATCH
    for index, patch in enumerate(patches):
        patch["x"], patch["y"] = (index % COLUMNS) * PATCH, (index // COLUMNS) * PATCH
        patch["size"] = PATCH
    for kind in ("pq", "hlg", "sdr2020", *SDR_KINDS):
        hdr = kind in ("pq", "hlg")
        data = bytearray()
        for y in range(height):
            for x in range(width):
                patch = patches[(y // PATCH) * COLUMNS + x // PATCH]
                if "rgb" in patch:
                    linear = tuple(bt709_linear(c) for c in patch["rgb"])
                else:
                    linear = tuple(patch["linear"]) if hdr else (1.0, 1.0, 1.0)
                data += struct.pack("<3H", *(round(min(max(v, 0.0), 1.0) * 65535) for v in encode(kind, linear)))
        with open(os.path.join(out, "patches-" + kind + ".rgb48"), "wb") as f:
            f.write(data)
    table = {
        "width": width, "height": height, "reference_white_cd_m2": REFERENCE_WHITE,
        "note": "rgb: BT.709 8-bit R'G'B' code; linear: BT.709 linear light, 1.0 = reference white (HDR clips only)",
        "patches": patches,
    }
    with open(os.path.join(out, "colour-patches.json"), "w") as f:
        json.dump(table, f, indent=1, sort_keys=True)
        f.write("\n")
    print(width, height)


if __name__ == "__main__":
    main()
