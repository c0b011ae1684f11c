//! Positions as input planes for machine learning (`Game.features`,
//! `Record.positions`): every plane is read from go-core's public data
//! (the board, chains' liberties, the ko point, the moves, the legal-move
//! mask, the side to move); nothing here decides a rule.

use go_core::{Color, Game, Move, Phase, Point, ReplayOptions, SgfCollection};
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
}

/// Writes the planes of `game`'s position into `out` (`planes.len()` times
/// height x width values, row-major), each value 0 or 1.
fn fill(game: &Game, planes: &[Plane], out: &mut [u8]) {
    let board = game.board();
    let size = board.size();
    let area = usize::from(size.width()) * usize::from(size.height());
    let me = game.to_move();
    let legal = planes.contains(&Plane::Legal).then(|| game.legal_mask());
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
                            stone.is_some()
                                && board.liberty_count(p).is_some_and(|l| if n >= 3 { l >= 3 } else { l == n })
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
        other => {
            Err(pyo3::exceptions::PyValueError::new_err(format!("dtype must be 'float32' or 'uint8', not {other:?}")))
        }
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

/// `Record.positions`: the positions before moves 1, 1 + every, 1 + 2 x
/// every, ... of the main line (tolerant replay), `(N, C, H, W)`, stepping
/// the replayed game's events on a fresh game, with the interpreter
/// released. Each is the position in which the record's move is played:
/// when the record gives one colour twice, after the pass the replay
/// implies for the other (found from outside: the position before the
/// implied pass had the other side to move, so `own`, `opponent` and
/// `black_to_move` described the wrong player for the move that follows).
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
            let replay = collection.replay_with(index, &ReplayOptions::default()).map_err(errors::err)?;
            let game = &replay.game;
            let size = game.board().size();
            let (h, w) = (usize::from(size.height()), usize::from(size.width()));
            let per = planes.len() * h * w;
            let mut step = Game::from_setup(game.setup().clone()).map_err(errors::err)?;
            let is_move =
                |e: &go_core::Event| matches!(e, go_core::Event::Move { .. } | go_core::Event::Replayed { .. });
            // Move events are counted, not the game's moves: an implied pass
            // is a move of its own in the game but goes with the record's
            // move in one event (found from outside: eight Black moves in a
            // row gave, at every=2, the positions before events 0, 2, 3, 4,
            // 5, 6 and 7).
            let events = game.events().iter().filter(|e| is_move(e)).count();
            // At most one position per `every` move events: reserved at
            // once, so that a stack too large for memory is refused before
            // any is written, with the bytes the whole stack needs.
            let bytes = per.saturating_mul(events.div_ceil(every));
            let mut data = Vec::new();
            data.try_reserve_exact(bytes).map_err(|_| out_of_memory(bytes))?;
            let mut n = 0usize;
            let mut seen = 0usize;
            for event in game.events() {
                if stop.load(std::sync::atomic::Ordering::Relaxed) {
                    return Ok(None);
                }
                if is_move(event) {
                    // The pass the replay implies before a move of the
                    // colour not to move, made first on its own (as the
                    // game made it a move of its own). An implied pass ends
                    // no play; this one may (after a pass, or after play
                    // ended): play is resumed, so that the position is one
                    // being played, the mover to move (found from outside:
                    // `B[ee];W[];B[];B[cc]` gave White to move before
                    // `B[cc]`).
                    if let go_core::Event::Replayed { color, .. } = event
                        && *color != step.to_move()
                        && matches!(step.phase(), Phase::Playing | Phase::Counting)
                    {
                        if step.phase() == Phase::Counting {
                            step.resume().map_err(errors::err)?;
                        }
                        step.replay_move(step.to_move(), Move::Pass).map_err(errors::err)?;
                        if step.phase() == Phase::Counting {
                            step.resume().map_err(errors::err)?;
                        }
                    }
                    if seen.is_multiple_of(every) {
                        data.try_reserve(per).map_err(|_| out_of_memory(data.len() + per))?;
                        data.resize(data.len() + per, 0);
                        let at = data.len() - per;
                        fill(&step, &planes, &mut data[at..]);
                        n += 1;
                    }
                    seen += 1;
                }
                step.apply_event(event).map_err(errors::err)?;
            }
            Ok(Some((data, (n, planes.len(), h, w))))
        };
        // An error is an answer too: carried out, never a stop.
        match run() {
            Ok(None) => None,
            Ok(Some(out)) => Some(Ok(out)),
            Err(e) => Some(Err(e)),
        }
    })?;
    let (data, shape) = built?;
    stack(py, shape, data, dtype)
}
