# The project's test command is `make test` (README.md). It installs what it
# needs itself: a Python virtualenv in .venv, valgrind, cargo-fuzz.
SHELL := /bin/bash
FUZZ_SECONDS ?= 30

.PHONY: test shared-check rust-tests bench-smoke c-tests python-tests fuzz-tests

test: shared-check rust-tests bench-smoke c-tests python-tests fuzz-tests
	@echo "make test: every suite passed"

shared-check:
	@if [ ! -d ../shared/validation/corpora ]; then \
	  echo "!!! ../shared is missing beside the repository: corpus and oracle tests report it and the rest runs !!!"; \
	fi

rust-tests:
	cargo fmt --all -- --check
	cargo clippy --workspace --exclude go-py --all-targets -- -D warnings
	cargo test --workspace --exclude go-py

bench-smoke:
	cargo test -p go-benches --benches

c-tests:
	bash go-ffi/tests/c/run.sh

python-tests:
	bash go-py/run_tests.sh

fuzz-tests:
	bash fuzz/run.sh $(FUZZ_SECONDS)
