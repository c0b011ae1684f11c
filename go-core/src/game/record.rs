//! A game as data, whole: its [`GameSetup`] and every event since, in
//! order. Undo, pickling, SGF writing and GTP all read this one log; a
//! [`GameRecord`] replayed with [`crate::Game::from_record`] gives back the
//! same game.

use crate::base::{Color, GameError, Move, Point, Seat};

use super::setup::GameSetup;

/// One thing that happened in a game, as the game recorded it. Each event
/// is the call that made it, so that replaying the events on a game built
/// from the same setup makes the same game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[non_exhaustive]
pub enum Event {
    /// A move checked against the rules, by `seat` (`Game::play_as`; a
    /// partner's move out of turn under the Pair Go penalty is its own
    /// seat's), at `at_ms` on the game's clocks when the move was timed.
    Move {
        /// Who moved.
        seat: Seat,
        /// The move.
        mv: Move,
        /// The clock timestamp of a timed move (`Game::play_as_at`).
        at_ms: Option<u64>,
    },
    /// A recorded move applied even where the rules forbid it
    /// (`Game::replay_move`, RULES.md section 3); what was irregular is in
    /// the game's move records.
    Replayed {
        /// The colour the record gives.
        color: Color,
        /// The move.
        mv: Move,
    },
    /// Black's free handicap stones (`Game::place_free_handicap`), at
    /// `at_ms` on the game's clocks when the placement was timed
    /// (`Game::place_free_handicap_at`).
    FreeHandicap {
        /// The points, in the order given.
        points: Vec<Point>,
        /// The clock timestamp of a timed placement (absent in data
        /// written before 2026-12-06: untimed).
        #[cfg_attr(feature = "serde", serde(default))]
        at_ms: Option<u64>,
    },
    /// Who moves next was set (`Game::set_player`, SGF's `PL`).
    SetPlayer {
        /// The side to move from now on.
        color: Color,
    },
    /// Stones changed in the middle of the game (`Game::edit_stones`, SGF's
    /// `AB`/`AW`/`AE`).
    EditStones {
        /// Each point with its new colour, or `None` for empty.
        changes: Vec<(Point, Option<Color>)>,
    },
    /// Play resumed after two passes without a count (`Game::resume`, as
    /// GTP and SGF do when a move follows).
    Resume,
    /// The dead mark of a whole chain toggled (`Game::toggle_dead_chain`).
    ToggleDeadChain {
        /// A stone of the chain.
        point: Point,
    },
    /// The dead marks of a region toggled (`Game::toggle_dead_region`).
    ToggleDeadRegion {
        /// A stone of the region.
        point: Point,
    },
    /// A side proposed the marking (`Game::propose`).
    Propose {
        /// Who proposed.
        color: Color,
    },
    /// A side accepted the other's proposal (`Game::accept`).
    Accept {
        /// Who accepted.
        color: Color,
    },
    /// A side rejected the other's proposal (`Game::reject`).
    Reject {
        /// Who rejected.
        color: Color,
    },
    /// A side resigned (`Game::resign_as`, `Game::resign`).
    Resign {
        /// Who resigned.
        color: Color,
    },
    /// A side was declared out of time (`Game::time_out`).
    TimeOut {
        /// Whose time ran out.
        color: Color,
    },
    /// A seat left the table (`Game::leave`).
    Leave {
        /// Who left.
        seat: Seat,
    },
    /// The clock of the side to move was started (`Game::start_clock`).
    StartClock {
        /// The timestamp, in milliseconds.
        at_ms: u64,
    },
    /// The running clock was read and its flag had fallen
    /// (`Game::check_time`, or a timed move that came too late).
    Flag {
        /// The timestamp, in milliseconds.
        at_ms: u64,
    },
}

impl Event {
    /// Whether this event is a move (a checked or a replayed one): what
    /// `Game::undo` takes back.
    #[must_use]
    pub const fn is_move(&self) -> bool {
        matches!(self, Event::Move { .. } | Event::Replayed { .. })
    }
}

/// A whole game as data: the setup and the events since, in order.
///
/// ```
/// use go_core::{BoardSize, Game, Move, Point, Rules};
///
/// let mut game = Game::new(BoardSize::NINE, Rules::chinese());
/// game.play(Move::Play(Point::new(4, 4)))?;
/// game.pass()?;
/// let record = game.record();
/// assert_eq!(record.events.len(), 2);
/// let again = Game::from_record(&record).unwrap();
/// assert_eq!(again.board(), game.board());
/// assert_eq!(again.record(), record);
/// # Ok::<(), go_core::IllegalMove>(())
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct GameRecord {
    /// The game before its first move.
    pub setup: GameSetup,
    /// Everything since, in order.
    pub events: Vec<Event>,
}

impl GameRecord {
    /// A record of `setup` with no events yet.
    #[must_use]
    pub fn new(setup: GameSetup) -> GameRecord {
        GameRecord { setup, events: Vec::new() }
    }

    /// The moves of the record (checked and replayed ones), in order, with
    /// the colour that made each.
    pub fn moves(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.events.iter().filter_map(|e| match *e {
            Event::Move { seat, mv, .. } => Some((seat.color, mv)),
            Event::Replayed { color, mv } => Some((color, mv)),
            _ => None,
        })
    }
}

/// The error of a record that cannot be replayed: which event and why.
pub(super) fn invalid_record(index: usize, error: GameError) -> GameError {
    GameError::InvalidRecord { index, error: Box::new(error) }
}
