//! The `go_game_*` exports that change a game by a move or an action:
//! plays and passes for the seat to move (`go_game_play`) or a named seat
//! (`go_game_play_as`), GTP's and SGF's "this colour plays now"
//! (`go_game_play_for`), resignation, leaving, undo, the free handicap, and
//! what records do (tolerant replay, the player to move, edited stones,
//! resuming). Every call that fails leaves the game as it was.

use go_core::{Game, Irregularity, Move, Seat};

use crate::args::{GoPoint, code, color, copied, handicap_points, point, seat, stone, write_out};
use crate::generated::{GoColor, GoStatus};
use crate::handle::{GoGame, with_mut};

/// Runs `action` on the game, which reports failures as go-core errors.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is using.
pub(crate) unsafe fn act<E: Into<GoStatus>>(
    game: *mut GoGame,
    action: impl FnOnce(&mut Game) -> Result<(), E>,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { with_mut(game, |g| action(g).map_err(Into::into)) }
}

/// Runs `action` with the seat `number` of side `side`.
///
/// # Safety
/// As [`act`].
unsafe fn act_as<E: Into<GoStatus>>(
    game: *mut GoGame,
    side: GoColor,
    number: u8,
    action: impl FnOnce(&mut Game, Seat) -> Result<(), E>,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        with_mut(game, |g| {
            let seat = seat(side, number)?;
            action(g, seat).map_err(Into::into)
        })
    }
}

/// Plays a stone for the seat to move at column `x`, row `y` (0-based from
/// the top-left corner, as in SGF), capturing what it captures. Two
/// passes in a row end play (see `go_game_pass`). The move has no time:
/// a running clock keeps running for the side that was to move, so a
/// timed game moves with `go_game_play_at`.
///
/// Errors (the game is then unchanged), in go-core's order:
/// `GO_STATUS_NULL_POINTER`; `GO_STATUS_GAME_OVER`; `GO_STATUS_NOT_PLAYING`
/// (counting, or a free handicap to place); `GO_STATUS_OFF_BOARD` (any
/// coordinate above 255 is off every board); `GO_STATUS_OCCUPIED`,
/// `GO_STATUS_SUICIDE`, `GO_STATUS_KO`, `GO_STATUS_SUPERKO`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is using. The
/// same for every export of this file.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_play(game: *mut GoGame, x: u32, y: u32) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act(game, |g| g.play(Move::Play(point(x, y))).map(|_| ())) }
}

/// Passes for the seat to move. Two passes in a row end play: the game
/// moves to the counting phase (or, under rules that count at once, such
/// as Tromp-Taylor, is finished).
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_GAME_OVER`; `GO_STATUS_NOT_PLAYING`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_pass(game: *mut GoGame) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act(game, |g| g.pass().map(|_| ())) }
}

/// Plays a stone at column `x`, row `y` for seat `number` (from 1) of side
/// `side`, refused unless it is that seat's turn (for servers: the move
/// names who makes it). Under the Pair Go penalty option a partner's move
/// out of turn stands, costs the side 3 points, and play continues from the
/// seat after the offender, as if it had moved in its own turn (at seats B1
/// W1 B2 W2, W2 moving in W1's turn is followed by B1; RULES.md section 6).
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_GAME_OVER`,
/// `GO_STATUS_NOT_PLAYING`; `GO_STATUS_UNKNOWN_SEAT` (no such seat at
/// this table), `GO_STATUS_WRONG_SEAT` (not its turn); then as
/// `go_game_play`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_play_as(game: *mut GoGame, side: GoColor, number: u8, x: u32, y: u32) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act_as(game, side, number, |g, s| g.play_as(s, Move::Play(point(x, y))).map(|_| ())) }
}

/// Passes for seat `number` of side `side` (see `go_game_play_as`).
///
/// Errors: as `go_game_play_as` (no point to check).
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_pass_as(game: *mut GoGame, side: GoColor, number: u8) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act_as(game, side, number, |g, s| g.pass_as(s).map(|_| ())) }
}

/// Plays for the side `side` whatever the state, as GTP's `play` and SGF
/// records do (go-core's `Game::play_for`): after two passes play resumes
/// first, and when `side` is not to move it becomes so first; then the
/// stone is played (`pass` true: a pass, `x` and `y` ignored) by that
/// side's seat to move. Each step is recorded, and `go_game_undo` then
/// takes back the move alone: play stays resumed and `side` stays the side
/// to move.
///
/// Errors (the game is then unchanged, nothing resumed or set):
/// `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
/// `GO_STATUS_GAME_OVER`; `GO_STATUS_NOT_PLAYING` while a free handicap is
/// to be placed; otherwise as `go_game_is_legal` for `side`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_play_for(game: *mut GoGame, side: GoColor, pass: bool, x: u32, y: u32) -> GoStatus {
    let mv = if pass { Move::Pass } else { Move::Play(point(x, y)) };
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe {
        with_mut(game, |g| {
            let side = color(side)?;
            g.play_for(side, mv).map(|_| ()).map_err(Into::into)
        })
    }
}

/// The side to move resigns: the game is finished, won by the other side.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_WRONG_PHASE` when the game is already finished;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_resign(game: *mut GoGame) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act(game, |g| g.resign().map(|_| ())) }
}

/// Seat `number` of side `side` resigns for its whole side, whether or not
/// it is its turn (RULES.md sections 4 and 6).
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_WRONG_PHASE` when the game is
/// finished; `GO_STATUS_UNKNOWN_SEAT`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_resign_as(game: *mut GoGame, side: GoColor, number: u8) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act_as(game, side, number, |g, s| g.resign_as(s).map(|_| ())) }
}

/// Seat `number` of side `side` leaves the table: its side forfeits (the
/// game is finished, `GO_RESULT_KIND_FORFEIT`).
///
/// Errors (the game is then unchanged): as `go_game_resign_as`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_leave(game: *mut GoGame, side: GoColor, number: u8) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act_as(game, side, number, |g, s| g.leave(s).map(|_| ())) }
}

/// Declares side `side` out of time (for a clock kept outside the library;
/// see `go_game_check_time` for the library's own clocks): the game is
/// finished, won by the other side on time.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_WRONG_PHASE` when the game is
/// finished; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_time_out(game: *mut GoGame, side: GoColor) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe { with_mut(game, |g| g.time_out(color(side)?).map(|_| ()).map_err(Into::into)) }
}

/// Takes back the last move (a play or a pass, or a replayed move with the
/// pass it implied): the board, prisoners, turn and phase return to what
/// they were before it, and stones edited in, marks or proposals made since
/// are dropped with it (stones edited in with no move before them are not
/// a move: `GO_STATUS_NOTHING_TO_UNDO`). In
/// a timed game the clocks are turned back to what they were before it.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_WRONG_PHASE` after a resignation, a timeout or an accepted
/// count (a game finished by a move, such as the second pass under
/// Tromp-Taylor or a capture in Atari Go, can be undone);
/// `GO_STATUS_NOTHING_TO_UNDO`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_undo(game: *mut GoGame) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act(game, |g| g.undo().map(|_| ())) }
}

/// Places Black's free handicap stones, `points[0..count]`, as Black's
/// first turn; then White moves (RULES.md section 5). The library does not
/// keep the array. The stones are not a move: `go_game_undo` never takes
/// them back (`GO_STATUS_NOTHING_TO_UNDO` before White's first move): a
/// misplaced handicap means building the game again.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_LENGTH`; `GO_STATUS_WRONG_PHASE` unless a free
/// handicap is pending; `GO_STATUS_HANDICAP_COUNT` for a count other than
/// the handicap's (the phase and the count are judged before `points` is
/// read); `GO_STATUS_SETUP_OFF_BOARD`, `GO_STATUS_DUPLICATE_POINT`,
/// `GO_STATUS_SETUP_OCCUPIED`; `GO_STATUS_SETUP_NO_LIBERTIES` when the
/// stones leave a chain without liberties (a setup stone surrounded, or
/// the handicap's own chain); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`; `points` is NULL or valid for reading `count`
/// points.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_place_free_handicap(
    game: *mut GoGame,
    points: *const GoPoint,
    count: usize,
) -> GoStatus {
    // SAFETY: forwarded contract; `points` holds `count` points.
    unsafe {
        with_mut(game, |g| {
            let list = handicap_points(g, points, count)?;
            g.place_free_handicap(&list).map_err(Into::into)
        })
    }
}

/// Places the free handicap for seat `number` of side `side`, which must
/// be Black's first seat.
///
/// Errors: as `go_game_place_free_handicap`, and `GO_STATUS_INVALID_COLOR`,
/// `GO_STATUS_UNKNOWN_SEAT`, `GO_STATUS_WRONG_SEAT` first.
///
/// # Safety
/// As `go_game_place_free_handicap`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_place_free_handicap_as(
    game: *mut GoGame,
    side: GoColor,
    number: u8,
    points: *const GoPoint,
    count: usize,
) -> GoStatus {
    // SAFETY: forwarded contract; `points` holds `count` points.
    unsafe {
        with_mut(game, |g| {
            let seat = seat(side, number)?;
            let list = handicap_points(g, points, count)?;
            g.place_free_handicap_as(seat, &list).map_err(Into::into)
        })
    }
}

/// Replays a recorded move by side `side` as a record demands, even where
/// the rules forbid it (go-core's `Game::replay_move`, RULES.md section 3):
/// a stone on an occupied point replaces the stone there, a forbidden
/// suicide removes the mover's chain, a ko or superko violation stands,
/// a move by the side not to move first records a pass for the other, and
/// a move after play ended on the board (two passes, a count, a long
/// cycle, an Atari Go capture) resumes play; a game ended by a
/// resignation, a loss on time or a forfeit stays over. `pass` true
/// replays a pass (`x`, `y` ignored).
///
/// Writes to `*out_irregularities` (when not NULL) the irregularities
/// applied, as a bit set: bit `1 << GO_IRREGULARITY_X` for each
/// `GO_IRREGULARITY_X` (0 for a regular move). Each move made also carries
/// its irregularity in `go_game_move_at`.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_OFF_BOARD` (nothing can be
/// applied); `GO_STATUS_NOT_PLAYING` before a free handicap is placed
/// (play has not begun: place it first with
/// `go_game_place_free_handicap`); `GO_STATUS_GAME_OVER` after a
/// resignation, a loss on time or a forfeit; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`; `out_irregularities` is NULL or valid for writing a
/// `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_replay_move(
    game: *mut GoGame,
    side: GoColor,
    pass: bool,
    x: u32,
    y: u32,
    out_irregularities: *mut u32,
) -> GoStatus {
    let mv = if pass { Move::Pass } else { Move::Play(point(x, y)) };
    // SAFETY: the caller's contract is `with_mut`'s and `write_out`'s.
    unsafe {
        with_mut(game, |g| {
            let found = g.replay_move(color(side)?, mv)?;
            if !out_irregularities.is_null() {
                write_out(out_irregularities, irregularity_bits(&found))?;
            }
            Ok(())
        })
    }
}

/// The bit set of `found`: bit `code` for each irregularity.
fn irregularity_bits(found: &[Irregularity]) -> u32 {
    found.iter().fold(0, |bits, &i| bits | 1u32.checked_shl(code(i)).unwrap_or(0))
}

/// Sets who moves next, as SGF's `PL` does (go-core's `Game::set_player`);
/// the seat to move is that side's next seat in its rotation. Recorded.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_WRONG_PHASE` outside play;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_set_player(game: *mut GoGame, side: GoColor) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe { with_mut(game, |g| g.set_player(color(side)?).map_err(Into::into)) }
}

/// A change of one point by `go_game_edit_stones`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoStoneEdit {
    /// The column.
    pub x: u32,
    /// The row.
    pub y: u32,
    /// What the point holds afterwards: `GO_COLOR_BLACK`, `GO_COLOR_WHITE`
    /// or `GO_COLOR_EMPTY`.
    pub color: GoColor,
}

/// Changes stones in the middle of a game, as SGF's `AB`, `AW` and `AE` do
/// (go-core's `Game::edit_stones`): each point of `edits[0..count]` gets
/// its colour or becomes empty, with no captures (a point listed twice
/// takes its last edit); the superko history starts afresh and counting
/// marks are withdrawn. Recorded. Edits that leave every point as it was
/// (`count` 0, or each point given the colour it has) do nothing: not
/// recorded, and a ko ban stays.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_LENGTH`; `GO_STATUS_WRONG_PHASE` in a finished game
/// or before a free handicap is placed (judged before `edits` is read);
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_SETUP_OFF_BOARD`,
/// `GO_STATUS_SETUP_NO_LIBERTIES`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`; `edits` is NULL or valid for reading `count` edits.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_edit_stones(game: *mut GoGame, edits: *const GoStoneEdit, count: usize) -> GoStatus {
    // SAFETY: forwarded contract; `edits` holds `count` edits.
    unsafe {
        with_mut(game, |g| {
            // The phase before the list is read (found from outside: 2^28
            // edits were copied, 1 GiB, to be refused as the wrong phase).
            g.check_edit_phase()?;
            let changes = copied(edits, count, |e| Ok((point(e.x, e.y), stone(e.color)?)))?;
            g.edit_stones(&changes).map_err(Into::into)
        })
    }
}

/// Takes a game in the counting phase back to play without a count, as
/// GTP and SGF records do when a move follows two passes (go-core's
/// `Game::resume`). Recorded. In a timed game the clocks stay stopped:
/// `go_game_start_clock` starts the clock of the side to move.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_WRONG_PHASE` outside counting; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_play`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_resume(game: *mut GoGame) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { act(game, Game::resume) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn irregularities_become_bits_of_their_codes() {
        assert_eq!(irregularity_bits(&[]), 0);
        let both = [Irregularity::ImpliedPass, Irregularity::Ko];
        assert_eq!(irregularity_bits(&both), (1 << 4) | (1 << 2));
        // Every code fits the 32 bits of the set.
        assert!(Irregularity::ALL.iter().all(|&i| code(i) < 32));
    }
}
