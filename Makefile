# Pivot: the two commands a newcomer runs are `make demo` and `make test`.
# Every target that needs system packages depends on `setup`, which installs only what is missing.

SWIFT        ?= swift
APT_PACKAGES := libavformat-dev libavcodec-dev libswscale-dev libavutil-dev libzimg-dev zlib1g-dev libfreetype-dev fonts-inter pkg-config ffmpeg
BENCH_PACKAGES := time bc
# Only the tests need these: chromium renders the HTML snapshot report headless so a test can check what it shows;
# mesa-vulkan-drivers (lavapipe) runs the ffmpeg CLI's libplacebo filter, the HDR oracle (docs/colour.md);
# python3-jsonschema validates `pivot app --sarif` against the OASIS SARIF 2.1.0 schema (docs/app-scanning.md).
TEST_PACKAGES := chromium mesa-vulkan-drivers python3-jsonschema
# `pivot` runs `pivot app` itself and hands every other command to `pivot-media` beside it: build both.
PIVOT_MEDIA_DEBUG := .build/debug/pivot-media
PIVOT        := .build/release/pivot
DEMO_CLIP    := Media/ar-16x9.mov
# The player opens in landscape while the phone is held upright; the hand then turns the phone to landscape (device
# landscapeRight is the interface's landscapeLeft, so the picture stays put) and back upright, which turns the
# interface to portrait. Every turn changes the pose the hand holds.
DEMO_ROTATE  := 1.0:landscapeRight,2.0:portrait
OUT          := out

.PHONY: setup build release test demo fixtures bench clean fuzz leakcheck check

# Installs the Debian packages named in $(1) that are missing; apt-get update first, and only then.
define install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi
endef

## setup: install the Debian packages Pivot needs (only those missing; apt-get update first).
setup:
	$(call install_missing,$(APT_PACKAGES))

## build: debug build of every target.
build: setup
	$(SWIFT) build

## release: optimised build of the pivot binaries, pivot and pivot-media (used by demo and bench).
release: setup
	$(SWIFT) build -c release --product pivot
	$(SWIFT) build -c release --product pivot-media
	$(SWIFT) build -c release --product pivot-bench
	$(SWIFT) build -c release --product appscan-bench

## test: every test, Swift Testing (installs TEST_PACKAGES first).
test: setup
	$(call install_missing,$(TEST_PACKAGES))
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## demo: the main job on the bundled default clip: the player on an iPhone 15 held upright, the phone turned to
## landscape and back upright, every frame, a contact sheet and a video in out/play; the same clip on every device
## in out/matrix; an example scenario rendered with its video in out/render.
demo: release
	@mkdir -p $(OUT)
	$(PIVOT) inspect $(DEMO_CLIP)
	$(PIVOT) play $(DEMO_CLIP) --device iphone-15 --rotate $(DEMO_ROTATE) --out $(OUT)/play --overwrite \
	  --video $(OUT)/play/run.mp4
	$(PIVOT) matrix $(DEMO_CLIP) --time 1.0 --out $(OUT)/matrix --overwrite
	$(PIVOT) app Tests/AppScanTests/Fixtures/Classic
	$(PIVOT) simulate scenarios/render-player-in-navigation-with-sheet.json --render $(OUT)/render --format png \
	  --overwrite --video $(OUT)/render/run.mp4
	@echo "open $(OUT)/play/contact-sheet.png, $(OUT)/play/run.mp4, $(OUT)/matrix/contact-sheet.png," \
	  "$(OUT)/render/contact-sheet.png and $(OUT)/render/run.mp4"

## fixtures: regenerate the clips in Media/ with the ffmpeg CLI.
fixtures: setup
	bash Scripts/make-fixtures.sh Media

## bench: timings against ffmpeg/ffprobe, as ratios; results go in BENCHMARKS.md by hand.
bench: release
	$(call install_missing,$(BENCH_PACKAGES))
	bash Scripts/bench.sh

clean:
	rm -rf .build .build-asan .build-tsan $(OUT) bench-out

## fuzz: a short seeded run of every hostile-input campaign, longer than `make test`'s: damaged clips (probe,
## decode, scale, render, --video, PNG), scenario mutants (simulate, play and matrix --scenario), hostile reference
## PNGs, damaged Xcode projects and hostile sources and output paths (`app`), damaged shard results (`report merge`),
## hostile aperture atoms (inspect, frames --aperture), hostile JSON, signals in every mode and a small tmpfs. FUZZ_ITERATIONS bounds each campaign, FUZZ_SECONDS is each campaign's time budget. FUZZ_VALGRIND=1 runs
## each clip command under valgrind memcheck. A failing input is kept in .build/fuzz-failures/. Results go in
## RELIABILITY.md by hand.
FUZZ_ITERATIONS ?= 100
FUZZ_SEED       ?= 1
FUZZ_SECONDS    ?= 240
FUZZ_VALGRIND   ?= 0
fuzz: setup
	$(SWIFT) build --build-tests
	PIVOT_FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) PIVOT_FUZZ_SEED=$(FUZZ_SEED) PIVOT_FUZZ_SECONDS=$(FUZZ_SECONDS) \
	  PIVOT_FUZZ_VALGRIND=$(FUZZ_VALGRIND) $(SWIFT) test --skip-build --filter 'FuzzTests|FuzzCampaignTests'

## leakcheck: pivot inspect, frames, play, matrix (colour, alpha, angled, PNG, --video, --verify) and simulate
## (plain, --render, --video) on fixtures under valgrind; fails on a definite leak or a bad access.
## The media commands are checked in pivot-media itself: valgrind does not follow the front `pivot`'s exec.
leakcheck: setup
	$(call install_missing,valgrind)
	$(SWIFT) build --product pivot
	$(SWIFT) build --product pivot-media
	bash Scripts/leakcheck.sh $(PIVOT_MEDIA_DEBUG)

## check: the plain tests, then the suite under AddressSanitizer and ThreadSanitizer (CI runs only `make test`).
check: test
	LSAN_OPTIONS=suppressions=$(CURDIR)/Scripts/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan
