# The two commands of the README's quick start: `make run` and `make test`.
# Both install libedit's headers first when they are missing (the REPL links libedit).
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: deps run test bench compare stdlib

deps:
	@pkg-config --exists libedit 2>/dev/null || { \
		echo "installing libedit-dev (needed by the tether REPL)"; \
		$(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libedit-dev pkg-config; }

run: deps
	swift build -c release --product tether-bench
	.build/release/tether-bench solver --quick

test: deps
	swift test

bench: deps
	swift run -c release tether-bench solver

compare: deps
	python3 Benchmarks/compare_kiwisolver.py

# Regenerates Sources/LayoutScript/StandardLibrary.swift from stdlib/**/*.layout (the modules
# bundled into the binary); StandardLibraryTests fails until this is run after an edit.
stdlib:
	python3 stdlib/bundle.py
