//! The panic boundary: every entry point of the module runs its Rust work
//! inside [`guard`], so that a panic (a bug in go-core or here, never an
//! answer to input) reaches Python as a `RuntimeError` that says so, not as
//! pyo3's `PanicException` (a `BaseException` that `except Exception` does
//! not catch). A game that panicked while changing is poisoned
//! ([`Poisonable`]): it refuses every later call.

use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{RwLock, TryLockError};

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
/// object stays, the interpreter goes on). Calls on it must not overlap
/// with a change (a change while another call runs, from another thread
/// or from a callback of the running call such as an argument's
/// `__index__`, and any call during a change): the overlapping call is
/// refused with a `RuntimeError` that says so, and the running one goes
/// on. Reads may overlap reads.
pub(crate) struct Poisonable<T> {
    slot: RwLock<Slot<T>>,
    /// The Python class's name, for messages.
    name: &'static str,
}

struct Slot<T> {
    value: T,
    poisoned: bool,
}

impl<T> Poisonable<T> {
    /// `value`, of the Python class called `name`.
    pub(crate) fn new(value: T, name: &'static str) -> Poisonable<T> {
        Poisonable { slot: RwLock::new(Slot { value, poisoned: false }), name }
    }

    fn refused() -> pyo3::PyErr {
        PyRuntimeError::new_err("this object was left in an unknown state by an internal error and cannot be used")
    }

    fn in_use(&self) -> pyo3::PyErr {
        let name = self.name;
        PyRuntimeError::new_err(format!(
            "this {name} is in use by a call still running (another thread's, or the call whose callback this is): calls on one {name} must not overlap"
        ))
    }

    /// Runs a read inside the panic boundary.
    pub(crate) fn read<R>(&self, f: impl FnOnce(&T) -> PyResult<R>) -> PyResult<R> {
        // A panic is caught inside the lock (`guard`), so the lock is never
        // poisoned; `into_inner` keeps that true if one ever were.
        let slot = match self.slot.try_read() {
            Ok(slot) => slot,
            Err(TryLockError::Poisoned(p)) => p.into_inner(),
            Err(TryLockError::WouldBlock) => return Err(self.in_use()),
        };
        if slot.poisoned {
            return Err(Self::refused());
        }
        guard(|| f(&slot.value))
    }

    /// Runs a change inside the panic boundary; a panic poisons the value.
    pub(crate) fn write<R>(&self, f: impl FnOnce(&mut T) -> PyResult<R>) -> PyResult<R> {
        let mut slot = match self.slot.try_write() {
            Ok(slot) => slot,
            Err(TryLockError::Poisoned(p)) => p.into_inner(),
            Err(TryLockError::WouldBlock) => return Err(self.in_use()),
        };
        if slot.poisoned {
            return Err(Self::refused());
        }
        match catch_unwind(AssertUnwindSafe(|| f(&mut slot.value))) {
            Ok(result) => result,
            Err(payload) => {
                slot.poisoned = true;
                Err(internal_error(&payload))
            }
        }
    }
}
