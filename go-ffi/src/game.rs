//! The `go_game_*` exports: create and free a game, make moves, and read its
//! state. Each one converts its arguments, calls go-core and converts the
//! answer; the rules are go-core's alone.

use std::ffi::{CStr, c_char, c_int};
use std::ptr;
use std::slice;

use go_core::{BoardSize, Game, GameSetup, MAX_SIDE, Move, Point, Preset, Rules};

use crate::color::GoColor;
use crate::handle::{GoGame, with_game, with_game_mut};
use crate::panic;
use crate::phase::GoPhase;
use crate::status::{GoStatus, status_of};

// A coordinate too large for a `u8` becomes 255, which must be off every
// board so that go-core answers "off board" for it.
const _: () = assert!(MAX_SIDE < u8::MAX);

/// The point at column `x`, row `y`; a coordinate above 255 becomes 255,
/// which is off every board (see the assertion above), so go-core still
/// decides what to answer for it.
pub(crate) fn point(x: u32, y: u32) -> Point {
    let clamp = |v: u32| u8::try_from(v).unwrap_or(u8::MAX);
    Point::new(clamp(x), clamp(y))
}

/// Writes `value` through the out-pointer `out`.
///
/// Answers `GO_STATUS_NULL_POINTER` when `out` is NULL, else `GO_STATUS_OK`.
///
/// # Safety
/// `out` is NULL or valid for writing a `T`.
pub(crate) unsafe fn write_out<T>(out: *mut T, value: T) -> GoStatus {
    if out.is_null() {
        return GoStatus::NullPointer;
    }
    // SAFETY: `out` is not NULL and, by the caller's contract, valid for
    // writing a `T`.
    unsafe { out.write(value) };
    GoStatus::Ok
}

/// Creates a game: an empty `width` x `height` board, Black to move, under
/// the rules preset named `rules_preset`.
///
/// `rules_preset` is a NUL-terminated UTF-8 name, case-insensitive, with `_`
/// or a space allowed for `-`: `"studio"`, `"chinese"`, `"aga"`,
/// `"new-zealand"` (`"nz"`), `"tromp-taylor"`, and in builds with Japanese
/// rules `"japanese"`, `"korean"`, `"game-site"`. NULL means `"studio"`.
/// The library does not keep the pointer.
///
/// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new handle that the
/// caller owns and must release with `go_game_free`. On any error
/// `*out_game` is set to NULL (unless `out_game` itself is NULL).
///
/// Errors, checked in this order:
/// - `GO_STATUS_NULL_POINTER`: `out_game` is NULL;
/// - `GO_STATUS_INVALID_UTF8`: the preset name is not valid UTF-8;
/// - `GO_STATUS_INVALID_SIZE`: a side is 0 or more than 52;
/// - `GO_STATUS_UNKNOWN_PRESET`: no preset has this name;
/// - `GO_STATUS_PANIC`.
///
/// # Safety
/// `rules_preset` is NULL or points to a NUL-terminated string; `out_game`
/// is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_new(
    width: u32,
    height: u32,
    rules_preset: *const c_char,
    out_game: *mut *mut GoGame,
) -> GoStatus {
    panic::guard(|| {
        // SAFETY: `out_game` is NULL or valid for writes (caller's contract).
        if unsafe { write_out(out_game, ptr::null_mut()) } != GoStatus::Ok {
            return GoStatus::NullPointer;
        }
        let name = if rules_preset.is_null() {
            None
        } else {
            // SAFETY: not NULL, so NUL-terminated by the caller's contract;
            // the borrow ends with this call.
            match unsafe { CStr::from_ptr(rules_preset) }.to_str() {
                Ok(name) => Some(name),
                Err(_) => return GoStatus::InvalidUtf8,
            }
        };
        let size = match BoardSize::new(width, height) {
            Ok(size) => size,
            Err(e) => return e.into(),
        };
        let rules = match name {
            None => Rules::studio(),
            Some(name) => match name.parse::<Preset>() {
                Ok(preset) => preset.rules(size),
                Err(_) => return GoStatus::UnknownPreset,
            },
        };
        let game = match Game::from_setup(GameSetup::new(size).with_rules(rules)) {
            Ok(game) => game,
            Err(e) => return e.into(),
        };
        let handle = GoGame::into_raw(game);
        // SAFETY: checked non-NULL above; valid for writes by contract.
        unsafe { out_game.write(handle) };
        GoStatus::Ok
    })
}

/// Releases a game made by `go_game_new`. NULL does nothing. A poisoned game
/// (`GO_STATUS_POISONED`) may and should be freed too.
///
/// Ownership: takes the handle back; the pointer is invalid afterwards.
///
/// # Safety
/// `game` is NULL or a handle from `go_game_new` that has not been freed and
/// that no other thread is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_free(game: *mut GoGame) {
    // SAFETY: the caller's contract is `GoGame::free`'s.
    panic::guard_or((), || unsafe { GoGame::free(game) });
}

/// Plays a stone for the side to move at column `x`, row `y` (0-based from
/// the top-left corner, as in SGF), capturing what it captures.
///
/// Errors (the game is then unchanged):
/// - `GO_STATUS_NULL_POINTER`: `game` is NULL;
/// - `GO_STATUS_OFF_BOARD`: the point is not on the board (any coordinate
///   too large, even above 255, is off the board);
/// - `GO_STATUS_OCCUPIED`, `GO_STATUS_SUICIDE`, `GO_STATUS_KO`,
///   `GO_STATUS_SUPERKO`: the rules in force forbid the play;
/// - `GO_STATUS_NOT_PLAYING`: the game is not in the playing phase;
/// - `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_play(game: *mut GoGame, x: u32, y: u32) -> GoStatus {
    // SAFETY: the caller's contract is `with_game_mut`'s.
    unsafe { with_game_mut(game, |g| status_of(g.play(Move::Play(point(x, y))))) }
}

/// Passes for the side to move. Two passes in a row end play: the game
/// moves to the counting phase.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_NOT_PLAYING` outside the playing phase; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_pass(game: *mut GoGame) -> GoStatus {
    // SAFETY: the caller's contract is `with_game_mut`'s.
    unsafe { with_game_mut(game, |g| status_of(g.pass())) }
}

/// Takes back the last move (a play or a pass): the board, prisoners, side
/// to move and phase return to what they were before it.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_NOTHING_TO_UNDO` when no move was made;
/// `GO_STATUS_WRONG_PHASE` after a resignation or an accepted count (a
/// game finished by a move, such as the second pass under Tromp-Taylor,
/// can be undone); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_undo(game: *mut GoGame) -> GoStatus {
    // SAFETY: the caller's contract is `with_game_mut`'s.
    unsafe { with_game_mut(game, |g| status_of(g.undo())) }
}

/// The side to move resigns: the game is finished, won by the other side.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_WRONG_PHASE` when the game is already finished;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_resign(game: *mut GoGame) -> GoStatus {
    // SAFETY: the caller's contract is `with_game_mut`'s.
    unsafe { with_game_mut(game, |g| status_of(g.resign())) }
}

/// Whether the side to move may play at column `x`, row `y` now, without
/// changing the game: `GO_STATUS_OK` when `go_game_play` would succeed,
/// otherwise the very status it would return (`GO_STATUS_OFF_BOARD`,
/// `GO_STATUS_OCCUPIED`, `GO_STATUS_SUICIDE`, `GO_STATUS_KO`,
/// `GO_STATUS_SUPERKO`, `GO_STATUS_NOT_PLAYING`).
///
/// Other errors: `GO_STATUS_NULL_POINTER`, `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is changing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_is_legal(game: *const GoGame, x: u32, y: u32) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s.
    unsafe { with_game(game, |g| status_of(g.is_legal(Move::Play(point(x, y))))) }
}

/// Writes the side to move to `*out_color`: `GO_COLOR_BLACK` (1) or
/// `GO_COLOR_WHITE` (2).
///
/// Errors (`*out_color` is then untouched): `GO_STATUS_NULL_POINTER` when
/// `game` or `out_color` is NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is changing; `out_color` is NULL or valid for writing an `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_to_move(game: *const GoGame, out_color: *mut c_int) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s.
    unsafe { with_game(game, |g| write_out(out_color, GoColor::of(g.to_move()).int())) }
}

/// Writes the game's phase to `*out_phase`, one of the `GoPhase` values:
/// `GO_PHASE_PLAYING` (1) while moves are made, `GO_PHASE_COUNTING` (2)
/// after two passes, `GO_PHASE_FINISHED` (3) once there is a result.
///
/// Errors (`*out_phase` is then untouched): `GO_STATUS_NULL_POINTER` when
/// `game` or `out_phase` is NULL; `GO_STATUS_INTERNAL` for a phase this
/// version of the C ABI has no number for; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is changing; `out_phase` is NULL or valid for writing an `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_phase(game: *const GoGame, out_phase: *mut c_int) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s.
    unsafe {
        with_game(game, |g| {
            if out_phase.is_null() {
                return GoStatus::NullPointer;
            }
            match GoPhase::of(g.phase()) {
                Some(phase) => write_out(out_phase, phase.int()),
                None => GoStatus::Internal,
            }
        })
    }
}

/// Writes the board's width (columns) to `*out_width` and height (rows) to
/// `*out_height`; the board buffer of `go_game_board` needs
/// `width * height` bytes.
///
/// Errors (nothing is written then): `GO_STATUS_NULL_POINTER` when any
/// pointer is NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is changing; `out_width` and `out_height` are NULL or valid for writing a
/// `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_size(game: *const GoGame, out_width: *mut u32, out_height: *mut u32) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s.
    unsafe {
        with_game(game, |g| {
            if out_width.is_null() || out_height.is_null() {
                return GoStatus::NullPointer;
            }
            let size = g.board().size();
            let _ = write_out(out_width, u32::from(size.width()));
            write_out(out_height, u32::from(size.height()))
        })
    }
}

/// Copies the board into the caller's buffer `buf` of `len` bytes: one byte
/// per point in row-major order (top row first, left to right: the point at
/// column `x`, row `y` is at index `y * width + x`), each `GO_COLOR_EMPTY`
/// (0), `GO_COLOR_BLACK` (1) or `GO_COLOR_WHITE` (2). Bytes past
/// `width * height` are left as they were.
///
/// Ownership: the caller owns `buf`; the library does not keep it.
///
/// `*written` receives `width * height` both on `GO_STATUS_OK` (the bytes
/// written) and on `GO_STATUS_BUFFER_TOO_SMALL` (the length needed), so
/// `buf = NULL, len = 0` asks for the length. On any other error it is
/// untouched.
///
/// Errors: `GO_STATUS_NULL_POINTER` when `game` or `written` is NULL, or
/// `buf` is NULL with `len > 0`; `GO_STATUS_BUFFER_TOO_SMALL` when
/// `len < width * height` (nothing is written to `buf`);
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is changing; `buf` is NULL or valid for writing `len` bytes; `written` is
/// NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_board(game: *const GoGame, buf: *mut u8, len: usize, written: *mut usize) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s; the
    // buffer is handled below.
    unsafe {
        with_game(game, |g| {
            if written.is_null() || (buf.is_null() && len > 0) {
                return GoStatus::NullPointer;
            }
            let board = g.board();
            let size = board.size();
            let area = size.area();
            if len < area {
                let _ = write_out(written, area);
                return GoStatus::BufferTooSmall;
            }
            // SAFETY: `len >= area >= 1`, so `buf` is not NULL, and the
            // caller guarantees it valid for `len` bytes; bytes are always
            // aligned, and this borrow ends with the call.
            let cells = slice::from_raw_parts_mut(buf, area);
            for (cell, p) in cells.iter_mut().zip(size.points()) {
                *cell = GoColor::of_point(board.get(p)).byte();
            }
            write_out(written, area)
        })
    }
}

/// Writes to `*out` the number of stones the side `color` (`GO_COLOR_BLACK`
/// or `GO_COLOR_WHITE`) has captured: its prisoners, including opponent
/// stones removed by the opponent's own suicide where the rules allow it,
/// and under AGA rules one stone per opponent pass.
///
/// Errors (`*out` is then untouched): `GO_STATUS_NULL_POINTER` when `game`
/// or `out` is NULL; `GO_STATUS_INVALID_COLOR` for any other `color`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is changing; `out` is NULL or valid for writing a `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_prisoners(game: *const GoGame, color: c_int, out: *mut u32) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s.
    unsafe {
        with_game(game, |g| {
            if out.is_null() {
                return GoStatus::NullPointer;
            }
            match GoColor::side(color) {
                Some(side) => write_out(out, g.prisoners()[side]),
                None => GoStatus::InvalidColor,
            }
        })
    }
}

/// Writes to `*out_count` the number of moves made so far, plays and passes
/// alike (handicap stones are not moves); `go_game_undo` takes one back.
///
/// Errors (`*out_count` is then untouched): `GO_STATUS_NULL_POINTER` when
/// `game` or `out_count` is NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is changing; `out_count` is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_move_count(game: *const GoGame, out_count: *mut usize) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s.
    unsafe { with_game(game, |g| write_out(out_count, g.moves().len())) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn large_coordinates_become_an_off_board_point() {
        assert_eq!(point(3, 4), Point::new(3, 4));
        assert_eq!(point(255, 0), Point::new(255, 0));
        assert_eq!(point(256, u32::MAX), Point::new(255, 255));
        let size = BoardSize::new(u32::from(MAX_SIDE), u32::from(MAX_SIDE));
        assert!(matches!(size, Ok(s) if !s.contains(point(0, 1000)) && !s.contains(point(1000, 0))));
    }
}
