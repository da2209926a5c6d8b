#!/usr/bin/env python3
"""Times two commands against each other, alternating runs so machine noise hits both alike.

usage: bench-compare.py LABEL RUNS -- PIVOT_CMD... -- REFERENCE_CMD...
Prints one markdown table row: | label | pivot median s | reference median s | ratio |
"""
import statistics
import subprocess
import sys
import time


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start


def main():
    label, runs = sys.argv[1], int(sys.argv[2])
    rest = sys.argv[4:]
    split = rest.index("--")
    ours, reference = rest[:split], rest[split + 1:]
    timed(ours), timed(reference)  # warm the page cache and the dynamic loader
    ours_times, reference_times = [], []
    for _ in range(runs):
        ours_times.append(timed(ours))
        reference_times.append(timed(reference))
    a, b = statistics.median(ours_times), statistics.median(reference_times)
    print(f"| {label} | {a:.4f} | {b:.4f} | {a / b:.2f}x |")


if __name__ == "__main__":
    main()
