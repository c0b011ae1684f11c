//! The exception tree: one Python class per go-core error family, all under
//! `GoError(ValueError)`.
//!
//! | go-core            | Python             |
//! |--------------------|--------------------|
//! | `IllegalMove`      | `IllegalMoveError` |
//! | `SetupError`       | `SetupError`       |
//! | `GameError`        | `GameStateError`   |
//!
//! The message is the Rust `Display` text. Each instance also carries
//! `reason` (a short snake_case name of the variant, `"other"` for a variant
//! this build does not know) and `point` (`(x, y)` when the error names a
//! point, else `None`). The classes hold `reason = None` and `point = None`
//! so that the attributes exist on every instance, even one raised by hand.
//!
//! A few argument errors have no go-core value to carry them (a coordinate or
//! size too large for go-core's integer types, an unknown rule-set name); they
//! get the same classes and the same kind of message, written here.

use go_core::{GameError, IllegalMove, Point};
use pyo3::prelude::*;
use pyo3::type_object::PyTypeInfo;
use pyo3::{create_exception, intern};

create_exception!(
    go_core,
    GoError,
    pyo3::exceptions::PyValueError,
    "Base class of every error go_core raises for a refused move, setup or action.\n\n\
     Attributes: ``reason`` (str, a snake_case name of the cause) and ``point``\n\
     (``(x, y)`` or ``None``)."
);
create_exception!(
    go_core,
    IllegalMoveError,
    GoError,
    "A move the rules refuse now: off the board, occupied, suicide, ko, superko,\n\
     or no moves in this phase. The game is unchanged."
);
create_exception!(
    go_core,
    SetupError,
    GoError,
    "A game that cannot be set up as asked: board size, rules, komi, handicap,\n\
     or a text that is not a vertex of the board."
);
create_exception!(
    go_core,
    GameStateError,
    GoError,
    "An action the game's state does not allow: nothing to undo, resigning a\n\
     finished game, undoing a resignation. The game is unchanged."
);

/// Sets `reason = None` and `point = None` on the base class, so that every
/// instance has both attributes.
pub(crate) fn add_class_defaults(py: Python<'_>) -> PyResult<()> {
    let base = py.get_type::<GoError>();
    base.setattr(intern!(py, "reason"), py.None())?;
    base.setattr(intern!(py, "point"), py.None())?;
    Ok(())
}

/// An exception of class `T` with `message`, `reason` and `point`.
fn raise<T: PyTypeInfo>(message: String, reason: &'static str, point: Option<(i128, i128)>) -> PyErr {
    Python::attach(|py| {
        let err = PyErr::new::<T, _>(message);
        let value = err.value(py);
        let set =
            value.setattr(intern!(py, "reason"), reason).and_then(|()| value.setattr(intern!(py, "point"), point));
        match set {
            Ok(()) => err,
            Err(e) => e,
        }
    })
}

fn xy(p: Point) -> Option<(i128, i128)> {
    Some((i128::from(p.x), i128::from(p.y)))
}

/// `IllegalMoveError` for a refused move.
pub(crate) fn illegal_move(e: IllegalMove) -> PyErr {
    let (reason, point) = match e {
        IllegalMove::OffBoard(p) => ("off_board", xy(p)),
        IllegalMove::Occupied(p) => ("occupied", xy(p)),
        IllegalMove::Suicide(p) => ("suicide", xy(p)),
        IllegalMove::Ko(p) => ("ko", xy(p)),
        IllegalMove::Superko(p) => ("superko", xy(p)),
        IllegalMove::NotPlaying(_) => ("not_playing", None),
        IllegalMove::WrongSeat { .. } => ("wrong_seat", None),
        IllegalMove::UnknownSeat(_) => ("unknown_seat", None),
        _ => ("other", None),
    };
    raise::<IllegalMoveError>(e.to_string(), reason, point)
}

/// `IllegalMoveError` for a point whose coordinates do not even fit
/// go-core's `Point` (negative, or beyond 255): off every board. The text
/// follows go-core's `IllegalMove::OffBoard`.
pub(crate) fn off_board(x: &dyn std::fmt::Display, y: &dyn std::fmt::Display, point: Option<(i128, i128)>) -> PyErr {
    raise::<IllegalMoveError>(format!("point ({x}, {y}) is off the board"), "off_board", point)
}

/// `SetupError` for a refused setup.
pub(crate) fn setup(e: go_core::SetupError) -> PyErr {
    use go_core::SetupError as E;
    let (reason, point) = match e {
        E::InvalidSize { .. } => ("invalid_size", None),
        E::WrongLength { .. } => ("wrong_length", None),
        E::WrapTooSmall(_) => ("wrap_too_small", None),
        E::Diagram { .. } => ("diagram", None),
        E::OffBoard(p) => ("off_board", xy(p)),
        E::Occupied(p) => ("occupied", xy(p)),
        E::NoLiberties(p) => ("no_liberties", xy(p)),
        E::FixedHandicapUnavailable { .. } => ("fixed_handicap_unavailable", None),
        E::InvalidHandicap(_) => ("invalid_handicap", None),
        E::HandicapCount { .. } => ("handicap_count", None),
        E::Duplicate(p) => ("duplicate", xy(p)),
        E::InvalidSeats { .. } => ("invalid_seats", None),
        E::InvalidKomi(_) => ("invalid_komi", None),
        _ => ("other", None),
    };
    raise::<SetupError>(e.to_string(), reason, point)
}

/// `SetupError` for an argument go-core has no value for (an unknown rule
/// set, a size or handicap too large for its integer types).
pub(crate) fn setup_argument(reason: &'static str, message: String) -> PyErr {
    raise::<SetupError>(message, reason, None)
}

/// The same error as a `GameStateError` when it is an `IllegalMoveError`
/// (an off-board point given to a counting call), with its message,
/// reason and point; any other error unchanged.
pub(crate) fn as_game_state(e: PyErr) -> PyErr {
    Python::attach(|py| {
        if !e.is_instance_of::<IllegalMoveError>(py) {
            return e;
        }
        let value = e.value(py);
        let message = value.str().map(|s| s.to_string()).unwrap_or_default();
        let point: Option<(i128, i128)> = value.getattr(intern!(py, "point")).and_then(|p| p.extract()).unwrap_or(None);
        raise::<GameStateError>(message, "off_board", point)
    })
}

/// `GameStateError` for a refused game action; a handicap placement problem
/// inside it is a `SetupError`.
pub(crate) fn game_state(e: GameError) -> PyErr {
    let reason = match e {
        GameError::Setup(inner) => return setup(inner),
        GameError::WrongPhase { .. } => "wrong_phase",
        GameError::UnknownSeat(_) => "unknown_seat",
        GameError::WrongSeat { .. } => "wrong_seat",
        GameError::NothingToUndo => "nothing_to_undo",
        GameError::NoProposal => "no_proposal",
        GameError::Counting(go_core::CountingError::NotAStone(p)) => {
            return raise::<GameStateError>(e.to_string(), "not_a_stone", xy(p));
        }
        GameError::Counting(go_core::CountingError::OffBoard(p)) => {
            return raise::<GameStateError>(e.to_string(), "off_board", xy(p));
        }
        _ => "other",
    };
    raise::<GameStateError>(e.to_string(), reason, None)
}
