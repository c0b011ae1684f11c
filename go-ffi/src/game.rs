//! The `go_game_*` exports that make, copy, free and read a game: its
//! board, whose turn it is, its phase, history, handicap, seats, variant
//! and result. Moves are in `play.rs`, clocks in `clock.rs`, counting in
//! `counting.rs`. Each export converts its arguments, calls go-core and
//! converts the answer; the rules are go-core's alone.

use std::ffi::c_char;

use go_core::{BoardSize, Color, Game, GameResult, GameSetup, Move, Preset, Rules};

use crate::args::{GoPoint, code, color, not_null, optional_text, point, seat, stone_code, write_out};
use crate::buffer::{buffer_args, write_mask, write_text, write_values};
use crate::generated::{
    GoClockKind, GoColor, GoHandicapKind, GoIrregularity, GoOutOfTurn, GoPhase, GoRefereeConvention, GoResultKind,
    GoStatus, GoTopology, GoVariantKind,
};
use crate::handle::{GoGame, derive_handle, free, hand_out, with};
use crate::status::{guard_result, status_of};

/// Creates a game: an empty `width` x `height` board, Black to move, under
/// the rules preset named `rules_preset`: the short form of
/// `go_game_builder_new` + `go_game_builder_set_rules` +
/// `go_game_builder_build`.
///
/// `rules_preset` is a NUL-terminated UTF-8 name, case-insensitive, with
/// `_`, `-` or a space between words: `"studio"`, `"chinese"`, `"aga"`,
/// `"new-zealand"` (`"nz"`), `"tromp-taylor"`, `"japanese"`, `"korean"`,
/// `"game-site"` (the names of `GoPreset` and their aliases). NULL means
/// `"studio"`. The library does not keep the pointer.
///
/// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new handle that the
/// caller owns and must release with `go_game_free`. On any error
/// `*out_game` is set to NULL (unless `out_game` itself is NULL).
///
/// Errors, checked in this order:
/// - `GO_STATUS_NULL_POINTER`: `out_game` is NULL;
/// - `GO_STATUS_INVALID_UTF8`: the preset name is not valid UTF-8;
/// - `GO_STATUS_INVALID_SIZE`: a side is 0 or more than 52;
/// - `GO_STATUS_UNKNOWN_NAME`: no preset has this name;
/// - `GO_STATUS_FEATURE_DISABLED`: territory counting in a build without it;
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
    guard_result(|| {
        // SAFETY: `out_game` is NULL or valid for writes (caller's contract).
        unsafe { write_out(out_game, std::ptr::null_mut()) }?;
        // SAFETY: NULL or NUL-terminated (caller's contract).
        let name = unsafe { optional_text(rules_preset) }?;
        let size = BoardSize::new(width, height)?;
        let rules = match name {
            None => Rules::studio(),
            Some(name) => name.parse::<Preset>()?.rules(size),
        };
        let game = Game::from_setup(GameSetup::new(size).with_rules(rules))?;
        // SAFETY: checked not NULL above.
        unsafe { hand_out(out_game, game) };
        Ok(())
    })
}

/// A copy of `game` as it stands, history included, as a new handle (for
/// analysis: try moves on the copy).
///
/// Ownership: as `go_game_new`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_game` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_copy(game: *const GoGame, out_game: *mut *mut GoGame) -> GoStatus {
    // SAFETY: the caller's contract is `derive_handle`'s.
    unsafe { derive_handle(game, out_game, |g| Ok(g.clone())) }
}

/// Releases a game. NULL does nothing. A poisoned game
/// (`GO_STATUS_POISONED`) may and should be freed too.
///
/// Ownership: takes the handle back; the pointer is invalid afterwards.
///
/// # Safety
/// `game` is NULL or a game handle that has not been freed and that no
/// other thread is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_free(game: *mut GoGame) {
    // SAFETY: the caller's contract is `free`'s.
    unsafe { free(game) }
}

/// Whether the side to move may play at column `x`, row `y` now, without
/// changing the game: `GO_STATUS_OK` when `go_game_play` would succeed,
/// otherwise the very status it would return, the reason: in go-core's
/// order `GO_STATUS_GAME_OVER`, `GO_STATUS_NOT_PLAYING`,
/// `GO_STATUS_OFF_BOARD`, `GO_STATUS_OCCUPIED`, `GO_STATUS_SUICIDE`,
/// `GO_STATUS_KO`, `GO_STATUS_SUPERKO` (any coordinate above 255 is off
/// every board).
///
/// Other errors: `GO_STATUS_NULL_POINTER`, `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_is_legal(game: *const GoGame, x: u32, y: u32) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s.
    unsafe { with(game, |g| Err(status_of(g.is_legal(Move::Play(point(x, y)))))) }
}

/// Whether the seat `seat` (from 1) of side `side` may play at column `x`,
/// row `y` now: as `go_game_is_legal`, and also `GO_STATUS_UNKNOWN_SEAT`
/// and `GO_STATUS_WRONG_SEAT` (after the phase: in a finished game every
/// seat is told `GO_STATUS_GAME_OVER`).
///
/// Other errors: `GO_STATUS_NULL_POINTER`, `GO_STATUS_INVALID_COLOR`,
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_is_legal_as(
    game: *const GoGame,
    side: GoColor,
    number: u8,
    x: u32,
    y: u32,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s.
    unsafe { with(game, |g| Err(status_of(g.is_legal_as(seat(side, number)?, Move::Play(point(x, y)))))) }
}

/// Writes the side to move to `*out_color`: `GO_COLOR_BLACK` or
/// `GO_COLOR_WHITE`.
///
/// Errors (`*out_color` is then untouched): `GO_STATUS_NULL_POINTER` when
/// `game` or `out_color` is NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_color` is NULL or valid for writing a `GoColor`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_to_move(game: *const GoGame, out_color: *mut GoColor) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(game, |g| write_out(out_color, code(g.to_move()))) }
}

/// Writes the seat whose turn it is: its side to `*out_side` and its
/// number (from 1) to `*out_number` (in team Go the seats rotate B1, W1,
/// B2, W2, ...).
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// the out-pointers are NULL or valid for writing their types.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_seat_to_move(
    game: *const GoGame,
    out_side: *mut GoColor,
    out_number: *mut u8,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            not_null(&[out_side.is_null(), out_number.is_null()])?;
            let seat = g.seat_to_move();
            write_out(out_side, code(seat.color))?;
            write_out(out_number, seat.number)
        })
    }
}

/// Writes the game's phase to `*out_phase` (`GoPhase`):
/// `GO_PHASE_HANDICAP_PLACEMENT` while a free handicap is to be placed,
/// `GO_PHASE_PLAYING` while moves are made, `GO_PHASE_COUNTING` after two
/// passes, `GO_PHASE_FINISHED` once there is a result.
///
/// Errors (`*out_phase` is then untouched): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_phase` is NULL or valid for writing a `GoPhase`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_phase(game: *const GoGame, out_phase: *mut GoPhase) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(game, |g| write_out(out_phase, code(g.phase()))) }
}

/// Writes the board's width (columns) to `*out_width` and height (rows) to
/// `*out_height`; whole-board buffers hold `width * height` bytes.
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER` when any pointer is
/// NULL; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_width` and `out_height` are NULL or valid for writing a `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_size(game: *const GoGame, out_width: *mut u32, out_height: *mut u32) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            not_null(&[out_width.is_null(), out_height.is_null()])?;
            let size = g.board().size();
            write_out(out_width, u32::from(size.width()))?;
            write_out(out_height, u32::from(size.height()))
        })
    }
}

/// Copies the board into the caller's buffer, by the caller-buffer
/// convention (`buf = NULL, len = 0` asks for the length in
/// `*out_needed`): one byte per point, row-major from the top-left corner
/// (the point at column `x`, row `y` is at index `y * width + x`), each
/// `GO_COLOR_EMPTY` (0), `GO_COLOR_BLACK` (1) or `GO_COLOR_WHITE` (2)
/// (go-core's `Grid::codes`).
///
/// Errors: `GO_STATUS_NULL_POINTER` when `game` or `out_needed` is NULL, or
/// `buf` is NULL with `len > 0`; `GO_STATUS_BUFFER_TOO_SMALL` when `len` is
/// below width * height (nothing written to `buf`); `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
/// valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_board(
    game: *const GoGame,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe { with(game, |g| write_values(g.board().grid().codes().as_slice(), buf, len, out_needed)) }
}

/// Writes the board as a diagram, NUL-terminated, by the caller-buffer
/// convention: one line per row, top row first, `X` black, `O` white, `.`
/// empty, each line ending in `\n` (what `go_game_builder_set_diagram`
/// reads).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_board`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_board_text(
    game: *const GoGame,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe { with(game, |g| write_text(&g.board().to_string(), buf, len, out_needed)) }
}

/// Writes the position's Zobrist hash to `*out_hash` (go-core's
/// `Board::hash`): equal positions of one board size and topology have
/// equal hashes; the side to move is not part of it.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_hash` is NULL or valid for writing a `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_hash(game: *const GoGame, out_hash: *mut u64) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(game, |g| write_out(out_hash, g.board().hash())) }
}

/// Describes the chain (go-core's `Board::chain` and
/// `Board::liberty_count`) of the stone at column `x`, row `y`: writes its
/// number of liberties to `*out_liberties`, then fills the caller's mask,
/// by the caller-buffer convention, with 1 on the chain's stones and 0
/// elsewhere (one byte per point, row-major). The count is written even
/// when the mask is too small (`buf = NULL, len = 0`: the count alone).
///
/// Errors: `GO_STATUS_NULL_POINTER` (`game`, `out_liberties` or
/// `out_needed`; `buf` NULL with `len > 0`); `GO_STATUS_NOT_FOUND` when no
/// stone stands there (an empty point, or one off the board);
/// `GO_STATUS_BUFFER_TOO_SMALL`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `buf` is NULL or valid for writing `len` bytes; the out-pointers are
/// NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_chain(
    game: *const GoGame,
    x: u32,
    y: u32,
    out_liberties: *mut usize,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s, `write_out`'s and
    // `write_mask`'s.
    unsafe {
        with(game, |g| {
            buffer_args(buf, len, out_needed)?;
            not_null(&[out_liberties.is_null(), out_needed.is_null()])?;
            let board = g.board();
            let p = point(x, y);
            let liberties = board.liberty_count(p).ok_or(GoStatus::NotFound)?;
            write_out(out_liberties, liberties)?;
            let chain = board.chain(p);
            write_mask(board.size().points().map(|q| u8::from(chain.contains(&q))), buf, len, out_needed)
        })
    }
}

/// One move of the history (`go_game_move_at`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoMoveInfo {
    /// The side that moved (`GoColor`).
    pub color: GoColor,
    /// The number of the seat that moved, from 1.
    pub seat: u8,
    /// Whether the move was a pass (then `x` and `y` are 0).
    pub pass: bool,
    /// The column played.
    pub x: u32,
    /// The row played.
    pub y: u32,
    /// The opponent stones it captured (listed by `go_game_move_captures`).
    pub captured: u32,
    /// The mover's own stones it removed, as suicide (the stone played
    /// included), where the rules allow it.
    pub suicided: u32,
    /// Whether a tolerant replay applied it although the rules forbid it
    /// (then `irregularity` says why).
    pub irregular: bool,
    /// The irregularity (`GoIrregularity`), when `irregular`; else 0.
    pub irregularity: GoIrregularity,
    /// Whether a partner made it out of turn under the Pair Go penalty.
    pub out_of_turn: bool,
}

/// Writes to `*out_count` the number of moves made so far, plays and passes
/// alike (handicap stones are not moves). `go_game_undo` takes back one
/// event: one move, or two for a replayed move with the pass it implied
/// (`go_game_replay_move` of the colour that just moved), so a GUI that
/// keeps its own move list reads the count again after an undo.
///
/// Errors (`*out_count` is then untouched): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_count` is NULL or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_move_count(game: *const GoGame, out_count: *mut usize) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(game, |g| write_out(out_count, g.moves().len())) }
}

/// Writes move number `index` (0-based, in the order played) to
/// `*out_move`.
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_NOT_FOUND` when `index` is not below the move count;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_move` is NULL or valid for writing a `GoMoveInfo`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_move_at(game: *const GoGame, index: usize, out_move: *mut GoMoveInfo) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            not_null(&[out_move.is_null()])?;
            let m = g.moves().get(index).ok_or(GoStatus::NotFound)?;
            let at = m.mv.point().map_or(GoPoint::default(), GoPoint::of);
            let count = |v: &[go_core::Point]| u32::try_from(v.len()).unwrap_or(u32::MAX);
            let info = GoMoveInfo {
                color: code(m.seat.color),
                seat: m.seat.number,
                pass: m.mv == Move::Pass,
                x: at.x,
                y: at.y,
                captured: count(&m.captured),
                suicided: count(&m.suicided),
                irregular: m.irregularity.is_some(),
                irregularity: m.irregularity.map_or(0, code),
                out_of_turn: m.out_of_turn,
            };
            write_out(out_move, info)
        })
    }
}

/// Lists the opponent stones captured by move number `index` (0-based; the
/// last move's captures are at index move count - 1), by the caller-buffer
/// convention, row-major (by y, then x).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_NOT_FOUND` for an index
/// not below the move count; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `buf` is NULL or valid for writing `len` points; `out_needed` is NULL
/// or valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_move_captures(
    game: *const GoGame,
    index: usize,
    buf: *mut GoPoint,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_values`'s.
    unsafe {
        with(game, |g| {
            buffer_args(buf, len, out_needed)?;
            not_null(&[out_needed.is_null()])?;
            let m = g.moves().get(index).ok_or(GoStatus::NotFound)?;
            let points: Vec<GoPoint> = m.captured.iter().copied().map(GoPoint::of).collect();
            write_values(&points, buf, len, out_needed)
        })
    }
}

/// Writes to `*out` the number of stones the side `side` has captured: its
/// prisoners, including opponent stones removed by the opponent's own
/// suicide where the rules allow it, and under AGA rules one stone per
/// opponent pass.
///
/// Errors (`*out` is then untouched): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out` is NULL or valid for writing a `uint32_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_prisoners(game: *const GoGame, side: GoColor, out: *mut u32) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            not_null(&[out.is_null()])?;
            write_out(out, g.prisoners()[color(side)?])
        })
    }
}

/// Everything else a game tells about itself in one call
/// (`go_game_info`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoGameInfo {
    /// How the board's edges connect (`GoTopology`).
    pub topology: GoTopology,
    /// The handicap the game was set up with (`GoHandicapKind`).
    pub handicap_kind: GoHandicapKind,
    /// Its number of stones (0 for an even game).
    pub handicap_stones: u32,
    /// Handicap stones placed so far (0 before a free placement).
    pub handicap_placed: u32,
    /// The variant (`GoVariantKind`).
    pub variant: GoVariantKind,
    /// Atari Go: the captured stones that win; 0 in other variants.
    pub atari_go_stones: u32,
    /// Phantom Go: the referee convention (`GoRefereeConvention`); 0 in
    /// other variants.
    pub referee_convention: GoRefereeConvention,
    /// The kind of clock (`GoClockKind`).
    pub clock: GoClockKind,
    /// Black's number of seats.
    pub black_seats: u8,
    /// White's number of seats.
    pub white_seats: u8,
    /// The rule for moves out of turn (`GoOutOfTurn`).
    pub out_of_turn: GoOutOfTurn,
    /// Pair Go penalty points Black has received.
    pub black_penalties: u32,
    /// Pair Go penalty points White has received.
    pub white_penalties: u32,
    /// Passes in a row at the end of the moves (since play last resumed).
    pub consecutive_passes: usize,
    /// Whether the side to move is barred from a simple-ko point now.
    pub has_ko_point: bool,
    /// That point, when `has_ko_point` (else 0, 0).
    pub ko_point: GoPoint,
}

/// Writes the game's setup and state not read elsewhere to `*out_info`:
/// topology, handicap, variant, clock kind, seats, Pair Go penalties,
/// passes in a row and the simple-ko point (go-core's `Game::simple_ko_point`:
/// where the side to move may not play at once; superko rules may forbid
/// more, which `go_game_is_legal` tells).
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_info` is NULL or valid for writing a `GoGameInfo`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_info(game: *const GoGame, out_info: *mut GoGameInfo) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            let variant = g.variant();
            let ko = g.simple_ko_point();
            let info = GoGameInfo {
                topology: code(g.board().topology()),
                handicap_kind: code(g.handicap().kind()),
                handicap_stones: g.handicap().stones(),
                handicap_placed: g.handicap_stones(),
                variant: code(variant.kind()),
                atari_go_stones: variant.atari_go().map_or(0, |a| a.stones()),
                referee_convention: variant.phantom().map_or(0, code),
                clock: code(g.time_control().kind()),
                black_seats: g.table().seats(Color::Black),
                white_seats: g.table().seats(Color::White),
                out_of_turn: code(g.table().out_of_turn()),
                black_penalties: g.penalties().black,
                white_penalties: g.penalties().white,
                consecutive_passes: g.consecutive_passes(),
                has_ko_point: ko.is_some(),
                ko_point: ko.map_or(GoPoint::default(), GoPoint::of),
            };
            write_out(out_info, info)
        })
    }
}

/// Writes to `*out_kind` who fills seat `number` (from 1) of side `side`
/// (`GoSeatKind`: a person or the computer), as set up.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
/// `GO_STATUS_UNKNOWN_SEAT` for a seat the table does not have;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_kind` is NULL or valid for writing a `GoSeatKind`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_seat_kind(
    game: *const GoGame,
    side: GoColor,
    number: u8,
    out_kind: *mut crate::generated::GoSeatKind,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            not_null(&[out_kind.is_null()])?;
            let seat = seat(side, number)?;
            let kind = g.table().kind(seat).ok_or(GoStatus::UnknownSeat)?;
            write_out(out_kind, code(kind))
        })
    }
}

/// A game's result (`go_game_outcome`, `go_result_parse`).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct GoResult {
    /// Whether there is a result: for a game's result, that the game is
    /// finished; in a `GoScore`, always true (a count has a result in any
    /// phase, during play too). The other fields are 0 when not.
    pub finished: bool,
    /// How the game ended (`GoResultKind`).
    pub kind: GoResultKind,
    /// The winner (`GO_COLOR_BLACK` or `GO_COLOR_WHITE`), or
    /// `GO_COLOR_EMPTY` for a draw or no result.
    pub winner: GoColor,
    /// Whether `margin_half_points` holds a margin (a count: a win by
    /// points or a draw).
    pub has_margin: bool,
    /// The margin in half points (7 is 3.5 points; 0 for a draw).
    pub margin_half_points: u32,
}

impl GoResult {
    pub(crate) fn of(result: Option<GameResult>) -> GoResult {
        match result {
            None => GoResult::default(),
            Some(r) => GoResult {
                finished: true,
                kind: code(r.kind()),
                winner: stone_code(r.winner()),
                has_margin: r.margin().is_some(),
                margin_half_points: r.margin().unwrap_or(0),
            },
        }
    }
}

/// Writes the game's result to `*out_result` (`finished` false while the
/// game goes on).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_result` is NULL or valid for writing a `GoResult`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_outcome(game: *const GoGame, out_result: *mut GoResult) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(game, |g| write_out(out_result, GoResult::of(g.result()))) }
}

/// Writes the game's result as SGF's `RE` text (`"B+3.5"`, `"W+R"`, `"0"`,
/// `"Void"`; the empty string while there is none), NUL-terminated, by the
/// caller-buffer convention.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
/// valid for writing a `size_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_result(
    game: *const GoGame,
    buf: *mut c_char,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_text`'s.
    unsafe { with(game, |g| write_text(&g.result().map(|r| r.to_string()).unwrap_or_default(), buf, len, out_needed)) }
}

/// Fills the caller's buffer with the legal-move mask of the side to move
/// (go-core's `Game::legal_mask`), by the caller-buffer convention: one
/// byte per point, row-major, 1 where a play is legal now and 0 elsewhere
/// (all 0 outside the playing phase; a pass is always legal in play).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_board`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_legal_mask(
    game: *const GoGame,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_mask`'s.
    unsafe { with(game, |g| write_mask(g.legal_mask().as_slice().iter().map(|&b| u8::from(b)), buf, len, out_needed)) }
}
