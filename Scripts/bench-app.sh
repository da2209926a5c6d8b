#!/usr/bin/env bash
# pivot app's speed (issue 25): a generated project of N Swift files (default 2000) scanned by the release
# `pivot app`, against a bare parallel swift-syntax parse of the same files (appscan-bench) in the same run.
# Goals: pivot app <= 10 s wall on 2 cores, and <= 1.3x the bare parse. Numbers go in BENCHMARKS.md by hand and
# must be measured on a quiet machine.
set -euo pipefail
FILES=${FILES:-2000}
RUNS=${RUNS:-3}
PIVOT=${PIVOT:-.build/release/pivot}
BENCH=${BENCH:-.build/release/appscan-bench}
DIR=${DIR:-bench-out/app-project}

rm -rf "$DIR" && mkdir -p "$DIR/App"
cat > "$DIR/App/Info.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0"><dict>
<key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
<key>UIApplicationSceneManifest</key><dict/>
</dict></plist>
PLIST
# Each file: a controller with overrides, a presentation, a mask change, and some ordinary code to parse.
for i in $(seq 1 "$FILES"); do
  cat > "$DIR/App/Screen$i.swift" <<SWIFT
import UIKit

final class Screen${i}ViewController: UIViewController {
    static var lockedMask: UIInterfaceOrientationMask = .portrait
    private var items: [String] = (0..<100).map { "item \(\$0)" }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { Self.lockedMask }
    override var shouldAutorotate: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Screen $i"
        for (index, item) in items.enumerated() where index % 2 == 0 {
            print(index, item.uppercased(), item.count * 2 + index)
        }
    }

    @objc func lock() {
        Self.lockedMask = .landscape
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    func showNext() {
        let next = Screen$(( i % FILES + 1 ))ViewController()
        next.modalPresentationStyle = .pageSheet
        present(next, animated: true)
    }

    func layout(width: Double, height: Double) -> (Double, Double) {
        let scale = min(width / 16, height / 9)
        return (16 * scale, 9 * scale)
    }
}
SWIFT
done

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
pivot_times=(); bare_times=()
for _ in $(seq 1 "$RUNS"); do
  start=$(date +%s.%N); "$PIVOT" app "$DIR" --json > /dev/null; end=$(date +%s.%N)
  pivot_times+=("$(echo "$end - $start" | bc)")
  start=$(date +%s.%N); "$BENCH" "$DIR" > /dev/null; end=$(date +%s.%N)
  bare_times+=("$(echo "$end - $start" | bc)")
done
pivot=$(printf '%s\n' "${pivot_times[@]}" | median)
bare=$(printf '%s\n' "${bare_times[@]}" | median)
echo "pivot app, $FILES Swift files: ${pivot} s wall (median of $RUNS; goal <= 10 s on 2 cores)"
echo "bare swift-syntax parse:        ${bare} s wall"
echo "ratio: $(echo "scale=2; $pivot / $bare" | bc)x (goal <= 1.3x)"
