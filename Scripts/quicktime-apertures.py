#!/usr/bin/env python3
"""Adds QuickTime aperture atoms to the first video track of a .mov whose moov comes after its mdat (FFmpeg's
default layout, so no chunk offset moves): `clap` (and optionally `pasp`) at the end of the first sample entry,
and optionally a `tapt` atom with `clef`/`prof`/`enof` in the trak. FFmpeg 5.1 neither writes nor reads them.

It can also add Apple's spatial-video atoms to the sample entry: `vexu` (`eyes`: `stri` with both eyes, `hero`,
`cams`/`blin`) and `hfov`, as an iPhone's MV-HEVC clip carries them.

usage: quicktime-apertures.py IN OUT [--clap W H HOFF VOFF] [--pasp H V] [--tapt CW CH PW PH EW EH]
                              [--vexu HERO BASELINE_UM HFOV_MILLIDEGREES]
(clap values are whole pixels; offsets may be negative; tapt sizes are whole pixels)
"""
import argparse, struct


def atoms(data, start, end):
    out, offset = [], start
    while offset + 8 <= end:
        size, kind = struct.unpack(">I4s", data[offset:offset + 8])
        if size < 8 or offset + size > end:
            break
        out.append((kind.decode("latin-1"), offset, offset + size))
        offset += size
    return out


def atom(kind, body):
    return struct.pack(">I4s", 8 + len(body), kind.encode()) + body


def main():
    p = argparse.ArgumentParser()
    p.add_argument("input"); p.add_argument("output")
    p.add_argument("--clap", nargs=4, type=int)
    p.add_argument("--pasp", nargs=2, type=int)
    p.add_argument("--tapt", nargs=6, type=int)
    p.add_argument("--vexu", nargs=3, type=int)
    a = p.parse_args()
    data = bytearray(open(a.input, "rb").read())
    top = atoms(data, 0, len(data))
    assert [k for k, _, _ in top].index("moov") > [k for k, _, _ in top].index("mdat"), "moov must follow mdat"
    _, ms, me = next(t for t in top if t[0] == "moov")
    for _, ts, te in (t for t in atoms(data, ms + 8, me) if t[0] == "trak"):
        _, ds, de = next(t for t in atoms(data, ts + 8, te) if t[0] == "mdia")
        media = atoms(data, ds + 8, de)
        _, hs, _ = next(t for t in media if t[0] == "hdlr")
        if data[hs + 16:hs + 20] != b"vide":
            continue
        chain = [("moov", ms), ("trak", ts), ("mdia", ds)]
        _, ns, ne = next(t for t in media if t[0] == "minf"); chain.append(("minf", ns))
        _, bs, be = next(t for t in atoms(data, ns + 8, ne) if t[0] == "stbl"); chain.append(("stbl", bs))
        _, ss, se = next(t for t in atoms(data, bs + 8, be) if t[0] == "stsd"); chain.append(("stsd", ss))
        _, es, ee = atoms(data, ss + 16, se)[0]; chain.append(("entry", es))
        entry_extra = b""
        if a.clap:
            w, h, ho, vo = a.clap
            entry_extra += atom("clap", struct.pack(">8i", w, 1, h, 1, ho, 1, vo, 1))
        if a.pasp:
            entry_extra += atom("pasp", struct.pack(">2I", *a.pasp))
        if a.vexu:
            hero, baseline, fov = a.vexu
            eyes = (atom("stri", struct.pack(">IB", 0, 3)) + atom("hero", struct.pack(">IB", 0, hero))
                    + atom("cams", atom("blin", struct.pack(">2I", 0, baseline))))
            entry_extra += atom("vexu", atom("eyes", eyes)) + atom("hfov", struct.pack(">I", fov))
        # Insert at the end of the sample entry, then the tapt at the end of the trak (after the entry's growth).
        inserts = [(ee, entry_extra, [o for _, o in chain])]
        if a.tapt:
            cw, ch, pw, ph, ew, eh = a.tapt
            body = b"".join(atom(k, struct.pack(">I2I", 0, x << 16, y << 16))
                            for k, x, y in (("clef", cw, ch), ("prof", pw, ph), ("enof", ew, eh)))
            inserts.append((te, atom("tapt", body), [ms, ts]))
        for position, blob, parents in sorted(inserts, key=lambda i: -i[0]):
            for offset in parents:
                size = struct.unpack(">I", data[offset:offset + 4])[0]
                data[offset:offset + 4] = struct.pack(">I", size + len(blob))
            data[position:position] = blob
        break
    open(a.output, "wb").write(data)


if __name__ == "__main__":
    main()
