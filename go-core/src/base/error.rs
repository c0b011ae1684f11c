//! The error enums, one per concern. Every failed call that returns one of
//! these leaves the board or game exactly as it was.

use thiserror::Error;

use super::color::Color;
use super::error_kind::ErrorKind;
use super::phase::Phase;
use super::point::Point;
use super::seat::Seat;

/// Something wrong with how a board or game was set up: its size, a diagram,
/// handicap stones, setup stones, seats, a clock or a variant.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SetupError {
    /// A board side outside 1..=52 (RULES.md section 2).
    #[error("invalid board size {width}x{height}: each side must be 1..=52")]
    InvalidSize {
        /// The width asked for.
        width: u32,
        /// The height asked for.
        height: u32,
    },
    /// A list of point colours whose length is not the board's area.
    #[error("expected {expected} point colours for this board, got {got}")]
    WrongLength {
        /// The board's number of points.
        expected: usize,
        /// The length given.
        got: usize,
    },
    /// A wrapped axis shorter than 3 points (RULES.md section 6, toroidal).
    #[error("a wrapped axis needs at least 3 points, got {0}")]
    WrapTooSmall(u8),
    /// An ASCII diagram that cannot be read; line and column are 1-based.
    #[error("diagram line {line}, column {column}: {message}")]
    Diagram {
        /// 1-based line of the diagram text.
        line: usize,
        /// 1-based column (in characters) of the line.
        column: usize,
        /// What is wrong there.
        message: String,
    },
    /// A point that is not on the board.
    #[error("point {0} is off the board")]
    OffBoard(Point),
    /// A setup or handicap stone on a point that already holds a stone.
    #[error("point {0} already holds a stone")]
    Occupied(Point),
    /// Setup stones that leave a chain without liberties.
    #[error("the setup leaves the chain at {0} without liberties")]
    NoLiberties(Point),
    /// Fixed handicap asked where the GTP placement does not exist
    /// (RULES.md section 5: square planar boards of side 7 or more, and at
    /// most 4 stones on 7x7 and on even sides, 9 on odd sides).
    #[error("fixed handicap of {stones} stones is not available here: {reason}")]
    FixedHandicapUnavailable {
        /// The number of stones asked for.
        stones: u32,
        /// Why not.
        reason: &'static str,
    },
    /// A handicap of fewer than 2 stones (fixed or free), or a free handicap
    /// of as many stones as the board has empty points or more (RULES.md
    /// section 5: a handicap gives Black 2 stones or more, and White must
    /// have a point to move on).
    #[error("invalid handicap of {0} {word}: it must be 2 stones or more and fit on the board", word = stones(*.0))]
    InvalidHandicap(u32),
    /// A free handicap placement with the wrong number of stones.
    #[error("free handicap needs {expected} {}, got {got}", stones(*.expected))]
    HandicapCount {
        /// Stones the game was set up for.
        expected: u32,
        /// Stones given.
        got: usize,
    },
    /// A point given twice in one placement.
    #[error("point {0} is given twice")]
    Duplicate(Point),
    /// A side with a number of seats outside 1..=255, or more than one seat
    /// without the `rengo` feature.
    #[error("invalid number of seats for {side}: {seats} ({reason})")]
    InvalidSeats {
        /// `"Black"` or `"White"`.
        side: &'static str,
        /// Seats asked for.
        seats: usize,
        /// Why not.
        reason: &'static str,
    },
    /// Options that cannot be combined (RULES.md section 6), e.g. Phantom
    /// Go with a team.
    #[error("incompatible options: {0}")]
    Incompatible(&'static str),
    /// A komi that is not a multiple of 0.5 or is out of range.
    #[error("invalid komi {0:?}: it must be a multiple of 0.5 within +-10000")]
    InvalidKomi(String),
    /// A setting whose cargo feature this build of go-core lacks (team
    /// seats need `rengo`, wrapped boards `toroidal`, Atari Go `atari`,
    /// Phantom Go `phantom`, territory counting `japanese`).
    #[error("{setting} needs go-core's {feature} feature, which this build lacks")]
    FeatureDisabled {
        /// What was asked for.
        setting: &'static str,
        /// The cargo feature it needs.
        feature: &'static str,
    },
    /// A time control with no time at all (RULES.md section 7).
    #[error("invalid time control: {0}")]
    InvalidTimeControl(&'static str),
    /// An Atari Go goal of 0 captured stones, or of more stones than the
    /// board has points (RULES.md section 6: the first capture, or the
    /// first to capture N stones, wins).
    #[error("an Atari Go goal must be 1 or more captured stones, at most the board's points")]
    InvalidAtariGo,
}

impl SetupError {
    /// The stable kind of this error (its code and name).
    #[must_use]
    pub fn kind(&self) -> ErrorKind {
        match self {
            SetupError::InvalidSize { .. } => ErrorKind::InvalidSize,
            SetupError::WrongLength { .. } => ErrorKind::WrongLength,
            SetupError::WrapTooSmall(_) => ErrorKind::WrapTooSmall,
            SetupError::Diagram { .. } => ErrorKind::InvalidDiagram,
            SetupError::OffBoard(_) => ErrorKind::SetupOffBoard,
            SetupError::Occupied(_) => ErrorKind::SetupOccupied,
            SetupError::NoLiberties(_) => ErrorKind::SetupNoLiberties,
            SetupError::FixedHandicapUnavailable { .. } => ErrorKind::FixedHandicapUnavailable,
            SetupError::InvalidHandicap(_) => ErrorKind::InvalidHandicap,
            SetupError::HandicapCount { .. } => ErrorKind::HandicapCount,
            SetupError::Duplicate(_) => ErrorKind::DuplicatePoint,
            SetupError::InvalidSeats { .. } => ErrorKind::InvalidSeats,
            SetupError::Incompatible(_) => ErrorKind::IncompatibleOptions,
            SetupError::InvalidKomi(_) => ErrorKind::InvalidKomi,
            SetupError::FeatureDisabled { .. } => ErrorKind::FeatureDisabled,
            SetupError::InvalidTimeControl(_) => ErrorKind::InvalidTimeControl,
            SetupError::InvalidAtariGo => ErrorKind::InvalidAtariGo,
        }
    }

    /// The point the error names, for the errors that concern a point
    /// (a setup or handicap point off the board, occupied, given twice, or
    /// a chain left without liberties).
    #[must_use]
    pub fn point(&self) -> Option<Point> {
        match *self {
            SetupError::OffBoard(p)
            | SetupError::Occupied(p)
            | SetupError::NoLiberties(p)
            | SetupError::Duplicate(p) => Some(p),
            _ => None,
        }
    }
}

/// Why a move (a play or a pass) cannot be made now.
///
/// Returned by `Game::is_legal` and by every move call; the game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum IllegalMove {
    /// The point is not on the board.
    #[error("point {0} is off the board")]
    OffBoard(Point),
    /// The point already holds a stone (RULES.md section 2).
    #[error("point {0} is occupied")]
    Occupied(Point),
    /// The move would leave the mover's own chain without liberties after
    /// captures, and the rules forbid it (RULES.md section 2).
    #[error("playing at {0} is suicide")]
    Suicide(Point),
    /// The move retakes a ko at once: it recreates the position that stood
    /// right after the mover's previous move (simple ko, RULES.md section 3).
    #[error("playing at {0} retakes the ko at once")]
    Ko(Point),
    /// The move recreates an earlier position forbidden by the superko rule
    /// in force (RULES.md section 3).
    #[error("playing at {0} repeats an earlier position (superko)")]
    Superko(Point),
    /// The game is not in the phase where moves are made: counting, or a
    /// free handicap to place first. (A finished game answers
    /// [`IllegalMove::GameOver`].)
    #[error("no moves can be made in the {0} phase")]
    NotPlaying(Phase),
    /// The game is over: it has a result (RULES.md section 8).
    #[error("the game is over")]
    GameOver,
    /// The seat that tried to move is not the seat whose turn it is.
    #[error("it is {expected}'s turn, not {got}'s")]
    WrongSeat {
        /// Whose turn it is.
        expected: Seat,
        /// Who tried to move.
        got: Seat,
    },
    /// The seat does not exist at this table.
    #[error("there is no seat {0} at this table")]
    UnknownSeat(Seat),
    /// The running clock's flag fell before the move or the free
    /// handicap's placement: the game has ended on time (RULES.md section
    /// 7), lost by the side named (the side whose clock ran; it is the
    /// mover's unless an untimed move left the other side's clock running).
    #[error("{0}'s time ran out before this turn")]
    TimeExpired(Color),
    /// A timestamp earlier than the running clock's start, or, while no
    /// clock runs (play resumed after a count), than the latest timestamp
    /// the game has taken.
    #[error("timestamp {at_ms} ms is earlier than the clock's start at {since_ms} ms")]
    ClockBackwards {
        /// The timestamp given.
        at_ms: u64,
        /// When the running clock started (the latest timestamp, while no
        /// clock runs).
        since_ms: u64,
    },
}

impl IllegalMove {
    /// The stable kind of this error (its code and name).
    #[must_use]
    pub fn kind(&self) -> ErrorKind {
        match self {
            IllegalMove::OffBoard(_) => ErrorKind::OffBoard,
            IllegalMove::Occupied(_) => ErrorKind::Occupied,
            IllegalMove::Suicide(_) => ErrorKind::Suicide,
            IllegalMove::Ko(_) => ErrorKind::Ko,
            IllegalMove::Superko(_) => ErrorKind::Superko,
            IllegalMove::NotPlaying(_) => ErrorKind::NotPlaying,
            IllegalMove::GameOver => ErrorKind::GameOver,
            IllegalMove::WrongSeat { .. } => ErrorKind::WrongSeat,
            IllegalMove::UnknownSeat(_) => ErrorKind::UnknownSeat,
            IllegalMove::TimeExpired(_) => ErrorKind::TimeExpired,
            IllegalMove::ClockBackwards { .. } => ErrorKind::ClockBackwards,
        }
    }

    /// The point the move named, for the reasons that concern a point.
    #[must_use]
    pub fn point(&self) -> Option<Point> {
        match *self {
            IllegalMove::OffBoard(p)
            | IllegalMove::Occupied(p)
            | IllegalMove::Suicide(p)
            | IllegalMove::Ko(p)
            | IllegalMove::Superko(p) => Some(p),
            _ => None,
        }
    }

    /// Why the move is refused, without naming its point, for callers that
    /// name points their own way (as GTP vertices, for instance): "the
    /// point is off the board", "the point is occupied", "it is suicide",
    /// "it retakes a ko at once", "it repeats an earlier position
    /// (superko)"; the other variants, which name no point, give their
    /// `Display` text.
    #[must_use]
    pub fn reason(&self) -> String {
        match self {
            IllegalMove::OffBoard(_) => "the point is off the board".to_owned(),
            IllegalMove::Occupied(_) => "the point is occupied".to_owned(),
            IllegalMove::Suicide(_) => "it is suicide".to_owned(),
            IllegalMove::Ko(_) => "it retakes a ko at once".to_owned(),
            IllegalMove::Superko(_) => "it repeats an earlier position (superko)".to_owned(),
            other => other.to_string(),
        }
    }
}

/// Why a game action other than a move (resign, undo, handicap placement,
/// ...) cannot be done now. The game is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum GameError {
    /// The action does not belong to the game's current phase.
    #[error("{action} is not possible in the {phase} phase")]
    WrongPhase {
        /// What was tried.
        action: &'static str,
        /// The phase the game is in.
        phase: Phase,
    },
    /// The seat does not exist at this table.
    #[error("there is no seat {0} at this table")]
    UnknownSeat(Seat),
    /// The seat that acted is not the seat whose turn it is.
    #[error("it is {expected}'s turn, not {got}'s")]
    WrongSeat {
        /// Whose turn it is.
        expected: Seat,
        /// Who acted.
        got: Seat,
    },
    /// Undo asked with no move to take back.
    #[error("there is no move to undo")]
    NothingToUndo,
    /// A handicap placement that is not valid.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// A dead-stone mark on a point that cannot take it.
    #[error(transparent)]
    Counting(#[from] CountingError),
    /// Accept or reject with no proposal from the other side pending.
    #[error("the other side has no proposal to answer")]
    NoProposal,
    /// A game record whose events cannot be replayed: the event's index
    /// (0-based) and the error the game gave for it.
    #[error("event {index} of the record cannot be replayed: {error}")]
    InvalidRecord {
        /// 0-based index of the event in the record.
        index: usize,
        /// The error the game gave for it.
        error: Box<GameError>,
    },
    /// The computer player was asked to search a Phantom Go game as a
    /// whole: the game holds the stones hidden from the player to move,
    /// which the search would see (RULES.md section 6: each player knows
    /// only its own stones and the referee's announcements). The bot plays
    /// Phantom Go through the referee (`Bot::choose_phantom_move`).
    #[error("the computer player would see the hidden stones of this Phantom Go game: ask it through the referee")]
    HiddenInformation,
    /// A Phantom Go referee's record whose views, refused points or
    /// announcements are not those its game gives when played again
    /// through a referee (RULES.md section 6: a player sees only what the
    /// referee's answers to its own tries showed), or whose game has an
    /// event no referee makes: what does not fit.
    #[error("the Phantom Go referee's record does not fit its game: {0}")]
    InvalidRefereeRecord(&'static str),
    /// A move the game refused, inside an action that makes one (a record's
    /// replayed move).
    #[error(transparent)]
    Illegal(#[from] IllegalMove),
}

impl GameError {
    /// The stable kind of this error (its code and name); a wrapped setup,
    /// counting or move error gives its own kind.
    #[must_use]
    pub fn kind(&self) -> ErrorKind {
        match self {
            GameError::WrongPhase { .. } => ErrorKind::WrongPhase,
            GameError::UnknownSeat(_) => ErrorKind::UnknownSeat,
            GameError::WrongSeat { .. } => ErrorKind::WrongSeat,
            GameError::NothingToUndo => ErrorKind::NothingToUndo,
            GameError::Setup(e) => e.kind(),
            GameError::Counting(e) => e.kind(),
            GameError::NoProposal => ErrorKind::NoProposal,
            GameError::InvalidRecord { .. } => ErrorKind::InvalidRecord,
            GameError::HiddenInformation => ErrorKind::HiddenInformation,
            GameError::InvalidRefereeRecord(_) => ErrorKind::InvalidRefereeRecord,
            GameError::Illegal(e) => e.kind(),
        }
    }

    /// The point the error names, if any: a wrapped setup, counting or
    /// move error's point, or the point of the refused event of a record.
    #[must_use]
    pub fn point(&self) -> Option<Point> {
        match self {
            GameError::Setup(e) => e.point(),
            GameError::Counting(e) => e.point(),
            GameError::Illegal(e) => e.point(),
            GameError::InvalidRecord { error, .. } => error.point(),
            GameError::WrongPhase { .. }
            | GameError::UnknownSeat(_)
            | GameError::WrongSeat { .. }
            | GameError::NothingToUndo
            | GameError::NoProposal
            | GameError::HiddenInformation
            | GameError::InvalidRefereeRecord(_) => None,
        }
    }
}

/// Why a count or a dead-stone marking cannot be made.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CountingError {
    /// A dead-stone point off the board.
    #[error("point {0} is off the board")]
    OffBoard(Point),
    /// A dead-stone point with no stone on it.
    #[error("there is no stone on {0} to mark")]
    NotAStone(Point),
    /// A count whose margin, in half points, is beyond what a
    /// [`GameResult`](crate::GameResult) holds (`u32::MAX` half points,
    /// 2,147,483,647.5 points): prisoners or handicap stones given by the
    /// caller beyond any game's.
    #[error(
        "the count's margin of {} points is beyond what a result holds (2147483647.5 points): the prisoners or handicap stones given are beyond any game's",
        *half_points as f64 / 2.0
    )]
    MarginTooLarge {
        /// White's margin in half points (negative: Black leads).
        half_points: i64,
    },
}

impl CountingError {
    /// The stable kind of this error (its code and name).
    #[must_use]
    pub fn kind(&self) -> ErrorKind {
        match self {
            CountingError::OffBoard(_) => ErrorKind::MarkOffBoard,
            CountingError::NotAStone(_) => ErrorKind::NotAStone,
            CountingError::MarginTooLarge { .. } => ErrorKind::MarginTooLarge,
        }
    }

    /// The point the mark named.
    #[must_use]
    pub fn point(&self) -> Option<Point> {
        match *self {
            CountingError::OffBoard(p) | CountingError::NotAStone(p) => Some(p),
            CountingError::MarginTooLarge { .. } => None,
        }
    }
}

/// "stone" or "stones" after a count, for the messages above.
fn stones(n: u32) -> &'static str {
    if n == 1 { "stone" } else { "stones" }
}
