//! The game's clocks through the C ABI (RULES.md section 7): timed moves
//! (`_at`), starting the clock, reading the time left and the flag. The
//! caller passes monotonic timestamps in milliseconds; the library never
//! reads a wall clock.

use go_core::Move;

use crate::args::{GoPoint, color, handicap_points, point, seat, write_out};
use crate::generated::{GoColor, GoStatus};
use crate::handle::{GoGame, with, with_mut};
use crate::play::act;

/// A side's time left (`go_game_time_left`). Times in milliseconds.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoTimeLeft {
    /// Main time left.
    pub main_ms: u64,
    /// Byo-yomi periods left (0 for other clocks).
    pub periods: u32,
    /// Time left in the current overtime period (byo-yomi, Canadian).
    pub period_ms: u64,
    /// Canadian: moves still to make in the current period.
    pub stones: u32,
    /// Whether the side's flag has fallen.
    pub flagged: bool,
}

/// Starts the clock of the side to move at `at_ms`. Each timed move then
/// stops the mover's clock and starts the other side's; calling it again
/// restarts the count from `at_ms`, and the time the side to move used
/// since its clock last started is not charged (a restart forgives it,
/// as a server resuming a paused game wants). (A first timed move starts
/// the clock by itself.) A game without a time control has no clock: the
/// call does nothing and records nothing, and its timestamps (like those
/// of its timed moves) are never compared.
///
/// An untimed move (`go_game_play`, `go_game_pass`) in a timed game
/// charges no clock and leaves the running clock running: the time until
/// the next timed call is charged to the side whose clock it is, even
/// into the other side's turn. A timed game uses the `_at` functions for
/// every move.
///
/// A free handicap's placement is Black's first turn (RULES.md section 5):
/// the clock may start before it, and Black's clock then runs until
/// `go_game_place_free_handicap_at`.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_WRONG_PHASE` outside play and the placement of a free
/// handicap; `GO_STATUS_CLOCK_BACKWARDS` for a
/// time earlier than one the game still holds (the clock's last start, a
/// timed move or a flag fall not taken back by `go_game_undo`: an undone
/// move's time no longer counts); `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is using. The
/// same for every export of this file that changes the game.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_start_clock(game: *mut GoGame, at_ms: u64) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act(game, |g| g.start_clock(at_ms)) }
}

/// Plays at column `x`, row `y` for the seat to move at time `at_ms`: the
/// mover's clock is charged up to `at_ms` (then the Fischer increment,
/// byo-yomi period or Canadian count applies) and the other side's clock
/// starts.
///
/// Errors: `GO_STATUS_TIME_EXPIRED` when the mover's flag fell before
/// `at_ms`: the game has then ended on time (the one error that changes
/// the game: the flag fall is recorded); otherwise the game is unchanged:
/// `GO_STATUS_NULL_POINTER`; `GO_STATUS_CLOCK_BACKWARDS` for a time before
/// the running clock's start; then as `go_game_play`.
///
/// # Safety
/// As `go_game_start_clock`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_play_at(game: *mut GoGame, x: u32, y: u32, at_ms: u64) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act(game, |g| g.play_at(Move::Play(point(x, y)), at_ms).map(|_| ())) }
}

/// Passes for the seat to move at time `at_ms` (see `go_game_play_at`).
///
/// Errors: as `go_game_play_at`.
///
/// # Safety
/// As `go_game_start_clock`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_pass_at(game: *mut GoGame, at_ms: u64) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act(game, |g| g.play_at(Move::Pass, at_ms).map(|_| ())) }
}

/// Plays at column `x`, row `y` for seat `number` of side `side` at time
/// `at_ms`: `go_game_play_as` with the clock handling of
/// `go_game_play_at`.
///
/// The flag is looked at before the seat: when the running clock's side
/// has no time left at `at_ms`, the game ends on time
/// (`GO_STATUS_TIME_EXPIRED`) even if the seat given is not the seat to
/// move, because the timestamp alone shows that the flag fell. Only a seat
/// the table does not have is refused before that
/// (`GO_STATUS_UNKNOWN_SEAT`, the game unchanged): such a request is
/// malformed.
///
/// Errors: `GO_STATUS_INVALID_COLOR`; as `go_game_play_at` and
/// `go_game_play_as`.
///
/// # Safety
/// As `go_game_start_clock`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_play_as_at(
    game: *mut GoGame,
    side: GoColor,
    number: u8,
    x: u32,
    y: u32,
    at_ms: u64,
) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe {
        with_mut(game, |g| {
            let seat = seat(side, number)?;
            g.play_as_at(seat, Move::Play(point(x, y)), at_ms).map(|_| ()).map_err(Into::into)
        })
    }
}

/// Places Black's free handicap stones, `points[0..count]`, at time
/// `at_ms`, as Black's first turn on the clock (RULES.md sections 5 and
/// 7): `go_game_place_free_handicap` with the clock handling of
/// `go_game_play_at`. Black's clock is charged up to `at_ms` (from
/// `go_game_start_clock`, or from `at_ms` when no clock runs yet), the
/// placement counts as Black's move for the overtime, and White's clock
/// starts. The library does not keep the array.
///
/// Errors: `GO_STATUS_WRONG_PHASE` unless a free handicap is pending;
/// `GO_STATUS_CLOCK_BACKWARDS` for a time earlier than the running clock's
/// start (or, with no clock running, than one the game has seen);
/// `GO_STATUS_TIME_EXPIRED` when Black's flag fell before `at_ms`: the
/// game has then ended on time, won by White (the one error that changes
/// the game); otherwise as `go_game_place_free_handicap`, the game
/// unchanged.
///
/// # Safety
/// As `go_game_start_clock`; `points` is NULL or valid for reading `count`
/// points.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_place_free_handicap_at(
    game: *mut GoGame,
    points: *const GoPoint,
    count: usize,
    at_ms: u64,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { place_at(game, None, points, count, at_ms) }
}

/// Places the free handicap at time `at_ms` for seat `number` of side
/// `side`, which must be Black's first seat.
///
/// Errors: `GO_STATUS_INVALID_COLOR` first, then `GO_STATUS_UNKNOWN_SEAT`
/// for a seat the table does not have (a malformed request: the game
/// unchanged, whatever the clock); as `go_game_place_free_handicap_at`
/// (the flag is looked at before the seat, as for a timed move); then
/// `GO_STATUS_WRONG_SEAT` (the game unchanged).
///
/// # Safety
/// As `go_game_place_free_handicap_at`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_place_free_handicap_as_at(
    game: *mut GoGame,
    side: GoColor,
    number: u8,
    points: *const GoPoint,
    count: usize,
    at_ms: u64,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { place_at(game, Some((side, number)), points, count, at_ms) }
}

/// The timed placement of both exports, by the seat `(side, number)`
/// when given (its colour checked first).
///
/// # Safety
/// As `go_game_place_free_handicap_at`.
unsafe fn place_at(
    game: *mut GoGame,
    by: Option<(GoColor, u8)>,
    points: *const GoPoint,
    count: usize,
    at_ms: u64,
) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s; `points` holds `count`
    // points.
    unsafe {
        with_mut(game, |g| {
            let seat = by.map(|(side, number)| seat(side, number)).transpose()?;
            let list = handicap_points(g, points, count)?;
            match seat {
                None => g.place_free_handicap_at(&list, at_ms),
                Some(s) => g.place_free_handicap_as_at(s, &list, at_ms),
            }
            .map_err(Into::into)
        })
    }
}

/// Passes for seat `number` of side `side` at time `at_ms`.
///
/// Errors: as `go_game_play_as_at`.
///
/// # Safety
/// As `go_game_start_clock`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_pass_as_at(game: *mut GoGame, side: GoColor, number: u8, at_ms: u64) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe {
        with_mut(game, |g| {
            let seat = seat(side, number)?;
            g.play_as_at(seat, Move::Pass, at_ms).map(|_| ()).map_err(Into::into)
        })
    }
}

/// Looks at the running clock at `at_ms`: if its side's flag has fallen,
/// the game ends, won by the other side on time (recorded), and
/// `*out_ended` (when not NULL) is set to true; otherwise nothing changes
/// and `*out_ended` is false.
///
/// Errors (nothing changed): `GO_STATUS_NULL_POINTER` (`game`);
/// `GO_STATUS_CLOCK_BACKWARDS` when `at_ms` is earlier than the running
/// clock's start; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_start_clock`; `out_ended` is NULL or valid for writing a
/// `bool`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_check_time(game: *mut GoGame, at_ms: u64, out_ended: *mut bool) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s and `write_out`'s.
    unsafe {
        with_mut(game, |g| {
            let ended = g.check_time(at_ms)?.is_some();
            if out_ended.is_null() { Ok(()) } else { write_out(out_ended, ended) }
        })
    }
}

/// Writes side `side`'s time left at `at_ms` to `*out_left`, counting its
/// clock if it is running. A side's seats share one clock. A game without
/// a time control has no clock: every field 0 and `flagged` false (read
/// `go_game_info`'s time-control kind to tell it from a clock run down).
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_CLOCK_BACKWARDS` when a clock is
/// running and `at_ms` is earlier than its start; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_left` is NULL or valid for writing a `GoTimeLeft`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_time_left(
    game: *const GoGame,
    side: GoColor,
    at_ms: u64,
    out_left: *mut GoTimeLeft,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            if out_left.is_null() {
                return Err(GoStatus::NullPointer);
            }
            let left = g.time_left(color(side)?, at_ms)?;
            write_out(
                out_left,
                GoTimeLeft {
                    main_ms: left.main_ms,
                    periods: left.periods,
                    period_ms: left.period_ms,
                    stones: left.stones,
                    flagged: left.flagged,
                },
            )
        })
    }
}
