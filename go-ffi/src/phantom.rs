//! The `go_phantom_*` exports: a Phantom Go referee (go-core's
//! `PhantomGame`, RULES.md section 6) holding the real game, with each
//! player's view, the announcements, the tries refused this turn and the
//! full board once play has ended. Nothing here shows the hidden board
//! while the game is being played.

use std::ffi::c_char;

use go_core::{Move, PhantomCounting, PhantomGame, PhantomRecord, SgfCollection};

use crate::args::{GoPoint, code, coded, color, not_null, point, stone_code, text, write_move, write_out};
use crate::buffer::{buffer_args, reserved, write_text, write_values};
use crate::counting::GoScore;
use crate::game::GoResult;
use crate::generated::{GoAnnouncementKind, GoColor, GoPhase, GoRefereeConvention, GoStatus};
use crate::handle::{GoGame, GoPhantom, derive_handle, free, hand_out, with, with_mut};
use crate::status::guard_result;

/// Makes a referee over a copy of `game` (any rules, topology, Atari Go,
/// as set up, before or after some moves) under the referee convention
/// `convention` (`GoRefereeConvention`). The game handle stays the
/// caller's and is not changed. The referee follows `convention` (its
/// announcements, and the `PG` of `go_phantom_write_sgf`) even when the
/// game was built as Phantom Go under another one: the game's own setup,
/// which `go_phantom_game_after_play` shows, keeps the convention it was
/// built with (and an ordinary game stays ordinary).
///
/// Ownership: on `GO_STATUS_OK`, `*out_phantom` receives a new handle that
/// the caller owns and releases with `go_phantom_free`; on error it is set
/// to NULL (unless `out_phantom` is NULL).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
/// `GO_STATUS_INCOMPATIBLE_OPTIONS` when a side has more than one seat, a
/// free handicap is still to be placed (the referee only takes moves:
/// place it on the game first with `go_game_place_free_handicap`), or
/// the game has a clock (the referee runs none: keep it outside and call
/// `go_phantom_time_out`);
/// `GO_STATUS_POISONED` (the game), `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_phantom` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_new(
    game: *const GoGame,
    convention: GoRefereeConvention,
    out_phantom: *mut *mut GoPhantom,
) -> GoStatus {
    // SAFETY: the caller's contract is `derive_handle`'s.
    unsafe { derive_handle(game, out_phantom, |g| Ok(PhantomGame::new(g.clone(), coded(convention)?)?)) }
}

/// Asks the computer player for a try by the side to move, from that
/// player's knowledge only (go-core's `Bot::choose_phantom_move`): its
/// view, its announcements, the points refused this turn and the public
/// facts of the game. The hidden opponent stones (as many as the
/// announcements imply) are placed at random, first on points refused
/// before, in four samples each searched with a quarter of `playouts`
/// on one thread, seeded by `seed` (the same seed and the same referee
/// give the same answer); a point refused this turn is never chosen
/// again. Nothing is played: hand the answer to `go_phantom_try` or
/// `go_phantom_pass`. Writes `*out_pass` (true for a pass: no point left
/// to try, or the game is not being played) and, for a point, its column
/// and row to `*out_x` and `*out_y` (left untouched for a pass). It may
/// run long and only reads the referee.
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_BUDGET` when `playouts` is 0 or above 10,000,000;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; the out-pointers are NULL or valid for writing their types.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_suggest_move(
    phantom: *const GoPhantom,
    playouts: u32,
    seed: u64,
    out_x: *mut u32,
    out_y: *mut u32,
    out_pass: *mut bool,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(phantom, |p| {
            let bot = crate::counting::playout_bot(playouts, seed, out_x, out_y, out_pass)?;
            write_move(bot.choose_phantom_move(p), out_x, out_y, out_pass)
        })
    }
}

/// Writes the referee as JSON text (go-core's `PhantomRecord`: the game's
/// record, the convention, the opponent stones each side has seen, each
/// side's announcements and the points refused this turn),
/// NUL-terminated, by the caller-buffer convention;
/// `go_phantom_from_record_json` reads it back into the same referee.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
/// is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_record_json(
    phantom: *const GoPhantom,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe {
        with(phantom, |p| {
            buffer_args(buf, len, out_needed)?;
            // A record of plain data always serialises.
            let json = serde_json::to_string(&p.record()).map_err(|_| GoStatus::InvalidJson)?;
            write_text(&json, buf, len, out_needed)
        })
    }
}

/// Makes the referee a JSON record (NUL-terminated, as
/// `go_phantom_record_json` writes it) describes: its game replayed from
/// its record, refereed with the record's views, logs and refused points
/// (go-core's `PhantomGame::from_record`). The library does not keep the
/// pointer.
///
/// Ownership: on `GO_STATUS_OK`, `*out_phantom` receives a new referee
/// that the caller owns and releases with `go_phantom_free`; on error it is
/// set to NULL (unless `out_phantom` is NULL).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_UTF8`;
/// `GO_STATUS_INVALID_JSON` for text that is not such a record;
/// `GO_STATUS_INVALID_RECORD` when a game event cannot be replayed; a setup
/// status (2xx) when the setup is refused;
/// `GO_STATUS_INCOMPATIBLE_OPTIONS` for a game no referee takes (as
/// `go_phantom_new`); `GO_STATUS_INVALID_REFEREE_RECORD` for referee state
/// that does not fit its game (a seen point without an opponent stone or
/// that no try of that side found under its convention, a point off the
/// board, a refused point holding a stone of the side to move, listed
/// twice or never tried, announcements other than those the game gives
/// when played again through a referee, a game event no referee makes);
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `json` is NULL or a NUL-terminated string; `out_phantom` is NULL or
/// valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_from_record_json(
    json: *const c_char,
    out_phantom: *mut *mut GoPhantom,
) -> GoStatus {
    guard_result(|| {
        // SAFETY: NULL or valid (caller's contract).
        unsafe { write_out(out_phantom, std::ptr::null_mut()) }?;
        // SAFETY: NULL or NUL-terminated (caller's contract).
        let json = unsafe { text(json) }?;
        let record: PhantomRecord = serde_json::from_str(json).map_err(|_| GoStatus::InvalidJson)?;
        let referee = PhantomGame::from_record(&record)?;
        // SAFETY: checked not NULL above.
        unsafe { hand_out(out_phantom, referee) };
        Ok(())
    })
}

/// Releases a referee. NULL does nothing.
///
/// # Safety
/// `phantom` is NULL or a referee handle not freed yet that no other
/// thread is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_free(phantom: *mut GoPhantom) {
    // SAFETY: the caller's contract is `free`'s.
    unsafe { free(phantom) }
}

/// The referee's answer to a try (`go_phantom_try`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoTry {
    /// Whether the move was made; false: illegal for a reason the player
    /// cannot see, and the same player tries again.
    pub played: bool,
    /// The opponent stones the move captured (when played).
    pub captured: u32,
    /// Why the try was refused, under conventions that tell it
    /// (`GO_STATUS_OCCUPIED`, `GO_STATUS_SUICIDE`, `GO_STATUS_KO`,
    /// `GO_STATUS_SUPERKO`); `GO_STATUS_OK` when played or when the
    /// convention gives no reason.
    pub reason: GoStatus,
}

/// # Safety
/// As `go_phantom_try`.
unsafe fn try_move(phantom: *mut GoPhantom, mv: Move, out_try: *mut GoTry) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s and `write_out`'s.
    unsafe {
        with_mut(phantom, |ph| {
            not_null(&[out_try.is_null()])?;
            let outcome = ph.try_move(mv)?;
            let answer = GoTry {
                played: outcome.captured().is_some(),
                captured: outcome.captured().unwrap_or(0),
                reason: outcome.reason().cloned().map_or(GoStatus::Ok, GoStatus::from),
            };
            write_out(out_try, answer)
        })
    }
}

/// The side to move tries a stone at column `x`, row `y`, and the referee
/// answers in `*out_try`: played, or refused (an unseen opponent stone
/// there, suicide, ko or superko) with the same player to try again. The
/// announcements of the try go to each side's log.
///
/// Errors (nothing changes, nothing written): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_GAME_OVER`, `GO_STATUS_NOT_PLAYING`, `GO_STATUS_OFF_BOARD`,
/// or `GO_STATUS_OCCUPIED` for a point holding the mover's own stone or an
/// opponent stone it has already seen: no try, the player can see these;
/// for a point already refused this turn (see
/// `go_phantom_refused`), its refusal again as the status
/// (`GO_STATUS_OCCUPIED`, `GO_STATUS_SUICIDE`, `GO_STATUS_KO`,
/// `GO_STATUS_SUPERKO`), nothing logged: the player knows it (under
/// `GO_REFEREE_CONVENTION_ILLEGAL_ONLY`, which keeps the reason from the
/// player, the retry is answered `GO_STATUS_OK` as the first try was:
/// not played, no reason, nothing logged);
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// using; `out_try` is NULL or valid for writing a `GoTry`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_try(phantom: *mut GoPhantom, x: u32, y: u32, out_try: *mut GoTry) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { try_move(phantom, Move::Play(point(x, y)), out_try) }
}

/// The side to move passes (always played while the game is being
/// played; announced to both). Two passes in a row end play.
///
/// Errors: as `go_phantom_try`.
///
/// # Safety
/// As `go_phantom_try`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_pass(phantom: *mut GoPhantom, out_try: *mut GoTry) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { try_move(phantom, Move::Pass, out_try) }
}

/// Side `side` resigns, in its turn or not (RULES.md section 4): the game
/// is finished, won by the other side; the board stays hidden until
/// `go_phantom_reveal`.
///
/// Errors (the referee is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_WRONG_PHASE` when the game is
/// already finished; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_resign(phantom: *mut GoPhantom, side: GoColor) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe { with_mut(phantom, |ph| ph.resign(color(side)?).map(|_| ()).map_err(Into::into)) }
}

/// Side `side` leaves the table: its side forfeits.
///
/// Errors: as `go_phantom_resign`.
///
/// # Safety
/// As `go_phantom_resign`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_leave(phantom: *mut GoPhantom, side: GoColor) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe { with_mut(phantom, |ph| ph.leave(color(side)?).map(|_| ()).map_err(Into::into)) }
}

/// Side `side` is out of time on a clock the caller keeps (the referee
/// runs none: `go_phantom_new` refuses a game with a clock): the other
/// side wins on time.
///
/// Errors: as `go_phantom_resign`.
///
/// # Safety
/// As `go_phantom_resign`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_time_out(phantom: *mut GoPhantom, side: GoColor) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe { with_mut(phantom, |ph| ph.time_out(color(side)?).map(|_| ()).map_err(Into::into)) }
}

/// Writes the side to move (public knowledge) to `*out_color`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `out_color` is NULL or valid for writing a `GoColor`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_to_move(phantom: *const GoPhantom, out_color: *mut GoColor) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(phantom, |ph| write_out(out_color, code(ph.game().to_move()))) }
}

/// Writes the game's phase (public knowledge) to `*out_phase`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `out_phase` is NULL or valid for writing a `GoPhase`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_phase(phantom: *const GoPhantom, out_phase: *mut GoPhase) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(phantom, |ph| write_out(out_phase, code(ph.game().phase()))) }
}

/// What side `side` sees, by the caller-buffer convention, as
/// `go_game_board` writes a board: its own stones and the opponent stones
/// revealed to it and not captured since.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
/// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
/// is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_view(
    phantom: *const GoPhantom,
    side: GoColor,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe {
        with(phantom, |ph| {
            buffer_args(buf, len, out_needed)?;
            let view = ph.view(color(side)?);
            write_values(view.grid().codes().as_slice(), buf, len, out_needed)
        })
    }
}

/// The full board once play has ended (counting or finished), by the
/// caller-buffer convention, as `go_game_board` writes it.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_WRONG_PHASE` while the
/// game is being played (the board is hidden); `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_phantom_view`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_reveal(
    phantom: *const GoPhantom,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe {
        with(phantom, |ph| {
            buffer_args(buf, len, out_needed)?;
            let board = ph.reveal().ok_or(GoStatus::WrongPhase)?;
            write_values(board.grid().codes().as_slice(), buf, len, out_needed)
        })
    }
}

/// The points the side to move has tried in vain this turn (known to that
/// player), by the caller-buffer convention.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `buf` is NULL or valid for writing `len` points; `out_needed`
/// is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_refused(
    phantom: *const GoPhantom,
    buf: *mut GoPoint,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe {
        with(phantom, |ph| {
            let points: Vec<GoPoint> = ph.refused_this_turn().iter().copied().map(GoPoint::of).collect();
            write_values(&points, buf, len, out_needed)
        })
    }
}

/// One announcement of the referee (`go_phantom_announcement`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoAnnouncement {
    /// What was announced (`GoAnnouncementKind`).
    pub kind: GoAnnouncementKind,
    /// Who moved, passed or captured, or whose stones are in atari;
    /// `GO_COLOR_EMPTY` for an illegal try and the end of the game.
    pub color: GoColor,
    /// The point tried in vain (an illegal try; else 0, 0).
    pub tried: GoPoint,
    /// Why the try was illegal, when the convention tells it (else
    /// `GO_STATUS_OK`).
    pub reason: GoStatus,
    /// The stones captured (a capture; else 0).
    pub stones: u32,
    /// Whether the captured stones' points are announced
    /// (`go_phantom_announcement_points`).
    pub has_points: bool,
    /// How the game ended (the end of the game).
    pub result: GoResult,
}

/// Writes to `*out_count` the number of announcements side `side` has
/// received.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `out_count` is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_announcement_count(
    phantom: *const GoPhantom,
    side: GoColor,
    out_count: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(phantom, |ph| {
            not_null(&[out_count.is_null()])?;
            write_out(out_count, ph.log(color(side)?).len())
        })
    }
}

/// Writes announcement number `index` (0-based, in order) of side `side`'s
/// log to `*out_announcement`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
/// `GO_STATUS_NOT_FOUND` for an index not below the count;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `out_announcement` is NULL or valid for writing a
/// `GoAnnouncement`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_announcement(
    phantom: *const GoPhantom,
    side: GoColor,
    index: usize,
    out_announcement: *mut GoAnnouncement,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(phantom, |ph| {
            not_null(&[out_announcement.is_null()])?;
            let a = ph.log(color(side)?).get(index).ok_or(GoStatus::NotFound)?;
            let answer = GoAnnouncement {
                kind: code(a.kind()),
                color: stone_code(a.color()),
                tried: a.tried().map_or(GoPoint::default(), GoPoint::of),
                reason: a.reason().cloned().map_or(GoStatus::Ok, GoStatus::from),
                stones: a.stones().unwrap_or(0),
                has_points: a.points().is_some(),
                result: GoResult::of(a.result()),
            };
            write_out(out_announcement, answer)
        })
    }
}

/// The captured stones' points of announcement `index` of side `side`'s
/// log (captures under `GO_REFEREE_CONVENTION_CAPTURE_WITH_POINTS`),
/// row-major, by the caller-buffer convention; none for any other
/// announcement.
///
/// Errors: as `go_phantom_announcement`, and `GO_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `buf` is NULL or valid for writing `len` points; `out_needed`
/// is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_announcement_points(
    phantom: *const GoPhantom,
    side: GoColor,
    index: usize,
    buf: *mut GoPoint,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe {
        with(phantom, |ph| {
            buffer_args(buf, len, out_needed)?;
            not_null(&[out_needed.is_null()])?;
            let a = ph.log(color(side)?).get(index).ok_or(GoStatus::NotFound)?;
            let points: Vec<GoPoint> = a.points().unwrap_or(&[]).iter().copied().map(GoPoint::of).collect();
            write_values(&points, buf, len, out_needed)
        })
    }
}

/// A copy of the referee's game once play has ended (counting or
/// finished), as a new game handle: read its board, marks, phase and
/// result, or write it as SGF. The referee is not changed, and nothing
/// done on the copy reaches it: to count the referee's game itself (so
/// that its record holds the count, and a rejection resumes play in the
/// dark), call `go_phantom_toggle_dead`, `go_phantom_propose`,
/// `go_phantom_accept`, `go_phantom_reject` and `go_phantom_score`.
///
/// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new game that the
/// caller owns and releases with `go_game_free`; on error it is set to
/// NULL (unless `out_game` is NULL).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_WRONG_PHASE` while the
/// game is being played; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// using; `out_game` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_game_after_play(phantom: *mut GoPhantom, out_game: *mut *mut GoGame) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s and `hand_out`'s.
    unsafe {
        if !out_game.is_null() {
            out_game.write(std::ptr::null_mut());
        }
        with_mut(phantom, |ph| {
            not_null(&[out_game.is_null()])?;
            hand_out(out_game, counting(ph)?.game().clone());
            Ok(())
        })
    }
}

/// What a counting call on the referee does (see `after_play`).
enum Counting {
    ToggleChain(u32, u32),
    ToggleRegion(u32, u32),
    Propose(GoColor),
    Accept(GoColor),
    Reject(GoColor),
}

/// The referee's game after play, or `GO_STATUS_WRONG_PHASE` while it is
/// being played.
fn counting(ph: &mut PhantomGame) -> Result<PhantomCounting<'_>, GoStatus> {
    ph.game_after_play().ok_or(GoStatus::WrongPhase)
}

/// Runs one counting call on the referee's own game after play (go-core's
/// `PhantomGame::game_after_play`), writing the number of points whose
/// mark changed to `out_changed` (when not NULL) for a toggle.
///
/// # Safety
/// As the exports that call it.
unsafe fn after_play(phantom: *mut GoPhantom, call: Counting, out_changed: *mut usize) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s and `write_out`'s.
    unsafe {
        with_mut(phantom, |ph| {
            // The side is judged before the phase, as for an ordinary game.
            let changed = match call {
                Counting::ToggleChain(x, y) => counting(ph)?.toggle_dead_chain(point(x, y))?,
                Counting::ToggleRegion(x, y) => counting(ph)?.toggle_dead_region(point(x, y))?,
                Counting::Propose(s) => {
                    let side = color(s)?;
                    return Ok(counting(ph)?.propose(side)?);
                }
                Counting::Accept(s) => {
                    let side = color(s)?;
                    return counting(ph)?.accept(side).map(|_| ()).map_err(Into::into);
                }
                Counting::Reject(s) => {
                    let side = color(s)?;
                    return Ok(counting(ph)?.reject(side)?);
                }
            };
            if out_changed.is_null() { Ok(()) } else { write_out(out_changed, changed.len()) }
        })
    }
}

/// After play (the counting phase), on the referee's own game: marks the
/// whole chain at column `x`, row `y` dead, or alive again if it was
/// marked, and withdraws any pending proposal (go-core's
/// `PhantomCounting::toggle_dead_chain`, as `go_game_toggle_dead` on an
/// ordinary game). Writes to `*out_changed` (when not NULL) the number of
/// points whose mark changed. The referee's record
/// (`go_phantom_write_sgf`, `go_phantom_record_json`) then holds the
/// count, which a copy from `go_phantom_game_after_play` does not give
/// back.
///
/// Errors (the referee is then unchanged): `GO_STATUS_NULL_POINTER`
/// (`phantom`); `GO_STATUS_WRONG_PHASE` while the game is being played
/// (the board is hidden) or once it is finished; `GO_STATUS_MARK_OFF_BOARD`;
/// `GO_STATUS_NOT_A_STONE` for an empty point; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// using; `out_changed` is NULL or valid for writing a `size_t`. The same
/// for the other counting calls on the referee.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_toggle_dead(
    phantom: *mut GoPhantom,
    x: u32,
    y: u32,
    out_changed: *mut usize,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { after_play(phantom, Counting::ToggleChain(x, y), out_changed) }
}

/// As `go_phantom_toggle_dead`, for the stones of the whole region at the
/// point: every stone of its colour reachable through its stones and empty
/// points (go-core's `PhantomCounting::toggle_dead_region`, as
/// `go_game_toggle_dead_region`).
///
/// # Safety
/// As `go_phantom_toggle_dead`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_toggle_dead_region(
    phantom: *mut GoPhantom,
    x: u32,
    y: u32,
    out_changed: *mut usize,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { after_play(phantom, Counting::ToggleRegion(x, y), out_changed) }
}

/// After play, on the referee's own game: side `side` proposes the current
/// dead-stone marking; the other side may accept or reject it (as
/// `go_game_propose`). Proposing again replaces the earlier proposal.
///
/// Errors (the referee is then unchanged): `GO_STATUS_NULL_POINTER`,
/// `GO_STATUS_INVALID_COLOR`, `GO_STATUS_WRONG_PHASE` outside the counting
/// phase (while the game is played, the board hidden, or once it is
/// finished), `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_phantom_toggle_dead`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_propose(phantom: *mut GoPhantom, side: GoColor) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { after_play(phantom, Counting::Propose(side), std::ptr::null_mut()) }
}

/// After play, on the referee's own game: side `side` accepts the other
/// side's proposal; the game is finished and counted with the marked
/// stones removed (as `go_game_accept`). The result is in the referee's
/// record (`RE` of `go_phantom_write_sgf`) and in the game that
/// `go_phantom_game_after_play` copies (`go_game_result`).
///
/// Errors (the referee is then unchanged): as `go_phantom_propose`, and
/// `GO_STATUS_NO_PROPOSAL` when the other side has proposed nothing.
///
/// # Safety
/// As `go_phantom_toggle_dead`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_accept(phantom: *mut GoPhantom, side: GoColor) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { after_play(phantom, Counting::Accept(side), std::ptr::null_mut()) }
}

/// After play, on the referee's own game: side `side` rejects the other
/// side's proposal: the marks are cleared and play resumes from the same
/// position with the board hidden again (the referee takes the next tries,
/// `go_phantom_try`; who moves first follows the rules' resume order).
///
/// Errors (the referee is then unchanged): as `go_phantom_accept`.
///
/// # Safety
/// As `go_phantom_toggle_dead`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_reject(phantom: *mut GoPhantom, side: GoColor) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { after_play(phantom, Counting::Reject(side), std::ptr::null_mut()) }
}

/// After play, the count of the referee's revealed board with the stones
/// marked dead removed, under the game's rules (go-core's
/// `PhantomCounting::score`, as `go_game_score`), written to
/// `*out_score`.
///
/// Errors (`*out_score` is then untouched): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_WRONG_PHASE` while the game is being played (the board is
/// hidden); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// using; `out_score` is NULL or valid for writing a `GoScore`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_score(phantom: *mut GoPhantom, out_score: *mut GoScore) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s and `write_out`'s.
    unsafe {
        with_mut(phantom, |ph| {
            not_null(&[out_score.is_null()])?;
            write_out(out_score, GoScore::of(&counting(ph)?.score()))
        })
    }
}

/// Writes the referee's game as SGF (go-core's
/// `SgfCollection::from_phantom`: the full game as the referee saw it, with
/// the convention in go-core's private `PG` property), UTF-8 bytes with no
/// final NUL, by the caller-buffer convention.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_OUT_OF_MEMORY` when the memory for the record written out
/// cannot be had (it is reserved, its exact size counted first, before
/// anything is written; nothing is written to `buf` then; the record's
/// tree built from the game before it, some 20 times the text's size for
/// a long game, is not covered: a process without the memory for that
/// aborts);
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `phantom` is NULL or a live referee handle that no other thread is
/// changing; `buf` is NULL or valid for writing `len` bytes; `out_needed`
/// is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_phantom_write_sgf(
    phantom: *const GoPhantom,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe {
        with(phantom, |ph| {
            write_values(&reserved(SgfCollection::from_phantom(ph).try_to_bytes())?, buf, len, out_needed)
        })
    }
}
