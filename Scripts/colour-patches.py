#!/usr/bin/env python3
"""Writes the colour-patch test pictures that Scripts/make-fixtures.sh encodes as HLG, PQ and BT.2020 SDR clips.

Usage: colour-patches.py OUT_DIR
Writes OUT_DIR/colour-patches.json (the patch table the tests read: each patch's rectangle and its BT.709 8-bit
colour, or its linear level for the highlights) and three raw rgb48le pictures in TMP-style names:
patches-pq.rgb48, patches-hlg.rgb48, patches-sdr2020.rgb48 (R'G'B' already coded with the target transfer in
BT.2020 primaries; ffmpeg then only applies the BT.2020 YUV matrix and encodes).

The maths is the reference formulas, in double precision:
- BT.709 8-bit code -> display light: BT.1886's EOTF with a zero black level (code^2.4), which is what
  zimg/zscale's t=709 applies between display-referred linear light and BT.709 codes.
- linear BT.709 -> BT.2020 primaries: the BT.2087 matrix.
- 1.0 linear = 203 cd/m^2 (BT.2408 reference white).
- PQ: SMPTE ST 2084 inverse EOTF of the absolute luminance.
- HLG: BT.2100 inverse OOTF on luminance (1000 cd/m^2 display, gamma 1.2), then the HLG OETF.
- BT.2020 SDR: BT.2020 primaries, coded with the inverse of the same BT.1886 EOTF.
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


def bt709_linear(code):
    return (code / 255.0) ** 2.4


def bt709_oetf(l):
    return min(max(l, 0.0), 1.0) ** (1 / 2.4)


def to2020(rgb):
    return tuple(sum(m * c for m, c in zip(row, rgb)) for row in BT709_TO_2020)


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
    rgb2020 = to2020(linear709)
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
    for kind, name in (("pq", "patches-pq"), ("hlg", "patches-hlg"), ("sdr2020", "patches-sdr2020")):
        data = bytearray()
        for y in range(height):
            for x in range(width):
                patch = patches[(y // PATCH) * COLUMNS + x // PATCH]
                if "rgb" in patch:
                    linear = tuple(bt709_linear(c) for c in patch["rgb"])
                else:
                    linear = tuple(patch["linear"]) if kind != "sdr2020" else (1.0, 1.0, 1.0)
                data += struct.pack("<3H", *(round(min(max(v, 0.0), 1.0) * 65535) for v in encode(kind, linear)))
        with open(os.path.join(out, name + ".rgb48"), "wb") as f:
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
