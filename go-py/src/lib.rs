//! The native part of the Python package `go_core`, imported as
//! `go_core._go_core` and re-exported by the package's `__init__.py`.
//!
//! It holds no rule of its own: it converts and checks Python arguments
//! ([`args`]), calls go-core's public API ([`game`]) and maps go-core's
//! errors to one exception tree under `GoError(ValueError)` ([`errors`]).
//! Long work (playouts) runs with the interpreter released.

mod args;
mod errors;
mod game;

use pyo3::prelude::*;

/// go_core's native module (private): use the ``go_core`` package.
#[pymodule]
mod _go_core {
    use pyo3::prelude::*;

    #[pymodule_export]
    use super::errors::{GameStateError, GoError, IllegalMoveError, SetupError};
    #[pymodule_export]
    use super::game::PyGame;

    #[pymodule_init]
    fn init(m: &Bound<'_, PyModule>) -> PyResult<()> {
        super::errors::add_class_defaults(m.py())?;
        m.add("__version__", env!("CARGO_PKG_VERSION"))
    }
}
