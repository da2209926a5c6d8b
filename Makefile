# Pivot: the two commands a newcomer runs are `make demo` and `make test`.
# Every target that needs system packages depends on `setup`, which installs only what is missing.

SWIFT        ?= swift
APT_PACKAGES := libavformat-dev libavcodec-dev libswscale-dev libavutil-dev pkg-config ffmpeg
PIVOT_DEBUG  := .build/debug/pivot
PIVOT        := .build/release/pivot
DEMO_CLIP    := Media/rot-iphone-portrait.mov
OUT          := out

.PHONY: setup build release test demo fixtures bench clean fuzz leakcheck check

## setup: install the Debian packages Pivot needs (only those missing; apt-get update first).
setup:
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	fi

## build: debug build of every target.
build: setup
	$(SWIFT) build

## release: optimised build of the pivot binary (used by demo and bench).
release: setup
	$(SWIFT) build -c release --product pivot
	$(SWIFT) build -c release --product pivot-bench

## test: every test, Swift Testing.
test: setup
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

## demo: the main job on the bundled default clip, written into out/.
demo: release
	@mkdir -p $(OUT)
	$(PIVOT) inspect $(DEMO_CLIP)
	$(PIVOT) inspect Media/*.mov --json > $(OUT)/inspect.json
	@echo "wrote $(OUT)/inspect.json"

## fixtures: regenerate the clips in Media/ with the ffmpeg CLI.
fixtures: setup
	bash Scripts/make-fixtures.sh Media

## bench: timings against ffmpeg/ffprobe, as ratios; results go in BENCHMARKS.md by hand.
bench: release
	bash Scripts/bench.sh

clean:
	rm -rf .build $(OUT) bench-out

## fuzz: a longer seeded mutation run (probe, decode, scale, render) than `make test` does; stops after
## FUZZ_SECONDS. FUZZ_VALGRIND=1 runs each command under valgrind memcheck. A failing mutant is kept in
## .build/fuzz-failures/. Results go in RELIABILITY.md by hand.
FUZZ_ITERATIONS ?= 2000
FUZZ_SEED       ?= 1
FUZZ_SECONDS    ?= 900
FUZZ_VALGRIND   ?= 0
fuzz: setup
	$(SWIFT) build --build-tests
	PIVOT_FUZZ_ITERATIONS=$(FUZZ_ITERATIONS) PIVOT_FUZZ_SEED=$(FUZZ_SEED) PIVOT_FUZZ_SECONDS=$(FUZZ_SECONDS) \
	  PIVOT_FUZZ_VALGRIND=$(FUZZ_VALGRIND) $(SWIFT) test --skip-build --filter FuzzTests

## leakcheck: pivot inspect, frames and play on fixtures under valgrind; fails on a definite leak or a bad access.
leakcheck: setup
	$(SWIFT) build --product pivot
	bash Scripts/leakcheck.sh $(PIVOT_DEBUG)

## check: the plain tests, then the suite under AddressSanitizer and ThreadSanitizer (CI runs only `make test`).
check: test
	LSAN_OPTIONS=suppressions=$(CURDIR)/Scripts/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build-asan
	$(SWIFT) test --sanitize=thread --scratch-path .build-tsan
