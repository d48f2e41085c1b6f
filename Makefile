# Onboard: `make run` builds and launches, `make test` builds and passes every test.
SWIFT ?= swift
IMPORT_CHECK := --explicit-target-dependency-import-check error
# The release binary is fully static: no dynamic loading of the Swift runtime at startup and
# only the pages it uses resident (docs/decisions/0029). Linked by lld with
# the functions a real run executes placed together (Benchmarks/onboard.order, made by
# `make link-order`; a stale list costs memory, never correctness), our code one section per
# function so it can be ordered, and without _StringProcessing (docs/decisions/0064: use
# `includes(_:)` from TermCore instead of `contains(_:)` with a string). Nothing
# here changes what the program does: no checks turned off, no library function replaced at
# the link (docs/decisions/0098; one_build_test.py reads the binary for both).
LINK_ORDER := Benchmarks/onboard.order
STATIC := -Xswiftc -static-executable -Xswiftc -cross-module-optimization -Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xswiftc -Xfrontend -Xswiftc -disable-implicit-string-processing-module-import \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors \
	-Xswiftc -use-ld=lld -Xlinker --symbol-ordering-file=$(CURDIR)/$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering
RELEASE_BIN := .build/release/onboard
# The debug builds (the API listing, the unit tests, leakcheck) have a build folder of their own:
# SwiftPM keeps one build database per folder, and a debug build there made the next release
# build compile every module again, and the other way round (206 and 12 compiles).
DEBUG_SCRATCH := --scratch-path .build/checks
# Every debug build there includes the tests: `swift build` and `swift test` build with other
# settings, and each compiled every module again after the other (157 compiles); `swift test
# --skip-build` then runs what this built.
CHECKS_BUILD := $(SWIFT) build $(DEBUG_SCRATCH) --build-tests $(IMPORT_CHECK)
# The same where only its result is wanted: the compiler's output is shown when the build fails.
QUIET_CHECKS_BUILD = @mkdir -p .build && $(CHECKS_BUILD) >.build/$@-build.log 2>&1 || { tail -40 .build/$@-build.log; exit 1; }
# The adopters' packages that make test builds: the example, and the trait-less tools (make guest,
# make no-traits), each a build of the library of its own.
EXAMPLE_SWIFT := Examples/swift-tool
NO_TRAITS := Tests/Adopters/no-traits
BENCH_VENV := .build/bench-venv
BENCH_RUNS ?= 7
# The C + ncurses floor that make bench measures Onboard against (shared/ is read-only).
C_FLOOR_SOURCE ?= ../shared/bench/c_ncurses/onboard.c
C_FLOOR := .build/c-floor

.PHONY: all run build release bench-release test unit-tests public-ncurses checks-build adopters-build example-build smoke guest examples install install-check check-imports lint clean deps screenshots bench \
	deb deb-check package-check wheel wheel-check \
	bench-check bench-changelog link-order no-traits api-check api-listing adopter-builds bench-adopter \
	reliability fuzz fuzz-short fuzz-build leakcheck stress terminals

all: build

# The ncursesw, libpng and libcmark headers are the system dependencies; tmux drives the
# real-terminal tests; ncurses-term brings the direct-colour entries (xterm-direct) used under
# COLORTERM=truecolor.
# header:package, one per C target's library (CNcurses, CPNG, CMark, CSixel).
DEV_HEADERS := ncursesw/curses.h:libncurses-dev png.h:libpng-dev cmark.h:libcmark-dev sixel/sixel.h:libsixel-dev
deps:
	@missing=""; for pair in $(DEV_HEADERS); do \
	  [ -f /usr/include/$${pair%%:*} ] || missing="$$missing $${pair##*:}"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing$$missing (headers the C targets build against)"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	  else \
	    echo "Missing headers: run 'sudo apt-get install$$missing'" >&2; exit 1; \
	  fi; \
	fi
	@if ! command -v tmux >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing tmux (real-terminal tests)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux >/dev/null || true; \
	fi
	@missing=""; for tool in zsh fish man; do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ] && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing$$missing (completion and man page checks of make install)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq zsh fish man-db >/dev/null || true; \
	fi
	@if ! infocmp xterm-direct >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing ncurses-term (direct-colour terminfo entries such as xterm-direct)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ncurses-term >/dev/null || true; \
	fi
	@if ! infocmp xterm-kitty >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing kitty-terminfo (TERM=xterm-kitty, checked on a pty with its kitty-direct entry)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq kitty-terminfo >/dev/null || true; \
	fi
	@missing=""; for tool in Xvfb xterm xdotool xwd xwdtopnm; do command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ] && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing$$missing (sixel pictures checked in a real xterm on an X server without a screen)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	    xvfb xterm xdotool x11-apps netpbm xfonts-base >/dev/null || true; \
	fi
	@if ! command -v valgrind >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing valgrind (make leakcheck)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >/dev/null || true; \
	fi
	@if ! command -v lintian >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing lintian (the Debian package's check, make deb-check)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq lintian >/dev/null || true; \
	fi
	@if ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing python3-venv (the wheel's build backend and its check, make wheel)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null || true; \
	fi
	@if ! command -v strace >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing strace (one write per frame, make reliability)"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq strace >/dev/null || true; \
	fi

build: deps
	$(SWIFT) build $(IMPORT_CHECK)

# The products only: Tests/TestSupport (a plain target that imports Testing) builds with the tests.
release: deps
	@# SwiftPM does not know the link order is an input: a newer list relinks.
	@if [ $(LINK_ORDER) -nt $(RELEASE_BIN) ]; then rm -f $(RELEASE_BIN) .build/release/onboard-bench; fi
	$(SWIFT) build -c release $(IMPORT_CHECK) $(STATIC) --product onboard
	@# A string `contains("…")` or a regex links _StringProcessing and _RegexParser (0.8 MB of
	@# text, 445 more conformance records to scan at start-up): docs/decisions/0064.
	@if nm $(RELEASE_BIN) | grep -qE '17_StringProcessing|12_RegexParser'; then \
	  echo "$(RELEASE_BIN) links _StringProcessing: use includes(_:) from TermCore instead of contains(\"…\");" \
	    "lld's -Xlinker --why-extract=why.txt added to STATIC names the caller" >&2; exit 1; fi

run: release
	$(RELEASE_BIN)

# onboard-bench for make bench, built after onboard: a second product compiles the modules they
# share again (60 s in make test), so make test runs the debug build's (bench-check).
bench-release: release
	$(SWIFT) build -c release $(IMPORT_CHECK) $(STATIC) --product onboard-bench

# The builds in two lanes side by side (release, the trait-less adopters, the example; the debug
# build with its tests, the fuzz targets), each check starting once what it runs is built: the
# builds keep both processors busy while the real-terminal checks mostly wait for a terminal.
# Each step's output is printed whole when it ends (docs/decisions/0110).
TEST_STEPS := check-imports release checks-build smoke reliability fuzz-short unit-tests leakcheck api-check public-ncurses \
	guest no-traits deb-check wheel-check examples bench-check
test: deps
	@$(MAKE) --no-print-directory -j4 --output-sync=target TEST_LANES=1 $(TEST_STEPS)

# The builds that checks share; make test orders them into its lanes.
checks-build: deps
	$(QUIET_CHECKS_BUILD)
adopters-build: deps
	$(SWIFT) build --package-path $(NO_TRAITS)
example-build: deps
	$(SWIFT) build --package-path $(EXAMPLE_SWIFT) --build-tests
ifeq ($(TEST_LANES),1)
adopters-build: | release
example-build: | adopters-build
.build/fuzz/flags: | checks-build
endif

# The examples, built from outside the package as an adopter would, and driven in tmux against
# an installed onboard (the Python one against the wheel: wheel-check); the runner's own second
# launch and --check on a real terminal.
INSTALL_CHECK_PREFIX := $(CURDIR)/.build/install-check
examples: install-check example-build
	@python3 Tests/readme_examples_test.py README.md docs/command-line.md $(RELEASE_BIN)
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test --package-path $(EXAMPLE_SWIFT) --skip-build
	@python3 Tests/Reliability/example_test.py swift $(INSTALL_CHECK_PREFIX)/bin Examples swift-tool/.build/debug/mytool
	@python3 Tests/Reliability/example_test.py shell $(INSTALL_CHECK_PREFIX)/bin Examples sh shell/mytool.sh
	@python3 Tests/Reliability/runner_test.py $(RELEASE_BIN)

# OnboardKit as a guest in another tool's process: a host tool built as an adopter builds it
# (plain swift build, this package by path; Tests/Adopters/no-traits, whose build it shares),
# driven in tmux: Ctrl-C, its own SIGINT handler, two presentations and a resize, a thread
# printing to stdout, and everything left as found.
guest: adopters-build
	@python3 Tests/Reliability/host_tool_test.py $(NO_TRAITS)/.build/debug/host-tool Examples/onboarding

# The public API of OnboardKit, one declaration per line (Tests/API/public_api.py, from the symbol
# graph of every module the product is built from), against the checked-in listing: a change to
# the API fails here until `make api-listing` writes the listing again and it is committed, and so
# do more than API_LIMIT declarations (docs/decisions/0099).
API_LISTING := docs/api/OnboardKit.txt
API_LIMIT := 300
api-check: checks-build
	@python3 Tests/API/public_api.py $$($(SWIFT) build $(DEBUG_SCRATCH) --show-bin-path) .build/api/OnboardKit.txt \
	  --limit $(API_LIMIT)
	@if ! diff -u $(API_LISTING) .build/api/OnboardKit.txt; then \
	  echo "The public API differs from $(API_LISTING) (-: the listing, +: the code). If the change is" \
	    "intended, run 'make api-listing' and commit $(API_LISTING) with it." >&2; exit 1; fi
	@echo "public API matches $(API_LISTING)"

api-listing: deps
	$(QUIET_CHECKS_BUILD)
	@python3 Tests/API/public_api.py $$($(SWIFT) build $(DEBUG_SCRATCH) --show-bin-path) $(API_LISTING) --limit $(API_LIMIT)

# A tool built the adopter's way with every trait off (Tests/Adopters/no-traits: plain `swift build`
# against this package by path, `traits: []`): ldd shows ncurses and none of libcmark, libpng16,
# libsixel or libz, and its pages show headless (text art, Markdown as written) and on a pty.
no-traits: adopters-build
	@python3 Tests/Adopters/no_traits_test.py $(NO_TRAITS)/.build/debug/no-traits-tool Assets

# make install PREFIX=…: the binary, the demo's Assets where it finds them from any folder, the
# man page and bash, zsh and fish completions, the last two written by the binary from its one
# option table.
PREFIX ?= /usr/local
install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/onboard $(DESTDIR)$(PREFIX)/share/man/man1 \
	  $(DESTDIR)$(PREFIX)/share/bash-completion/completions $(DESTDIR)$(PREFIX)/share/zsh/site-functions \
	  $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
	install -m 755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/onboard
	rm -rf $(DESTDIR)$(PREFIX)/share/onboard/Assets
	cp -R Assets $(DESTDIR)$(PREFIX)/share/onboard/Assets
	$(RELEASE_BIN) --man > $(DESTDIR)$(PREFIX)/share/man/man1/onboard.1
	$(RELEASE_BIN) --completions bash > $(DESTDIR)$(PREFIX)/share/bash-completion/completions/onboard
	$(RELEASE_BIN) --completions zsh > $(DESTDIR)$(PREFIX)/share/zsh/site-functions/_onboard
	$(RELEASE_BIN) --completions fish > $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/onboard.fish

# Installs into a temporary prefix and checks every installed file from another folder.
install-check: release
	@rm -rf $(INSTALL_CHECK_PREFIX)
	@$(MAKE) --no-print-directory install PREFIX=$(INSTALL_CHECK_PREFIX) >/dev/null
	@sh Tests/install_test.sh $(INSTALL_CHECK_PREFIX)

# The Debian package and the Python wheel, both of the release binary, both at the version its
# --version prints (Sources/onboard/HelpText.swift), both written to .build/packages
# (docs/decisions/0106-a-debian-package-and-a-python-wheel.md).
PACKAGES := .build/packages
VERSION := $(shell sed -n 's/^ *static let version = "\(.*\)"$$/\1/p' Sources/onboard/HelpText.swift)
DEB := $(PACKAGES)/onboard_$(VERSION)_$(shell dpkg --print-architecture 2>/dev/null).deb
# The wheel's build backend (hatchling, from PyPI) and auditwheel, in a virtual environment of
# their own; pip builds the wheel through the backend (PEP 517), as any frontend would.
PACKAGE_VENV := .build/package-venv
WHEEL := $(PACKAGES)/onboard_pager-$(VERSION)-py3-none-manylinux_2_17_x86_64.manylinux2014_x86_64.whl

# onboard_<version>_<arch>.deb: /usr/bin/onboard, /usr/share/onboard/Assets, the man page, the
# completions in Debian's folders, the copyright file (Packaging/deb/build_deb.sh).
deb: release
	@mkdir -p $(PACKAGES)
	@sh Packaging/deb/build_deb.sh $(RELEASE_BIN) $(VERSION) $(PACKAGES)

# The package without installing it: its fields and files, lintian, and the binary run from the
# package's tree unpacked in a temporary folder (Tests/Packaging/deb_test.sh).
deb-check: deb
	@sh Tests/Packaging/deb_test.sh $(DEB) $(VERSION)

# The real round trip, outside make test (root: it installs into this machine): apt-get install,
# --help, man onboard, the completions, the shell example in tmux against /usr/bin/onboard, then
# apt-get remove, and the machine's file list compared before and after.
package-check: deb
	@sh Tests/Packaging/package_check.sh $(DEB)

$(PACKAGE_VENV)/bin/hatchling:
	@echo "Installing hatchling and auditwheel into $(PACKAGE_VENV)"
	@python3 -m venv $(PACKAGE_VENV) && $(PACKAGE_VENV)/bin/pip install -q hatchling auditwheel

# onboard_pager-<version>-py3-none-manylinux_2_17_x86_64….whl: the binary stripped as the Debian
# package's, on PATH as `onboard`, the typed module `onboard` (Packaging/python); auditwheel
# reads the binary and says whether the manylinux tag holds.
wheel: release $(PACKAGE_VENV)/bin/hatchling
	@mkdir -p $(PACKAGES)/wheel-input
	@strip --remove-section=.comment --remove-section=.note -o $(PACKAGES)/wheel-input/onboard $(RELEASE_BIN)
	@rm -f $(PACKAGES)/onboard_pager-*.whl
	@ONBOARD_BINARY=$(CURDIR)/$(PACKAGES)/wheel-input/onboard $(PACKAGE_VENV)/bin/pip wheel -q --no-deps \
	  --no-build-isolation --no-index -w $(PACKAGES) Packaging/python
	@$(PACKAGE_VENV)/bin/auditwheel show $(WHEEL) | tr '\n' ' ' | grep -qE 'consistent with the following platform tag: "manylinux_2_(5|12|17)_x86_64"' \
	  || { $(PACKAGE_VENV)/bin/auditwheel show $(WHEEL); echo "auditwheel: the binary needs more than manylinux_2_17 gives" >&2; exit 1; }
	@echo $(WHEEL)

# The wheel in a fresh virtual environment, installed offline: onboard on its PATH, the module's
# calls, Examples/python driven in tmux, then pip uninstall leaving the environment as it was.
wheel-check: wheel
	@python3 Tests/Packaging/wheel_test.py $(WHEEL) $(VERSION) $(PACKAGE_VENV)/bin/pip

# Real-terminal checks (tmux and ptys) against the release binary; each prints its figures.
reliability: release
	@python3 Tests/Reliability/one_build_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/restore_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/frame_trim_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/resize_frame_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/too_small_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/language_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/cursor_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/accessible_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/picture_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/kitty_graphics_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/sixel_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/sixel_xterm_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/resize_storm.py $(RELEASE_BIN) 1000 1
	@python3 Tests/Reliability/frame_path_stress.py $(RELEASE_BIN) Assets --quick
	@python3 Tests/Reliability/hostile_text_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/png_memory_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/not_a_terminal_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/closed_fds_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/term_variants_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/hyperlink_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/scroll_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/blank_rows_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/state_test.py $(RELEASE_BIN) 200
	@python3 Tests/Reliability/input_fuzz.py $(RELEASE_BIN) 1000000 1
	@python3 Tests/Reliability/input_decoding_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/long_list_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/one_write_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/one_heap_test.py $(RELEASE_BIN)
	@python3 Tests/Reliability/link_order_test.py $(RELEASE_BIN) $(LINK_ORDER) .build/release.yaml

# The pages in real terminal emulators on an X server without a screen: xterm as a VT340, kitty
# on software GL, mlterm, and Konsole when it installs (it is large; skipped when it does not).
# Screenshots are sampled for the page's exact background under COLORTERM=truecolor, the picture
# at start, after a resize and after paging away and back, and no white line at sixel edges; they
# are kept in .build/terminals/. Not in make test: it installs X and the emulators with apt.
TERMINAL_PACKAGES := xvfb xterm xdotool x11-apps netpbm xfonts-base kitty mlterm
terminals: release
	@missing=""; for tool in Xvfb xterm xdotool xwd xwdtopnm pnmtopng kitty mlterm; do \
	  command -v $$tool >/dev/null 2>&1 || missing="$$missing $$tool"; done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "Installing$$missing (X without a screen and the emulators)"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
	      $(TERMINAL_PACKAGES) >/dev/null; \
	  else echo "Missing$$missing: run 'sudo apt-get install $(TERMINAL_PACKAGES)'" >&2; exit 1; fi; \
	fi
	@if ! command -v konsole >/dev/null 2>&1 && [ "$$(id -u)" = 0 ]; then \
	  echo "Installing konsole (optional)"; \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends konsole >/dev/null 2>&1 \
	    || echo "konsole did not install; it is skipped"; \
	fi
	@python3 Tests/Reliability/terminals_test.py $(RELEASE_BIN)

# The shim leans on ncurses 6.4's inside only where the headers say 6.4 and the build is a
# release (Sources/CNcurses/internal.h; debug builds take the public path, Package.swift). This
# runs the debug binary that leakcheck uses too: it took the public path, a resize still answers
# with one synchronized frame, and it writes the same bytes as the release binary.
CHECKS_BIN := .build/checks/debug/onboard
public-ncurses: release checks-build
	@python3 Tests/Reliability/one_build_test.py $(CHECKS_BIN) --public
	@python3 Tests/Reliability/resize_frame_test.py $(CHECKS_BIN)
	@python3 Tests/Reliability/same_frames_test.py $(RELEASE_BIN) $(CHECKS_BIN) --quick

# The CLI suites run the release binary (and skip without it).
unit-tests: release checks-build
	SWIFT_BACKTRACE=interactive=no $(SWIFT) test $(DEBUG_SCRATCH) --skip-build

smoke: release
	@sh Tests/smoke.sh $(RELEASE_BIN)

# Benchmarks against the targets (not tests): the release binary and the C floor on a pty, side
# by side, plus in-process figures from onboard-bench. pyte, the pty side's terminal emulator,
# lives in a local venv.
bench: release bench-release $(C_FLOOR) adopter-builds $(BENCH_VENV)/bin/python
	@$(BENCH_VENV)/bin/python Benchmarks/bench.py .build/release Assets $(C_FLOOR) $(C_FLOOR_SOURCE) $(BENCH_RUNS)
	@echo
	@$(BENCH_VENV)/bin/python Benchmarks/adopter_bench.py $(RELEASE_BIN) $(ADOPTER_DYNAMIC) $(ADOPTER_STATIC) \
	  $(ADOPTER_NO_TRAITS) .build/bench-assets $(BENCH_RUNS)
	@echo
	@python3 Benchmarks/changelog_bench.py $(RELEASE_BIN)

# Pages from big changelogs (1 000 and 2 000 releases with references, 1 MiB): make bench's last
# table alone.
bench-changelog: release
	@python3 Benchmarks/changelog_bench.py $(RELEASE_BIN)

$(BENCH_VENV)/bin/python:
	@echo "Installing pyte into $(BENCH_VENV)"
	@python3 -m venv $(BENCH_VENV) && $(BENCH_VENV)/bin/pip install -q pyte

# A tool built the adopter's way (Benchmarks/adopter: OnboardKit by path, default traits) with plain
# `swift build -c release`, and the same with --static-swift-stdlib, and Tests/Adopters/no-traits
# (traits: []) with --static-swift-stdlib; make bench runs them beside the onboard binary on the
# same pages (Benchmarks/adopter_bench.py). bench-adopter is that part
# of make bench alone.
ADOPTER := Benchmarks/adopter
ADOPTER_DYNAMIC := .build/adopter-dynamic/release/bench-tool
ADOPTER_STATIC := .build/adopter-static/release/bench-tool
ADOPTER_NO_TRAITS := .build/adopter-no-traits-static/release/no-traits-tool
adopter-builds: deps
	$(SWIFT) build -c release --package-path $(ADOPTER) --scratch-path $(CURDIR)/.build/adopter-dynamic --product bench-tool
	$(SWIFT) build -c release --package-path $(ADOPTER) --scratch-path $(CURDIR)/.build/adopter-static --product bench-tool \
	  --static-swift-stdlib
	$(SWIFT) build -c release --package-path $(NO_TRAITS) --scratch-path $(CURDIR)/.build/adopter-no-traits-static \
	  --product no-traits-tool --static-swift-stdlib

bench-adopter: release adopter-builds $(BENCH_VENV)/bin/python
	@python3 Benchmarks/bench_assets.py $(C_FLOOR_SOURCE) .build/bench-assets --rows 1000 --home-rows 1000 \
	  --row-bytes 80 --json-mb 0 >/dev/null
	@$(BENCH_VENV)/bin/python Benchmarks/adopter_bench.py $(RELEASE_BIN) $(ADOPTER_DYNAMIC) $(ADOPTER_STATIC) \
	  $(ADOPTER_NO_TRAITS) .build/bench-assets $(BENCH_RUNS)

# The benchmark's own code paths, cheaply and with no timing (make test): the C floor compiles,
# the bench assets are written from its source, and onboard-bench (the debug build's) runs on them once. The C source
# lives outside the repository (../shared); a checkout without it says so and skips.
bench-check: checks-build
	@if [ ! -f $(C_FLOOR_SOURCE) ]; then \
	  echo "bench code paths: skipped, $(C_FLOOR_SOURCE) is not beside this checkout"; \
	else \
	  $(MAKE) --no-print-directory $(C_FLOOR) && \
	  python3 Benchmarks/bench_assets.py $(C_FLOOR_SOURCE) .build/bench-check --rows 50 --json-mb 0.2 && \
	  .build/checks/debug/onboard-bench .build/bench-check --runs 1 --frames 100 \
	    --json .build/bench-check/records.json >/dev/null && \
	  echo "bench code paths: the C floor builds, bench assets are written, onboard-bench runs on them"; \
	fi

# The link order from a profile of the release binary (callgrind on a pty through the demo's
# pages, with and without pictures, and its menu: callgrind for functions, lackey for data;
# a few minutes). Commit the changed list.
link-order: release
	@command -v valgrind >/dev/null 2>&1 || { echo "link-order needs valgrind (make deps installs it)" >&2; exit 1; }
	python3 Benchmarks/link_order.py $(RELEASE_BIN) Assets $(LINK_ORDER)
	@$(MAKE) --no-print-directory release

$(C_FLOOR): $(C_FLOOR_SOURCE)
	@mkdir -p .build
	$(CC) -O2 -Wall $$(pkg-config --cflags ncursesw) -o $@ $(C_FLOOR_SOURCE) $$(pkg-config --libs ncursesw)

# The rules SwiftPM cannot check. `--explicit-target-dependency-import-check error` (every build
# here) already stops a module importing a target outside its dependencies, so no backend in
# TermUI, Pictures, Onboarding or the demo, no demo in the library, no executable in a test and
# no BenchSupport outside onboard-bench are left to it. It lets a module import what its
# dependencies depend on, and it does not know the SDK's modules: so only TermNcurses may see
# ncurses and libsixel, only Pictures libpng and only Markdown libcmark; TermCore needs nothing
# but the standard library; no Foundation; no whole module re-exported; no demo names in the
# library; views never read the backend.
check-imports:
	@bad=$$(grep -rlE '^\s*(@preconcurrency\s+)?import\s+CNcurses' Sources --include='*.swift' | grep -v '^Sources/TermNcurses/'); \
	  if [ -n "$$bad" ]; then echo "CNcurses imported outside Sources/TermNcurses: $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE '^\s*(@preconcurrency\s+)?import\s+CPNG' Sources Tests --include='*.swift' | grep -v '^Sources/Pictures/'); \
	  if [ -n "$$bad" ]; then echo "CPNG imported outside Sources/Pictures: $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE '^\s*(@preconcurrency\s+)?import\s+CMark\b' Sources Tests --include='*.swift' | grep -v '^Sources/Markdown/'); \
	  if [ -n "$$bad" ]; then echo "CMark imported outside Sources/Markdown: $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE '^\s*(@preconcurrency\s+)?import\s+CSixel\b' Sources --include='*.swift' | grep -v '^Sources/TermNcurses/'); \
	  if [ -n "$$bad" ]; then echo "CSixel imported outside Sources/TermNcurses: $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE '^\s*import\s+(Foundation|FoundationEssentials|Glibc|Dispatch)\b' Sources/TermCore); \
	  if [ -n "$$bad" ]; then echo "TermCore must use only the standard library: $$bad" >&2; exit 1; fi
	@bad=$$(grep -rnE '^\s*(@[A-Za-z_]+\s+)*import\s+' Sources/JSON | grep -vE 'import\s+(TermCore|_Builtin_intrinsics\.intel)\s*$$'); \
	  if [ -n "$$bad" ]; then echo "JSON imports only TermCore (and the CPU's intrinsics): $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE 'DemoMenu|MenuScreen|showWhatsNewAgain|onboard-demo' Sources/Onboarding Sources/OnboardKit); \
	  if [ -n "$$bad" ]; then echo "demo names inside the library (the demo is an example): $$bad" >&2; exit 1; fi
	@bad=$$(grep -rnE '^\s*@_exported\s+import\s+[A-Za-z_]+\s*$$' Sources --include='*.swift'); \
	  if [ -n "$$bad" ]; then echo "a whole module re-exported (name the types: @_exported import struct M.T): $$bad" >&2; exit 1; fi
	@bad=$$(grep -rlE '^\s*import\s+(Foundation|FoundationEssentials)\b' Sources --include='*.swift'); \
	  if [ -n "$$bad" ]; then echo "Foundation costs 3 MiB and milliseconds of startup (docs/decisions/0028): $$bad" >&2; exit 1; fi
	@bad=$$(grep -rnE '\.backend\b' Sources/TermUI/Views Sources/TermUI/Controllers Sources/TermUI/Controls \
	  Sources/TermUI/Tables Sources/Pictures Sources/Onboarding Sources/DemoScreens --include='*.swift' \
	  | grep -v '^Sources/TermUI/Views/Window.swift:'); \
	  if [ -n "$$bad" ]; then echo "below the window, views are handed the terminal's capabilities (View.capabilities)" \
	    "and never read the backend: $$bad" >&2; exit 1; fi
	@echo "import rules hold"

# The README's SVG screenshots, drawn by the headless renderer from scripts (in English), in truecolor.
screenshots: release
	env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 $(RELEASE_BIN) --headless --size 80x24 --color-depth truecolor \
	  --script docs/screenshots.keys --svg docs/screenshots >/dev/null
	env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 $(RELEASE_BIN) --headless --size 80x24 \
	  --script docs/formatted.keys --svg docs/screenshots >/dev/null
	env -u LC_ALL -u LC_MESSAGES LANG=C.UTF-8 $(RELEASE_BIN) --headless --size 80x24 \
	  --changelog Assets/CHANGELOG.md --script docs/changelog.keys --svg docs/screenshots >/dev/null

lint:
	$(SWIFT) format lint --strict --recursive --configuration .swift-format Sources Tests Package.swift

clean:
	rm -rf .build

# Scripted sessions (headless, and interactive on a pty) under valgrind: 0 bytes lost. The debug
# build, because valgrind cannot replace malloc in the static release binary (docs/decisions/0029).
leakcheck: checks-build
	@if command -v valgrind >/dev/null 2>&1; then python3 Tests/Reliability/leakcheck.py $(CHECKS_BIN); \
	  else echo "leakcheck: skipped, valgrind is not installed (apt-get install valgrind)"; fi

# The long runs: more kills, more bytes, more sizes, more seeds.
stress: release
	@python3 Tests/Reliability/frame_path_stress.py $(RELEASE_BIN) Assets
	@python3 Tests/Reliability/resize_storm.py $(RELEASE_BIN) 1000 2
	@python3 Tests/Reliability/resize_storm.py $(RELEASE_BIN) 1000 3
	@python3 Tests/Reliability/state_test.py $(RELEASE_BIN) 2000
	@for seed in 2 3 4 5; do python3 Tests/Reliability/input_fuzz.py $(RELEASE_BIN) 2500000 $$seed || exit 1; done

# libFuzzer targets (swiftc -sanitize=fuzzer,address: AddressSanitizer too, so an out-of-bounds
# read or write, such as a raw load past a buffer, stops the run instead of passing unseen): each
# entry point from Fuzz/ is compiled with the parser's own sources, or imports its module built
# with testing on (Onboarding), so internal functions are reachable and no main() is in the way.
FUZZ_BUILD := .build/fuzz
# One package name for every module, so Onboarding sees the JSON module's `package` declarations;
# every trait on, as in the onboard command (Package.swift), so libcmark and libpng are fuzzed.
FUZZ_SWIFTC := swiftc -parse-as-library -sanitize=fuzzer,address -Onone -g -swift-version 6 -package-name onboard \
  -D Markdown -D Pictures -D Sixel
# The C files (CPNG's decoder, the cmark shim) get the fuzzer's coverage and ASan's checks too.
FUZZ_CFLAGS := -fsanitize=fuzzer-no-link,address
FUZZ_TARGETS := manifest key-script key-names state-file json-list picture markdown changelog
FUZZ_SECONDS ?= 60
# AddressSanitizer makes each input 2.5 to 5 times slower (the 7 targets' short run went from 49 s
# to 146 s at 100 000 inputs, 4 000 for markdown), so the short run takes fewer to stay near 50 s.
FUZZ_SHORT_RUNS ?= 35000
# Markdown inputs go through libcmark and six layouts each (about 50 a second at -Onone with ASan).
FUZZ_SHORT_RUNS_markdown ?= 1300
# Changelog inputs go through libcmark for their headings (about 1 200 a second at -Onone with
# ASan on a quiet machine; 3 000 took 7.9 s at load 8 on 2 CPUs, so 2 000 stays under 8 s).
FUZZ_SHORT_RUNS_changelog ?= 2000
CORE_SOURCES := $(wildcard Sources/TermCore/*.swift)
UI_SOURCES := $(shell find Sources/TermUI -name '*.swift')
ONBOARDING_SOURCES := $(shell find Sources/Onboarding -name '*.swift')
JSON_SOURCES := $(wildcard Sources/JSON/*.swift)
PICTURES_SOURCES := $(wildcard Sources/Pictures/*.swift)
# libpng behind CPNG: its module map for swiftc, its C file built with the fuzzer's coverage.
CPNG_FLAGS := -I Sources/CPNG/include -L $(FUZZ_BUILD) -lCPNG -lpng16 -lz
MARKDOWN_SOURCES := $(wildcard Sources/Markdown/*.swift)
# Onboarding imports Markdown, which imports the C target CMark: a module map for swiftc, the
# shim compiled by clang, and libcmark at the link.
MARKDOWN_LINK := -lMarkdown $(FUZZ_BUILD)/cmark_shim.o -lcmark

fuzz-build: $(addprefix $(FUZZ_BUILD)/fuzz-,$(FUZZ_TARGETS))

# The compile flags, rewritten only when they change, so a build made with other flags (before
# AddressSanitizer, say) is rebuilt rather than fuzzed as it was.
FUZZ_FLAGS := $(FUZZ_BUILD)/flags
$(FUZZ_FLAGS): FORCE
	@mkdir -p $(FUZZ_BUILD)
	@echo '$(FUZZ_SWIFTC) $(FUZZ_CFLAGS)' | cmp -s - $@ || echo '$(FUZZ_SWIFTC) $(FUZZ_CFLAGS)' >$@
FORCE:

$(FUZZ_BUILD)/libTermCore.a: $(CORE_SOURCES) $(FUZZ_FLAGS)
	@mkdir -p $(FUZZ_BUILD)
	$(FUZZ_SWIFTC) -module-name TermCore -emit-module -emit-module-path $(FUZZ_BUILD)/TermCore.swiftmodule \
	  -emit-library -static -o $@ $(CORE_SOURCES)

$(FUZZ_BUILD)/libTermUI.a: $(UI_SOURCES) $(FUZZ_BUILD)/libTermCore.a
	$(FUZZ_SWIFTC) -module-name TermUI -I $(FUZZ_BUILD) -emit-module -emit-module-path $(FUZZ_BUILD)/TermUI.swiftmodule \
	  -emit-library -static -o $@ $(UI_SOURCES)

$(FUZZ_BUILD)/libJSON.a: $(JSON_SOURCES) $(FUZZ_BUILD)/libTermCore.a
	$(FUZZ_SWIFTC) -module-name JSON -I $(FUZZ_BUILD) -emit-module -emit-module-path $(FUZZ_BUILD)/JSON.swiftmodule \
	  -emit-library -static -o $@ $(JSON_SOURCES)

CPNG_C := png_decode chunk_walk sample_levels
$(FUZZ_BUILD)/libCPNG.a: $(wildcard Sources/CPNG/*.c Sources/CPNG/*.h) Sources/CPNG/include/cpng.h $(FUZZ_FLAGS)
	@mkdir -p $(FUZZ_BUILD)
	for name in $(CPNG_C); do \
	  clang -c -g $(FUZZ_CFLAGS) -I Sources/CPNG/include -o $(FUZZ_BUILD)/$$name.o Sources/CPNG/$$name.c || exit 1; done
	rm -f $@ && ar rcs $@ $(foreach name,$(CPNG_C),$(FUZZ_BUILD)/$(name).o)

$(FUZZ_BUILD)/libPictures.a: $(PICTURES_SOURCES) $(FUZZ_BUILD)/libTermUI.a $(FUZZ_BUILD)/libCPNG.a
	$(FUZZ_SWIFTC) -module-name Pictures -I $(FUZZ_BUILD) -I Sources/CPNG/include -emit-module \
	  -emit-module-path $(FUZZ_BUILD)/Pictures.swiftmodule -emit-library -static -o $@ $(PICTURES_SOURCES)

$(FUZZ_BUILD)/fuzz-picture: Fuzz/PictureFuzz.swift $(PICTURES_SOURCES) $(FUZZ_BUILD)/libTermUI.a $(FUZZ_BUILD)/libCPNG.a
	$(FUZZ_SWIFTC) -module-name FuzzPicture -I $(FUZZ_BUILD) -L $(FUZZ_BUILD) -lTermUI -lTermCore $(CPNG_FLAGS) -o $@ \
	  Fuzz/PictureFuzz.swift $(PICTURES_SOURCES)

$(FUZZ_BUILD)/libMarkdown.a: $(MARKDOWN_SOURCES) Sources/CMark/cmark_shim.c Sources/CMark/include/cmark_shim.h $(FUZZ_FLAGS)
	@mkdir -p $(FUZZ_BUILD)/CMark
	@printf 'module CMark {\n  header "%s/Sources/CMark/include/cmark_shim.h"\n  export *\n}\n' "$(CURDIR)" \
	  >$(FUZZ_BUILD)/CMark/module.modulemap
	clang -c -g $(FUZZ_CFLAGS) -I Sources/CMark/include -o $(FUZZ_BUILD)/cmark_shim.o Sources/CMark/cmark_shim.c
	$(FUZZ_SWIFTC) -module-name Markdown -I $(FUZZ_BUILD)/CMark -emit-module \
	  -emit-module-path $(FUZZ_BUILD)/Markdown.swiftmodule -emit-library -static -o $@ $(MARKDOWN_SOURCES)

$(FUZZ_BUILD)/fuzz-key-script: Fuzz/KeyScriptFuzz.swift $(CORE_SOURCES) $(FUZZ_FLAGS)
	$(FUZZ_SWIFTC) -module-name FuzzKeyScript -o $@ $(filter %.swift,$^)

$(FUZZ_BUILD)/fuzz-key-names: Fuzz/KeyNameFuzz.swift $(CORE_SOURCES) $(FUZZ_FLAGS)
	$(FUZZ_SWIFTC) -module-name FuzzKeyNames -o $@ $(filter %.swift,$^)

# Onboarding needs JSON, Pictures (libpng) and Markdown (libcmark) beside TermUI and TermCore. It is
# compiled once, with testing on, and its four entry points reach its internals by `@testable import`.
ONBOARDING_FUZZ_FLAGS := -I $(FUZZ_BUILD) -I $(FUZZ_BUILD)/CMark -L $(FUZZ_BUILD) -lOnboarding -lJSON -lPictures -lTermUI \
  -lTermCore $(CPNG_FLAGS) $(MARKDOWN_LINK)

$(FUZZ_BUILD)/libOnboarding.a: $(ONBOARDING_SOURCES) $(FUZZ_BUILD)/libJSON.a $(FUZZ_BUILD)/libPictures.a $(FUZZ_BUILD)/libMarkdown.a
	$(FUZZ_SWIFTC) -enable-testing -module-name Onboarding -I $(FUZZ_BUILD) -I $(FUZZ_BUILD)/CMark -I Sources/CPNG/include \
	  -emit-module -emit-module-path $(FUZZ_BUILD)/Onboarding.swiftmodule -emit-library -static -o $@ $(ONBOARDING_SOURCES)

$(FUZZ_BUILD)/fuzz-manifest: Fuzz/ManifestFuzz.swift $(FUZZ_BUILD)/libOnboarding.a
	$(FUZZ_SWIFTC) -module-name FuzzManifest $(ONBOARDING_FUZZ_FLAGS) -o $@ Fuzz/ManifestFuzz.swift

$(FUZZ_BUILD)/fuzz-state-file: Fuzz/StateFileFuzz.swift $(FUZZ_BUILD)/libOnboarding.a
	$(FUZZ_SWIFTC) -module-name FuzzStateFile $(ONBOARDING_FUZZ_FLAGS) -o $@ Fuzz/StateFileFuzz.swift

$(FUZZ_BUILD)/fuzz-changelog: Fuzz/ChangelogFuzz.swift $(FUZZ_BUILD)/libOnboarding.a
	$(FUZZ_SWIFTC) -module-name FuzzChangelog $(ONBOARDING_FUZZ_FLAGS) -o $@ Fuzz/ChangelogFuzz.swift

# The JSON module's own sources beside the entry point, so its internal scanner is reachable.
$(FUZZ_BUILD)/fuzz-json-list: Fuzz/JSONListFuzz.swift $(JSON_SOURCES) $(FUZZ_BUILD)/libTermCore.a
	$(FUZZ_SWIFTC) -module-name FuzzJSONList -I $(FUZZ_BUILD) -L $(FUZZ_BUILD) -lTermCore -o $@ \
	  Fuzz/JSONListFuzz.swift $(JSON_SOURCES)

# Markdown through layout, drawing and the hyperlink overlay (a TermNcurses file that needs only TermCore).
$(FUZZ_BUILD)/fuzz-markdown: Fuzz/MarkdownFuzz.swift $(FUZZ_BUILD)/libOnboarding.a Sources/TermNcurses/HyperlinkOverlay.swift
	$(FUZZ_SWIFTC) -module-name FuzzMarkdown $(ONBOARDING_FUZZ_FLAGS) -o $@ Fuzz/MarkdownFuzz.swift \
	  Sources/TermNcurses/HyperlinkOverlay.swift

# Regressions replayed, then FUZZ_SECONDS of fuzzing per target (make fuzz FUZZ_SECONDS=600).
fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do sh Fuzz/run.sh $$target -max_total_time=$(FUZZ_SECONDS) || exit 1; done

# The short run in make test: regressions, then FUZZ_SHORT_RUNS inputs per target (fewer for markdown
# and changelog); one step per target, so make test runs them side by side.
fuzz-short: $(addprefix fuzz-short-,$(FUZZ_TARGETS))
fuzz-short-%: $(FUZZ_BUILD)/fuzz-%
	@sh Fuzz/run.sh $* -runs=$(or $(FUZZ_SHORT_RUNS_$*),$(FUZZ_SHORT_RUNS))
