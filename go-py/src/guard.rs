//! The panic boundary: every entry point of the module runs its Rust work
//! inside [`guard`], so that a panic (a bug in go-core or here, never an
//! answer to input) reaches Python as a `RuntimeError` that says so, not as
//! pyo3's `PanicException` (a `BaseException` that `except Exception` does
//! not catch). A game that panicked while changing is poisoned (see
//! `game.rs`): it refuses every later call.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};

use pyo3::PyResult;
use pyo3::exceptions::PyRuntimeError;

/// Runs `f`, turning a panic into a `RuntimeError`.
pub(crate) fn guard<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(result) => result,
        Err(payload) => Err(internal_error(&payload)),
    }
}

/// The `RuntimeError` for a caught panic, with its message.
pub(crate) fn internal_error(payload: &Box<dyn Any + Send>) -> pyo3::PyErr {
    let what = payload
        .downcast_ref::<&str>()
        .map(|s| (*s).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "unknown panic".to_owned());
    PyRuntimeError::new_err(format!("go_core internal error (a bug; please report it): {what}"))
}

/// A value that a panic during a change leaves in an unknown state: after
/// one, every later call is refused with a `RuntimeError` (the Python
/// object stays, the interpreter goes on).
pub(crate) struct Poisonable<T> {
    value: T,
    poisoned: bool,
}

impl<T> Poisonable<T> {
    pub(crate) fn new(value: T) -> Poisonable<T> {
        Poisonable { value, poisoned: false }
    }

    fn refused() -> pyo3::PyErr {
        PyRuntimeError::new_err("this object was left in an unknown state by an internal error and cannot be used")
    }

    /// Runs a read inside the panic boundary.
    pub(crate) fn read<R>(&self, f: impl FnOnce(&T) -> PyResult<R>) -> PyResult<R> {
        if self.poisoned {
            return Err(Self::refused());
        }
        guard(|| f(&self.value))
    }

    /// Runs a change inside the panic boundary; a panic poisons the value.
    pub(crate) fn write<R>(&mut self, f: impl FnOnce(&mut T) -> PyResult<R>) -> PyResult<R> {
        if self.poisoned {
            return Err(Self::refused());
        }
        match catch_unwind(AssertUnwindSafe(|| f(&mut self.value))) {
            Ok(result) => result,
            Err(payload) => {
                self.poisoned = true;
                Err(internal_error(&payload))
            }
        }
    }
}
