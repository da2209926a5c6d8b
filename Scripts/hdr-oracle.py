#!/usr/bin/env python3
"""Compares Pivot's SDR rendition of an HDR clip's first frame (at --at) with libplacebo's (issue 26).

libplacebo runs inside Debian's ffmpeg on Mesa's software Vulkan driver (lavapipe, package mesa-vulkan-drivers),
with the command of issue 26; its yuv420p BT.709 output is turned into RGB24 here, exactly (ycbcr_to_rgb). Pivot's frame comes
from `pivot frames CLIP --at T`. Prints one JSON object: mean and 95th-percentile CIEDE2000 (sRGB/D65 -> Lab as
Video's LabColor), and for the top third of the picture (the "sky" of a landscape clip) the standard deviation of
BT.709 luma, the share of pixels with a channel >= 254 and the mean blue code, for both renditions; and Pivot's
mean code minus libplacebo's per channel (R, G, B) over the whole picture, which shows a bias that the
CIEDE2000 figures average away.

usage: hdr-oracle.py CLIP [--pivot .build/release/pivot] [--at 0] [--pivot-args "..."] [--libplacebo-options "a=b:c=d"]
                      [--libplacebo-format yuv420p|yuv444p|rgba]
(--libplacebo-format yuv444p: libplacebo's full-chroma picture, for the sky share without 4:2:0's averaging;
rgba: libplacebo's own full-range 8-bit RGB, rounded by the GPU, with no Y'CbCr step at all. With
--libplacebo-options upscaler=bilinear:peak_detect=0:dithering=none libplacebo upsamples chroma as Pivot does and
renders in one pass of 32-bit floats: docs/colour.md, "Why the sky differs".)
"""
import argparse, json, os, subprocess, sys, tempfile
import numpy as np


def read_ppm(path):
    data = open(path, "rb").read()
    parts = data.split(maxsplit=4)
    w, h = int(parts[1]), int(parts[2])
    return np.frombuffer(parts[4][: w * h * 3], np.uint8).reshape(h, w, 3)


def quarter_turns(clip):
    """Counter-clockwise quarter turns that show the coded picture upright (np.rot90's k), from the display matrix."""
    out = subprocess.run(["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries",
                          "stream_side_data=rotation", "-of", "json", clip],
                         check=True, capture_output=True, text=True).stdout
    sides = json.loads(out)["streams"][0].get("side_data_list", [])
    rotation = next((side["rotation"] for side in sides if "rotation" in side), 0)
    return round(rotation / 90) % 4


def libplacebo(clip, at, w, h, options="", fmt="yuv420p"):
    """libplacebo's rendition at Pivot's (upright) size w x h. ffmpeg's autorotation is off: its transpose would give
    libplacebo a turned 4:2:0 picture whose chroma siting tag no longer holds (on the real clip 19 % of the pixels
    then differ from Pivot by up to 20 codes at colour edges, 3.7 % by up to 2 without it), so the coded picture is
    rendered and turned here, which is exact."""
    turns = quarter_turns(clip)
    coded_w, coded_h = (h, w) if turns % 2 else (w, h)
    return np.ascontiguousarray(np.rot90(render_coded(clip, at, coded_w, coded_h, options, fmt), turns))


def render_coded(clip, at, w, h, options, fmt):
    # The planes exactly as libplacebo wrote them (rawvideo, no libswscale), turned into RGB by ycbcr_to_rgb.
    rgb = fmt == "rgba"
    chain = (f"hwupload,libplacebo=w={w}:h={h}:{options + ':' if options else ''}tonemapping=bt.2390:colorspace=bt709:color_primaries=bt709:"
             f"color_trc=bt709:range={'pc' if rgb else 'tv'}:format={fmt},hwdownload,format={fmt}")
    raw = np.frombuffer(subprocess.run(["ffmpeg", "-v", "error", "-init_hw_device", "vulkan", "-noautorotate", "-ss", str(at), "-i", clip,
                                        "-vf", chain, "-frames:v", "1", "-f", "rawvideo", "-"],
                                       check=True, capture_output=True).stdout, np.uint8)
    if rgb:
        return raw[: w * h * 4].reshape(h, w, 4)[..., :3]
    cw, ch = (w // 2, h // 2) if fmt == "yuv420p" else (w, h)
    y = raw[: w * h].reshape(h, w)
    cb = raw[w * h: w * h + cw * ch].reshape(ch, cw)
    cr = raw[w * h + cw * ch: w * h + 2 * cw * ch].reshape(ch, cw)
    if fmt == "yuv420p":
        cb, cr = upsample_chroma(cb, w, h), upsample_chroma(cr, w, h)
    return ycbcr_to_rgb(y, cb, cr)


def upsample_chroma(plane, w, h):
    """4:2:0 -> 4:4:4, bilinear, MPEG-2 siting (libplacebo's default for the untagged output, and zimg's): a chroma
    sample sits on the even luma column and halfway between two luma rows; edges repeat."""
    c = plane.astype(np.float64)
    right = np.concatenate([c[:, 1:], c[:, -1:]], 1)
    wide = np.empty((c.shape[0], w))
    wide[:, 0::2], wide[:, 1::2] = c, (c + right) / 2
    up = np.concatenate([wide[:1], wide[:-1]], 0)
    down = np.concatenate([wide[1:], wide[-1:]], 0)
    out = np.empty((h, w))
    out[0::2], out[1::2] = 0.75 * wide + 0.25 * up, 0.75 * wide + 0.25 * down
    return out


def ycbcr_to_rgb(y, cb, cr):
    """BT.709 limited-range 8-bit Y'CbCr -> full-range R'G'B' codes, in float and rounded once (ITU-R BT.709
    Table 4: Kr 0.2126, Kb 0.0722; codes 16-235 and 16-240). libswscale's default yuv420p -> rgb24 path is not used:
    on the real clip it reads 0.7-1.5 codes darker than this (docs/colour.md, "Why the sky differs")."""
    kr, kb = 0.2126, 0.0722
    luma = (y.astype(np.float64) - 16) / 219
    pb, pr = (cb.astype(np.float64) - 128) / 224, (cr.astype(np.float64) - 128) / 224
    r = luma + 2 * (1 - kr) * pr
    b = luma + 2 * (1 - kb) * pb
    g = (luma - kr * r - kb * b) / (1 - kr - kb)
    return np.clip(np.round(np.stack([r, g, b], -1) * 255), 0, 255).astype(np.uint8)


def pivot(binary, clip, at, extra):
    with tempfile.TemporaryDirectory() as out:
        subprocess.run([binary, "frames", clip, "--at", str(at), "--out", out, "--overwrite", "--quiet"] + extra,
                       check=True)
        return read_ppm(os.path.join(out, "frame-00000.ppm"))


def lab(rgb):
    v = rgb.astype(np.float64) / 255
    lin = np.where(v <= 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)
    m = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750],
                  [0.0193339, 0.1191920, 0.9503041]])
    xyz = lin @ m.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)


def ciede2000(lab1, lab2):
    # Sharma, Wu, Dalal (2005), the formula LabColor.difference(to:) implements.
    L1, a1, b1 = np.moveaxis(lab1, -1, 0)
    L2, a2, b2 = np.moveaxis(lab2, -1, 0)
    C1, C2 = np.hypot(a1, b1), np.hypot(a2, b2)
    Cb = (C1 + C2) / 2
    G = 0.5 * (1 - np.sqrt(Cb ** 7 / (Cb ** 7 + 25 ** 7)))
    a1p, a2p = (1 + G) * a1, (1 + G) * a2
    C1p, C2p = np.hypot(a1p, b1), np.hypot(a2p, b2)
    h1p = np.degrees(np.arctan2(b1, a1p)) % 360
    h2p = np.degrees(np.arctan2(b2, a2p)) % 360
    dLp, dCp = L2 - L1, C2p - C1p
    dh = h2p - h1p
    dh = np.where(C1p * C2p == 0, 0, np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh)))
    dHp = 2 * np.sqrt(C1p * C2p) * np.sin(np.radians(dh / 2))
    Lbp, Cbp = (L1 + L2) / 2, (C1p + C2p) / 2
    hs = h1p + h2p
    hbp = np.where(C1p * C2p == 0, hs,
                   np.where(np.abs(h1p - h2p) <= 180, hs / 2, np.where(hs < 360, (hs + 360) / 2, (hs - 360) / 2)))
    T = (1 - 0.17 * np.cos(np.radians(hbp - 30)) + 0.24 * np.cos(np.radians(2 * hbp))
         + 0.32 * np.cos(np.radians(3 * hbp + 6)) - 0.20 * np.cos(np.radians(4 * hbp - 63)))
    dtheta = 30 * np.exp(-(((hbp - 275) / 25) ** 2))
    Rc = 2 * np.sqrt(Cbp ** 7 / (Cbp ** 7 + 25 ** 7))
    Sl = 1 + 0.015 * (Lbp - 50) ** 2 / np.sqrt(20 + (Lbp - 50) ** 2)
    Sc, Sh = 1 + 0.045 * Cbp, 1 + 0.015 * Cbp * T
    Rt = -np.sin(np.radians(2 * dtheta)) * Rc
    return np.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh))


def sky(rgb):
    top = rgb[: rgb.shape[0] // 3].astype(np.float64)
    luma = top @ np.array([0.2126, 0.7152, 0.0722])
    return {"luma_std": round(float(luma.std()), 2),
            "share_channel_ge_254": round(float((top.max(-1) >= 254).mean()), 4),
            "mean_blue": round(float(top[..., 2].mean()), 2)}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("clip")
    parser.add_argument("--pivot", default=".build/release/pivot")
    parser.add_argument("--at", default="0")
    parser.add_argument("--pivot-args", default="")
    parser.add_argument("--libplacebo-options", default="")
    parser.add_argument("--libplacebo-format", default="yuv420p", choices=["yuv420p", "yuv444p", "rgba"])
    args = parser.parse_args()
    ours = pivot(args.pivot, args.clip, args.at, args.pivot_args.split())
    h, w = ours.shape[:2]
    theirs = libplacebo(args.clip, args.at, w, h, args.libplacebo_options, args.libplacebo_format)
    d = ciede2000(lab(ours), lab(theirs))
    print(json.dumps({"clip": os.path.basename(args.clip), "size": f"{w}x{h}",
                      "mean_de2000": round(float(d.mean()), 2), "p95_de2000": round(float(np.percentile(d, 95)), 2),
                      "mean_code_difference_rgb": [round(float(v), 3) for v in
                                                   (ours.astype(np.float64) - theirs).reshape(-1, 3).mean(0)],
                      "pivot_sky": sky(ours), "libplacebo_sky": sky(theirs)}))


if __name__ == "__main__":
    sys.exit(main())
