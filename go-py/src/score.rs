//! `go_core.Score` and `go_core.SideScore`: a count of a position
//! (RULES.md section 4), from `go_core::Score`.

use go_core::{BoardSize, Score, SideScore};
use numpy::{PyArray2, PyArrayMethods, PyUntypedArrayMethods};
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;

use crate::convert;

/// One side's part of a count (``Score.black``, ``Score.white``). Which
/// fields add up to ``total`` depends on the counting method (RULES.md
/// section 4), each plus the side's ``penalty`` (Pair Go penalty points
/// received, RULES.md section 6):
///
/// - area: ``stones + territory``, plus ``komi`` and ``bonus`` for White;
/// - territory: ``territory + prisoners +`` the opponent's ``dead_stones``,
///   plus ``komi`` for White;
/// - game site: ``territory -`` the opponent's ``prisoners`` ``-
///   dead_stones``, minus ``komi`` for Black.
///
/// Fields (ints unless said): ``stones`` (living stones on the board),
/// ``territory`` (empty points, dead stones' points included, counted for
/// the side), ``prisoners`` (stones captured during play, AGA pass stones
/// included), ``dead_stones`` (own stones marked dead), ``komi`` (points,
/// float: received by White, or paid by Black under the game site's
/// formula), ``bonus`` (handicap compensation, points), ``seki`` (empty
/// points in seki next to the side's stones, territory methods: a shared
/// liberty of a seki counts in both sides' ``seki``, once in
/// ``Score.neutral``), ``penalty`` (Pair Go penalty points
/// received), ``total`` (points, float; an exact multiple of 0.5).
#[pyclass(name = "SideScore", module = "go_core", frozen, get_all, eq)]
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct PySideScore {
    /// The side's living stones on the board (dead stones excluded).
    stones: u32,
    /// Empty points (dead stones' points included) counted for the side.
    territory: u32,
    /// Stones the side captured during play (AGA pass stones included).
    prisoners: u32,
    /// The side's own stones marked dead.
    dead_stones: u32,
    /// Komi in points (float): received by White, or paid by Black under
    /// the game site's formula; 0 otherwise.
    komi: f64,
    /// Handicap compensation received, in points (White, area counting).
    bonus: u32,
    /// Empty points of the side's regions in seki (territory methods).
    seki: u32,
    /// Pair Go penalty points received.
    penalty: u32,
    /// The side's total in points (float, an exact multiple of 0.5).
    total: f64,
}

crate::pickling::pickled!(PySideScore { stones, territory, prisoners, dead_stones, komi, bonus, seki, penalty, total });

/// Half points as points (exact for every count a board can give).
fn points(half: i64) -> f64 {
    half as f64 / 2.0
}

impl From<&SideScore> for PySideScore {
    fn from(s: &SideScore) -> PySideScore {
        PySideScore {
            stones: s.stones,
            territory: s.territory,
            prisoners: s.prisoners,
            dead_stones: s.dead_stones,
            komi: points(i64::from(s.komi)),
            bonus: s.bonus,
            seki: s.seki,
            penalty: s.penalty,
            total: points(s.total),
        }
    }
}

#[pymethods]
impl PySideScore {
    fn __repr__(&self) -> String {
        format!(
            "SideScore(stones={}, territory={}, prisoners={}, dead_stones={}, komi={}, bonus={}, seki={}, penalty={}, total={})",
            self.stones,
            self.territory,
            self.prisoners,
            self.dead_stones,
            self.komi,
            self.bonus,
            self.seki,
            self.penalty,
            self.total
        )
    }
}

/// A count of a position (``Game.score()``, ``Board.score()``):
///
/// - ``counting``: ``"area"``, ``"territory"`` or ``"game_site"``;
/// - ``black``, ``white``: each a ``SideScore``;
/// - ``margin``: White's total minus Black's, in points (float, an exact
///   multiple of 0.5; negative: Black leads);
/// - ``result``: the result this count gives as SGF's ``RE`` writes it
///   (``"B+3.5"``, ``"W+12"``, ``"0"``);
/// - ``dame``: unfilled dame ``(x, y)``, row-major (neutral points, seki
///   liberties that no side can fill safely left out); ``neutral``: empty
///   points counted for nobody (neutral or seki), row-major;
/// - ``ownership``: NumPy ``int8`` array of shape ``(height, width)``
///   indexed ``[y, x]``: +1 counted for Black, -1 for White, 0 for nobody;
///   read-only (the same array at every access: ``.copy()`` it to change
///   it).
#[pyclass(name = "Score", module = "go_core", frozen, get_all)]
pub(crate) struct PyScore {
    /// The counting method: ``"area"``, ``"territory"`` or ``"game_site"``.
    counting: &'static str,
    /// Black's part: a ``SideScore``.
    black: Py<PySideScore>,
    /// White's part: a ``SideScore``.
    white: Py<PySideScore>,
    /// White's total minus Black's, in points (float, exact multiple of
    /// 0.5; negative when Black leads).
    margin: f64,
    /// The result this count gives, as SGF's ``RE`` (``"B+3.5"``, ``"0"``).
    result: String,
    /// Unfilled dame ``(x, y)``, row-major.
    dame: Vec<(u8, u8)>,
    /// Empty points counted for nobody (neutral or seki), row-major.
    neutral: Vec<(u8, u8)>,
    /// NumPy ``int8`` array ``(height, width)`` indexed ``[y, x]``: +1
    /// counted for Black, -1 for White, 0 for nobody.
    ownership: Py<PyArray2<i8>>,
}

crate::pickling::pickled!(PyScore { counting, black, white, margin, result, dame, neutral, ownership });

impl PyScore {
    /// The Python form of a core count on a board of `size`.
    pub(crate) fn new(py: Python<'_>, size: BoardSize, s: &Score) -> PyResult<PyScore> {
        let ownership: Vec<i8> = s.ownership.iter().map(|c| c.map_or(0, go_core::Color::sign)).collect();
        Ok(PyScore {
            counting: s.counting.name(),
            black: Py::new(py, PySideScore::from(&s.black))?,
            white: Py::new(py, PySideScore::from(&s.white))?,
            margin: points(s.margin),
            result: s.result.to_string(),
            dame: convert::xys(&s.dame),
            neutral: convert::xys(&s.neutral),
            ownership: convert::read_only(convert::values_array(py, size, ownership)?)?.unbind(),
        })
    }
}

#[pymethods]
impl PyScore {
    fn __repr__(&self) -> String {
        format!("Score(counting='{}', result='{}', margin={})", self.counting, self.result, self.margin)
    }

    /// Equal when every field is: the same count of the same position
    /// (found from outside: two equal counts compared unequal, by
    /// identity). Not hashable: ``ownership`` is an array.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<PyScore>() else { return Ok(convert::compared(py, None)) };
        let o = other.get();
        let same_parts = self.counting == o.counting
            && self.black.get() == o.black.get()
            && self.white.get() == o.white.get()
            && self.margin == o.margin
            && self.result == o.result
            && self.dame == o.dame
            && self.neutral == o.neutral;
        if !same_parts {
            return Ok(convert::compared(py, Some(false)));
        }
        let a = self.ownership.bind(py).try_readonly().map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
        let b = o.ownership.bind(py).try_readonly().map_err(|e| PyRuntimeError::new_err(e.to_string()))?;
        Ok(convert::compared(py, Some(a.shape() == b.shape() && a.as_array() == b.as_array())))
    }
}
