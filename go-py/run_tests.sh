#!/usr/bin/env bash
# The Python module's tests, against the wheel as a user installs it:
#
# 1. builds the abi3 wheel with `maturin build --release` (one wheel for
#    every CPython from 3.11);
# 2. installs it, with the test tools and oracles (pytest, hypothesis, mypy,
#    numpy, sgfmill, open_spiel; pyarrow, pandas, polars, tqdm, dask and
#    distributed for the tables and go_core.dask; nbval, ipykernel and
#    matplotlib for the example notebook),
#    into a fresh virtualenv, .venv-wheel
#    (git-ignored), recreated on every run;
# 3. runs the Rust SGF corpus test for its figures, which the Python corpus
#    test must match;
# 4. runs the whole pytest suite against the installed wheel (a test checks
#    that go_core is imported from that environment's site-packages), then
#    mypy.stubtest on the installed package and mypy --strict on the code
#    that uses it, then a quick pass of the benchmark script (it fails only
#    if the script fails to run); between pytest and the type checks it
#    executes the example notebook (go-py/examples, nbval) and renders the
#    19x19 golden SVG in headless chromium (go-py/tests/browser_check.py).
#
# Every tool is installed from PyPI by pip, chromium from Debian by apt-get
# (when missing); one that cannot be installed fails the run (set -e),
# never a silent skip.
#
# Run from the repository root: bash go-py/run_tests.sh. Exits nonzero on
# any failure. Needs python3 (3.11+) with venv, cargo, and the shared test
# data in ../shared beside the repository.
set -euo pipefail

if [[ ! -f go-py/Cargo.toml ]]; then
    echo "run_tests.sh: run me from the repository root (bash go-py/run_tests.sh)" >&2
    exit 2
fi
ROOT="$PWD"
start=$SECONDS
stamp() { echo "run_tests.sh: $1 ($((SECONDS - start)) s)"; }

# The build tool lives in the repository's tool environment (.venv).
if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check \
    -c go-py/test-constraints.txt "maturin>=1.16,<2"

# A native module left by `maturin develop` in the source tree must not
# reach the wheel.
rm -f go-py/python/go_core/*.so
WHEELS="$ROOT/target/go-py-wheels"
rm -rf "$WHEELS"
.venv/bin/maturin build --release --quiet -m go-py/Cargo.toml --out "$WHEELS"
WHEEL="$(ls "$WHEELS"/go_core-*-cp311-abi3-*.whl)"
stamp "built $(basename "$WHEEL")"

# The test tools come from PyPI through a wheelhouse under target/ (pip
# asks the index every run and downloads only what it lacks), then install
# without the network into the fresh environment, both held to the versions
# in go-py/test-constraints.txt (the last ones the tests passed with). Dask comes with its own
# `distributed` extra, which names the distributed release of the same
# version: dask and distributed are released together, and a newer dask
# beside an older distributed breaks `import distributed`.
TOOLS=(numpy pytest hypothesis mypy sgfmill open_spiel pyarrow pandas polars tqdm "dask[dataframe,distributed]" nbval ipykernel matplotlib)
WHEELHOUSE="$ROOT/target/go-py-wheelhouse"
CONSTRAINTS="$ROOT/go-py/test-constraints.txt"
.venv/bin/python -m pip download --quiet --disable-pip-version-check \
    --dest "$WHEELHOUSE" --find-links "$WHEELHOUSE" -c "$CONSTRAINTS" "${TOOLS[@]}"
VENV="$ROOT/.venv-wheel"
rm -rf "$VENV"
python3 -m venv "$VENV"
"$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-index \
    --find-links "$WHEELHOUSE" -c "$CONSTRAINTS" "$WHEEL" "${TOOLS[@]}"
stamp "installed the wheel and the test tools into a fresh .venv-wheel"

# The Rust corpus test's figures, for the Python corpus test to match.
FIGURES="$VENV/rust-corpus-figures.txt"
cargo test -p go-core --test sgf_corpus -- --nocapture --test-threads 1 \
    corpus_parses corpus_replays_tolerantly > "$FIGURES"
stamp "Rust corpus figures: $(grep -c 'SGF corpus' "$FIGURES") lines"

# Hypothesis keeps its example database beside the tests (git-ignored).
# Each test's name is printed as it starts (-v), so that a run stopped from
# outside still shows where it was.
GO_CORE_EXPECT_WHEEL=1 GO_CORE_RUST_CORPUS_FIGURES="$FIGURES" \
    HYPOTHESIS_STORAGE_DIRECTORY="$ROOT/go-py/.hypothesis" \
    "$VENV/bin/python" -m pytest go-py/tests -v --durations=8
stamp "pytest passed"

# The example notebook, every cell executed by nbval (--nbval-lax: a cell
# that raises fails; outputs, which hold timings and paths, are not
# compared).
"$VENV/bin/python" -m pytest -q -p no:cacheprovider --nbval-lax go-py/examples/analyse-corpus.ipynb
stamp "example notebook ran"

# The 19x19 golden picture in a real headless browser: Debian's chromium,
# installed here when missing (apt-get update first); a failed install
# stops the run. The screenshot stays under target/ for a person to see.
if ! command -v chromium >/dev/null; then
    SUDO=""
    if [[ $(id -u) != 0 ]]; then SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium
fi
"$VENV/bin/python" go-py/tests/browser_check.py "$ROOT/target/go-py-screenshots"
stamp "browser check passed"

# The .pyi stubs must match the installed module (mypy's cache in the
# throwaway environment).
MYPY_CACHE_DIR="$VENV/mypy-cache" "$VENV/bin/python" -m mypy.stubtest go_core \
    --allowlist go-py/stubtest-allowlist.txt
stamp "stubtest passed"

# The stubs in use: the test suite, the benchmark and the generator type-check
# strictly against the installed package (sgfmill and pyspiel have no types).
MYPY_CACHE_DIR="$VENV/mypy-cache" "$VENV/bin/python" -m mypy --strict --ignore-missing-imports \
    go-py/tests go-py/bench go-py/generate_types.py
stamp "mypy --strict passed"

"$VENV/bin/python" go-py/bench/bench.py --quick
stamp "benchmark script ran"
