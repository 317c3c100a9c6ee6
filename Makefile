# The two commands of the README: `make run` and `make test`. Both install what they need.
GO ?= go
export PATH := $(PATH):/usr/local/go/bin
GOFILES = $(shell git ls-files '*.go' 2>/dev/null || find . -name '*.go')
GOBIN_DIR = $(shell $(GO) env GOPATH)/bin

.PHONY: run test deps fmt-check vet staticcheck unused unit nocgo headless fuzz bench startbench webbench web

deps:
	@bash scripts/deps.sh

# The app in a window; on a machine without a display it says so and exits.
run: deps
	$(GO) run .

# The web app in web/site (plain files for any static host) and web/dist (gzipped, embedded by
# the next build of jasstafel and served by `jasstafel serve`): internal/webbuild, web/build.
VERSION ?= dev
web:
	$(GO) run ./web/build --version $(VERSION)

# The steps one after another, each timed (scripts/steps.sh).
test: deps
	@MAKE="$(MAKE)" bash scripts/steps.sh fmt-check vet staticcheck unused unit headless

fmt-check:
	@out=$$(gofmt -l $(GOFILES)); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi; echo "gofmt: clean"

# Both builds: vet compiles every package and its tests with cgo and without it; the store and
# its browser backend, the solver and its Web Worker, the forecast and the analysis also for the
# browser (wasm).
WASM_PKGS = ./persistence/... ./internal/wasmbrowser/ ./ui/files/ ./solver/... ./ui/forecast/ ./ui/analysisview/ ./web/solverworker/
vet:
	$(GO) vet ./...
	CGO_ENABLED=0 $(GO) vet ./...
	GOOS=js GOARCH=wasm $(GO) vet $(WASM_PKGS)

# Both builds: the window app (cgo) and the command line without it.
staticcheck:
	$(GOBIN_DIR)/staticcheck ./...
	CGO_ENABLED=0 $(GOBIN_DIR)/staticcheck ./...
	GOOS=js GOARCH=wasm $(GOBIN_DIR)/staticcheck $(WASM_PKGS)
	@echo "staticcheck: clean"

# Nothing that neither the app nor any test calls.
unused:
	@out=$$($(GOBIN_DIR)/deadcode -test ./...); if [ -n "$$out" ]; then echo "nothing calls:"; echo "$$out"; exit 1; fi; echo "deadcode: clean"

# Every test with the race detector, but those of the packages whose tests cannot race
# (internal/racefree), which run once without it; the ui packages' tests in two processes beside
# the other packages; the root package and the command line, whose window start needs cgo, once
# more without cgo (scripts/unit.sh).
unit:
	GO=$(GO) bash scripts/unit.sh

# Every test without cgo: the UI on Fyne's test driver, the command line without a window.
# `make test` runs only the packages whose build differs; this is the whole suite, for a change
# to build constraints.
nocgo:
	CGO_ENABLED=0 $(GO) test -count=1 -timeout 40m ./...

# The command line built without cgo: statically linked, and its commands work with no display.
headless:
	GO=$(GO) bash scripts/headless.sh

# Longer fuzzing than the seed-corpus run inside `make test`; FUZZTIME=5m make fuzz
FUZZTIME ?= 60s
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParseCard$$' -fuzztime $(FUZZTIME) ./tally/
	$(GO) test -run '^$$' -fuzz '^FuzzParseWeis$$' -fuzztime $(FUZZTIME) ./tally/
	$(GO) test -run '^$$' -fuzz '^FuzzCheckPlay$$' -fuzztime $(FUZZTIME) ./tally/
	$(GO) test -run '^$$' -fuzz '^FuzzDecode$$' -fuzztime $(FUZZTIME) ./gamefile/

# The app's start against an empty Fyne window, first painted frame on an Xvfb display
# (docs/BENCHMARKS.md); RUNS=21 SIZE=1280x800 make startbench
startbench: deps
	GO=$(GO) bash scripts/startbench.sh

# The web app against Fyne's hello world in Chromium: download and first frame
# (internal/webbench, docs/BENCHMARKS.md); RUNS=7 make webbench
webbench: deps
	$(GO) run ./internal/webbench -n $${RUNS:-5}

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count 6 ./... | tee bench.out
