//! The native part of the Python package `go_core`, imported as
//! `go_core._go_core` and re-exported by the package's facade
//! (`go_core/__init__.py`, `go_core/sgf.py`).
//!
//! It holds no rule of its own: every method converts its Python
//! arguments ([`convert`]), calls go-core's public API, and converts back;
//! go-core's errors become one exception tree under `GoError(ValueError)`
//! ([`errors`]) with the core's kinds; a panic becomes a `RuntimeError`
//! ([`guard`]). Long work (the computer player, SGF parsing and replay)
//! runs with the interpreter released, after the arguments are converted.
//!
//! One file per core concept: [`rules`], [`setup`] (a game as data and the
//! clocks), [`game`], [`board`], [`score`], [`analysis`], [`phantom`],
//! [`sgf`]; game collections as tables: [`corpus`].

mod analysis;
mod board;
mod convert;
mod corpus;
mod errors;
mod features;
mod game;
mod guard;
mod interrupt;
mod phantom;
mod pickling;
mod rules;
mod score;
mod setup;
mod sgf;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};

/// Every vocabulary of the engine as data, from go-core's
/// ``vocabularies()``: ``{type name: {"doc": str, "terms": [{"code": int,
/// "name": str, "variant": str, "aliases": [str], "doc": str}]}}``, in the
/// core's order. The names are the strings go_core reads and returns
/// (``go_core.types`` is generated from this); ``ErrorKind``'s names are
/// the exceptions' ``reason`` and its codes their ``code``.
#[pyfunction]
fn vocabularies(py: Python<'_>) -> PyResult<Bound<'_, PyDict>> {
    guard::guard(|| {
        let out = PyDict::new(py);
        for v in go_core::vocabularies() {
            let terms = PyList::empty(py);
            for t in v.terms {
                let d = PyDict::new(py);
                d.set_item("code", t.code)?;
                d.set_item("name", t.name)?;
                d.set_item("variant", t.variant)?;
                d.set_item("aliases", t.aliases.to_vec())?;
                d.set_item("doc", t.doc.trim())?;
                terms.append(d)?;
            }
            let entry = PyDict::new(py);
            entry.set_item("doc", v.doc.trim())?;
            entry.set_item("terms", terms)?;
            out.set_item(v.type_name, entry)?;
        }
        Ok(out)
    })
}

/// Panics inside the panic boundary (private, for the test that no panic
/// escapes as anything but a ``RuntimeError``).
#[pyfunction]
fn _guard_check() -> PyResult<()> {
    guard::guard(|| panic!("the guard check panics on purpose"))
}

/// go_core's native module (private): use the ``go_core`` package.
#[pymodule]
mod _go_core {
    use pyo3::prelude::*;

    #[pymodule_export]
    use super::analysis::PyAnalysis;
    #[pymodule_export]
    use super::analysis::PyPlayouts;
    #[pymodule_export]
    use super::board::{PyBoard, PyChain, PyMoveEffect, PyPassAlive};
    #[pymodule_export]
    use super::corpus::{_find, _load, PyCorpus};
    #[pymodule_export]
    use super::errors::{CountingError, GameStateError, GoError, IllegalMoveError, ParseError, SetupError, SgfError};
    #[pymodule_export]
    use super::features::PyPositionStream;
    #[pymodule_export]
    use super::game::{PyGame, PyMoveRecord};
    #[pymodule_export]
    use super::phantom::{PyAnnouncement, PyPhantomGame, PyTryOutcome};
    #[pymodule_export]
    use super::rules::PyRules;
    #[pymodule_export]
    use super::score::{PyScore, PySideScore};
    #[pymodule_export]
    use super::setup::{PyTimeControl, PyTimeLeft};
    #[pymodule_export]
    use super::sgf::{_check_input_len, _parse, _parse_file, PyIrregularity, PyNode, PyRecord, PyReplay, PySgfWarning};
    #[pymodule_export]
    use super::{_guard_check, vocabularies};

    #[pymodule_init]
    fn init(m: &Bound<'_, PyModule>) -> PyResult<()> {
        // NumPy's C interface is looked up once, here: looked up by the
        // first array a call makes, it failed when a Ctrl-C was pending
        // then (the import ran the signal handler), and the failure
        // surfaced as an internal error instead of the KeyboardInterrupt
        // (found from outside). A missing NumPy is an ImportError here.
        m.py().import("numpy")?;
        drop(numpy::PyArray1::<u8>::zeros(m.py(), 0, false));
        super::errors::add_class_defaults(m.py())?;
        // A tuple: the default planes cannot be changed by accident (found
        // from outside: a list's `remove` left `features()` with one plane
        // more than the names, and `index` picked the wrong channel).
        m.add("FEATURE_PLANES", pyo3::types::PyTuple::new(m.py(), super::features::DEFAULT_PLANES)?)?;
        m.add("__version__", go_core::VERSION)
    }
}
