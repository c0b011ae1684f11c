//! Python arguments, converted and checked before any Rust work is done.
//!
//! Integers: any Python `int` or object with `__index__` (NumPy integers
//! included) is accepted whatever its size, and judged by range by the
//! caller; `bool` and everything else (floats, strings, `None`) is a
//! `TypeError`. Strings: only `str`, read lossily, so that a lone surrogate
//! makes an invalid vertex or name rather than a `UnicodeEncodeError`.

use std::fmt;

use go_core::{BoardSize, Point};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyFloat, PyInt, PyString};

use crate::errors;

/// A Python integer argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Int {
    /// A value that fits `i128`.
    Small(i128),
    /// A value beyond `i128`, kept as its decimal text for messages.
    Huge(String),
}

impl Int {
    /// The value when it fits `T`.
    fn to<T: TryFrom<i128>>(&self) -> Option<T> {
        match self {
            Int::Small(v) => T::try_from(*v).ok(),
            Int::Huge(_) => None,
        }
    }

    fn small(&self) -> Option<i128> {
        self.to()
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Int::Small(v) => write!(f, "{v}"),
            Int::Huge(text) => f.write_str(text),
        }
    }
}

/// The name of `obj`'s type, for messages.
fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "object".to_owned())
}

impl<'a, 'py> FromPyObject<'a, 'py> for Int {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Int> {
        let py = obj.py();
        if obj.is_instance_of::<PyBool>() {
            return Err(PyTypeError::new_err("expected an int, got bool"));
        }
        let int = if obj.is_instance_of::<PyInt>() {
            obj.to_owned()
        } else {
            let index = py.import(intern!(py, "operator"))?.getattr(intern!(py, "index"))?;
            match index.call1((obj,)) {
                Ok(i) => i,
                Err(e) if e.is_instance_of::<PyTypeError>(py) => {
                    return Err(PyTypeError::new_err(format!("expected an int, got {}", type_name(&obj))));
                }
                Err(e) => return Err(e),
            }
        };
        match int.extract::<i128>() {
            Ok(v) => Ok(Int::Small(v)),
            Err(_) => Ok(Int::Huge(int.str()?.to_string_lossy().into_owned())),
        }
    }
}

/// A Python `str` argument, read lossily (lone surrogates become U+FFFD).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Text(pub(crate) String);

impl<'a, 'py> FromPyObject<'a, 'py> for Text {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Text> {
        match obj.cast::<PyString>() {
            Ok(s) => Ok(Text(s.to_string_lossy().into_owned())),
            Err(_) => Err(PyTypeError::new_err(format!("expected a str, got {}", type_name(&obj)))),
        }
    }
}

/// A komi argument (`int`, `float` or `str`) as decimal text, to be read by
/// go-core's `Komi` parser so that one set of rules decides what is valid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct KomiText(pub(crate) String);

impl<'a, 'py> FromPyObject<'a, 'py> for KomiText {
    type Error = PyErr;

    fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<KomiText> {
        if let Ok(s) = obj.cast::<PyString>() {
            return Ok(KomiText(s.to_string_lossy().into_owned()));
        }
        if obj.is_instance_of::<PyFloat>() {
            // Rust prints every finite f64 in plain decimal, shortest form
            // that reads back the same (6.5, 7, 0.0001, 1000...0); NaN and
            // infinities print as words that the parser refuses.
            let v: f64 = obj.extract()?;
            return Ok(KomiText(format!("{v}")));
        }
        match obj.extract::<Int>() {
            Ok(i) => Ok(KomiText(i.to_string())),
            Err(e) if e.is_instance_of::<PyTypeError>(obj.py()) => {
                Err(PyTypeError::new_err(format!("expected komi as an int, float or str, got {}", type_name(&obj))))
            }
            Err(e) => Err(e),
        }
    }
}

/// The point `(x, y)`, or `IllegalMoveError` (`off_board`) when a coordinate
/// does not fit go-core's `Point` at all. Whether the point is on this board
/// is go-core's question.
pub(crate) fn point(x: &Int, y: &Int) -> PyResult<Point> {
    match (x.to::<u8>(), y.to::<u8>()) {
        (Some(px), Some(py)) => Ok(Point::new(px, py)),
        _ => Err(errors::off_board(x, y, x.small().zip(y.small()))),
    }
}

/// The board size `width` x `height`: go-core judges every value that fits its
/// types; the rest (negative, beyond `u32`) get the same error here.
pub(crate) fn board_size(width: &Int, height: &Int) -> PyResult<BoardSize> {
    if let (Some(w), Some(h)) = (width.to::<u32>(), height.to::<u32>()) {
        return BoardSize::new(w, h).map_err(errors::setup);
    }
    Err(errors::setup_argument(
        "invalid_size",
        format!("invalid board size {width}x{height}: each side must be 1..=52"),
    ))
}

/// A handicap stone count: 0 (none) or a count that fits `u32` for go-core
/// to judge; anything else is refused here.
pub(crate) fn handicap_stones(stones: &Int) -> PyResult<u32> {
    stones.to::<u32>().ok_or_else(|| {
        errors::setup_argument(
            "invalid_handicap",
            format!("invalid handicap of {stones} stones: it must be 0, or 2 or more and fit on the board"),
        )
    })
}

/// A playout seed: an int in `0..2**64`, else `ValueError`.
pub(crate) fn seed(seed: &Int) -> PyResult<u64> {
    seed.to::<u64>().ok_or_else(|| PyValueError::new_err(format!("seed must be in range 0..2**64, got {seed}")))
}

/// A side named by text: ``"black"`` or ``"white"`` (also ``"b"``, ``"w"``;
/// any case).
///
/// # Errors
/// `SetupError` with reason `invalid_color` for any other text.
pub(crate) fn color(text: &Text) -> PyResult<go_core::Color> {
    match text.0.trim().to_ascii_lowercase().as_str() {
        "black" | "b" => Ok(go_core::Color::Black),
        "white" | "w" => Ok(go_core::Color::White),
        _ => Err(errors::setup_argument(
            "invalid_color",
            format!("not a side: {:?} (use \"black\" or \"white\")", text.0),
        )),
    }
}

/// An integer argument `name` in `min..=max`, else `ValueError` naming the
/// range.
pub(crate) fn in_range(value: &Int, min: u32, max: u32, name: &str) -> PyResult<u32> {
    value
        .to::<u32>()
        .filter(|v| (min..=max).contains(v))
        .ok_or_else(|| PyValueError::new_err(format!("{name} must be in range {min}..={max}, got {value}")))
}
