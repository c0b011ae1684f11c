//! Pickling of the frozen result objects (`Score`, `Analysis`,
//! `MoveRecord`, ...): each is rebuilt from its fields, in declaration
//! order, by a private class method `_from_state`, so that a result can
//! come back from a `multiprocessing` or Dask `distributed` worker.
//!
//! `__reduce__` gives `(cls._from_state, (state,))` with `state` a tuple of
//! the fields as plain Python values ([`State::put`]); `_from_state`
//! checks the tuple's length and each field's type and range
//! ([`State::take`]) and raises `TypeError` or `ValueError` otherwise.
//! Vocabulary names (`"black"`, `"area"`, an error kind) come back as the
//! core's own names, and NumPy arrays as read-only copies, as the objects
//! hold them. The fields are not checked against each other (an
//! ownership array's shape against a board's size): a pickle is data the
//! program trusts, as Python's documentation of `pickle` says.

use numpy::{PyUntypedArray, PyUntypedArrayMethods};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use pyo3::{IntoPyObjectExt, PyClass, PyTypeCheck};

use crate::convert;

/// A field as a plain Python value and back.
pub(crate) trait State: Sized {
    /// The field as a Python value that pickles (an int, float, str, tuple,
    /// list, None, a NumPy array or another picklable result object).
    fn put<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>>;
    /// The field from what [`State::put`] gave.
    fn take(obj: &Bound<'_, PyAny>) -> PyResult<Self>;
}

macro_rules! plain_state {
    ($($t:ty),*) => {$(
        impl State for $t {
            fn put<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
                self.into_bound_py_any(py)
            }
            fn take(obj: &Bound<'_, PyAny>) -> PyResult<Self> {
                obj.extract::<$t>().map_err(|e| {
                    // Normalised by the interpreter before its class is
                    // read (see `convert::normalized`).
                    let e = crate::convert::normalized(obj.py(), PyErr::from(e));
                    // An int out of the field's range is a ValueError, as
                    // the module's other range errors are.
                    if e.is_instance_of::<pyo3::exceptions::PyOverflowError>(obj.py()) {
                        PyValueError::new_err(format!("pickled state: {e}"))
                    } else {
                        e
                    }
                })
            }
        }
    )*};
}

plain_state!(u8, u32, u64, usize, f64, bool, String);

impl<T: State> State for Option<T> {
    fn put<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        match self {
            Some(v) => v.put(py),
            None => Ok(py.None().into_bound(py)),
        }
    }
    fn take(obj: &Bound<'_, PyAny>) -> PyResult<Self> {
        if obj.is_none() { Ok(None) } else { T::take(obj).map(Some) }
    }
}

impl<T: State> State for Vec<T> {
    fn put<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let items = self.iter().map(|v| v.put(py)).collect::<PyResult<Vec<_>>>()?;
        Ok(PyList::new(py, items)?.into_any())
    }
    fn take(obj: &Bound<'_, PyAny>) -> PyResult<Self> {
        let list = obj.cast::<PyList>().map_err(|_| PyTypeError::new_err("pickled state: expected a list"))?;
        list.iter().map(|v| T::take(&v)).collect()
    }
}

impl<A: State, B: State> State for (A, B) {
    fn put<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PyTuple::new(py, [self.0.put(py)?, self.1.put(py)?])?.into_any())
    }
    fn take(obj: &Bound<'_, PyAny>) -> PyResult<Self> {
        let t = items(obj, 2)?;
        Ok((A::take(&t.get_item(0)?)?, B::take(&t.get_item(1)?)?))
    }
}

impl<A: State, B: State, C: State> State for (A, B, C) {
    fn put<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PyTuple::new(py, [self.0.put(py)?, self.1.put(py)?, self.2.put(py)?])?.into_any())
    }
    fn take(obj: &Bound<'_, PyAny>) -> PyResult<Self> {
        let t = items(obj, 3)?;
        Ok((A::take(&t.get_item(0)?)?, B::take(&t.get_item(1)?)?, C::take(&t.get_item(2)?)?))
    }
}

/// A vocabulary name: the core's own `&'static str` for the same text, so
/// that a rebuilt object holds exactly the names a fresh one would.
impl State for &'static str {
    fn put<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(PyString::new(py, self).into_any())
    }
    fn take(obj: &Bound<'_, PyAny>) -> PyResult<Self> {
        let text: String = obj.extract()?;
        vocabulary_name(&text)
            .ok_or_else(|| PyValueError::new_err(format!("pickled state: {text:?} is not a go_core vocabulary name")))
    }
}

/// A Python object the result holds (a NumPy array, a list, another
/// result object), checked to be of its type. An array is copied into
/// memory that cannot be written (a `bytes` object's), read-only as the
/// objects hold their arrays: unpickling gives a writeable array that owns
/// its memory, whose `writeable` flag could be set again, and an array
/// handed to `_from_state` stays the caller's (found from outside: both
/// let a frozen result's array be changed).
impl<T: PyTypeCheck> State for Py<T> {
    fn put<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        Ok(self.bind(py).clone().into_any())
    }
    fn take(obj: &Bound<'_, PyAny>) -> PyResult<Self> {
        let py = obj.py();
        let Ok(array) = obj.cast::<PyUntypedArray>() else {
            let typed = obj.cast::<T>().map_err(|e| PyTypeError::new_err(format!("pickled state: {e}")))?;
            return Ok(typed.clone().unbind());
        };
        // The type first (dtype and dimensions), then the copy, made by
        // NumPy's own `ndarray.tobytes` (a subclass's override could hand
        // back a buffer it keeps; found from outside) into an immutable
        // `bytes`.
        if obj.cast::<T>().is_err() {
            return Err(PyTypeError::new_err(format!(
                "pickled state: an array of dtype {} and {} dimensions is not the one this field holds",
                array.dtype(),
                array.ndim()
            )));
        }
        let numpy = py.import("numpy")?;
        let raw = numpy.getattr("ndarray")?.getattr("tobytes")?.call1((array,))?;
        let bytes = raw.cast::<pyo3::types::PyBytes>()?;
        let frozen = numpy
            .call_method1("frombuffer", (bytes, array.getattr("dtype")?))?
            .call_method1("reshape", (array.getattr("shape")?,))?;
        let typed = frozen.cast::<T>().map_err(|e| PyTypeError::new_err(format!("pickled state: {e}")))?;
        Ok(convert::read_only(typed.clone())?.unbind())
    }
}

/// `obj` as a tuple of exactly `n` items.
fn items<'a, 'py>(obj: &'a Bound<'py, PyAny>, n: usize) -> PyResult<&'a Bound<'py, PyTuple>> {
    match obj.cast::<PyTuple>() {
        Ok(t) if t.len() == n => Ok(t),
        _ => Err(PyTypeError::new_err(format!("pickled state: expected a tuple of {n} items"))),
    }
}

/// The core's name equal to `text` in any of its vocabularies (colours,
/// counting methods, error kinds, irregularities, announcements, ...; the
/// SGF warnings' and replay issues' kinds are no vocabulary, and their
/// fields hold owned text).
fn vocabulary_name(text: &str) -> Option<&'static str> {
    go_core::vocabularies().into_iter().flat_map(|v| v.terms.iter()).map(|t| t.name).find(|&name| name == text)
}

/// A result object rebuilt from its fields (see the module documentation).
pub(crate) trait Pickled: PyClass + Sized {
    /// The fields, in declaration order.
    fn state<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>>;
    /// The object from [`Pickled::state`]'s tuple.
    fn from_state(state: &Bound<'_, PyTuple>) -> PyResult<Self>;
}

/// Implements [`Pickled`] for a frozen result class from its field names,
/// in declaration order (every field listed: the struct literal checks
/// it), and gives the class its Python `__reduce__` and `_from_state` (a
/// `#[pymethods]` block of its own: pyo3's `multiple-pymethods`).
macro_rules! pickled {
    ($ty:ident { $($field:ident),* $(,)? }) => {
        impl $crate::pickling::Pickled for $ty {
            fn state<'py>(
                &self,
                py: ::pyo3::Python<'py>,
            ) -> ::pyo3::PyResult<::pyo3::Bound<'py, ::pyo3::types::PyTuple>> {
                ::pyo3::types::PyTuple::new(py, [$($crate::pickling::State::put(&self.$field, py)?),*])
            }
            fn from_state(state: &::pyo3::Bound<'_, ::pyo3::types::PyTuple>) -> ::pyo3::PyResult<$ty> {
                const FIELDS: &[&str] = &[$(stringify!($field)),*];
                $crate::pickling::check_len(state, FIELDS.len())?;
                let mut at = 0usize;
                let mut next = || {
                    at += 1;
                    state.get_item(at - 1)
                };
                Ok($ty { $($field: $crate::pickling::State::take(&next()?)?),* })
            }
        }

        #[::pyo3::pymethods]
        impl $ty {
            /// Pickle support: the fields, rebuilt by the private
            /// ``_from_state``.
            fn __reduce__<'py>(
                slf: &::pyo3::Bound<'py, Self>,
            ) -> ::pyo3::PyResult<(
                ::pyo3::Bound<'py, ::pyo3::PyAny>,
                (::pyo3::Bound<'py, ::pyo3::types::PyTuple>,),
            )> {
                $crate::pickling::reduce(slf)
            }

            /// The object from ``__reduce__``'s state (``TypeError`` or
            /// ``ValueError`` on a state no such object gives).
            #[staticmethod]
            #[pyo3(name = "_from_state")]
            fn unpickle(state: &::pyo3::Bound<'_, ::pyo3::types::PyTuple>) -> ::pyo3::PyResult<Self> {
                <Self as $crate::pickling::Pickled>::from_state(state)
            }
        }
    };
}
pub(crate) use pickled;

/// `ValueError` unless the state has `n` fields.
pub(crate) fn check_len(state: &Bound<'_, PyTuple>, n: usize) -> PyResult<()> {
    if state.len() == n {
        Ok(())
    } else {
        Err(PyValueError::new_err(format!("pickled state: expected {n} fields, got {}", state.len())))
    }
}

/// `__reduce__` of a [`Pickled`] class: its `_from_state` and the state.
pub(crate) fn reduce<'py, T>(slf: &Bound<'py, T>) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyTuple>,))>
where
    T: Pickled + PyClass<Frozen = pyo3::pyclass::boolean_struct::True> + Sync,
{
    let state = slf.get().state(slf.py())?;
    Ok((slf.as_any().get_type().into_any().getattr("_from_state")?, (state,)))
}
