//! Python values to go-core values and back. Arguments are converted and
//! checked here, before any Rust work is done; every rule is go-core's.
//!
//! Integers: any Python `int` or object with `__index__` (NumPy integers
//! included) is accepted whatever its size and judged by range; `bool`,
//! floats, strings and `None` are a `TypeError`. Strings: only `str`, read
//! lossily, so that a lone surrogate makes an invalid word rather than a
//! `UnicodeEncodeError`. Vocabulary words (colours, ko rules, topologies,
//! ...) are read by the core's `FromStr`: the snake_case name or an alias,
//! case-insensitive, `-` and spaces read as `_`.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use go_core::{BoardSize, Coded, Color, ErrorKind, Grid, Komi, Move, Point, Seat};
use numpy::PyArray2;
use numpy::ndarray::Array2;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyFloat, PyInt, PyList, PySequence, PyString, PyTuple};

use crate::errors::{self, Class, Raised};

/// A Python integer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Int {
    /// A value that fits `i128`.
    Small(i128),
    /// A value beyond `i128`, kept as its decimal text for messages.
    Huge(String),
}

impl Int {
    /// The value when it fits `T`.
    pub(crate) fn to<T: TryFrom<i128>>(&self) -> Option<T> {
        match self {
            Int::Small(v) => T::try_from(*v).ok(),
            Int::Huge(_) => None,
        }
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
pub(crate) fn type_name(obj: &Bound<'_, PyAny>) -> String {
    obj.get_type().name().map(|n| n.to_string()).unwrap_or_else(|_| "object".to_owned())
}

/// `TypeError: <what> must be <expected>, not <type>`.
pub(crate) fn type_error(what: &str, expected: &str, obj: &Bound<'_, PyAny>) -> PyErr {
    PyTypeError::new_err(format!("{what} must be {expected}, not {}", type_name(obj)))
}

/// An integer argument `what`.
pub(crate) fn int(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<Int> {
    if obj.is_instance_of::<PyBool>() {
        return Err(type_error(what, "an int", obj));
    }
    let owned;
    let int = if obj.is_instance_of::<PyInt>() {
        obj
    } else {
        let py = obj.py();
        let index = py.import(intern!(py, "operator"))?.getattr(intern!(py, "index"))?;
        match index.call1((obj,)) {
            Ok(i) => {
                owned = i;
                &owned
            }
            Err(e) => return Err(as_type_error(e, obj, || type_error(what, "an int", obj))),
        }
    };
    // i64 first: one C call; pyo3's i128 conversion under the limited API
    // (abi3) goes through several Python operations.
    if let Ok(v) = int.extract::<i64>() {
        return Ok(Int::Small(i128::from(v)));
    }
    match int.extract::<i128>() {
        Ok(v) => Ok(Int::Small(v)),
        Err(_) => Ok(Int::Huge(int.str()?.to_string_lossy().into_owned())),
    }
}

/// A `str` argument `what`, read lossily.
pub(crate) fn text(obj: &Bound<'_, PyAny>, what: &str) -> PyResult<String> {
    match obj.cast::<PyString>() {
        Ok(s) => Ok(s.to_string_lossy().into_owned()),
        Err(_) => Err(type_error(what, "a str", obj)),
    }
}

/// The most names an [`opt_texts`] argument may hold.
pub(crate) const MAX_TEXTS: usize = 256;

/// An optional sequence of `str` argument `what` (a list, a tuple or any
/// other sequence; a lone `str` or `bytes` is not one), read lossily;
/// `None` stays `None`.
///
/// # Errors
/// `TypeError` naming `what` for anything else, or naming `what[i]` for a
/// non-`str` item; `ValueError` for more than [`MAX_TEXTS`] items (read
/// no further, so that a sequence that never ends is refused too); an
/// item's own exception as it is.
pub(crate) fn opt_texts(obj: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Option<Vec<String>>> {
    let Some(obj) = obj.filter(|o| !o.is_none()) else { return Ok(None) };
    let expected = "a sequence of str";
    if obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
        return Err(type_error(what, expected, obj));
    }
    // A sequence, or a one-dimensional NumPy array of str (found from
    // outside: `features(planes=np.array([...]))` was refused while the
    // loader takes arrays of paths); not a set or a generator, whose order
    // is no order.
    let array = obj.hasattr(intern!(obj.py(), "__array__"))?
        && obj.getattr(intern!(obj.py(), "ndim")).and_then(|n| n.extract::<usize>()).is_ok_and(|n| n == 1);
    if !array && obj.cast::<PySequence>().is_err() {
        return Err(type_error(what, expected, obj));
    }
    let mut out = Vec::new();
    for (k, item) in obj.try_iter()?.enumerate() {
        if k == MAX_TEXTS {
            return Err(about(PyValueError::new_err(format!("{what} must hold at most {MAX_TEXTS} names")), what));
        }
        let item = item?;
        match item.cast::<PyString>() {
            Ok(s) => out.push(s.to_string_lossy().into_owned()),
            Err(_) => return Err(type_error(&format!("{what}[{k}]"), "a str", &item)),
        }
    }
    Ok(Some(out))
}

/// A vocabulary word: the name (or an alias) of a value of the core's enum
/// `T`, read by its `FromStr`.
///
/// # Errors
/// `TypeError` for a non-`str`, naming the argument and listing the names;
/// the core's `ParseError` (`reason="unknown_name"`, which lists the
/// names) with `argument` set and the argument's name leading the message.
pub(crate) fn word<T>(obj: &Bound<'_, PyAny>, argument: &'static str) -> PyResult<T>
where
    T: Coded + FromStr,
    T::Err: errors::CoreError,
{
    let Ok(s) = obj.cast::<PyString>() else {
        let names = T::VOCABULARY.names().join(", ");
        return Err(type_error(argument, &format!("a str (one of: {names})"), obj));
    };
    s.to_string_lossy().parse::<T>().map_err(errors::named(argument))
}

/// A text the core's `FromStr` reads into `T` (rules, seats): `TypeError`
/// for a non-`str` (`expected` says what it must be); the core's error with
/// `argument` set and the argument's name leading the message.
pub(crate) fn parsed<T>(obj: &Bound<'_, PyAny>, argument: &'static str, expected: &str) -> PyResult<T>
where
    T: FromStr,
    T::Err: errors::CoreError,
{
    let Ok(s) = obj.cast::<PyString>() else {
        return Err(type_error(argument, expected, obj));
    };
    s.to_string_lossy().parse::<T>().map_err(errors::named(argument))
}

/// A colour: `"black"`/`"b"` or `"white"`/`"w"` (any case).
pub(crate) fn color(obj: &Bound<'_, PyAny>, argument: &'static str) -> PyResult<Color> {
    word(obj, argument)
}

/// A seat: `"B1"`, `"w2"` (the core's `Seat` text).
pub(crate) fn seat(obj: &Bound<'_, PyAny>, argument: &'static str) -> PyResult<Seat> {
    parsed(obj, argument, "a str such as 'B1' (a colour's letter and a seat number from 1)")
}

/// A komi: an `int`, a `float` or a `str` such as `"6.5"`, read by the
/// core's `Komi` parser (a multiple of 0.5 within ±10000). A
/// `decimal.Decimal` is read by its exact digits (`6.50000000000000000001`
/// is refused, not rounded to 6.5); any other real number (`numpy.float32`,
/// `fractions.Fraction`) through its `__float__`. A `bool`, NumPy's
/// included (a 0-d array too), and a complex number are refused: a truth
/// value is no komi, and a complex one would lose its imaginary part.
pub(crate) fn komi(obj: &Bound<'_, PyAny>, argument: &'static str) -> PyResult<Komi> {
    let py = obj.py();
    let t = if let Ok(s) = obj.cast::<PyString>() {
        s.to_string_lossy().into_owned()
    } else if obj.is_instance_of::<PyFloat>() {
        float_text(obj.extract()?)
    } else if obj.is_instance_of::<PyBool>() {
        return Err(type_error(argument, "an int, a float or a str", obj));
    } else {
        match int(obj, argument) {
            Ok(i) => i.to_string(),
            Err(_) if obj.is_instance(&py.import(intern!(py, "decimal"))?.getattr(intern!(py, "Decimal"))?)? => {
                // Its digits as written, in plain notation (`1E+1` is 10).
                let builtins = py.import(intern!(py, "builtins"))?;
                builtins.getattr(intern!(py, "format"))?.call1((obj, "f"))?.extract::<String>()?
            }
            // A NumPy value (a scalar or a 0-d array) of a kind other than
            // integer or float, and a complex number, have a `__float__`
            // that drops something: refused (found from outside:
            // `komi=numpy.True_` and `numpy.array(True)` became 1,
            // `numpy.complex128(6.5+3j)` 6.5).
            Err(_) if !plain_real(obj)? => {
                return Err(type_error(argument, "an int, a float or a str", obj));
            }
            Err(_) if obj.hasattr(intern!(obj.py(), "__float__")).unwrap_or(false) => {
                // A float-like object (a NumPy scalar, a Decimal); one
                // whose `__float__` refuses with a TypeError (an array of
                // more than one value) is refused under the argument's
                // name; any other exception of its own passes through.
                let v = match obj.call_method0(intern!(obj.py(), "__float__")).and_then(|f| f.extract::<f64>()) {
                    Ok(v) => v,
                    Err(e) => {
                        return Err(as_type_error(e, obj, || type_error(argument, "an int, a float or a str", obj)));
                    }
                };
                float_text(v)
            }
            Err(_) => return Err(type_error(argument, "an int, a float or a str", obj)),
        }
    };
    t.parse::<Komi>().map_err(errors::arg(argument))
}

/// Whether `obj`, read through its `__float__` as a komi, is a real
/// number: not a NumPy value (scalar or array) whose dtype is neither
/// integer nor float (a bool, a complex), not a `numbers.Complex` that is
/// no `numbers.Real`.
fn plain_real(obj: &Bound<'_, PyAny>) -> PyResult<bool> {
    let py = obj.py();
    if let Ok(dtype) = obj.getattr(intern!(py, "dtype"))
        && let Ok(kind) = dtype.getattr(intern!(py, "kind")).and_then(|k| k.extract::<String>())
    {
        return Ok(matches!(kind.as_str(), "i" | "u" | "f"));
    }
    let numbers = py.import(intern!(py, "numbers"))?;
    let complex = obj.is_instance(&numbers.getattr(intern!(py, "Complex"))?)?;
    Ok(!complex || obj.is_instance(&numbers.getattr(intern!(py, "Real"))?)?)
}

/// A float as komi text: plain decimal, the shortest form that reads back
/// the same (6.5, 7, 0.0001), for the values a komi can be; outside them
/// (below 0.001 but not 0, from 1e15 up) exponent form, which the parser
/// refuses and the message shows as given (1e300, not a truncated row of
/// digits); NaN and the infinities as words the parser refuses.
fn float_text(v: f64) -> String {
    if v.is_finite() && v != 0.0 && !(1e-3..1e15).contains(&v.abs()) { format!("{v:e}") } else { format!("{v}") }
}

/// What an off-board coordinate pair is refused as, where the core cannot
/// even hold it: the kind and class the core gives an off-board point in
/// the same place.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Place {
    /// A move: `IllegalMoveError`, `off_board`.
    Move,
    /// A setup or handicap point: `SetupError`, `setup_off_board`.
    Setup,
    /// A dead-stone mark: `CountingError`, `mark_off_board`.
    Mark,
}

impl Place {
    fn refuse(self, x: &Int, y: &Int, argument: &'static str) -> PyErr {
        let (class, kind) = match self {
            Place::Move => (Class::Illegal, ErrorKind::OffBoard),
            Place::Setup => (Class::Setup, ErrorKind::SetupOffBoard),
            Place::Mark => (Class::Counting, ErrorKind::MarkOffBoard),
        };
        let mut r = Raised::new(class, kind, format!("point ({x}, {y}) is off the board")).argument(argument);
        if let (Some(a), Some(b)) = (x.to::<i128>(), y.to::<i128>()) {
            r = r.at(a, b);
        }
        r.into_pyerr()
    }
}

/// A pair of integers `(x, y)` from a tuple or list of two, fast for the
/// common case of two small ints in a tuple.
fn xy_pair(obj: &Bound<'_, PyAny>, argument: &'static str) -> PyResult<Option<(Int, Int)>> {
    if let Ok(t) = obj.cast::<PyTuple>() {
        if t.len() != 2 {
            return Ok(None);
        }
        let (a, b) = (t.get_item(0)?, t.get_item(1)?);
        return Ok(Some((int(&a, argument)?, int(&b, argument)?)));
    }
    if let Ok(l) = obj.cast::<PyList>() {
        if l.len() != 2 {
            return Ok(None);
        }
        let (a, b) = (l.get_item(0)?, l.get_item(1)?);
        return Ok(Some((int(&a, argument)?, int(&b, argument)?)));
    }
    Ok(None)
}

/// A point: `(x, y)` (0-based column and row from the top-left corner, as
/// SGF) or a GTP vertex such as `"D4"` on a board of `size`.
///
/// # Errors
/// `TypeError` for another type; a GTP text that is not a vertex of the
/// board is the core's `ParseError` (`invalid_vertex`); coordinates
/// beyond the core's `Point` (negative, or over 255) are refused as
/// `place` says. Whether an `(x, y)` that fits is on the board is the
/// core's question, asked by the call that uses it.
pub(crate) fn point(obj: &Bound<'_, PyAny>, size: BoardSize, place: Place, argument: &'static str) -> PyResult<Point> {
    if let Some((x, y)) = xy_pair(obj, argument)? {
        return match (x.to::<u8>(), y.to::<u8>()) {
            (Some(a), Some(b)) => Ok(Point::new(a, b)),
            _ => Err(place.refuse(&x, &y, argument)),
        };
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Point::parse_vertex(&s.to_string_lossy(), size).map_err(errors::arg(argument));
    }
    Err(type_error(argument, "a point (x, y) or a GTP vertex such as 'D4'", obj))
}

/// A move: a point (see [`point`]), or `None` or `"pass"` (any case) for a
/// pass.
pub(crate) fn move_(obj: &Bound<'_, PyAny>, size: BoardSize, argument: &'static str) -> PyResult<Move> {
    if obj.is_none() {
        return Ok(Move::Pass);
    }
    if let Some((x, y)) = xy_pair(obj, argument)? {
        return match (x.to::<u8>(), y.to::<u8>()) {
            (Some(a), Some(b)) => Ok(Move::Play(Point::new(a, b))),
            _ => Err(Place::Move.refuse(&x, &y, argument)),
        };
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Move::parse_vertex(&s.to_string_lossy(), size).map_err(errors::arg(argument));
    }
    Err(type_error(argument, "a move: (x, y), a GTP vertex such as 'D4', 'pass' or None", obj))
}

/// A point asked about: `None` for coordinates beyond the core's `Point`
/// (negative, or over 255), which lie off every board, so that queries
/// answer them as the core answers any off-board point.
pub(crate) fn query_point(obj: &Bound<'_, PyAny>, size: BoardSize, argument: &'static str) -> PyResult<Option<Point>> {
    if let Some((x, y)) = xy_pair(obj, argument)? {
        return Ok(x.to::<u8>().zip(y.to::<u8>()).map(|(a, b)| Point::new(a, b)));
    }
    point(obj, size, Place::Move, argument).map(Some)
}

/// A list of points (any iterable of [`point`]s).
pub(crate) fn points(
    obj: &Bound<'_, PyAny>,
    size: BoardSize,
    place: Place,
    argument: &'static str,
) -> PyResult<Vec<Point>> {
    if obj.is_instance_of::<PyString>() {
        return Err(type_error(argument, "an iterable of points", obj));
    }
    let mut out = Vec::new();
    for item in
        obj.try_iter().map_err(|e| as_type_error(e, obj, || type_error(argument, "an iterable of points", obj)))?
    {
        out.push(point(&item?, size, place, argument)?);
    }
    Ok(out)
}

/// A point as Python's `(x, y)`.
pub(crate) fn xy(p: Point) -> (u8, u8) {
    (p.x, p.y)
}

/// Points as a list of `(x, y)`.
pub(crate) fn xys(points: &[Point]) -> Vec<(u8, u8)> {
    points.iter().map(|&p| xy(p)).collect()
}

/// Points as [`xys`], in row-major order (by row, then column): the order
/// of every list of points a call returns that has no order of its own
/// (the points a dead-stone toggle changed, on a `Game` and a
/// `PhantomGame` alike).
pub(crate) fn sorted_xys(points: &[Point]) -> Vec<(u8, u8)> {
    let mut v = xys(points);
    v.sort_by_key(|&(x, y)| (y, x));
    v
}

/// A move as Python's `(x, y)` or `None` for a pass.
pub(crate) fn move_xy(mv: Move) -> Option<(u8, u8)> {
    mv.point().map(xy)
}

/// A grid as a NumPy array of shape `(height, width)`, indexed `[y, x]`.
/// The array's memory belongs to a Rust container, not to NumPy, so that an
/// array made read-only ([`read_only`]) cannot be made writeable again
/// (NumPy refuses ``setflags(write=True)`` on memory it does not own).
pub(crate) fn grid_array<'py, T: numpy::Element + Clone>(
    py: Python<'py>,
    grid: &Grid<T>,
) -> PyResult<Bound<'py, PyArray2<T>>> {
    let size = grid.size();
    let shape = (usize::from(size.height()), usize::from(size.width()));
    let array = Array2::from_shape_vec(shape, grid.as_slice().to_vec())
        .map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
    Ok(PyArray2::from_owned_array(py, array))
}

/// Per-point values of a board of `size`, row-major, as a NumPy array of
/// shape `(height, width)`.
pub(crate) fn values_array<'py, T: numpy::Element + Clone>(
    py: Python<'py>,
    size: BoardSize,
    values: Vec<T>,
) -> PyResult<Bound<'py, PyArray2<T>>> {
    let grid = Grid::from_vec(size, values).map_err(errors::err)?;
    grid_array(py, &grid)
}

/// A board size: an int (a square board) or a pair `(width, height)`;
/// each side 1..=52 (the core's `BoardSize`).
pub(crate) fn board_size(obj: &Bound<'_, PyAny>, argument: &'static str) -> PyResult<BoardSize> {
    let (w, h) = if let Some((w, h)) = xy_pair(obj, argument)? {
        (w, h)
    } else {
        let side = int(obj, argument)
            .map_err(|e| as_type_error(e, obj, || type_error(argument, "an int or a pair (width, height)", obj)))?;
        (side.clone(), side)
    };
    match (w.to::<u32>(), h.to::<u32>()) {
        (Some(a), Some(b)) => BoardSize::new(a, b).map_err(errors::arg(argument)),
        _ => Err(Raised::new(
            Class::Setup,
            ErrorKind::InvalidSize,
            format!("invalid board size {w}x{h}: each side must be 1..=52"),
        )
        .argument(argument)
        .into_pyerr()),
    }
}

/// `array` made read-only (NumPy's ``writeable`` flag off), for an array
/// that a frozen result object holds and returns at every access: a change
/// through one access would otherwise change the object itself.
pub(crate) fn read_only<'py, T>(array: Bound<'py, T>) -> PyResult<Bound<'py, T>> {
    let py = array.py();
    array.as_any().getattr(intern!(py, "flags"))?.setattr(intern!(py, "writeable"), false)?;
    Ok(array)
}

/// A vocabulary enum's name, for output.
pub(crate) fn name<T: go_core::Coded>(value: T) -> &'static str {
    value.name()
}

/// `e` normalised by the interpreter itself (raised, then fetched back),
/// so that reading its type or value later never releases the
/// interpreter. PyO3 normalises an error it has not yet raised (one made
/// by `new_err`, or fetched under Python 3.11) with the interpreter
/// released, to avoid a deadlock of its own; inside a game's lock that let
/// other threads run while the game was held, and their calls found it in
/// use (found from outside: while one thread's marks on an empty point
/// were refused, every `score()` of another thread was refused too).
/// Every error read inside a lock goes through here first.
pub(crate) fn normalized(py: Python<'_>, e: PyErr) -> PyErr {
    e.restore(py);
    PyErr::fetch(py)
}

/// `e` with its `argument` attribute set to `what`, as a
/// [`GoError`](crate::errors)'s is: the argument a `ValueError` is about.
pub(crate) fn about(e: PyErr, what: &str) -> PyErr {
    Python::attach(|py| {
        let e = normalized(py, e);
        // An exception that takes no attribute stays as it is.
        let _ = e.value(py).setattr(intern!(py, "argument"), what);
        e
    })
}

/// An integer argument `what` in `range`, else `ValueError` naming the
/// argument and the range (whatever the int's size: never an
/// `OverflowError`), with its `argument` attribute set to `what`, as a
/// [`GoError`](crate::errors)'s is.
pub(crate) fn ranged<T>(obj: &Bound<'_, PyAny>, what: &str, range: RangeInclusive<T>) -> PyResult<T>
where
    T: TryFrom<i128> + PartialOrd + fmt::Display,
{
    let v = int(obj, what)?;
    match v.to::<T>() {
        Some(n) if range.contains(&n) => Ok(n),
        _ => {
            let e =
                PyValueError::new_err(format!("{what} must be in range {}..={}, got {v}", range.start(), range.end()));
            Err(about(e, what))
        }
    }
}

/// An optional [`ranged`] argument (`None` stays `None`).
pub(crate) fn opt_ranged<T>(obj: Option<&Bound<'_, PyAny>>, what: &str, range: RangeInclusive<T>) -> PyResult<Option<T>>
where
    T: TryFrom<i128> + PartialOrd + fmt::Display,
{
    match obj {
        Some(o) if !o.is_none() => ranged(o, what, range).map(Some),
        _ => Ok(None),
    }
}

/// An integer argument `what` in `0..=T::MAX` (milliseconds, counts,
/// seeds), else `ValueError` naming the range.
pub(crate) fn unsigned<T: TryFrom<i128> + PartialOrd + fmt::Display + Bounded>(
    obj: &Bound<'_, PyAny>,
    what: &str,
) -> PyResult<T> {
    ranged(obj, what, T::ZERO..=T::MAX_VALUE)
}

/// The smallest and largest values of an unsigned integer type, for
/// ranges and messages.
pub(crate) trait Bounded: Sized {
    /// Zero.
    const ZERO: Self;
    /// The largest value.
    const MAX_VALUE: Self;
}

impl Bounded for u32 {
    const ZERO: u32 = 0;
    const MAX_VALUE: u32 = u32::MAX;
}

impl Bounded for u64 {
    const ZERO: u64 = 0;
    const MAX_VALUE: u64 = u64::MAX;
}

impl Bounded for usize {
    const ZERO: usize = 0;
    const MAX_VALUE: usize = usize::MAX;
}

/// An optional [`unsigned`] argument (`None` stays `None`).
pub(crate) fn opt_unsigned<T: TryFrom<i128> + PartialOrd + fmt::Display + Bounded>(
    obj: Option<&Bound<'_, PyAny>>,
    what: &str,
) -> PyResult<Option<T>> {
    opt_ranged(obj, what, T::ZERO..=T::MAX_VALUE)
}

/// An optional `bool` argument `what` (`None` stays `None`): only `True`
/// or `False` (NumPy's `numpy.bool` too), anything else a `TypeError`
/// naming the argument (an int or a string would be read as a truth value
/// by mistake).
pub(crate) fn opt_flag(obj: Option<&Bound<'_, PyAny>>, what: &str) -> PyResult<Option<bool>> {
    match obj {
        None => Ok(None),
        Some(o) if o.is_none() => Ok(None),
        Some(o) => o.extract::<bool>().map(Some).map_err(|_| type_error(what, "a bool", o)),
    }
}

/// A sequence of [`unsigned`] integers (any iterable but a `str` or
/// `bytes`), each judged by the range and the argument's name.
pub(crate) fn unsigned_list<T: TryFrom<i128> + PartialOrd + fmt::Display + Bounded>(
    obj: &Bound<'_, PyAny>,
    what: &str,
) -> PyResult<Vec<T>> {
    let refuse = || type_error(what, "an iterable of ints", obj);
    if obj.is_instance_of::<PyString>() || obj.is_instance_of::<PyBytes>() {
        return Err(refuse());
    }
    let mut out = Vec::new();
    for item in obj.try_iter().map_err(|_| refuse())? {
        out.push(unsigned(&item?, what)?);
    }
    Ok(out)
}

/// A pair of [`unsigned`] integers, a tuple or list of two.
pub(crate) fn unsigned_pair<T: TryFrom<i128> + PartialOrd + fmt::Display + Bounded>(
    obj: &Bound<'_, PyAny>,
    what: &str,
) -> PyResult<(T, T)> {
    let pair = obj
        .cast::<PyTuple>()
        .ok()
        .filter(|t| t.len() == 2)
        .map(|t| (t.get_item(0), t.get_item(1)))
        .or_else(|| obj.cast::<PyList>().ok().filter(|l| l.len() == 2).map(|l| (l.get_item(0), l.get_item(1))));
    match pair {
        Some((a, b)) => Ok((unsigned(&a?, what)?, unsigned(&b?, what)?)),
        None => Err(type_error(what, "a pair of ints", obj)),
    }
}

/// Python's `repr` of a value converted to Python (for `__repr__` texts
/// that read as Python: `None`, `'black'`, `(3, 4)`).
pub(crate) fn repr<'py, T: IntoPyObject<'py>>(py: Python<'py>, value: T) -> String {
    use pyo3::IntoPyObjectExt;
    value.into_bound_py_any(py).and_then(|o| o.repr().map(|s| s.to_string())).unwrap_or_else(|_| "?".to_owned())
}

/// Calls `go_core._svg.<function>(target, **options)` (the SVG renderer,
/// presentation in Python reading the public data) and returns its text.
pub(crate) fn svg(
    target: &Bound<'_, PyAny>,
    function: &str,
    options: Option<&Bound<'_, pyo3::types::PyDict>>,
) -> PyResult<String> {
    let module = target.py().import("go_core._svg")?;
    module.getattr(function)?.call((target,), options)?.extract()
}

/// The items of `dict`, copied first (`dict.items()` as a list): reading
/// them may run Python code (a key's `__index__`) that changes the dict,
/// which iterating it directly would answer with a panic.
pub(crate) fn dict_items<'py>(
    dict: &Bound<'py, pyo3::types::PyDict>,
) -> PyResult<Vec<(Bound<'py, PyAny>, Bound<'py, PyAny>)>> {
    dict.items().iter().map(|item| item.extract()).collect()
}

/// `error` unless it is a `TypeError`, which `instead` words for the
/// argument: an exception raised by the caller's own code (an
/// `__index__` that raises `KeyboardInterrupt`) goes through unchanged
/// (found from outside: it became a `TypeError`).
pub(crate) fn as_type_error(error: PyErr, obj: &Bound<'_, PyAny>, instead: impl FnOnce() -> PyErr) -> PyErr {
    let error = normalized(obj.py(), error);
    if error.is_instance_of::<PyTypeError>(obj.py()) { instead() } else { error }
}

/// The `dtype` argument of the feature planes: a name (`"float32"`,
/// `"uint8"`, or a NumPy spelling of either such as `"f4"`; other text is
/// judged by the caller) or anything `numpy.dtype` takes
/// (`numpy.float32`, `numpy.dtype("uint8")`), read as its name (found from
/// outside: `dtype=np.float32` was a `TypeError`).
pub(crate) fn dtype_name(obj: &Bound<'_, PyAny>) -> PyResult<String> {
    let py = obj.py();
    if obj.is_instance_of::<pyo3::types::PyString>() {
        let name = text(obj, "dtype")?;
        // A NumPy spelling of an array type ("f4", "<f4", "u1", "B") by its
        // canonical name (found from outside: np.dtype("float32") was
        // taken and "f4" refused); any other text is judged as written.
        if name != "float32" && name != "uint8" {
            let numpy = py.import(intern!(py, "numpy"))?;
            if let Ok(dtype) = numpy.getattr(intern!(py, "dtype"))?.call1((obj,))
                && let Ok(canonical) = dtype.getattr(intern!(py, "name"))?.extract::<String>()
                && (canonical == "float32" || canonical == "uint8")
            {
                native(&dtype, &name)?;
                return Ok(canonical);
            }
        }
        return Ok(name);
    }
    match py.import(intern!(py, "numpy"))?.getattr(intern!(py, "dtype"))?.call1((obj,)) {
        Ok(dtype) => {
            native(&dtype, &dtype.str()?.to_string_lossy())?;
            dtype.getattr(intern!(py, "name"))?.extract()
        }
        Err(e) => Err(as_type_error(e, obj, || type_error("dtype", "'float32', 'uint8' or a NumPy dtype", obj))),
    }
}

/// `ValueError` for a NumPy dtype in the other byte order than the
/// machine's (`">f4"` here): the arrays are made in the machine's order,
/// and a dtype naming the other one would be dropped without a word
/// (found from outside).
fn native(dtype: &Bound<'_, PyAny>, written: &str) -> PyResult<()> {
    if dtype.getattr(intern!(dtype.py(), "isnative"))?.is_truthy()? {
        return Ok(());
    }
    let e = PyValueError::new_err(format!(
        "dtype {written:?} is in the other byte order than this machine's: the arrays are made in the machine's \
         order (convert with .astype({written:?}) afterwards)"
    ));
    Err(about(e, "dtype"))
}

/// The answer of an `__eq__`: `NotImplemented` when the other object is
/// not of the class (`None`), so that Python asks the other side, as for
/// the classes whose equality pyo3 derives (found from outside:
/// `score == unittest.mock.ANY` was False while `mock.ANY == score` was
/// True); else the bool.
pub(crate) fn compared(py: Python<'_>, equal: Option<bool>) -> Py<PyAny> {
    match equal {
        None => py.NotImplemented(),
        Some(b) => pyo3::types::PyBool::new(py, b).to_owned().into_any().unbind(),
    }
}

/// Python `bytes` holding `data`, or `MemoryError` when Python cannot
/// allocate them (`PyBytes::new` panics then: found from outside, a large
/// record written under a memory limit gave an internal error).
pub(crate) fn bytes<'py>(py: Python<'py>, data: &[u8]) -> PyResult<Bound<'py, pyo3::types::PyBytes>> {
    pyo3::types::PyBytes::new_with(py, data.len(), |buf| {
        buf.copy_from_slice(data);
        Ok(())
    })
}

/// A Python `str` holding `text`, or `MemoryError` when Python cannot
/// allocate it: a text of a mebibyte or more is made through `bytes` and
/// decoded, whose failures are Python errors (`PyString::new` panics).
pub(crate) fn large_text<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, pyo3::types::PyString>> {
    if text.len() < 1 << 20 {
        return Ok(pyo3::types::PyString::new(py, text));
    }
    Ok(bytes(py, text.as_bytes())?.call_method1("decode", ("utf-8",))?.cast_into::<pyo3::types::PyString>()?)
}

/// The `MemoryError` for output whose memory could not be reserved.
pub(crate) fn no_memory(e: &std::collections::TryReserveError) -> PyErr {
    pyo3::exceptions::PyMemoryError::new_err(format!("the output's memory could not be reserved: {e}"))
}
