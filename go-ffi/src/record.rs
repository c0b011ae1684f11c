//! A whole game as data (go-core's `GameRecord`: the setup and every event
//! since) in its JSON form, to store a game and load it again exactly:
//! seats, clocks and timestamps, marks and proposals included, which SGF
//! does not all keep. The JSON is serde's form of `GameRecord` (go-core's
//! `serde` feature), written and read by `serde_json`.

use std::ffi::c_char;

use go_core::{Game, GameRecord};

use crate::args::{not_null, text, write_out};
use crate::buffer::{buffer_args, write_text};
use crate::generated::GoStatus;
use crate::handle::{GoGame, hand_out, with};
use crate::status::guard_result;

/// Writes the game's record as JSON text, NUL-terminated, by the
/// caller-buffer convention. `go_game_from_record_json` reads it back into
/// the same game.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
/// valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_record_json(
    game: *const GoGame,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe {
        with(game, |g| {
            buffer_args(buf, len, out_needed)?;
            not_null(&[out_needed.is_null()])?;
            // A record of plain data always serialises.
            let json = serde_json::to_string(&g.record()).map_err(|_| GoStatus::InvalidJson)?;
            write_text(&json, buf, len, out_needed)
        })
    }
}

/// Makes the game a JSON record (NUL-terminated, as `go_game_record_json`
/// writes it) describes: its setup, with its events replayed in order
/// through the same calls that made them (go-core's `Game::from_record`).
/// The library does not keep the pointer.
///
/// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new game that the
/// caller owns and releases with `go_game_free`; on error it is set to
/// NULL (unless `out_game` is NULL).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
/// `GO_STATUS_INVALID_JSON` for text that is not a record's JSON, values
/// no setup can hold included (a size outside 1..=52 such as `[0,9]`: the
/// JSON reader refuses it as a value); a setup status (2xx) when the
/// setup is refused (a komi beyond ±10000, a handicap the board does not
/// take, an Atari Go goal of 0 stones: `GO_STATUS_INVALID_ATARI_GO`);
/// `GO_STATUS_INVALID_RECORD` when an event cannot be replayed;
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_game` is NULL or valid
/// for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_from_record_json(json: *const c_char, out_game: *mut *mut GoGame) -> GoStatus {
    guard_result(|| {
        // SAFETY: NULL or valid (caller's contract).
        unsafe { write_out(out_game, std::ptr::null_mut()) }?;
        // SAFETY: NULL or NUL-terminated (caller's contract).
        let json = unsafe { text(json) }?;
        let record: GameRecord = serde_json::from_str(json).map_err(|_| GoStatus::InvalidJson)?;
        let game = Game::from_record(&record)?;
        // SAFETY: checked not NULL above.
        unsafe { hand_out(out_game, game) };
        Ok(())
    })
}
