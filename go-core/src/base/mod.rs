//! The ground floor: the vocabulary every other module speaks, and the
//! errors. Nothing here imports from above.
//!
//! Colours, points, board sizes and moves; seats; the game's phases and
//! results; grids of per-point data; the stable codes and names of every
//! public enum ([`codes`]); the error enums, each with a stable
//! [`ErrorKind`].

pub(crate) mod codes;
mod color;
mod error;
mod error_kind;
mod grid;
mod outcome;
mod parse;
mod phase;
mod point;
mod seat;

pub use codes::{Coded, Term, Vocabulary};
pub use color::{ByColor, Color};
pub use error::{CountingError, GameError, IllegalMove, SetupError};
pub use error_kind::ErrorKind;
pub use grid::Grid;
pub use outcome::{GameResult, ResultKind};
pub use parse::ParseError;
pub(crate) use parse::excerpt;
pub use phase::Phase;
pub use point::{BoardSize, MAX_SIDE, Move, Point};
pub use seat::{Seat, SeatKind};
