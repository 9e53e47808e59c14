# The two commands of the README's quick start: `make run` and `make test`.
# Both install what a fresh Debian machine lacks first: libedit's headers (the REPL links
# libedit), HarfBuzz's and the Inter, DejaVu and Liberation fonts (text is measured with them;
# Liberation stands in for Helvetica, Arial, Courier and Times in imported documents) and, for the tests, tmux (the REPL smoke test types into a real terminal), Chromium (the pictures are rendered in it) and
# python3 (Tests/measure-child.py reads a child's peak memory) with jsonschema (Tests/validate-json.py),
# websocket-client (Tests/preview.py) and venv (Tests/python-install-smoke.sh).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_INSTALL := $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq

.PHONY: deps test-deps run test install wheel docs bench compare stdlib fuzz

# Where `make install` puts bin/tether, lib/libTetherC.so, include/tether.h and
# lib/pkgconfig/tether.pc. DESTDIR stages the files under another root (a package's build
# root) while tether.pc still names PREFIX, where they will be.
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
VERSION := $(shell sed -n 's/.*public static let version = "\(.*\)"/\1/p' Sources/LayoutScript/Interpreter.swift)

# The build of what installs, with the Swift runtime linked in statically: `tether` and
# libTetherC run without the toolchain. `--static-swift-stdlib` covers executables only;
# `-Xswiftc -static-stdlib` links the runtime into the dynamic library too (and hides its
# symbols). Its own folder, so the debug build stays; python/setup.py builds libTetherC
# with the same folder and flags, so `pip install ./python` and `make install` share one build.
STATIC_BUILD := swift build -c release --scratch-path .build-static --static-swift-stdlib -Xswiftc -static-stdlib

deps:
	@pkg-config --exists libedit 2>/dev/null || { \
		echo "installing libedit-dev (needed by the tether REPL)"; \
		$(APT_INSTALL) libedit-dev pkg-config; }
	@{ pkg-config --exists harfbuzz 2>/dev/null && [ -f /usr/share/fonts/opentype/inter/Inter-Regular.otf ] \
		&& [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] \
		&& [ -f /usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf ]; } || { \
		echo "installing libharfbuzz-dev, fonts-inter, fonts-dejavu-core and fonts-liberation (tether measures text with them)"; \
		$(APT_INSTALL) libharfbuzz-dev fonts-inter fonts-dejavu-core fonts-liberation pkg-config; }

test-deps: deps
	@command -v tmux >/dev/null 2>&1 || { \
		echo "installing tmux (the REPL smoke test drives tether in it)"; \
		$(APT_INSTALL) tmux || echo "tmux could not be installed: the REPL smoke test will be skipped"; }
	@command -v python3 >/dev/null 2>&1 || { \
		echo "installing python3 (the hostile-input tests measure tether's peak memory with it)"; \
		$(APT_INSTALL) python3; }
	@python3 -c "import jsonschema" 2>/dev/null || { \
		echo "installing jsonschema (the JSON tests validate every output against docs/schema)"; \
		python3 -m pip install -q jsonschema || $(APT_INSTALL) python3-jsonschema; }
	@command -v chromium >/dev/null 2>&1 || { \
		echo "installing chromium (the picture tests render every example in a real browser)"; \
		$(APT_INSTALL) chromium; }
	@python3 -c "import websocket" 2>/dev/null || { \
		echo "installing websocket-client (the preview test speaks to the server's WebSocket and to Chromium's DevTools)"; \
		python3 -m pip install -q websocket-client || $(APT_INSTALL) python3-websocket; }
	@python3 -c "import ensurepip, venv" 2>/dev/null || { \
		echo "installing python3-venv (the Python package is installed into a fresh virtual environment)"; \
		$(APT_INSTALL) python3-venv; }

run: deps
	swift build -c release --product tether
	.build/release/tether run examples/homeowner.layout --device iphone4s,iphone5,ipad

# Every public declaration has a doc comment; the targets depend on one another as
# docs/architecture.md draws them (LayoutScript links no HarfBuzz); the editor grammar
# tokenizes every example and module; every target and test is built once, with warnings
# as errors (tether-bench too);
# then the REPL in a terminal, the suite, `tether import` on the corpora of real Interface
# Builder documents (iOS and AppKit) and `tether explain` on the corpus of real console logs beside the
# project (../shared/conformance/ib, appkit and logs, against the floors in Tests/Conformance),
# every example's picture in headless Chromium, `check --all`'s HTML matrix in headless
# Chromium, `tether preview` in headless Chromium and
# over HTTP and its WebSocket; `make install` into an empty prefix (the binary on its own, a
# C program built with pkg-config), `pip install ./python` into a fresh virtual environment
# (which reuses install's build of libTetherC) and the Python binding's pytest suite there,
# and the documentation.
test: test-deps
	python3 Tests/check-doc-comments.py
	python3 Tests/check-layering.py
	python3 Tests/editor-grammar.py
	swift build --build-tests -Xswiftc -warnings-as-errors
	bash Tests/repl-smoke.sh .build/debug/tether
	swift test --skip-build
	.build/debug/tether-bench conformance ib ../shared/conformance/ib --floor Tests/Conformance/ib.floor
	.build/debug/tether-bench conformance appkit ../shared/conformance/appkit --floor Tests/Conformance/appkit.floor
	.build/debug/tether-bench conformance logs ../shared/conformance/logs --floor Tests/Conformance/logs.floor
	python3 Tests/render-pictures.py .build/debug/tether
	python3 Tests/preview.py .build/debug/tether
	python3 Tests/environment-report.py .build/debug/tether
	bash Tests/install-smoke.sh
	bash Tests/python-install-smoke.sh
	$(MAKE) --no-print-directory docs

# The DocC catalogues of the library modules (an article on embedding, a tutorial), built
# with every link checked: .build/plugins/Swift-DocC/outputs/*.doccarchive.
docs: deps
	for target in ConstraintSolver AutoLayout LayoutScript; do \
		swift package --disable-sandbox generate-documentation --target $$target --warnings-as-errors || exit 1; done

# tether and the C API, both running without the Swift toolchain (STATIC_BUILD): the binary,
# libTetherC, its header and a pkg-config file, so a C program builds with
# `cc prog.c $$(pkg-config --cflags --libs tether)`.
install: deps
	$(STATIC_BUILD) --product tether
	$(STATIC_BUILD) --product TetherC
	install -D -m 755 .build-static/release/tether $(DESTDIR)$(BINDIR)/tether
	install -D -m 755 .build-static/release/libTetherC.so $(DESTDIR)$(LIBDIR)/libTetherC.so
	install -D -m 644 Sources/CTetherAPI/include/tether.h $(DESTDIR)$(INCLUDEDIR)/tether.h
	mkdir -p $(DESTDIR)$(PKGCONFIGDIR)
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' \
		-e 's|@VERSION@|$(VERSION)|' Sources/CTetherAPI/tether.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/tether.pc

# A wheel of the Python package, libTetherC inside (python/dist/tether_layout-VERSION-py3-
# none-PLATFORM.whl), built as `pip install ./python` builds the package.
wheel: deps
	rm -rf python/build python/*.egg-info
	python3 -m pip wheel -q --no-deps -w python/dist ./python
	rm -rf python/build python/*.egg-info
	@ls python/dist/tether_layout-$(VERSION)-*.whl

bench: deps
	swift run -c release tether-bench solver
	swift run -c release tether-bench layout
	swift run -c release tether-bench script
	swift run -c release tether-bench interop
	swift build -c release --product tether
	python3 Benchmarks/preview_latency.py .build/release/tether

# The libFuzzer harnesses of the script interpreter and the VFL parser (not run by CI):
# FUZZ_SECONDS each (default 600), seeded with the test scripts and Fuzz/corpus/vfl; a crash
# leaves its input in .fuzz/. Built apart in .build/fuzz with ASan, linked by ld.bfd (gold fails
# with an internal error on these objects).
FUZZ_SECONDS ?= 600
FUZZ_BUILD := TETHER_FUZZ=1 swift build -c release --scratch-path .build/fuzz -Xswiftc -sanitize=fuzzer,address \
	-Xswiftc -parse-as-library -Xswiftc -use-ld=bfd
fuzz: deps
	$(FUZZ_BUILD) --product tether-fuzz-script
	$(FUZZ_BUILD) --product tether-fuzz-vfl
	mkdir -p .fuzz/script .fuzz/vfl .fuzz/seeds-script
	find Tests/Scripts -type f -name '*.layout' -exec cp {} .fuzz/seeds-script/ \;
	.build/fuzz/release/tether-fuzz-script .fuzz/script .fuzz/seeds-script -max_total_time=$(FUZZ_SECONDS) \
		-max_len=4096 -timeout=10 -rss_limit_mb=2048 -artifact_prefix=.fuzz/ -print_final_stats=1
	.build/fuzz/release/tether-fuzz-vfl .fuzz/vfl Fuzz/corpus/vfl -max_total_time=$(FUZZ_SECONDS) \
		-max_len=512 -timeout=10 -rss_limit_mb=2048 -artifact_prefix=.fuzz/ -print_final_stats=1

compare: deps
	python3 Benchmarks/compare_kiwisolver.py
	python3 Benchmarks/compare_kiwi_cpp.py
	python3 Benchmarks/compare_yoga.py
	python3 Benchmarks/compare_end_to_end.py

# Regenerates Sources/LayoutScript/StandardLibrary.swift from stdlib/**/*.layout (the modules
# bundled into the binary); StandardLibraryTests fails until this is run after an edit.
stdlib:
	python3 stdlib/bundle.py
