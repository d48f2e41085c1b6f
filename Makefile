# Onboard: `make run` builds and launches, `make test` builds and passes every test.
SWIFT ?= swift
IMPORT_CHECK := --explicit-target-dependency-import-check error
# The release binary is fully static: no dynamic loading of the Swift runtime at startup and
# only the pages it uses resident (DECISIONS.md, "A static release binary").
STATIC := -Xswiftc -static-executable
RELEASE_BIN := .build/release/onboard
BENCH_VENV := .build/bench-venv
BENCH_RUNS ?= 7

.PHONY: all run build release test unit-tests smoke check-imports lint clean deps screenshots bench

all: build

# The ncursesw headers are the one system dependency; tmux drives the real-terminal tests.
deps:
	@if [ ! -f /usr/include/ncursesw/curses.h ] && [ ! -f /usr/include/curses.h ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing libncurses-dev (ncursesw headers)"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev >/dev/null; \
	  else \
	    echo "Missing ncursesw headers: run 'sudo apt-get install libncurses-dev'" >&2; exit 1; \
	  fi; \
	fi
	@if ! command -v tmux >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing tmux (real-terminal tests)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux >/dev/null || true; \
	fi

build: deps
	$(SWIFT) build $(IMPORT_CHECK)

release: deps
	$(SWIFT) build -c release $(IMPORT_CHECK) $(STATIC)

run: release
	$(RELEASE_BIN)

test: deps check-imports release unit-tests smoke

unit-tests:
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test $(IMPORT_CHECK)

smoke: release
	@sh Tests/smoke.sh $(RELEASE_BIN)

# Benchmarks against the targets (not tests): the release binary on a pty, plus in-process
# figures from onboard-bench. pyte, the pty side's terminal emulator, lives in a local venv.
bench: release
	@if [ ! -x $(BENCH_VENV)/bin/python ]; then \
	  echo "Installing pyte into $(BENCH_VENV)"; \
	  python3 -m venv $(BENCH_VENV) && $(BENCH_VENV)/bin/pip install -q pyte; \
	fi
	@$(BENCH_VENV)/bin/python Benchmarks/bench.py .build/release Assets $(BENCH_RUNS)

# Only TermNcurses may see C; TermCore needs nothing but the standard library.
check-imports:
	@bad=$$(grep -rlE '^\s*(@preconcurrency\s+)?import\s+CNcurses' Sources --include='*.swift' | grep -v '^Sources/TermNcurses/'); \
	  if [ -n "$$bad" ]; then echo "CNcurses imported outside Sources/TermNcurses: $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE '^\s*import\s+(Foundation|FoundationEssentials|Glibc|CNcurses|Dispatch)\b' Sources/TermCore); \
	  if [ -n "$$bad" ]; then echo "TermCore must use only the standard library: $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE '^\s*import\s+(CNcurses|TermNcurses)\b' Sources/TermUI Sources/Onboarding); \
	  if [ -n "$$bad" ]; then echo "TermUI/Onboarding must not know a backend: $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE '^\s*import\s+(Foundation|FoundationEssentials)\b' Sources --include='*.swift'); \
	  if [ -n "$$bad" ]; then echo "Foundation costs 3 MiB and milliseconds of startup (DECISIONS.md): $$bad" >&2; exit 1; fi
	@echo "import rules hold"

# The README's SVG screenshots, drawn by the headless renderer from a script (in English).
screenshots: release
	env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 $(RELEASE_BIN) --headless --size 80x24 \
	  --script docs/screenshots.keys --svg docs/screenshots >/dev/null

lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Sources Tests Package.swift

clean:
	rm -rf .build
