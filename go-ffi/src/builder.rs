//! The `go_game_builder_*` exports: a game described before its first move
//! (go-core's `GameSetup`), filled setting by setting and turned into games.
//! go-core checks the whole description when a game is built
//! (`Game::from_setup`); a setter checks only what go-core's own
//! constructor for that setting checks (a seat table, an Atari Go goal, a
//! komi), so a setter seldom fails and `go_game_builder_build` names what
//! is wrong.

use std::ffi::c_char;

use go_core::{
    AtariGo, BoardSize, Color, CornerLine12, Game, GameSetup, Grid, Handicap, Komi, OutOfTurn, Point,
    RefereeConvention, Seat, SeatKind, Table, TimeControl, Topology, Variant,
};

use crate::args::{array, coded, color, copied, point, stone, text, write_out};
use crate::generated::{GoColor, GoCornerLine12, GoOutOfTurn, GoRefereeConvention, GoSeatKind, GoStatus, GoTopology};
use crate::handle::{GoGame, GoGameBuilder, GoRules, derive_handle, free, hand_out, with, with_mut};
use crate::status::guard_result;

/// Makes a builder for a game on an empty `width` x `height` planar board
/// under the studio rules, one person per side, no handicap, no clock,
/// ordinary Go, Black to move (go-core's `GameSetup::new`).
///
/// Ownership: on `GO_STATUS_OK`, `*out_builder` receives a new handle that
/// the caller owns and releases with `go_game_builder_free`; on error it
/// is set to NULL (unless `out_builder` is NULL).
///
/// Errors, in this order: `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_SIZE` for a side of 0 or more than 52;
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `out_builder` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_new(
    width: u32,
    height: u32,
    out_builder: *mut *mut GoGameBuilder,
) -> GoStatus {
    guard_result(|| {
        // SAFETY: NULL or valid (caller's contract).
        unsafe { write_out(out_builder, std::ptr::null_mut()) }?;
        let size = BoardSize::new(width, height)?;
        // SAFETY: checked not NULL above.
        unsafe { hand_out(out_builder, GameSetup::new(size)) };
        Ok(())
    })
}

/// A builder holding the setup `game` started from (go-core's
/// `Game::setup`): the same size, rules, handicap, setup stones, seats,
/// clock and variant, for a rematch or a copy with a change.
///
/// Ownership: as `go_game_builder_new`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_builder` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_from_game(
    game: *const GoGame,
    out_builder: *mut *mut GoGameBuilder,
) -> GoStatus {
    // SAFETY: the caller's contract is `derive_handle`'s.
    unsafe { derive_handle(game, out_builder, |g| Ok(g.setup().clone())) }
}

/// Releases a builder. NULL does nothing. The games it built live on.
///
/// # Safety
/// `builder` is NULL or a builder handle not freed yet that no other
/// thread is using.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_free(builder: *mut GoGameBuilder) {
    // SAFETY: the caller's contract is `free`'s.
    unsafe { free(builder) }
}

/// Builds a game from the builder's description (go-core's
/// `Game::from_setup`). The builder is unchanged and may build more games.
///
/// Ownership: on `GO_STATUS_OK`, `*out_game` receives a new game that the
/// caller owns and releases with `go_game_free`; on error it is set to
/// NULL (unless `out_game` is NULL).
///
/// Errors: `GO_STATUS_NULL_POINTER`; a status naming the first thing wrong
/// with the description, in go-core's order: `GO_STATUS_FEATURE_DISABLED`
/// (a setting this build leaves out), `GO_STATUS_INVALID_ATARI_GO` (a goal
/// above the board's points), `GO_STATUS_INCOMPATIBLE_OPTIONS` (Phantom Go
/// with a team), `GO_STATUS_INVALID_TIME_CONTROL` (a clock with no time,
/// or overtime periods of 0 ms),
/// `GO_STATUS_SETUP_OFF_BOARD`, `GO_STATUS_DUPLICATE_POINT` (setup stones),
/// `GO_STATUS_FIXED_HANDICAP_UNAVAILABLE` (off the star points of this
/// board or topology), `GO_STATUS_INVALID_HANDICAP`,
/// `GO_STATUS_SETUP_OCCUPIED` (a handicap stone on a setup stone),
/// `GO_STATUS_WRAP_TOO_SMALL` (a wrapped axis under 3 points),
/// `GO_STATUS_SETUP_NO_LIBERTIES`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `builder` is NULL or a live builder handle that no other thread is
/// changing; `out_game` is NULL or valid for writing a pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_build(builder: *const GoGameBuilder, out_game: *mut *mut GoGame) -> GoStatus {
    // SAFETY: the caller's contract is `derive_handle`'s.
    unsafe { derive_handle(builder, out_game, |setup| Ok(Game::from_setup(setup.clone())?)) }
}

/// Runs `change` on the builder's setup.
///
/// # Safety
/// `builder` is NULL or a live builder handle that no other thread is
/// using.
unsafe fn change(builder: *mut GoGameBuilder, change: impl FnOnce(&mut GameSetup) -> Result<(), GoStatus>) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { with_mut(builder, change) }
}

/// Sets the rules (a copy of `rules`; the handle stays the caller's),
/// komi included: the builder keeps that komi whatever its size (a
/// preset's size-dependent komi is chosen when the rules are made, see
/// `go_rules_new_preset`).
///
/// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`
/// (`builder` or `rules`); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `builder` is NULL or a live builder handle that no other thread is
/// using (the same for every `go_game_builder_set_*`); `rules` is NULL or a
/// live rules handle that no other thread is changing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_rules(builder: *mut GoGameBuilder, rules: *const GoRules) -> GoStatus {
    let mut copy = None;
    // SAFETY: the caller's contract is `with`'s.
    let status = unsafe {
        with(rules, |r| {
            copy = Some(*r);
            Ok(())
        })
    };
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.rules = copy.ok_or(status)?;
            Ok(())
        })
    }
}

/// Sets komi in half points (13 is 6.5), keeping the other axes of the
/// rules.
///
/// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_KOMI` beyond +-20000 half points;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_komi(builder: *mut GoGameBuilder, komi_half_points: i32) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.rules = s.rules.with_komi(Komi::try_from_half_points(komi_half_points)?);
            Ok(())
        })
    }
}

/// No handicap: an even game (the default).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_no_handicap(builder: *mut GoGameBuilder) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.handicap = Handicap::None;
            Ok(())
        })
    }
}

/// A fixed handicap of `stones` stones on the star points (RULES.md section
/// 5, the GTP placement); White moves first. Checked when the game is
/// built: `GO_STATUS_INVALID_HANDICAP` for fewer than 2 stones,
/// `GO_STATUS_FIXED_HANDICAP_UNAVAILABLE` for more than this board's star
/// points hold or a board without them. The komi stays the rules' (RULES.md
/// names none for handicap games; 0.5 or none is common: set it with
/// `go_rules_set_komi`), as with every handicap setter.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_fixed_handicap(builder: *mut GoGameBuilder, stones: u32) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.handicap = Handicap::Fixed(stones);
            Ok(())
        })
    }
}

/// A free handicap of `stones` stones: the game starts in
/// `GO_PHASE_HANDICAP_PLACEMENT` and Black places them anywhere empty with
/// `go_game_place_free_handicap` (in a timed game
/// `go_game_place_free_handicap_at`, on Black's clock: the placement is
/// Black's first turn); then White moves. Checked when the game is built
/// (`GO_STATUS_INVALID_HANDICAP`).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_free_handicap(builder: *mut GoGameBuilder, stones: u32) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.handicap = Handicap::Free(stones);
            Ok(())
        })
    }
}

/// A handicap of `stones` stones placed as the builder's rules place it
/// (go-core's `Handicap::of`, RULES.md section 9's presets): freely under
/// the game site's rules (as `go_game_builder_set_free_handicap`), on the
/// star points under every other rule set (as
/// `go_game_builder_set_fixed_handicap`); 0 stones is an even game. The
/// rules are those set when this is called: set them first. Checked when
/// the game is built, as those two are.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_handicap(builder: *mut GoGameBuilder, stones: u32) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.handicap = Handicap::of(stones, &s.rules);
            Ok(())
        })
    }
}

/// On which line the corner stones of a fixed handicap stand on 12x12
/// (`GO_CORNER_LINE_12_THIRD`, the default, or `_FOURTH`).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_corner_line_12(
    builder: *mut GoGameBuilder,
    line: GoCornerLine12,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.corner_line_12 = coded::<CornerLine12>(line)?;
            Ok(())
        })
    }
}

/// Adds a setup stone of colour `color` at column `x`, row `y` (SGF's
/// `AB`/`AW`), placed before any handicap. Checked when the game is built
/// (`GO_STATUS_SETUP_OFF_BOARD`, `GO_STATUS_DUPLICATE_POINT`,
/// `GO_STATUS_SETUP_NO_LIBERTIES`).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_add_stone(
    builder: *mut GoGameBuilder,
    x: u32,
    y: u32,
    stone_color: GoColor,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.stones.push((point(x, y), color(stone_color)?));
            Ok(())
        })
    }
}

/// Replaces the setup stones with a whole board: `len` bytes, one per point,
/// row-major from the top-left corner (`y * width + x`), each
/// `GO_COLOR_EMPTY`, `GO_COLOR_BLACK` or `GO_COLOR_WHITE`, as
/// `go_game_board` writes them.
///
/// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_LENGTH`; `GO_STATUS_WRONG_LENGTH` when `len` is not
/// width * height; `GO_STATUS_INVALID_COLOR` for another byte;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`; `colors` is NULL or valid for reading
/// `len` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_position(
    builder: *mut GoGameBuilder,
    colors: *const u8,
    len: usize,
) -> GoStatus {
    // SAFETY: forwarded contract; `colors` holds `len` bytes.
    unsafe {
        change(builder, |s| {
            let bytes = array(colors, len)?;
            // The length first, as documented: no byte is read when it is
            // wrong.
            if len != s.size.area() {
                return Err(go_core::SetupError::WrongLength { expected: s.size.area(), got: len }.into());
            }
            let stones = bytes.iter().map(|&b| stone(GoColor::from(b))).collect::<Result<Vec<_>, _>>()?;
            let grid = Grid::from_vec(s.size, stones)?;
            s.stones = grid.iter().filter_map(|(p, c)| c.map(|c| (p, c))).collect();
            Ok(())
        })
    }
}

/// Replaces the board size and the setup stones with those of a board
/// diagram, as go-core's `Board` reads it: each non-blank line a row, top
/// row first; `X` (or `x`, `B`, `#`) a black stone, `O` (or `o`, `W`, `@`)
/// a white one, `.` (or `+`, `,`, `-`) an empty point; spaces and tabs
/// ignored; rows of equal length.
///
/// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_UTF8`; `GO_STATUS_INVALID_DIAGRAM` for text that is
/// no diagram, rows of unequal length, and a row or a column count beyond
/// 52 (a diagram is read whole before its size is known);
/// `GO_STATUS_SETUP_NO_LIBERTIES` for stones left without liberties on the
/// builder's topology as set so far (`go_game_builder_set_topology`: a
/// liberty across a wrapped edge counts); `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`; `diagram` is NULL or a NUL-terminated
/// string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_diagram(builder: *mut GoGameBuilder, diagram: *const c_char) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            // Read on the builder's topology: a chain's liberty may lie
            // across a wrapped edge (found from outside: a torus game's
            // `go_game_board_text` was refused here).
            let board = go_core::Board::from_diagram(text(diagram)?, s.topology)?;
            let size = board.size();
            s.stones = board.grid().iter().filter_map(|(p, c): (Point, &Option<Color>)| c.map(|c| (p, c))).collect();
            s.size = size;
            Ok(())
        })
    }
}

/// Who moves first (by default Black, or White after a handicap).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_COLOR`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_to_move(builder: *mut GoGameBuilder, side: GoColor) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.to_move = Some(color(side)?);
            Ok(())
        })
    }
}

/// How the board's edges connect (`GoTopology`: planar, the default, a
/// torus or a cylinder; RULES.md section 6). A wrapped axis needs 3 points
/// (`GO_STATUS_WRAP_TOO_SMALL` when the game is built).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_topology(builder: *mut GoGameBuilder, topology: GoTopology) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.topology = coded::<Topology>(topology)?;
            Ok(())
        })
    }
}

/// The seats of side `side`: `count` seats whose kinds (`GoSeatKind`:
/// person or computer) are `kinds[0..count]` in turn order (RULES.md
/// section 6: B1, W1, B2, W2, ...). The other side keeps its seats, and
/// the rule for moves out of turn is kept.
///
/// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_COLOR`; `GO_STATUS_INVALID_LENGTH`;
/// `GO_STATUS_INVALID_SEATS` for 0 seats, more than 255, or more than one
/// in a build without team Go (judged from `count` before `kinds` is
/// read); `GO_STATUS_INVALID_ENUM` for a kind that is no `GoSeatKind`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`; `kinds` is NULL or valid for reading
/// `count` values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_seats(
    builder: *mut GoGameBuilder,
    side: GoColor,
    kinds: *const GoSeatKind,
    count: usize,
) -> GoStatus {
    // SAFETY: forwarded contract; `kinds` holds `count` values.
    unsafe {
        change(builder, |s| {
            let side = color(side)?;
            // A count out of range is refused before the list is read
            // (found from outside: 2^29 kinds took 1.9 s, 2^40 all memory).
            array(kinds, count)?;
            Table::check_seat_count(side, count)?;
            let new: Vec<SeatKind> = copied(kinds, count, |&k| coded(k))?;
            let kept = |c: Color| -> Vec<SeatKind> {
                (1..=s.table.seats(c)).filter_map(|n| s.table.kind(Seat::new(c, n))).collect()
            };
            let (black, white) = match side {
                Color::Black => (new, kept(Color::White)),
                Color::White => (kept(Color::Black), new),
            };
            s.table = Table::with_kinds(black, white)?.with_out_of_turn(s.table.out_of_turn());
            Ok(())
        })
    }
}

/// What happens when a partner moves in another partner's turn
/// (`GoOutOfTurn`: refused, the default, or the Pair Go penalty; RULES.md
/// section 6).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_out_of_turn(builder: *mut GoGameBuilder, rule: GoOutOfTurn) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            let rule = coded::<OutOfTurn>(rule)?;
            s.table = s.table.clone().with_out_of_turn(rule);
            Ok(())
        })
    }
}

/// Sets the clock (RULES.md section 7).
///
/// # Safety
/// As `go_game_builder_set_rules`.
unsafe fn set_clock(builder: *mut GoGameBuilder, control: TimeControl) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.time_control = control;
            Ok(())
        })
    }
}

/// No clock (the default).
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`. The same for every `go_game_builder_set_clock_*`;
/// a clock with no time at all is refused when the game is built
/// (`GO_STATUS_INVALID_TIME_CONTROL`). Each side has one clock, shared by
/// its seats; times are in milliseconds.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_clock_none(builder: *mut GoGameBuilder) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_clock(builder, TimeControl::None) }
}

/// Sudden death: `main_ms` for the whole game.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_clock_absolute(builder: *mut GoGameBuilder, main_ms: u64) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_clock(builder, TimeControl::Absolute { main_ms }) }
}

/// Fischer: `main_ms` to start, `increment_ms` added after each move. A
/// `main_ms` of 0 is refused when the game is built
/// (`GO_STATUS_INVALID_TIME_CONTROL`): the increment comes only after a
/// move, so the first would have no time.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_clock_fischer(
    builder: *mut GoGameBuilder,
    main_ms: u64,
    increment_ms: u64,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_clock(builder, TimeControl::Fischer { main_ms, increment_ms }) }
}

/// Byo-yomi: after `main_ms`, `periods` periods of `period_ms` each (0
/// periods: no overtime; periods of 0 ms are refused when the game is
/// built).
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_clock_byo_yomi(
    builder: *mut GoGameBuilder,
    main_ms: u64,
    periods: u32,
    period_ms: u64,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_clock(builder, TimeControl::ByoYomi { main_ms, periods, period_ms }) }
}

/// Canadian overtime: after `main_ms`, `stones` moves in each period of
/// `period_ms` (0 stones: no overtime; a period of 0 ms for some stones is
/// refused when the game is built).
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_clock_canadian(
    builder: *mut GoGameBuilder,
    main_ms: u64,
    stones: u32,
    period_ms: u64,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { set_clock(builder, TimeControl::Canadian { main_ms, stones, period_ms }) }
}

/// Ordinary Go (the default), undoing `go_game_builder_set_atari_go` or
/// `go_game_builder_set_phantom`.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_standard(builder: *mut GoGameBuilder) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.variant = Variant::Standard;
            Ok(())
        })
    }
}

/// Atari Go (RULES.md section 6): the first side to have captured `stones`
/// stones wins at once (1: the first capture wins).
///
/// The variant is one setting: this replaces a Phantom Go variant set
/// before (`go_game_builder_set_phantom`), and that one replaces this. For
/// Phantom Atari Go build the Atari Go game and give it to
/// `go_phantom_new`: the referee runs over any game.
///
/// Errors (the builder is then unchanged): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_ATARI_GO` for 0 stones (more than the board's points
/// is refused when the game is built); `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_atari_go(builder: *mut GoGameBuilder, stones: u32) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.variant = Variant::AtariGo(AtariGo::captures(stones)?);
            Ok(())
        })
    }
}

/// Phantom Go under the referee convention `convention`
/// (`GoRefereeConvention`; RULES.md section 6). The game built is the
/// referee's full game: give it to `go_phantom_new` with the same
/// convention. A side with more than one seat is refused when the game is
/// built (`GO_STATUS_INCOMPATIBLE_OPTIONS`). The variant is one setting:
/// this replaces Atari Go set before (`go_game_builder_set_atari_go`), and
/// that one replaces this; a referee over an Atari Go game is
/// `go_phantom_new` on that game.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_INVALID_ENUM`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_builder_set_rules`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_builder_set_phantom(
    builder: *mut GoGameBuilder,
    convention: GoRefereeConvention,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe {
        change(builder, |s| {
            s.variant = Variant::Phantom(coded::<RefereeConvention>(convention)?);
            Ok(())
        })
    }
}
