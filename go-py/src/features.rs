//! Positions as input planes for machine learning (`Game.features`,
//! `Record.positions`): every plane is read from go-core's public data
//! (the board, chains' liberties, the ko point, the moves, the legal-move
//! mask, the side to move); nothing here decides a rule.

use go_core::{Color, Game, Move, MovePositions, Point, ReplayOptions, SgfCollection};
use numpy::ndarray::Array4;
use numpy::{IntoPyArray, PyArray4};
use pyo3::prelude::*;

use crate::errors;

/// The planes `Game.features` gives when none are named.
pub(crate) const DEFAULT_PLANES: &[&str] = &[
    "own",
    "opponent",
    "empty",
    "liberties_1",
    "liberties_2",
    "liberties_3",
    "ko",
    "last_1",
    "last_2",
    "last_3",
    "last_4",
    "legal",
    "black_to_move",
    "ones",
];

/// One input plane (see `Game.features` for the meaning of each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Plane {
    Own,
    Opponent,
    Empty,
    Liberties(usize),
    Ko,
    Last(usize),
    Legal,
    BlackToMove,
    Ones,
}

fn parse(name: &str) -> PyResult<Plane> {
    let plane = match name {
        "own" => Plane::Own,
        "opponent" => Plane::Opponent,
        "empty" => Plane::Empty,
        "liberties_1" => Plane::Liberties(1),
        "liberties_2" => Plane::Liberties(2),
        "liberties_3" => Plane::Liberties(3),
        "ko" => Plane::Ko,
        "legal" => Plane::Legal,
        "black_to_move" => Plane::BlackToMove,
        "ones" => Plane::Ones,
        // `last_K` with K written plainly: digits only, no leading zero.
        other => match other
            .strip_prefix("last_")
            .filter(|k| k.bytes().all(|b| b.is_ascii_digit()) && !k.starts_with('0'))
            .and_then(|k| k.parse::<usize>().ok())
        {
            Some(k) if (1..=64).contains(&k) => Plane::Last(k),
            _ => {
                return Err(pyo3::exceptions::PyValueError::new_err(format!(
                    "unknown plane {other:?}: own, opponent, empty, liberties_1, liberties_2, liberties_3, ko, \
                     last_1 .. last_64, legal, black_to_move, ones"
                )));
            }
        },
    };
    Ok(plane)
}

/// `n` zero bytes, or `MemoryError` when they cannot be had.
fn zeroed(n: usize) -> PyResult<Vec<u8>> {
    let mut data = Vec::new();
    data.try_reserve_exact(n).map_err(|_| out_of_memory(n))?;
    data.resize(n, 0);
    Ok(data)
}

fn out_of_memory(bytes: usize) -> PyErr {
    pyo3::exceptions::PyMemoryError::new_err(format!("the planes need {bytes} bytes, more than can be allocated"))
}

/// The planes named, or the default ones.
fn planes(names: Option<Vec<String>>) -> PyResult<Vec<Plane>> {
    match names {
        None => DEFAULT_PLANES.iter().map(|n| parse(n)).collect(),
        Some(names) if names.is_empty() => Err(pyo3::exceptions::PyValueError::new_err("planes must not be empty")),
        Some(names) => names.iter().map(|n| parse(n)).collect(),
    }
    .map_err(|e| crate::convert::about(e, "planes"))
}

/// Writes the planes of `game`'s position into `out` (`planes.len()` times
/// height x width values, row-major), each value 0 or 1.
fn fill(game: &Game, planes: &[Plane], out: &mut [u8]) {
    let board = game.board();
    let size = board.size();
    let area = usize::from(size.width()) * usize::from(size.height());
    let me = game.to_move();
    let legal = planes.contains(&Plane::Legal).then(|| game.legal_mask());
    // Each stone's chain's liberties, counted once per chain (found from
    // outside: counted per stone, a long chain cost its length squared,
    // 20 ms for one chain of 1,378 stones).
    let liberties = planes.iter().any(|p| matches!(p, Plane::Liberties(_))).then(|| {
        let mut counts: Vec<Option<usize>> = vec![None; area];
        for p in size.points() {
            let Some(i) = size.index_of(p) else { continue };
            if counts[i].is_some() || board.get(p).is_none() {
                continue;
            }
            let n = board.liberty_count(p);
            for q in board.chain(p) {
                if let Some(j) = size.index_of(q) {
                    counts[j] = n;
                }
            }
        }
        counts
    });
    let moves = game.moves();
    for (c, plane) in planes.iter().enumerate() {
        let out = &mut out[c * area..(c + 1) * area];
        let mark = |out: &mut [u8], p: Point| {
            if let Some(i) = size.index_of(p) {
                out[i] = 1;
            }
        };
        match *plane {
            Plane::Ones => out.fill(1),
            Plane::BlackToMove => out.fill(u8::from(me == Color::Black)),
            Plane::Ko => {
                if let Some(p) = game.simple_ko_point() {
                    mark(out, p);
                }
            }
            Plane::Last(k) => {
                // The k-th last move's stone, if it still stands: no move
                // since captured it (or took it by suicide), none was
                // played on its point (a tolerant replay's stone on an
                // occupied point replaces it), and a stone of its colour
                // is there (an edit may have changed the point). A stone
                // played on the point after a capture is another move's.
                if let Some(i) = moves.len().checked_sub(k)
                    && let Move::Play(p) = moves[i].mv
                    && board.get(p) == Some(moves[i].color())
                    && !moves[i..].iter().any(|m| m.captured.contains(&p) || m.suicided.contains(&p))
                    && !moves[i + 1..].iter().any(|m| m.mv == Move::Play(p))
                {
                    mark(out, p);
                }
            }
            Plane::Legal => {
                if let Some(mask) = &legal {
                    for (o, &l) in out.iter_mut().zip(mask.as_slice()) {
                        *o = u8::from(l);
                    }
                }
            }
            Plane::Own | Plane::Opponent | Plane::Empty | Plane::Liberties(_) => {
                for p in size.points() {
                    let stone = board.get(p);
                    let on = match *plane {
                        Plane::Own => stone == Some(me),
                        Plane::Opponent => stone == Some(me.opponent()),
                        Plane::Empty => stone.is_none(),
                        Plane::Liberties(n) => {
                            let count = liberties.as_ref().zip(size.index_of(p)).and_then(|(c, i)| c[i]);
                            stone.is_some() && count.is_some_and(|l| if n >= 3 { l >= 3 } else { l == n })
                        }
                        _ => false,
                    };
                    if on {
                        mark(out, p);
                    }
                }
            }
        }
    }
}

/// The error for a dtype the planes are not made in.
fn unknown_dtype(dtype: &str) -> PyErr {
    crate::convert::about(
        pyo3::exceptions::PyValueError::new_err(format!("dtype must be 'float32' or 'uint8', not {dtype:?}")),
        "dtype",
    )
}

/// `positions` stacked as an `(N, C, H, W)` array of `dtype`.
fn stack<'py>(
    py: Python<'py>,
    shape: (usize, usize, usize, usize),
    data: Vec<u8>,
    dtype: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let bad = |e: numpy::ndarray::ShapeError| pyo3::exceptions::PyRuntimeError::new_err(e.to_string());
    match dtype {
        "uint8" => Ok(Array4::from_shape_vec(shape, data).map_err(bad)?.into_pyarray(py).into_any()),
        "float32" => {
            // Four bytes a value: checked as the bytes were, so that a
            // position stack too large for memory is a `MemoryError`, not
            // an abort of the process.
            let mut floats: Vec<f32> = Vec::new();
            floats.try_reserve_exact(data.len()).map_err(|_| out_of_memory(data.len().saturating_mul(4)))?;
            floats.extend(data.iter().map(|&v| f32::from(v)));
            drop(data);
            let a: Bound<'py, PyArray4<f32>> = Array4::from_shape_vec(shape, floats).map_err(bad)?.into_pyarray(py);
            Ok(a.into_any())
        }
        other => Err(unknown_dtype(other)),
    }
}

/// `Game.features`: the current position, `(1, C, H, W)`.
pub(crate) fn game_features<'py>(
    py: Python<'py>,
    game: &Game,
    names: Option<Vec<String>>,
    dtype: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let planes = planes(names)?;
    let size = game.board().size();
    let (h, w) = (usize::from(size.height()), usize::from(size.width()));
    let mut data = zeroed(planes.len() * h * w)?;
    fill(game, &planes, &mut data);
    stack(py, (1, planes.len(), h, w), data, dtype)
}

/// The positions of a record's main line (tolerant replay), stepped by
/// go-core's [`MovePositions`]: the state `Record.positions` and the
/// position streams of `iter_positions` share. Each position is the one
/// in which the record's move is played: when the record gives
/// one colour twice, after the pass the replay implies for the other
/// (found from outside: the position before the implied pass had the
/// other side to move, so `own`, `opponent` and `black_to_move`
/// described the wrong player for the move that follows).
struct Cursor {
    planes: Vec<Plane>,
    every: usize,
    /// The replayed game's record, stepped by go-core: each stop is the
    /// position a move was played in (play resumed after an end, an
    /// implied pass made, the mover to move).
    positions: MovePositions,
    /// The stops taken so far.
    seen: usize,
}

impl Cursor {
    /// Replays tree `index` of `collection` (tolerantly).
    fn new(collection: &SgfCollection, index: usize, planes: Vec<Plane>, every: usize) -> PyResult<Cursor> {
        let game = collection.replay_with(index, &ReplayOptions::default()).map_err(errors::err)?.game;
        // Stops are the record's moves, not the game's: an implied pass is
        // a move of its own in the game but goes with the record's move
        // (found from outside: eight Black moves in a row gave, at
        // every=2, the positions before events 0, 2, 3, 4, 5, 6 and 7).
        let positions = MovePositions::new(game).map_err(errors::err)?;
        Ok(Cursor { planes, every, positions, seen: 0 })
    }

    /// The board's height and width.
    fn shape(&self) -> (usize, usize) {
        let size = self.positions.game().board().size();
        (usize::from(size.height()), usize::from(size.width()))
    }

    /// Values a position: planes x height x width.
    fn per(&self) -> usize {
        let (h, w) = self.shape();
        self.planes.len() * h * w
    }

    /// The positions not yet written.
    fn rows_left(&self) -> usize {
        self.positions.len().div_ceil(self.every) - self.seen.div_ceil(self.every)
    }

    /// Writes up to `rows` more positions at the end of `data` and returns
    /// how many it wrote; `None` when `stop` was set.
    fn advance(
        &mut self,
        rows: usize,
        data: &mut Vec<u8>,
        stop: &std::sync::atomic::AtomicBool,
    ) -> PyResult<Option<usize>> {
        let per = self.per();
        let mut n = 0usize;
        while self.positions.remaining() > 0 {
            if stop.load(std::sync::atomic::Ordering::Relaxed) {
                return Ok(None);
            }
            let wanted = self.seen.is_multiple_of(self.every);
            if wanted && n == rows {
                return Ok(Some(n));
            }
            let Some(position) = self.positions.next_position() else { break };
            // A move the record makes after play ended (by passes, under
            // any rule set) is played in a position being played (found
            // from outside: its `legal` plane was all zeros, the counting
            // phase's; under Tromp-Taylor rules the finished game's).
            let position = position.map_err(errors::err)?;
            if wanted {
                data.try_reserve(per).map_err(|_| out_of_memory(data.len() + per))?;
                data.resize(data.len() + per, 0);
                let at = data.len() - per;
                fill(position, &self.planes, &mut data[at..]);
                n += 1;
            }
            self.seen += 1;
        }
        Ok(Some(n))
    }
}

/// `Record.positions`: the positions before moves 1, 1 + every, 1 + 2 x
/// every, ... of the main line (tolerant replay), `(N, C, H, W)`, stepping
/// the replayed game's events on a fresh game ([`Cursor`]), with the
/// interpreter released.
pub(crate) fn record_positions<'py>(
    py: Python<'py>,
    collection: &SgfCollection,
    index: usize,
    names: Option<Vec<String>>,
    every: usize,
    dtype: &str,
) -> PyResult<Bound<'py, PyAny>> {
    if every == 0 {
        return Err(pyo3::exceptions::PyValueError::new_err("every must be at least 1"));
    }
    let planes = planes(names)?;
    // Ctrl-C stops a long stack between two positions (found from outside:
    // a 2.4 MB record of 400,000 passes made 8 GB of positions, and the
    // signal waited for all of them).
    // The line's nodes, planes and a 19x19 board's points bound the work.
    let moves = collection.game(index).map_or(0, |root| root.main_line().count());
    let long = (moves as u64).saturating_mul(planes.len() as u64 * 361) > crate::interrupt::INLINE_WORK;
    let built = crate::interrupt::interruptible(py, long, |stop| {
        let run = || -> PyResult<Option<_>> {
            let mut cursor = Cursor::new(collection, index, planes, every)?;
            // At most one position per `every` move events: reserved at
            // once, so that a stack too large for memory is refused before
            // any is written, with the bytes the whole stack needs.
            let bytes = cursor.per().saturating_mul(cursor.rows_left());
            let mut data = Vec::new();
            // The message gives what the array needs in its dtype (found
            // from outside: the float32 stack's size was given as a
            // quarter of it).
            let width = if dtype == "float32" { 4 } else { 1 };
            data.try_reserve_exact(bytes).map_err(|_| out_of_memory(bytes.saturating_mul(width)))?;
            let Some(n) = cursor.advance(usize::MAX, &mut data, stop)? else { return Ok(None) };
            let (h, w) = cursor.shape();
            Ok(Some((data, (n, cursor.planes.len(), h, w))))
        };
        // An error is an answer too: carried out, never a stop.
        run().transpose()
    })?;
    let (data, shape) = built?;
    stack(py, shape, data, dtype)
}

/// Where a position stream stands.
enum StreamState {
    /// Not replayed yet.
    Fresh,
    /// Replayed; positions being taken.
    Open(Box<Cursor>),
    /// Stopped part way by a signal, or its replay or stepping failed: it
    /// gives nothing more.
    Broken,
}

/// A record's positions taken a few at a time, so that a corpus's batches
/// hold a bounded number of positions whatever a game's length
/// (private: ``iter_positions`` uses it). Found from outside: a crafted
/// 500 KB record's positions, made all at once, took 2.45 GB.
#[pyclass(name = "_PositionStream", module = "go_core._go_core", frozen)]
pub(crate) struct PyPositionStream {
    collection: std::sync::Arc<SgfCollection>,
    index: usize,
    dtype: String,
    state: crate::guard::Poisonable<(StreamState, Vec<Plane>, usize)>,
}

impl PyPositionStream {
    /// The stream of tree `index` of `collection` (see
    /// `Record._position_stream`): the planes and `every` checked here,
    /// the replay left to the first call that needs it.
    pub(crate) fn new(
        collection: std::sync::Arc<SgfCollection>,
        index: usize,
        names: Option<Vec<String>>,
        every: usize,
        dtype: &str,
    ) -> PyResult<PyPositionStream> {
        if every == 0 {
            return Err(pyo3::exceptions::PyValueError::new_err("every must be at least 1"));
        }
        if !matches!(dtype, "float32" | "uint8") {
            return Err(unknown_dtype(dtype));
        }
        let planes = planes(names)?;
        Ok(PyPositionStream {
            collection,
            index,
            dtype: dtype.to_owned(),
            state: crate::guard::Poisonable::new((StreamState::Fresh, planes, every), "_PositionStream"),
        })
    }

    /// Runs `work` on the open cursor, replaying first if the stream is
    /// fresh, with the interpreter released and Ctrl-C watched; a signal
    /// or an error leaves the stream broken.
    fn with_cursor<T: Send>(
        &self,
        py: Python<'_>,
        long: bool,
        work: impl FnOnce(&mut Cursor, &std::sync::atomic::AtomicBool) -> PyResult<Option<T>> + Send,
    ) -> PyResult<T> {
        let collection = &*self.collection;
        let index = self.index;
        self.state.write(|(state, planes, every)| {
            let taken = std::mem::replace(state, StreamState::Broken);
            let out = crate::interrupt::interruptible(py, long, |stop| {
                let run = || -> PyResult<Option<(Box<Cursor>, T)>> {
                    let mut cursor = match taken {
                        StreamState::Fresh => Box::new(Cursor::new(collection, index, planes.clone(), *every)?),
                        StreamState::Open(cursor) => cursor,
                        StreamState::Broken => {
                            return Err(pyo3::exceptions::PyRuntimeError::new_err(
                                "this position stream was stopped part way and gives nothing more",
                            ));
                        }
                    };
                    Ok(work(&mut cursor, stop)?.map(|out| (cursor, out)))
                };
                // An error is an answer too: carried out, never a stop.
                run().transpose()
            })??;
            *state = StreamState::Open(out.0);
            Ok(out.1)
        })
    }
}

#[pymethods]
impl PyPositionStream {
    /// The board's ``(height, width)`` (replays the record on the first
    /// call). Raises ``SgfError`` when the record cannot be replayed.
    fn shape(&self, py: Python<'_>) -> PyResult<(usize, usize)> {
        let long = self.collection.game(self.index).map_or(0, |root| root.main_line().count()) > 10_000;
        self.with_cursor(py, long, |cursor, _| Ok(Some(cursor.shape())))
    }

    /// The next positions, at most ``rows`` (at least 1), as an array
    /// ``(n, C, H, W)`` of the stream's dtype, ``n`` in ``1..=rows``; ``None``
    /// when every position has been given. The positions are those of
    /// ``Record.positions`` with the same arguments, in order.
    fn take<'py>(&self, py: Python<'py>, rows: usize) -> PyResult<Option<Bound<'py, PyAny>>> {
        if rows == 0 {
            return Err(pyo3::exceptions::PyValueError::new_err("rows must be at least 1"));
        }
        let long = true;
        let (data, shape) = self.with_cursor(py, long, |cursor, stop| {
            let mut data = Vec::new();
            let Some(n) = cursor.advance(rows, &mut data, stop)? else { return Ok(None) };
            let (h, w) = cursor.shape();
            Ok(Some((data, (n, cursor.planes.len(), h, w))))
        })?;
        if shape.0 == 0 {
            return Ok(None);
        }
        stack(py, shape, data, &self.dtype).map(Some)
    }
}
