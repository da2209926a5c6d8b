#!/usr/bin/env bash
# pivot app's speed (issue 25): generated projects of N Swift files (default 2000) scanned by the release
# `pivot app`, against a bare parallel swift-syntax parse of the same files (appscan-bench) in the same run.
# Two projects:
#   controllers — every file a view controller with mask overrides, a presentation and a mask change (the worst
#                 case for pivot: 2,000 controllers x 5 releases x 2 idioms = 20,000 screens in the report);
#   typical     — the make-up of real apps: 5 % of the files controllers (home-assistant/iOS has 19 direct
#                 UIKit controller subclasses in 1,616 files, mastodon-ios 69 in 905), the rest SwiftUI views,
#                 models and services, file sizes drawn (seeded) so the median is ~80 lines and the 90th
#                 percentile ~300 (home-assistant/iOS: 80 and 303).
# REAL_PROJECTS="DIR ..." adds real projects' folders (fetched by hand; none is committed).
# Goals: pivot app <= 10 s wall on 2 cores, and <= 1.3x the bare parse. Numbers go in BENCHMARKS.md by hand and
# must be measured on a quiet machine.
set -euo pipefail
FILES=${FILES:-2000}
RUNS=${RUNS:-3}
PIVOT=${PIVOT:-.build/release/pivot}
BENCH=${BENCH:-.build/release/appscan-bench}
DIR=${DIR:-bench-out/app-project}
TYPICAL=${TYPICAL:-bench-out/app-project-typical}
REAL_PROJECTS=${REAL_PROJECTS:-}
# Both programs run with the same allocator settings, those under which the bare parse is fastest: with glibc's
# defaults it spends a third of a second of system time growing and trimming its heap (15,000 brk and 9,000 madvise
# calls on the typical project), which pivot, whose heap stays larger, does not, and the yardstick would flatter it.
export GLIBC_TUNABLES=glibc.malloc.trim_threshold=1073741824:glibc.malloc.mmap_threshold=33554432

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


# The typical app: controllers (the template above) for every 20th file, the rest ordinary Swift in blocks of
# ~27 lines; a file's block count is drawn from a seeded log-normal-like spread (median 3, 90th percentile ~11).
rm -rf "$TYPICAL" && mkdir -p "$TYPICAL/App"
cp "$DIR/App/Info.plist" "$TYPICAL/App/"
awk -v files="$FILES" 'BEGIN { srand(26); for (i = 1; i <= files; i++) print i, int(exp(log(3) + 1.0 * (rand() + rand() + rand() - 1.5) * 2)) + 1 }' |
while read -r i blocks; do
  if (( i % 20 == 0 )); then
    cp "$DIR/App/Screen$i.swift" "$TYPICAL/App/"
    continue
  fi
  {
    echo "import SwiftUI"
    echo "import Foundation"
    for b in $(seq 1 "$blocks"); do
      cat <<SWIFT

struct Item${i}_${b}: Codable, Hashable, Identifiable {
    let id: UUID
    var title: String
    var score: Double
    var tags: [String] = []

    enum Kind: String, Codable { case photo, video, text }

    func summary(limit: Int = 3) -> String {
        let shown = tags.prefix(limit).joined(separator: ", ")
        return score > 0.5 ? "\(title) [\(shown)]" : title.lowercased()
    }
}

struct Row${i}_${b}View: View {
    let items: [Item${i}_${b}]
    @State private var selected: Item${i}_${b}.ID?

    var body: some View {
        List(items.filter { \$0.score > 0.1 }, selection: \$selected) { item in
            HStack { Text(item.title).font(.headline); Spacer(); Text(item.summary()) }
        }
        .task { await reload(count: items.count) }
    }

    private func reload(count: Int) async { guard count > 0 else { return } }
}
SWIFT
    done
  } > "$TYPICAL/App/Model$i.swift"
done

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }

# One project: RUNS alternating runs of pivot app --json and the bare parse, medians and their ratio.
measure() {
  local name=$1 project=$2 pivot_times=() bare_times=() start end
  for _ in $(seq 1 "$RUNS"); do
    start=$(date +%s.%N); "$PIVOT" app "$project" --json > /dev/null 2>&1 || true; end=$(date +%s.%N)
    pivot_times+=("$(echo "$end - $start" | bc)")
    start=$(date +%s.%N); "$BENCH" "$project" > /dev/null; end=$(date +%s.%N)
    bare_times+=("$(echo "$end - $start" | bc)")
  done
  local pivot bare files lines
  pivot=$(printf '%s\n' "${pivot_times[@]}" | median)
  bare=$(printf '%s\n' "${bare_times[@]}" | median)
  files=$(find "$project" -name '*.swift' | wc -l)
  lines=$(find "$project" -name '*.swift' -print0 | xargs -0 cat | wc -l)
  echo "$name ($files Swift files, $lines lines): pivot app ${pivot} s, bare parse ${bare} s, ratio $(echo "scale=2; $pivot / $bare" | bc)x (median of $RUNS; goals <= 10 s, <= 1.3x)"
}

measure controllers "$DIR"
measure typical "$TYPICAL"
for project in $REAL_PROJECTS; do measure "$(basename "$project")" "$project"; done
