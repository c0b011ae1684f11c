//! Status codes: one fixed number per outcome, grouped by hundreds, each with
//! a static message; and the mapping from go-core's error enums to them.

use std::ffi::{CStr, c_char, c_int};

use go_core::{CountingError, GameError, IllegalMove, SetupError};

use crate::panic;

/// The outcome of a call. `GO_STATUS_OK` is 0; errors are grouped by hundreds:
///
/// - 1xx: a bad argument (NULL pointer, invalid UTF-8, small buffer, ...);
///   nothing was attempted.
/// - 2xx: a game could not be set up (go-core's `SetupError`).
/// - 3xx: an illegal move, one code per reason (go-core's `IllegalMove`).
/// - 4xx: another game action was refused (go-core's `GameError`).
/// - 9xx: an internal failure of the library.
///
/// The numbers are part of the ABI: they never change, and new codes only
/// take unused numbers. Codes ending in 99 stand for a reason of their
/// group that this version of the C ABI has no code for yet. Every error
/// leaves the game unchanged. `go_status_message` describes each code.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[must_use]
pub enum GoStatus {
    /// Success.
    Ok = 0,

    /// A pointer argument that must not be NULL was NULL.
    NullPointer = 100,
    /// A string argument is not valid UTF-8.
    InvalidUtf8 = 101,
    /// The caller's buffer is too small; the function says where it reports
    /// the length needed.
    BufferTooSmall = 102,
    /// The rules preset name is not one this build knows.
    UnknownPreset = 103,
    /// A colour argument is neither `GO_COLOR_BLACK` nor `GO_COLOR_WHITE`.
    InvalidColor = 104,
    /// A search budget out of range (`go_game_suggest_move`).
    InvalidBudget = 105,

    /// A board side outside 1..=52.
    InvalidSize = 200,
    /// A wrapped board axis shorter than 3 points.
    WrapTooSmall = 201,
    /// A text that is not a vertex of the board.
    InvalidVertex = 202,
    /// An ASCII board diagram that cannot be read.
    InvalidDiagram = 203,
    /// A setup stone off the board.
    SetupOffBoard = 204,
    /// A setup or handicap stone on a point that already holds a stone.
    SetupOccupied = 205,
    /// Setup stones that leave a chain without liberties.
    SetupNoLiberties = 206,
    /// A fixed handicap not available on this board.
    FixedHandicapUnavailable = 207,
    /// A handicap of fewer than 2 stones or more than the board holds.
    InvalidHandicap = 208,
    /// A free handicap placement with the wrong number of stones.
    HandicapCount = 209,
    /// A point given twice in one placement.
    DuplicatePoint = 210,
    /// An invalid number of seats for a side.
    InvalidSeats = 211,
    /// A komi that is not a multiple of 0.5 or is out of range.
    InvalidKomi = 212,
    /// A list of point colours whose length is not the board's area.
    WrongLength = 213,
    /// Another setup error.
    SetupOther = 299,

    /// The point is not on the board.
    OffBoard = 300,
    /// The point already holds a stone.
    Occupied = 301,
    /// The play would be suicide, which the rules forbid.
    Suicide = 302,
    /// The play retakes a ko at once (simple ko rule).
    Ko = 303,
    /// The play repeats an earlier position (superko rule).
    Superko = 304,
    /// The game is not in the phase where moves are made.
    NotPlaying = 305,
    /// The seat that tried to move is not the seat whose turn it is.
    WrongSeat = 306,
    /// The seat that tried to move does not exist at this table.
    UnknownSeat = 307,
    /// The game is over: no move can be made.
    GameOver = 310,
    /// Another reason why the move is illegal.
    IllegalOther = 399,

    /// The action does not belong to the game's current phase.
    WrongPhase = 400,
    /// The seat that acted does not exist at this table.
    GameUnknownSeat = 401,
    /// The seat that acted is not the seat whose turn it is.
    GameWrongSeat = 402,
    /// Undo asked with no move to take back.
    NothingToUndo = 403,
    /// Accepting or rejecting a count the other side has not proposed.
    NoProposal = 404,
    /// Marking an empty point dead.
    NotAStone = 405,
    /// Marking a point off the board dead.
    MarkOffBoard = 406,
    /// Another game error.
    GameOther = 499,

    /// A panic inside the library was caught at the C boundary.
    Panic = 900,
    /// An earlier call panicked while changing this game; only
    /// `go_game_free` may still be called on it.
    Poisoned = 901,
    /// go-core answered with a value this version of the C ABI cannot
    /// represent.
    Internal = 902,
}

impl GoStatus {
    /// Every status, in numeric order. (`tests/status.rs` checks that each
    /// enumerator of the header is found here.)
    pub(crate) const ALL: [GoStatus; 43] = [
        GoStatus::Ok,
        GoStatus::NullPointer,
        GoStatus::InvalidUtf8,
        GoStatus::BufferTooSmall,
        GoStatus::UnknownPreset,
        GoStatus::InvalidColor,
        GoStatus::InvalidBudget,
        GoStatus::InvalidSize,
        GoStatus::WrapTooSmall,
        GoStatus::InvalidVertex,
        GoStatus::InvalidDiagram,
        GoStatus::SetupOffBoard,
        GoStatus::SetupOccupied,
        GoStatus::SetupNoLiberties,
        GoStatus::FixedHandicapUnavailable,
        GoStatus::InvalidHandicap,
        GoStatus::HandicapCount,
        GoStatus::DuplicatePoint,
        GoStatus::InvalidSeats,
        GoStatus::InvalidKomi,
        GoStatus::WrongLength,
        GoStatus::SetupOther,
        GoStatus::OffBoard,
        GoStatus::Occupied,
        GoStatus::Suicide,
        GoStatus::Ko,
        GoStatus::Superko,
        GoStatus::NotPlaying,
        GoStatus::WrongSeat,
        GoStatus::UnknownSeat,
        GoStatus::GameOver,
        GoStatus::IllegalOther,
        GoStatus::WrongPhase,
        GoStatus::GameUnknownSeat,
        GoStatus::GameWrongSeat,
        GoStatus::NothingToUndo,
        GoStatus::NoProposal,
        GoStatus::NotAStone,
        GoStatus::MarkOffBoard,
        GoStatus::GameOther,
        GoStatus::Panic,
        GoStatus::Poisoned,
        GoStatus::Internal,
    ];

    /// The status numbered `code`, if there is one.
    pub(crate) fn from_code(code: c_int) -> Option<GoStatus> {
        GoStatus::ALL.into_iter().find(|&s| s.code() == code)
    }

    /// This status's number.
    pub(crate) fn code(self) -> c_int {
        self as c_int
    }

    /// The static message of this status.
    pub(crate) fn message(self) -> &'static CStr {
        match self {
            GoStatus::Ok => c"ok",
            GoStatus::NullPointer => c"a pointer argument that must not be NULL was NULL",
            GoStatus::InvalidUtf8 => c"a string argument is not valid UTF-8",
            GoStatus::BufferTooSmall => c"the buffer is too small",
            GoStatus::UnknownPreset => c"unknown rules preset name",
            GoStatus::InvalidColor => c"invalid colour: expected GO_COLOR_BLACK or GO_COLOR_WHITE",
            GoStatus::InvalidBudget => c"invalid search budget: playouts must be 1..=10000000",
            GoStatus::InvalidSize => c"invalid board size: each side must be 1..=52",
            GoStatus::WrapTooSmall => c"a wrapped board axis needs at least 3 points",
            GoStatus::InvalidVertex => c"not a vertex on this board",
            GoStatus::InvalidDiagram => c"the board diagram cannot be read",
            GoStatus::SetupOffBoard => c"a setup stone is off the board",
            GoStatus::SetupOccupied => c"a setup or handicap stone is on an occupied point",
            GoStatus::SetupNoLiberties => c"the setup leaves a chain without liberties",
            GoStatus::FixedHandicapUnavailable => c"this fixed handicap is not available on this board",
            GoStatus::InvalidHandicap => c"invalid handicap: it must be 2 or more stones and fit on the board",
            GoStatus::HandicapCount => c"wrong number of free handicap stones",
            GoStatus::DuplicatePoint => c"a point is given twice",
            GoStatus::InvalidSeats => c"invalid number of seats for a side",
            GoStatus::InvalidKomi => c"invalid komi: it must be a multiple of 0.5 within +-10000",
            GoStatus::WrongLength => c"a list of point colours does not match the board's number of points",
            GoStatus::SetupOther => c"the game cannot be set up",
            GoStatus::OffBoard => c"illegal move: the point is off the board",
            GoStatus::Occupied => c"illegal move: the point is occupied",
            GoStatus::Suicide => c"illegal move: suicide",
            GoStatus::Ko => c"illegal move: retakes the ko at once",
            GoStatus::Superko => c"illegal move: repeats an earlier position (superko)",
            GoStatus::NotPlaying => c"illegal move: the game is not in the playing phase",
            GoStatus::WrongSeat => c"illegal move: it is not this seat's turn",
            GoStatus::UnknownSeat => c"illegal move: there is no such seat at this table",
            GoStatus::GameOver => c"illegal move: the game is over",
            GoStatus::IllegalOther => c"illegal move",
            GoStatus::WrongPhase => c"the action is not possible in the game's current phase",
            GoStatus::GameUnknownSeat => c"there is no such seat at this table",
            GoStatus::GameWrongSeat => c"it is not this seat's turn",
            GoStatus::NothingToUndo => c"there is no move to undo",
            GoStatus::NoProposal => c"the other side has no proposal to answer",
            GoStatus::NotAStone => c"there is no stone on this point to mark",
            GoStatus::MarkOffBoard => c"the point to mark is off the board",
            GoStatus::GameOther => c"the game action was refused",
            GoStatus::Panic => c"internal error: a panic was caught at the C boundary",
            GoStatus::Poisoned => c"the game is unusable after an internal error; free it",
            GoStatus::Internal => c"internal error: a value the C ABI cannot represent",
        }
    }
}

/// The message of an unknown status code.
const UNKNOWN: &CStr = c"unknown status code";

/// The text describing `status`: a static, NUL-terminated, lower-case
/// English string such as `"illegal move: the point is occupied"`.
///
/// `status` is an `int` so that any value may be passed: a `GoStatus`
/// converts to it implicitly, and a number that is no status gives
/// `"unknown status code"`.
///
/// Ownership: the string is owned by the library and lives as long as the
/// program; do not free or modify it. Never returns NULL.
#[unsafe(no_mangle)]
pub extern "C" fn go_status_message(status: c_int) -> *const c_char {
    panic::guard_or(UNKNOWN.as_ptr(), || GoStatus::from_code(status).map_or(UNKNOWN, GoStatus::message).as_ptr())
}

impl From<SetupError> for GoStatus {
    fn from(e: SetupError) -> GoStatus {
        match e {
            SetupError::InvalidSize { .. } => GoStatus::InvalidSize,
            SetupError::WrapTooSmall(_) => GoStatus::WrapTooSmall,
            SetupError::Diagram { .. } => GoStatus::InvalidDiagram,
            SetupError::OffBoard(_) => GoStatus::SetupOffBoard,
            SetupError::Occupied(_) => GoStatus::SetupOccupied,
            SetupError::NoLiberties(_) => GoStatus::SetupNoLiberties,
            SetupError::FixedHandicapUnavailable { .. } => GoStatus::FixedHandicapUnavailable,
            SetupError::InvalidHandicap(_) => GoStatus::InvalidHandicap,
            SetupError::HandicapCount { .. } => GoStatus::HandicapCount,
            SetupError::Duplicate(_) => GoStatus::DuplicatePoint,
            SetupError::InvalidSeats { .. } => GoStatus::InvalidSeats,
            SetupError::InvalidKomi(_) => GoStatus::InvalidKomi,
            SetupError::WrongLength { .. } => GoStatus::WrongLength,
            _ => GoStatus::SetupOther,
        }
    }
}

impl From<IllegalMove> for GoStatus {
    fn from(e: IllegalMove) -> GoStatus {
        match e {
            IllegalMove::OffBoard(_) => GoStatus::OffBoard,
            IllegalMove::Occupied(_) => GoStatus::Occupied,
            IllegalMove::Suicide(_) => GoStatus::Suicide,
            IllegalMove::Ko(_) => GoStatus::Ko,
            IllegalMove::Superko(_) => GoStatus::Superko,
            IllegalMove::NotPlaying(_) => GoStatus::NotPlaying,
            IllegalMove::WrongSeat { .. } => GoStatus::WrongSeat,
            IllegalMove::UnknownSeat(_) => GoStatus::UnknownSeat,
            IllegalMove::GameOver => GoStatus::GameOver,
            _ => GoStatus::IllegalOther,
        }
    }
}

impl From<GameError> for GoStatus {
    fn from(e: GameError) -> GoStatus {
        match e {
            GameError::WrongPhase { .. } => GoStatus::WrongPhase,
            GameError::UnknownSeat(_) => GoStatus::GameUnknownSeat,
            GameError::WrongSeat { .. } => GoStatus::GameWrongSeat,
            GameError::NothingToUndo => GoStatus::NothingToUndo,
            GameError::NoProposal => GoStatus::NoProposal,
            GameError::Counting(CountingError::NotAStone(_)) => GoStatus::NotAStone,
            GameError::Counting(CountingError::OffBoard(_)) => GoStatus::MarkOffBoard,
            GameError::Setup(setup) => setup.into(),
            _ => GoStatus::GameOther,
        }
    }
}

/// `GO_STATUS_OK` for `Ok`, the error's code for `Err`.
pub(crate) fn status_of<T, E: Into<GoStatus>>(result: Result<T, E>) -> GoStatus {
    match result {
        Ok(_) => GoStatus::Ok,
        Err(e) => e.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use go_core::{Color, Phase, Point, Seat};

    #[test]
    fn every_status_is_listed_once_in_order_with_its_own_message() {
        for pair in GoStatus::ALL.windows(2) {
            assert!(pair[0].code() < pair[1].code(), "{:?} and {:?} out of order", pair[0], pair[1]);
        }
        let mut messages: Vec<&CStr> = GoStatus::ALL.iter().map(|s| s.message()).collect();
        messages.sort_unstable();
        messages.dedup();
        assert_eq!(messages.len(), GoStatus::ALL.len(), "two statuses share a message");
        for s in GoStatus::ALL {
            assert_eq!(GoStatus::from_code(s.code()), Some(s));
            assert!(!s.message().is_empty());
        }
    }

    #[test]
    fn numbers_are_fixed_and_grouped() {
        let pinned = [
            (GoStatus::Ok, 0),
            (GoStatus::NullPointer, 100),
            (GoStatus::InvalidUtf8, 101),
            (GoStatus::BufferTooSmall, 102),
            (GoStatus::UnknownPreset, 103),
            (GoStatus::InvalidColor, 104),
            (GoStatus::InvalidBudget, 105),
            (GoStatus::InvalidSize, 200),
            (GoStatus::InvalidKomi, 212),
            (GoStatus::WrongLength, 213),
            (GoStatus::SetupOther, 299),
            (GoStatus::OffBoard, 300),
            (GoStatus::Occupied, 301),
            (GoStatus::Suicide, 302),
            (GoStatus::Ko, 303),
            (GoStatus::Superko, 304),
            (GoStatus::NotPlaying, 305),
            (GoStatus::WrongSeat, 306),
            (GoStatus::UnknownSeat, 307),
            (GoStatus::IllegalOther, 399),
            (GoStatus::WrongPhase, 400),
            (GoStatus::NothingToUndo, 403),
            (GoStatus::GameOther, 499),
            (GoStatus::Panic, 900),
            (GoStatus::Poisoned, 901),
            (GoStatus::NoProposal, 404),
            (GoStatus::NotAStone, 405),
            (GoStatus::MarkOffBoard, 406),
            (GoStatus::Internal, 902),
        ];
        for (status, code) in pinned {
            assert_eq!(status.code(), code, "{status:?}");
        }
    }

    #[test]
    fn unknown_codes_have_the_unknown_message() {
        for code in [-1, 1, 99, 106, 214, 311, 407, 903, 1000, c_int::MAX, c_int::MIN] {
            assert_eq!(GoStatus::from_code(code), None);
            // SAFETY: go_status_message returns a static NUL-terminated string.
            let text = unsafe { CStr::from_ptr(go_status_message(code)) };
            assert_eq!(text, UNKNOWN);
        }
        // SAFETY: as above.
        let ok = unsafe { CStr::from_ptr(go_status_message(0)) };
        assert_eq!(ok, c"ok");
    }

    #[test]
    fn go_core_errors_map_to_their_codes() {
        let p = Point::new(1, 2);
        let seat = Seat::first(Color::Black);
        let cases: [(GoStatus, GoStatus); 14] = [
            (IllegalMove::OffBoard(p).into(), GoStatus::OffBoard),
            (IllegalMove::Occupied(p).into(), GoStatus::Occupied),
            (IllegalMove::Suicide(p).into(), GoStatus::Suicide),
            (IllegalMove::Ko(p).into(), GoStatus::Ko),
            (IllegalMove::Superko(p).into(), GoStatus::Superko),
            (IllegalMove::NotPlaying(Phase::Counting).into(), GoStatus::NotPlaying),
            (IllegalMove::WrongSeat { expected: seat, got: seat }.into(), GoStatus::WrongSeat),
            (IllegalMove::UnknownSeat(seat).into(), GoStatus::UnknownSeat),
            (GameError::WrongPhase { action: "x", phase: Phase::Finished }.into(), GoStatus::WrongPhase),
            (GameError::UnknownSeat(seat).into(), GoStatus::GameUnknownSeat),
            (GameError::WrongSeat { expected: seat, got: seat }.into(), GoStatus::GameWrongSeat),
            (GameError::NothingToUndo.into(), GoStatus::NothingToUndo),
            (GameError::Setup(SetupError::InvalidHandicap(1)).into(), GoStatus::InvalidHandicap),
            (SetupError::InvalidSize { width: 0, height: 0 }.into(), GoStatus::InvalidSize),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
    }
}
