# The project's test command is `make test` (README.md). It installs what it
# needs itself: GNU Go (Debian package, the counting and GTP oracle),
# cargo-hack (feature matrix), a Python virtualenv in .venv (maturin, and
# sgfmill for the oracle), the go_core wheel with its test tools (pytest,
# hypothesis, mypy, numpy, sgfmill, open_spiel) in a fresh .venv-wheel,
# valgrind (C tests), cargo-fuzz.
SHELL := /bin/bash
FUZZ_SECONDS ?= 30
# Where `make install-c` puts the C library (header, libraries, go_core.pc).
PREFIX ?= /usr/local
# A test run builds each crate once: incremental caches would only take disk.
export CARGO_INCREMENTAL := 0

.PHONY: test shared-check tools rust-tests feature-tests bench-smoke c-tests install-c python-tests oracle-tests fuzz-tests

test: shared-check tools rust-tests feature-tests bench-smoke c-tests python-tests oracle-tests fuzz-tests
	@echo "make test: every suite passed"

shared-check:
	@if [ ! -d ../shared/validation/corpora ]; then \
	  echo "!!! ../shared is missing beside the repository: corpus and oracle tests report it and the rest runs !!!"; \
	fi

tools:
	bash go-core/tests/oracle/install_gnugo.sh
	@cargo hack --version >/dev/null 2>&1 || cargo install --locked cargo-hack

rust-tests:
	cargo fmt --all -- --check
	cargo clippy --workspace --exclude go-py --all-targets -- -D warnings
	cargo test --workspace --exclude go-py

# go-core with no features and with each feature alone (DESIGN.md: each must
# build and test alone). The default features are all of them, which
# rust-tests has run already: excluding `default` skips that run and the
# --all-features one.
feature-tests:
	cargo hack test -p go-core --each-feature --exclude-features default

bench-smoke:
	cargo test -p go-benches --benches

# The C and C++ programs under valgrind, the install into a temporary
# prefix found through pkg-config, the statuses of a reduced build.
c-tests:
	bash go-ffi/tests/c/run.sh

# The C library under $(PREFIX): include/go_core.h, lib/libgo_core.so*
# (versioned soname), lib/libgo_core.a, lib/pkgconfig/go_core.pc.
install-c:
	bash go-ffi/install.sh $(PREFIX)

# Builds the abi3 wheel (maturin build --release), installs it into a fresh
# .venv-wheel and tests the installed package: pytest, stubtest, mypy, a
# quick benchmark pass.
python-tests:
	bash go-py/run_tests.sh

oracle-tests:
	bash go-core/tests/oracle/run_sgfmill.sh

fuzz-tests:
	bash fuzz/run.sh $(FUZZ_SECONDS)
