# The two commands of the README: `make run` and `make test`. Both install what they need.
GO ?= go
export PATH := $(PATH):/usr/local/go/bin
GOFILES = $(shell git ls-files '*.go' 2>/dev/null || find . -name '*.go')

.PHONY: run test deps fmt-check vet unit nocgo fuzz bench

deps:
	@bash scripts/deps.sh

# The app in a window; on a machine without a display it says so and exits.
run: deps
	$(GO) run .

test: deps fmt-check vet unit nocgo

fmt-check:
	@out=$$(gofmt -l $(GOFILES)); if [ -n "$$out" ]; then echo "gofmt would change:"; echo "$$out"; exit 1; fi; echo "gofmt: clean"

vet:
	$(GO) vet ./...

unit:
	$(GO) test -race -count=1 ./...

# Everything but main must build and pass without cgo: the UI runs on Fyne's test driver.
nocgo:
	CGO_ENABLED=0 $(GO) test -count=1 $$($(GO) list ./... | grep -v '/jasstafel$$')

# Longer fuzzing than the seed-corpus run inside `make test`; FUZZTIME=5m make fuzz
FUZZTIME ?= 60s
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParseCard$$' -fuzztime $(FUZZTIME) ./tally/
	$(GO) test -run '^$$' -fuzz '^FuzzParseWeis$$' -fuzztime $(FUZZTIME) ./tally/
	$(GO) test -run '^$$' -fuzz '^FuzzCheckPlay$$' -fuzztime $(FUZZTIME) ./tally/
	$(GO) test -run '^$$' -fuzz '^FuzzDecode$$' -fuzztime $(FUZZTIME) ./gamefile/

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count 6 ./... | tee bench.out
