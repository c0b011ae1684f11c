//! The counting phase and the computer player through the C ABI: counting a
//! position, marking dead stones, proposing, accepting or rejecting a
//! count, reading the result, and asking the computer for a move. As
//! everywhere in this crate, the rules are go-core's alone.

use std::ffi::{c_char, c_int};
use std::slice;

use go_core::{Bot, BotConfig, Budget, Counting, GameResult, Move, SideScore};

use crate::color::GoColor;
use crate::game::{point, write_out};
use crate::handle::{GoGame, with_game, with_game_mut};
use crate::status::{GoStatus, status_of};

/// One side's part of a count (see `GoScore`). Points are whole points
/// unless the name says half points.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoSideScore {
    /// The side's living stones on the board (dead stones excluded).
    pub stones: u32,
    /// Empty points counted for the side (dead stones' points included).
    pub territory: u32,
    /// Stones the side captured during play (and AGA pass stones received).
    pub prisoners: u32,
    /// The side's own stones marked dead.
    pub dead_stones: u32,
    /// Komi received (White) or paid (Black under the game site's
    /// formula), in half points.
    pub komi_half_points: i32,
    /// Handicap compensation received, in points.
    pub bonus: u32,
    /// Empty points of the side's regions in seki (territory methods).
    pub seki: u32,
    /// Pair Go penalty points received.
    pub penalty: u32,
    /// The side's total, in half points.
    pub total_half_points: i64,
}

/// A count of the position (`go_game_score`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoScore {
    /// The counting method: 0 area, 1 territory, 2 the game site's formula.
    pub counting: c_int,
    /// Black's part.
    pub black: GoSideScore,
    /// White's part.
    pub white: GoSideScore,
    /// White's total minus Black's, in half points.
    pub margin_half_points: i64,
    /// The winner by this count: `GO_COLOR_BLACK`, `GO_COLOR_WHITE`, or
    /// `GO_COLOR_EMPTY` for a draw.
    pub winner: c_int,
}

fn side(s: &SideScore) -> GoSideScore {
    GoSideScore {
        stones: s.stones,
        territory: s.territory,
        prisoners: s.prisoners,
        dead_stones: s.dead_stones,
        komi_half_points: s.komi,
        bonus: s.bonus,
        seki: s.seki,
        penalty: s.penalty,
        total_half_points: s.total,
    }
}

/// Counts the position now under the game's rules, with the stones marked
/// dead removed, and writes the count to `*out_score`. Any phase: during
/// play it counts the position as it stands.
///
/// Errors (`*out_score` is then untouched): `GO_STATUS_NULL_POINTER` when
/// `game` or `out_score` is NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle from `go_game_new` that no other thread
/// is changing; `out_score` is NULL or valid for writing a `GoScore`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_score(game: *const GoGame, out_score: *mut GoScore) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s.
    unsafe {
        with_game(game, |g| {
            let s = g.score();
            let counting = match s.counting {
                Counting::Area => 0,
                Counting::Territory => 1,
                _ => 2,
            };
            let winner = match s.result {
                GameResult::Score { winner, .. } => GoColor::of(winner).int(),
                _ => GoColor::Empty.int(),
            };
            let score = GoScore {
                counting,
                black: side(&s.black),
                white: side(&s.white),
                margin_half_points: s.margin,
                winner,
            };
            write_out(out_score, score)
        })
    }
}

/// In the counting phase (after two passes), marks the whole chain at
/// column `x`, row `y` dead, or alive again if it was marked, and withdraws
/// any pending proposal. Writes to `*out_changed` (when not NULL) the
/// number of points whose mark changed.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER` for a
/// NULL `game`; `GO_STATUS_WRONG_PHASE` outside counting;
/// `GO_STATUS_MARK_OFF_BOARD`; `GO_STATUS_NOT_A_STONE` for an empty point;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle that no other thread is using;
/// `out_changed` is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_toggle_dead(game: *mut GoGame, x: u32, y: u32, out_changed: *mut usize) -> GoStatus {
    // SAFETY: the caller's contract is `with_game_mut`'s and `write_out`'s.
    unsafe {
        with_game_mut(game, |g| match g.toggle_dead_chain(point(x, y)) {
            Ok(changed) if !out_changed.is_null() => write_out(out_changed, changed.len()),
            other => status_of(other),
        })
    }
}

/// Fills `buffer` with one byte per point, row-major from the top-left
/// corner (`y * width + x`): 1 for a stone marked dead, 0 otherwise.
///
/// `*out_written` receives `width * height` both on `GO_STATUS_OK` (the
/// bytes written) and on `GO_STATUS_BUFFER_TOO_SMALL` (the length needed),
/// so `buffer = NULL, len = 0` asks for the length, as with
/// `go_game_board`.
///
/// Errors: `GO_STATUS_NULL_POINTER` when `game` or `out_written` is NULL,
/// or `buffer` is NULL with `len > 0`; `GO_STATUS_BUFFER_TOO_SMALL` when
/// `len` is below width * height (nothing is written to `buffer`);
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle that no other thread is changing;
/// `buffer` is NULL or valid for writing `len` bytes; `out_written` is NULL
/// or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_dead_stones(
    game: *const GoGame,
    buffer: *mut u8,
    len: usize,
    out_written: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s, and
    // `buffer` holds `len` bytes.
    unsafe {
        with_game(game, |g| {
            if out_written.is_null() || (buffer.is_null() && len > 0) {
                return GoStatus::NullPointer;
            }
            let size = g.board().size();
            let area = size.area();
            if len < area {
                let _ = write_out(out_written, area);
                return GoStatus::BufferTooSmall;
            }
            let out = slice::from_raw_parts_mut(buffer, area);
            out.fill(0);
            for p in g.dead_stones() {
                if let Some(i) = size.index_of(p) {
                    out[i] = 1;
                }
            }
            write_out(out_written, area)
        })
    }
}

/// Writes to `*out_color` the side whose proposed marking awaits an answer:
/// `GO_COLOR_BLACK` or `GO_COLOR_WHITE`, or `GO_COLOR_EMPTY` when there is
/// none.
///
/// Errors (`*out_color` is then untouched): `GO_STATUS_NULL_POINTER` when
/// `game` or `out_color` is NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle that no other thread is changing;
/// `out_color` is NULL or valid for writing an `int`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_proposal(game: *const GoGame, out_color: *mut c_int) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s.
    unsafe { with_game(game, |g| write_out(out_color, g.proposal().map_or(GoColor::Empty, GoColor::of).int())) }
}

/// Which counting action `count_action` makes.
#[derive(Clone, Copy)]
enum Action {
    Propose,
    Accept,
    Reject,
}

/// # Safety
/// As the exports that call it.
unsafe fn count_action(game: *mut GoGame, color: c_int, action: Action) -> GoStatus {
    // SAFETY: the caller's contract is `with_game_mut`'s.
    unsafe {
        with_game_mut(game, |g| {
            let Some(color) = GoColor::side(color) else { return GoStatus::InvalidColor };
            match action {
                Action::Propose => status_of(g.propose(color)),
                Action::Accept => status_of(g.accept(color)),
                Action::Reject => status_of(g.reject(color)),
            }
        })
    }
}

/// `color` (`GO_COLOR_BLACK` or `GO_COLOR_WHITE`) proposes the current
/// dead-stone marking in the counting phase; the other side may accept or
/// reject it.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`,
/// `GO_STATUS_INVALID_COLOR`, `GO_STATUS_WRONG_PHASE` outside counting,
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle that no other thread is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_propose(game: *mut GoGame, color: c_int) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, color, Action::Propose) }
}

/// `color` accepts the other side's proposal: the game is finished and
/// counted with the marked stones removed (`go_game_result` then gives the
/// result).
///
/// Errors (the game is then unchanged): as `go_game_propose`, and
/// `GO_STATUS_NO_PROPOSAL` when the other side has proposed nothing.
///
/// # Safety
/// `game` is NULL or a live handle that no other thread is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_accept(game: *mut GoGame, color: c_int) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, color, Action::Accept) }
}

/// `color` rejects the other side's proposal: the marks are cleared and play
/// resumes from the same position (who moves first follows the rules'
/// resume order).
///
/// Errors (the game is then unchanged): as `go_game_accept`.
///
/// # Safety
/// `game` is NULL or a live handle that no other thread is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_reject(game: *mut GoGame, color: c_int) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, color, Action::Reject) }
}

/// Writes the game's result as SGF's `RE` text (`"B+3.5"`, `"W+R"`, `"0"`,
/// `"Void"`; the empty string while there is none), NUL-terminated, into
/// `buffer`, and the bytes it needs, NUL included, to `*out_needed`.
///
/// `buffer = NULL, len = 0` asks for the length.
///
/// Errors: `GO_STATUS_NULL_POINTER` when `game` or `out_needed` is NULL, or
/// `buffer` is NULL with `len > 0`; `GO_STATUS_BUFFER_TOO_SMALL` when `len`
/// is below what is needed (`*out_needed` is still written, `buffer` is
/// not); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle that no other thread is changing;
/// `buffer` is NULL or valid for writing `len` bytes; `out_needed` is NULL
/// or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_result(
    game: *const GoGame,
    buffer: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s, and
    // `buffer` holds `len` bytes.
    unsafe {
        with_game(game, |g| {
            if out_needed.is_null() || (buffer.is_null() && len > 0) {
                return GoStatus::NullPointer;
            }
            let text = g.result().map(|r| r.to_string()).unwrap_or_default();
            let needed = text.len() + 1;
            let status = write_out(out_needed, needed);
            if len < needed {
                return GoStatus::BufferTooSmall;
            }
            let out = slice::from_raw_parts_mut(buffer.cast::<u8>(), needed);
            out[..text.len()].copy_from_slice(text.as_bytes());
            out[text.len()] = 0;
            status
        })
    }
}

/// Asks the computer player for the side to move, without playing: a
/// Monte-Carlo tree search of `playouts` playouts on one thread, seeded by
/// `seed`: the same seed and the same game (the same moves from the same
/// start) give the same move; an equal position reached by other moves may
/// not, as the seed is mixed with the move number. The move is
/// always legal. Writes `*out_pass` (true for a pass, also when the game is
/// not being played) and, for a stone, its column and row to `*out_x` and
/// `*out_y` (left untouched for a pass).
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER` when `game`,
/// `out_x`, `out_y` or `out_pass` is NULL; `GO_STATUS_INVALID_BUDGET` when
/// `playouts` is 0 or above 10,000,000; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live handle that no other thread is changing; the
/// out-pointers are NULL or valid for writing their types.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_suggest_move(
    game: *const GoGame,
    playouts: u32,
    seed: u64,
    out_x: *mut u32,
    out_y: *mut u32,
    out_pass: *mut bool,
) -> GoStatus {
    // SAFETY: the caller's contract is `with_game`'s and `write_out`'s.
    unsafe {
        with_game(game, |g| {
            if out_x.is_null() || out_y.is_null() || out_pass.is_null() {
                return GoStatus::NullPointer;
            }
            if !(1..=10_000_000).contains(&playouts) {
                return GoStatus::InvalidBudget;
            }
            let bot = Bot::new(BotConfig { budget: Budget::Playouts(playouts), seed, ..BotConfig::default() });
            match bot.choose_move(g) {
                Move::Play(p) => {
                    // The three pointers were checked not to be NULL above.
                    let _ = write_out(out_x, u32::from(p.x));
                    let _ = write_out(out_y, u32::from(p.y));
                    write_out(out_pass, false)
                }
                _ => write_out(out_pass, true),
            }
        })
    }
}
