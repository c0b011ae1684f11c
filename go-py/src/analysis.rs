//! The computer player through Python: `Game.analyze` and
//! `Game.estimate_dead_stones`, searched with the interpreter released.

use go_core::{Analysis, Budget, Game};
use numpy::PyArray2;
use pyo3::prelude::*;

use crate::convert;

/// What the computer player found (``Game.analyze``), without playing it:
///
/// - ``move``: ``(x, y)``, or ``None`` for a pass (also when the game is
///   not being played); always a legal move;
/// - ``win_rate``: the estimated chance, 0..1, that the side to move wins
///   after ``move``;
/// - ``playouts``: the playouts made;
/// - ``ownership``: NumPy ``float32`` array of shape ``(height, width)``
///   indexed ``[y, x]``: how often each point ended as Black's area minus
///   how often as White's in the playouts, in -1..1; read-only (the same
///   array at every access: ``.copy()`` it to change it);
/// - ``candidates``: ``(move, visits, win_rate)`` for each move searched at
///   the root, most visited first.
#[pyclass(name = "Analysis", module = "go_core", frozen, get_all)]
pub(crate) struct PyAnalysis {
    /// The move the computer would play: ``(x, y)``, or ``None`` to pass.
    #[pyo3(name = "move")]
    best: Option<(u8, u8)>,
    /// The estimated chance (0..1) that the side to move wins after it.
    win_rate: f64,
    /// Playouts made.
    playouts: u32,
    /// NumPy ``float32`` array ``(height, width)`` indexed ``[y, x]``: how
    /// often each point ended as Black's area minus as White's (-1..1).
    ownership: Py<PyArray2<f32>>,
    /// ``(move, visits, win_rate)`` per root move searched, most visited
    /// first.
    candidates: Vec<Candidate>,
}

crate::pickling::pickled!(PyAnalysis { best, win_rate, playouts, ownership, candidates });

/// A searched root move: the move, its visits and its win rate.
type Candidate = (Option<(u8, u8)>, u32, f64);

#[pymethods]
impl PyAnalysis {
    fn __repr__(&self, py: Python<'_>) -> String {
        format!(
            "Analysis(move={}, win_rate={:.3}, playouts={})",
            convert::repr(py, self.best),
            self.win_rate,
            self.playouts
        )
    }
}

impl PyAnalysis {
    pub(crate) fn new(py: Python<'_>, game: &Game, a: Analysis) -> PyResult<PyAnalysis> {
        Ok(PyAnalysis {
            best: convert::move_xy(a.best),
            win_rate: a.win_rate,
            playouts: a.playouts,
            ownership: convert::read_only(convert::values_array(py, game.board().size(), a.ownership)?)?.unbind(),
            candidates: a.candidates.iter().map(|&(m, visits, rate)| (convert::move_xy(m), visits, rate)).collect(),
        })
    }
}

/// The most search threads a call may ask for (each runs a tree of its
/// own; more than the machine's cores only slows each one down).
pub(crate) const MAX_THREADS: usize = 256;

/// The thinking budget from the Python arguments: a time by default, so
/// that it scales with the machine (issue 10, section 2).
///
/// - neither given: 1000 ms;
/// - `millis` only: that many milliseconds of wall time;
/// - `playouts` only: exactly that many playouts (with one thread and the
///   same seed, the same answer every time);
/// - both: at most `playouts`, stopping at `millis`.
///
/// Then, with `at_ms` and a game clock, the core's one clock rule
/// (`Budget::within_clock`) keeps the budget within the side to move's
/// share of its time left at `at_ms`. `millis` and `playouts` are at
/// least 1 (the converters' ranges). An `at_ms` earlier than the running
/// clock's start is go-core's `IllegalMove::ClockBackwards`.
pub(crate) fn budget(
    game: &Game,
    millis: Option<u64>,
    playouts: Option<u32>,
    at_ms: Option<u64>,
) -> Result<Budget, go_core::IllegalMove> {
    let budget = match (millis, playouts) {
        (None, None) => Budget::Millis(1000),
        (Some(ms), None) => Budget::Millis(ms),
        (None, Some(n)) => Budget::Playouts(n),
        (Some(ms), Some(n)) => Budget::PlayoutsWithin { playouts: n, millis: ms },
    };
    Ok(match at_ms {
        Some(t) => {
            let left = game.time_left(game.to_move(), t)?;
            budget.within_clock(game.time_control(), left, game.board().empty_count())
        }
        None => budget,
    })
}

/// What ``Game.playouts`` found:
///
/// - ``margins``: NumPy ``float64`` array of shape ``(n,)``: per playout, in
///   order, White's margin in points of the area count of its final
///   position (White's area minus Black's plus komi and the area-counting
///   handicap compensation): negative when Black won;
/// - ``ownership``: NumPy ``float32`` array ``(height, width)`` indexed
///   ``[y, x]``: how often each point ended as Black's area minus how often
///   as White's, in -1..1;
/// - both arrays are read-only (the same array at every access:
///   ``.copy()`` one to change it);
/// - ``moves``: the moves made over all playouts, passes included;
/// - ``n``: the number of playouts;
/// - ``black_wins``: the share of playouts Black won (margin below 0).
#[pyclass(name = "Playouts", module = "go_core", frozen, get_all)]
pub(crate) struct PyPlayouts {
    /// NumPy ``float64`` ``(n,)``: White's margin per playout, in points.
    margins: Py<numpy::PyArray1<f64>>,
    /// NumPy ``float32`` ``(height, width)``: Black's minus White's share.
    ownership: Py<PyArray2<f32>>,
    /// Moves made over all playouts.
    moves: u64,
    /// The number of playouts.
    n: usize,
    /// The share of playouts Black won (margin below 0), 0..1; 0 when
    /// there were none.
    black_wins: f64,
}

crate::pickling::pickled!(PyPlayouts { margins, ownership, moves, n, black_wins });

#[pymethods]
impl PyPlayouts {
    fn __repr__(&self) -> String {
        format!("Playouts(n={}, black_wins={:.3}, moves={})", self.n, self.black_wins, self.moves)
    }
}

impl PyPlayouts {
    pub(crate) fn new(py: Python<'_>, game: &Game, stats: go_core::PlayoutStats) -> PyResult<PyPlayouts> {
        let margins: Vec<f64> = stats.margins.iter().map(|&m| m as f64 / 2.0).collect();
        let n = margins.len();
        let black = margins.iter().filter(|&&m| m < 0.0).count();
        let black_wins = if n == 0 { 0.0 } else { black as f64 / n as f64 };
        Ok(PyPlayouts {
            n,
            black_wins,
            margins: convert::read_only(numpy::PyArray1::from_vec(py, margins))?.unbind(),
            ownership: convert::read_only(convert::values_array(py, game.board().size(), stats.ownership)?)?.unbind(),
            moves: stats.moves,
        })
    }
}
