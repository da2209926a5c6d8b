#!/usr/bin/env python3
"""Times two commands against each other, alternating runs so machine noise hits both alike.

usage: bench-compare.py [--cpu] LABEL RUNS -- PIVOT_CMD... -- REFERENCE_CMD...
Prints one markdown table row: | label | pivot median s | reference median s | ratio |
With --cpu the row also has each side's median CPU time (user + system of the command and its children) and
their ratio: | label | pivot s | reference s | ratio | pivot CPU s | reference CPU s | CPU ratio |
Each command runs with an empty scratch folder when the environment names one (BENCH_SCRATCH, removed and
recreated before every run), so runs that refuse to overwrite, or pile up files, stay comparable.
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command):
    scratch = os.environ.get("BENCH_SCRATCH")
    if scratch:
        shutil.rmtree(scratch, ignore_errors=True)
        os.makedirs(scratch)
    cpu_before = cpu_of_children()
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start, cpu_of_children() - cpu_before


def main():
    arguments = sys.argv[1:]
    with_cpu = arguments[0] == "--cpu"
    if with_cpu:
        arguments = arguments[1:]
    label, runs = arguments[0], int(arguments[1])
    rest = arguments[3:]
    split = rest.index("--")
    ours, reference = rest[:split], rest[split + 1:]
    timed(ours), timed(reference)  # warm the page cache and the dynamic loader
    ours_times, reference_times = [], []
    for _ in range(runs):
        ours_times.append(timed(ours))
        reference_times.append(timed(reference))
    a = statistics.median(t[0] for t in ours_times)
    b = statistics.median(t[0] for t in reference_times)
    row = f"| {label} | {a:.3f} | {b:.3f} | {a / b:.2f}x |"
    if with_cpu:
        ca = statistics.median(t[1] for t in ours_times)
        cb = statistics.median(t[1] for t in reference_times)
        row += f" {ca:.3f} | {cb:.3f} | {ca / cb:.2f}x |"
    print(row, flush=True)


if __name__ == "__main__":
    main()
