//! Statuses: the `GoStatus` enum itself is generated (`generated.rs`, from
//! go-core's `ErrorKind` plus the ABI's own codes); here are its message
//! function, the mapping of go-core's errors to it (through their `kind()`,
//! never by hand), and the status form of the panic boundary.

use std::ffi::{CStr, c_char, c_int};

use go_core::{CountingError, ErrorKind, GameError, IllegalMove, ParseError, SetupError, SgfError};

use crate::generated::GoStatus;
use crate::panic;

impl GoStatus {
    /// The status numbered `code`, if there is one.
    pub(crate) fn from_code(code: c_int) -> Option<GoStatus> {
        GoStatus::ALL.into_iter().find(|&s| s.code() == code)
    }

    /// This status's number.
    pub(crate) const fn code(self) -> c_int {
        self as c_int
    }

    /// The status of a go-core error kind: the same number.
    ///
    /// # Panics
    /// When the generated table lacks the kind, which `tests/header.rs`
    /// rules out (the table is generated from the kinds); the panic
    /// boundary then answers `GO_STATUS_PANIC`.
    pub(crate) fn of_kind(kind: ErrorKind) -> GoStatus {
        match GoStatus::from_code(c_int::from(kind.code())) {
            Some(status) => status,
            None => panic!("no GoStatus for go-core's error kind {kind} ({})", kind.code()),
        }
    }
}

impl Default for GoStatus {
    /// `GO_STATUS_OK`, for the status fields of answers.
    fn default() -> GoStatus {
        GoStatus::Ok
    }
}

/// Each go-core error converts through its stable kind.
macro_rules! from_kind {
    ($($error:ty),*) => {
        $(
            impl From<$error> for GoStatus {
                fn from(e: $error) -> GoStatus {
                    GoStatus::of_kind(e.kind())
                }
            }
        )*
    };
}

from_kind!(SetupError, IllegalMove, GameError, CountingError, ParseError, SgfError);

/// `GO_STATUS_OK` for `Ok`, the error's status for `Err`.
pub(crate) fn status_of<T, E: Into<GoStatus>>(result: Result<T, E>) -> GoStatus {
    match result {
        Ok(_) => GoStatus::Ok,
        Err(e) => e.into(),
    }
}

/// Runs `body`, answering `GO_STATUS_PANIC` if it panics.
pub(crate) fn guard(body: impl FnOnce() -> GoStatus) -> GoStatus {
    panic::guard_or(GoStatus::Panic, body)
}

/// Runs `body`, which reports failures as `Err(status)`, answering
/// `GO_STATUS_PANIC` if it panics.
pub(crate) fn guard_result(body: impl FnOnce() -> Result<(), GoStatus>) -> GoStatus {
    guard(|| match body() {
        Ok(()) => GoStatus::Ok,
        Err(status) => status,
    })
}

/// The message of an unknown status code.
const UNKNOWN: &CStr = c"unknown status code";

/// The text describing `status`: a static, NUL-terminated, lower-case
/// English string such as `"the point already holds a stone"`.
///
/// `status` is an `int` so that any value may be passed: a `GoStatus`
/// converts to it implicitly, and a number that is no status gives
/// `"unknown status code"`.
///
/// Ownership: the string is owned by the library and lives as long as the
/// program; do not free or modify it. Never returns NULL. Thread-safe.
#[unsafe(no_mangle)]
pub extern "C" fn go_status_message(status: c_int) -> *const c_char {
    panic::guard_or(UNKNOWN.as_ptr(), || GoStatus::from_code(status).map_or(UNKNOWN, GoStatus::message).as_ptr())
}

#[cfg(test)]
mod tests {
    use super::*;

    use go_core::{Coded, Color, Phase, Point, Seat};

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
            let group = s.code() / 100;
            assert!([0, 1, 2, 3, 4, 5, 6, 9].contains(&group), "{s:?} outside the groups");
        }
    }

    /// Every error kind of go-core has the status of the same number, and
    /// every status of 2xx..6xx is an error kind: the table is the kinds.
    #[test]
    fn every_error_kind_has_its_status_and_no_more() {
        for &kind in ErrorKind::ALL {
            assert_eq!(GoStatus::of_kind(kind).code(), c_int::from(kind.code()), "{kind}");
        }
        for s in GoStatus::ALL {
            if (200..700).contains(&s.code()) {
                let code = u16::try_from(s.code()).expect("small");
                assert!(ErrorKind::from_code(code).is_some(), "{s:?} is no error kind of go-core");
            }
        }
    }

    #[test]
    fn the_abis_own_numbers_are_fixed() {
        let pinned = [
            (GoStatus::Ok, 0),
            (GoStatus::NullPointer, 100),
            (GoStatus::InvalidUtf8, 101),
            (GoStatus::BufferTooSmall, 102),
            (GoStatus::InvalidColor, 104),
            (GoStatus::InvalidBudget, 105),
            (GoStatus::InvalidEnum, 106),
            (GoStatus::NotFound, 107),
            (GoStatus::InvalidLength, 108),
            (GoStatus::InvalidJson, 109),
            (GoStatus::InvalidSize, 200),
            (GoStatus::Occupied, 301),
            (GoStatus::WrongSeat, 306),
            (GoStatus::GameOver, 310),
            (GoStatus::WrongPhase, 400),
            (GoStatus::MarkOffBoard, 406),
            (GoStatus::UnknownName, 500),
            (GoStatus::SgfNoGameTree, 600),
            (GoStatus::Panic, 900),
            (GoStatus::Poisoned, 901),
            (GoStatus::OutOfMemory, 902),
        ];
        for (status, code) in pinned {
            assert_eq!(status.code(), code, "{status:?}");
        }
    }

    #[test]
    fn unknown_codes_have_the_unknown_message() {
        for code in [-1, 1, 99, 103, 110, 202, 299, 399, 401, 402, 499, 614, 903, 1000, c_int::MAX, c_int::MIN] {
            assert_eq!(GoStatus::from_code(code), None, "{code}");
            // SAFETY: go_status_message returns a static NUL-terminated string.
            let text = unsafe { CStr::from_ptr(go_status_message(code)) };
            assert_eq!(text, UNKNOWN);
        }
        // SAFETY: as above.
        let ok = unsafe { CStr::from_ptr(go_status_message(0)) };
        assert_eq!(ok, c"ok");
        // SAFETY: as above.
        let occupied = unsafe { CStr::from_ptr(go_status_message(301)) };
        assert_eq!(occupied, c"the point already holds a stone");
    }

    #[test]
    fn go_core_errors_map_through_their_kinds() {
        let p = Point::new(1, 2);
        let seat = Seat::first(Color::Black);
        let cases: [(GoStatus, GoStatus); 10] = [
            (IllegalMove::Occupied(p).into(), GoStatus::Occupied),
            (IllegalMove::TimeExpired(Color::White).into(), GoStatus::TimeExpired),
            (IllegalMove::NotPlaying(Phase::Counting).into(), GoStatus::NotPlaying),
            (GameError::WrongSeat { expected: seat, got: seat }.into(), GoStatus::WrongSeat),
            (IllegalMove::WrongSeat { expected: seat, got: seat }.into(), GoStatus::WrongSeat),
            (GameError::Setup(SetupError::InvalidHandicap(1)).into(), GoStatus::InvalidHandicap),
            (GameError::Counting(CountingError::OffBoard(p)).into(), GoStatus::MarkOffBoard),
            (SetupError::InvalidSize { width: 0, height: 0 }.into(), GoStatus::InvalidSize),
            (ParseError::InvalidSeat("x".into()).into(), GoStatus::InvalidSeat),
            (SgfError::UnknownCharset { label: "x".into() }.into(), GoStatus::SgfUnknownCharset),
        ];
        for (got, want) in cases {
            assert_eq!(got, want);
        }
        assert_eq!(guard(|| panic!("test panic, expected")), GoStatus::Panic);
        assert_eq!(guard_result(|| Err(GoStatus::Ko)), GoStatus::Ko);
        assert_eq!(guard_result(|| Ok(())), GoStatus::Ok);
    }
}
