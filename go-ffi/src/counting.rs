//! The counting phase through the C ABI: counting a position, marking dead
//! stones, proposing, accepting or rejecting a count; the per-point
//! analyses as byte masks (pass-alive chains and territory, suggested dead
//! stones, ownership, unfilled dame); and the computer player's suggested
//! move. Each mask wrapper is one call of go-core, thin on purpose.

use go_core::{
    Bot, BotConfig, Budget, Color, EstimateOptions, Game, GameError, Grid, Move, PlayoutBatch, PlayoutStyle, Point,
    Score, Seat, SideScore,
};

use crate::args::{array, code, coded, color, not_null, point, seat, stone_code, write_move, write_out};
use crate::buffer::{buffer_args, write_mask, write_values};
use crate::game::GoResult;
use crate::generated::{GoColor, GoCounting, GoPlayoutStyle, GoStatus};
use crate::handle::{GoGame, with, with_mut};

/// One side's part of a count (see `GoScore`). Points are whole points
/// unless the name says half points. Which parts add up to the total
/// depends on the counting method (RULES.md section 4).
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
    /// The counting method (`GoCounting`).
    pub counting: GoCounting,
    /// Black's part.
    pub black: GoSideScore,
    /// White's part.
    pub white: GoSideScore,
    /// White's total minus Black's, in half points.
    pub margin_half_points: i64,
    /// The result this count gives (a win by points or a draw; its
    /// `finished` is true in any phase: it says the count has a result,
    /// not that the game is over).
    pub result: GoResult,
}

impl GoScore {
    pub(crate) fn of(s: &Score) -> GoScore {
        GoScore {
            counting: code(s.counting),
            black: side(&s.black),
            white: side(&s.white),
            margin_half_points: s.margin,
            result: GoResult::of(Some(s.result)),
        }
    }
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
/// dead removed (go-core's `Game::score`), and writes the count to
/// `*out_score`. Any phase: during play it counts the position as it
/// stands.
///
/// Errors (`*out_score` is then untouched): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_score` is NULL or valid for writing a `GoScore`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_score(game: *const GoGame, out_score: *mut GoScore) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            not_null(&[out_score.is_null()])?;
            write_out(out_score, GoScore::of(&g.score()))
        })
    }
}

/// Counts the position as `go_game_score` does, but with the dead stones
/// given by the caller instead of the game's marks (go-core's
/// `Game::score_with`): `dead` holds `len` bytes, one per point,
/// row-major, nonzero for a dead stone, taken stone by stone as given
/// (part of a chain counts only those stones dead; the marking calls mark
/// whole chains). Under rules whose dead stones are never removed
/// (Tromp-Taylor, `GO_DEAD_STONES_NEVER_REMOVED`) `dead` is checked and
/// then not used: every stone counts as it stands. The game is not changed.
///
/// Errors (`*out_score` is then untouched): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_LENGTH`; `GO_STATUS_WRONG_LENGTH` when `len` is not
/// width * height (judged before `dead` is read); `GO_STATUS_NOT_A_STONE`
/// for an empty point marked dead;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// As `go_game_score`; `dead` is NULL or valid for reading `len` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_score_with(
    game: *const GoGame,
    dead: *const u8,
    len: usize,
    out_score: *mut GoScore,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s, `array`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            not_null(&[out_score.is_null()])?;
            let marks = Grid::from_slice(g.board().size(), array(dead, len)?, |&b| b != 0)?;
            let s = g.score_with(&marks.points_where(|&dead| dead))?;
            write_out(out_score, GoScore::of(&s))
        })
    }
}

/// What a dead-stone toggle marks.
#[derive(Clone, Copy)]
enum Toggle {
    Chain,
    Region,
}

/// # Safety
/// As the exports that call it.
unsafe fn toggle(game: *mut GoGame, by: Option<(GoColor, u8)>, at: Point, what: Toggle, out: *mut usize) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s and `write_out`'s.
    unsafe {
        with_mut(game, |g| {
            let seat: Option<Seat> = by.map(|(side, n)| seat(side, n)).transpose()?;
            let changed = match (what, seat) {
                (Toggle::Chain, None) => g.toggle_dead_chain(at),
                (Toggle::Region, None) => g.toggle_dead_region(at),
                (Toggle::Chain, Some(s)) => g.toggle_dead_chain_as(s, at),
                (Toggle::Region, Some(s)) => g.toggle_dead_region_as(s, at),
            }?;
            if out.is_null() { Ok(()) } else { write_out(out, changed.len()) }
        })
    }
}

/// In the counting phase, marks the whole chain at column `x`, row `y`
/// dead, or alive again if it was marked, and withdraws any pending
/// proposal. Writes to `*out_changed` (when not NULL) the number of points
/// whose mark changed.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER` (`game`);
/// `GO_STATUS_WRONG_PHASE` outside counting; `GO_STATUS_MARK_OFF_BOARD`;
/// `GO_STATUS_NOT_A_STONE` for an empty point; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is using;
/// `out_changed` is NULL or valid for writing a `size_t`. The same for the
/// other toggles.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_toggle_dead(game: *mut GoGame, x: u32, y: u32, out_changed: *mut usize) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { toggle(game, None, point(x, y), Toggle::Chain, out_changed) }
}

/// As `go_game_toggle_dead`, by seat `number` of side `side` (either side
/// may mark): `GO_STATUS_INVALID_COLOR` first, then `GO_STATUS_WRONG_PHASE`
/// outside the counting phase, then `GO_STATUS_UNKNOWN_SEAT` (the phase is
/// judged before the seat, as for moves).
///
/// # Safety
/// As `go_game_toggle_dead`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_toggle_dead_as(
    game: *mut GoGame,
    side: GoColor,
    number: u8,
    x: u32,
    y: u32,
    out_changed: *mut usize,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { toggle(game, Some((side, number)), point(x, y), Toggle::Chain, out_changed) }
}

/// As `go_game_toggle_dead`, for the stones of the whole region at the
/// point: every stone of its colour reachable through its stones and empty
/// points (go-core's `Game::toggle_dead_region`).
///
/// # Safety
/// As `go_game_toggle_dead`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_toggle_dead_region(
    game: *mut GoGame,
    x: u32,
    y: u32,
    out_changed: *mut usize,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { toggle(game, None, point(x, y), Toggle::Region, out_changed) }
}

/// As `go_game_toggle_dead_region`, by seat `number` of side `side`.
///
/// # Safety
/// As `go_game_toggle_dead`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_toggle_dead_region_as(
    game: *mut GoGame,
    side: GoColor,
    number: u8,
    x: u32,
    y: u32,
    out_changed: *mut usize,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { toggle(game, Some((side, number)), point(x, y), Toggle::Region, out_changed) }
}

/// Fills the caller's mask with the stones marked dead, by the
/// caller-buffer convention: one byte per point, row-major, 1 for a
/// marked stone and 0 elsewhere.
///
/// Errors: `GO_STATUS_NULL_POINTER`; `GO_STATUS_BUFFER_TOO_SMALL`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`. The same for every mask.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `buf` is NULL or valid for writing `len` bytes; `out_needed` is NULL or
/// valid for writing a `size_t`. The same for every mask.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_dead_stones(
    game: *const GoGame,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { points_mask(game, buf, len, out_needed, Game::dead_stones) }
}

/// Fills a mask with 1 on the points `list` gives.
///
/// # Safety
/// As the mask exports.
unsafe fn points_mask(
    game: *const GoGame,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
    list: impl FnOnce(&Game) -> Vec<Point>,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_points`'.
    unsafe { with(game, |g| write_points(g, &list(g), buf, len, out_needed)) }
}

/// Writes a mask of `g`'s board with 1 on `points` by the buffer
/// convention.
///
/// # Safety
/// As [`write_mask`].
unsafe fn write_points(
    g: &Game,
    points: &[Point],
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> Result<(), GoStatus> {
    // SAFETY: forwarded contract.
    unsafe { write_mask(g.board().size().points().map(|p| u8::from(points.contains(&p))), buf, len, out_needed) }
}

/// The unfilled dame with the marked dead stones removed (go-core's
/// `Game::unfilled_dame`, RULES.md section 4): 1 on the empty points of
/// empty regions bordered by living stones of both colours (a wide neutral
/// gap included) that the players have not filled, but not on seki
/// liberties that neither side can fill without self-atari.
///
/// # Safety
/// As `go_game_dead_stones`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_unfilled_dame(
    game: *const GoGame,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { points_mask(game, buf, len, out_needed, Game::unfilled_dame) }
}

/// The dead stones go-core's one estimator suggests for the position
/// (`Game::estimate_dead_stones` with its defaults: at most 300 playouts
/// with each side moving first, stopped early once every chain's verdict
/// is settled, seed 1): 1 on each stone of a chain estimated dead,
/// 0 elsewhere. Pass-alive analysis (Benson, under the game's suicide
/// rule) gives the hard facts, a chain in seki stays alive, a group
/// that lives only if its owner moves first is dead, and so is one whose
/// only eye space is too small for two eyes (at most 3 points or a square
/// of 4 once the stones inside are captured). The same answer as
/// GTP's `final_status_list dead`. Deterministic. A suggestion for the
/// players, who decide (RULES.md section 4): nothing is marked.
///
/// # Safety
/// As `go_game_dead_stones`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_suggested_dead_stones(
    game: *const GoGame,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { points_mask(game, buf, len, out_needed, |g| g.estimate_dead_stones(&EstimateOptions::default()).dead) }
}

/// The same estimator as `go_game_suggested_dead_stones` with its settings
/// chosen (go-core's `Game::estimate_dead_stones` with
/// `EstimateOptions::new(playouts, seed).with_early_stop(early_stop)`):
/// at most `playouts` playouts with each side moving first (0 leaves only
/// pass-alive analysis), drawn from `seed`, stopped once every chain's
/// verdict is settled when `early_stop` (after 8 a side plus a multiple of
/// 4; a side whose playouts judge only settled chains stops first),
/// else all of them; on a board with stones of one colour or none nothing
/// is dead and no playout runs (`*out_playouts` 0, the ownership all 0:
/// nothing contests that colour). The work grows with `playouts` (about 2 x `playouts`
/// playouts from the position, with no bound but `uint32_t`'s and no way
/// to stop it: choose a budget the caller can wait for); the game is only
/// read.
///
/// Writes 1 on each stone of a chain estimated dead, 0 elsewhere, to
/// `dead[0..width * height]` (row-major; `*out_needed` as for every mask);
/// when `ownership` is not NULL, per point how often it ended as Black's
/// area minus how often as White's, in -1..1, the mean of the two sides'
/// means over the playouts run with each side first (all 0 without
/// playouts), to `ownership[0..width * height]`; the most playouts run
/// with either side first to `*out_playouts` when it is not NULL (after an
/// early stop the other side may have run fewer).
///
/// Errors (nothing written but `*out_needed`): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_BUFFER_TOO_SMALL` when `dead_len` is under width * height;
/// `GO_STATUS_WRONG_LENGTH` when `ownership` is given and `ownership_len`
/// is not width * height; `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `dead` is NULL or valid for writing `dead_len` bytes; `ownership` is
/// NULL or valid for writing `ownership_len` floats; `out_needed` is NULL
/// (refused with `GO_STATUS_NULL_POINTER`, as by every mask) or valid for
/// writing a `size_t`; `out_playouts` is NULL (not written) or valid for
/// writing a `uint32_t`.
#[allow(clippy::too_many_arguments)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_estimate_dead_stones(
    game: *const GoGame,
    playouts: u32,
    seed: u64,
    early_stop: bool,
    dead: *mut u8,
    dead_len: usize,
    out_needed: *mut usize,
    ownership: *mut f32,
    ownership_len: usize,
    out_playouts: *mut u32,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s, `write_mask`'s,
    // `write_points`', `write_values`' and `write_out`'s.
    unsafe {
        with(game, |g| {
            let area = g.board().size().area();
            if out_needed.is_null() {
                return Err(GoStatus::NullPointer);
            }
            if !ownership.is_null() && ownership_len != area {
                return Err(GoStatus::WrongLength);
            }
            if dead.is_null() || dead_len < area {
                // Refused before the playouts run: the caller learns the
                // length at no cost.
                let mask = std::iter::repeat_n(0u8, area);
                return write_mask(mask, dead, dead_len, out_needed);
            }
            let options = EstimateOptions::new(playouts, seed).with_early_stop(early_stop);
            let estimate = g.estimate_dead_stones(&options);
            write_points(g, &estimate.dead, dead, dead_len, out_needed)?;
            if !ownership.is_null() {
                let mut written = 0;
                write_values(&estimate.ownership, ownership, ownership_len, &raw mut written)?;
            }
            if !out_playouts.is_null() {
                write_out(out_playouts, estimate.playouts)?;
            }
            Ok(())
        })
    }
}

/// Pass-alive analysis of side `side` under the game's suicide rule
/// (go-core's `Game::pass_alive`, Benson's algorithm): 1 on the stones of `side`'s pass-alive chains (which can
/// never be captured), 2 on the points of its pass-alive territory (empty
/// points and opponent stones there), 0 elsewhere.
///
/// Errors: as `go_game_dead_stones`, and `GO_STATUS_INVALID_COLOR`.
///
/// # Safety
/// As `go_game_dead_stones`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_pass_alive(
    game: *const GoGame,
    side: GoColor,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_mask`'s.
    unsafe {
        with(game, |g| {
            buffer_args(buf, len, out_needed)?;
            let analysis = g.pass_alive(color(side)?);
            let mask = g
                .board()
                .size()
                .points()
                .map(|p| u8::from(analysis.stones.contains(&p)) | (u8::from(analysis.territory.contains(&p)) << 1));
            write_mask(mask, buf, len, out_needed)
        })
    }
}

/// Who each point counts for in the current count (go-core's `Score`
/// ownership from `Game::score`, with the marked stones dead): `GO_COLOR_BLACK`
/// or `GO_COLOR_WHITE` for a living stone or a point counted for that side,
/// `GO_COLOR_EMPTY` for a neutral or seki point.
///
/// # Safety
/// As `go_game_dead_stones`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_ownership(
    game: *const GoGame,
    buf: *mut u8,
    len: usize,
    out_needed: *mut usize,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_mask`'s.
    unsafe {
        with(game, |g| {
            let owners = g.score().ownership;
            let byte = |c: &Option<Color>| u8::try_from(stone_code(*c)).unwrap_or(0);
            write_mask(owners.iter().map(byte), buf, len, out_needed)
        })
    }
}

/// Writes to `*out_color` the side whose proposed marking awaits an answer:
/// `GO_COLOR_BLACK` or `GO_COLOR_WHITE`, or `GO_COLOR_EMPTY` when there is
/// none.
///
/// Errors (`*out_color` is then untouched): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `out_color` is NULL or valid for writing a `GoColor`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_proposal(game: *const GoGame, out_color: *mut GoColor) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe { with(game, |g| write_out(out_color, stone_code(g.proposal()))) }
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
unsafe fn count_action(game: *mut GoGame, side: GoColor, by_seat: Option<u8>, action: Action) -> GoStatus {
    // SAFETY: the caller's contract is `with_mut`'s.
    unsafe {
        with_mut(game, |g| {
            let result: Result<(), GameError> = match by_seat {
                None => {
                    let c = color(side)?;
                    match action {
                        Action::Propose => g.propose(c),
                        Action::Accept => g.accept(c).map(|_| ()),
                        Action::Reject => g.reject(c),
                    }
                }
                Some(n) => {
                    let s = seat(side, n)?;
                    match action {
                        Action::Propose => g.propose_as(s),
                        Action::Accept => g.accept_as(s).map(|_| ()),
                        Action::Reject => g.reject_as(s),
                    }
                }
            };
            result.map_err(Into::into)
        })
    }
}

/// Side `side` proposes the current dead-stone marking in the counting
/// phase; the other side may accept or reject it. Proposing again replaces
/// the earlier proposal.
///
/// Errors (the game is then unchanged): `GO_STATUS_NULL_POINTER`,
/// `GO_STATUS_INVALID_COLOR`, `GO_STATUS_WRONG_PHASE` outside counting,
/// `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is using. The
/// same for accept, reject and their `_as` forms.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_propose(game: *mut GoGame, side: GoColor) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, side, None, Action::Propose) }
}

/// Side `side` accepts the other side's proposal: the game is finished and
/// counted with the marked stones removed (`go_game_outcome` then gives
/// the result).
///
/// Errors (the game is then unchanged): as `go_game_propose`, and
/// `GO_STATUS_NO_PROPOSAL` when the other side has proposed nothing.
///
/// # Safety
/// As `go_game_propose`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_accept(game: *mut GoGame, side: GoColor) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, side, None, Action::Accept) }
}

/// Side `side` rejects the other side's proposal: the marks are cleared and
/// play resumes from the same position (who moves first follows the rules'
/// resume order). In a timed game the clocks stay stopped, as they stopped
/// when play ended: `go_game_start_clock` starts the clock of the side to
/// move (until then a timed move starts its mover's clock at its own
/// timestamp and charges nothing).
///
/// Errors (the game is then unchanged): as `go_game_accept`.
///
/// # Safety
/// As `go_game_propose`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_reject(game: *mut GoGame, side: GoColor) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, side, None, Action::Reject) }
}

/// `go_game_propose` by seat `number` of side `side`:
/// `GO_STATUS_UNKNOWN_SEAT` for a seat the table lacks, judged after the
/// phase (`GO_STATUS_WRONG_PHASE` outside the counting phase comes first,
/// as for moves). The same for `go_game_accept_as` and `go_game_reject_as`.
///
/// # Safety
/// As `go_game_propose`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_propose_as(game: *mut GoGame, side: GoColor, number: u8) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, side, Some(number), Action::Propose) }
}

/// `go_game_accept` by seat `number` of side `side`.
///
/// # Safety
/// As `go_game_propose`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_accept_as(game: *mut GoGame, side: GoColor, number: u8) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, side, Some(number), Action::Accept) }
}

/// `go_game_reject` by seat `number` of side `side`.
///
/// # Safety
/// As `go_game_propose`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_reject_as(game: *mut GoGame, side: GoColor, number: u8) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { count_action(game, side, Some(number), Action::Reject) }
}

/// Asks the computer player for the side to move, without playing: a
/// Monte-Carlo tree search of `playouts` playouts on one thread, seeded by
/// `seed`: the same seed and the same game (the same moves from the same
/// start) give the same move. The move is always legal. Writes
/// `*out_pass` (true for a pass, also when the game is not being played)
/// and, for a stone, its column and row to `*out_x` and `*out_y` (left
/// untouched for a pass). It may run long: it reads the game only, so
/// other reads of the same game may run meanwhile on other threads.
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER`;
/// `GO_STATUS_INVALID_BUDGET` when `playouts` is 0 or above 10,000,000;
/// `GO_STATUS_HIDDEN_INFORMATION` for a Phantom Go game (the search would
/// see the stones hidden from the player to move; go-core's
/// `Bot::check_game`); `GO_STATUS_POISONED`, `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// the out-pointers are NULL or valid for writing their types.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_suggest_move(
    game: *const GoGame,
    playouts: u32,
    seed: u64,
    out_x: *mut u32,
    out_y: *mut u32,
    out_pass: *mut bool,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { suggest(game, playouts, seed, out_x, out_y, out_pass, Bot::choose_move) }
}

/// `go_game_suggest_move` for play that removes dead stones, after a
/// rejected count (RULES.md section 4: play resumes so that the players
/// settle what they disagreed on; KGS's `kgs-genmove_cleanup`): the move is
/// no pass while opponent stones that the dead-stone estimate
/// (`go_game_suggested_dead_stones`', seeded by `seed` instead of 1) marks
/// dead stand on the board and another move than filling an own eye or
/// giving stones away is left: where the search would pass, the move is
/// the most visited searched move on a liberty of such a chain, else the
/// most visited stone move; a stone move the search chooses itself stands,
/// on a liberty or not (go-core's `Bot::analyze_cleanup`). Otherwise,
/// and in its errors and safety, exactly `go_game_suggest_move`.
///
/// # Safety
/// As `go_game_suggest_move`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_suggest_cleanup_move(
    game: *const GoGame,
    playouts: u32,
    seed: u64,
    out_x: *mut u32,
    out_y: *mut u32,
    out_pass: *mut bool,
) -> GoStatus {
    // SAFETY: forwarded contract.
    unsafe { suggest(game, playouts, seed, out_x, out_y, out_pass, |bot, g| bot.analyze_cleanup(g).best) }
}

/// The move `choose` makes with the computer player of `playouts`
/// playouts seeded by `seed`, written as `go_game_suggest_move` writes it.
///
/// # Safety
/// As `go_game_suggest_move`.
unsafe fn suggest(
    game: *const GoGame,
    playouts: u32,
    seed: u64,
    out_x: *mut u32,
    out_y: *mut u32,
    out_pass: *mut bool,
    choose: impl Fn(&Bot, &Game) -> Move,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s and `write_out`'s.
    unsafe {
        with(game, |g| {
            let bot = playout_bot(playouts, seed, out_x, out_y, out_pass)?;
            Bot::check_game(g)?;
            write_move(choose(&bot, g), out_x, out_y, out_pass)
        })
    }
}

/// The computer player of a `suggest_move` function: `playouts` playouts
/// on one thread, seeded by `seed`, once the out-pointers are checked.
///
/// # Errors
/// `GO_STATUS_NULL_POINTER` when an out-pointer is NULL;
/// `GO_STATUS_INVALID_BUDGET` when `playouts` is 0 or above 10,000,000.
pub(crate) fn playout_bot(
    playouts: u32,
    seed: u64,
    out_x: *mut u32,
    out_y: *mut u32,
    out_pass: *mut bool,
) -> Result<Bot, GoStatus> {
    not_null(&[out_x.is_null(), out_y.is_null(), out_pass.is_null()])?;
    if !(1..=Budget::MAX_PLAYOUTS).contains(&playouts) {
        return Err(GoStatus::InvalidBudget);
    }
    Ok(Bot::new(BotConfig { budget: Budget::Playouts(playouts), seed, ..BotConfig::default() }))
}

/// Runs `n` random playouts from the position with the side to move
/// first, each to two passes, and counts each final position by area under
/// the game's komi (go-core's `Game::playouts`), on `threads` threads:
/// in the playout style `style` (`GoPlayoutStyle`: `GO_PLAYOUT_STYLE_LIGHT`,
/// uniform among moves that fill no own eye; `GO_PLAYOUT_STYLE_HEAVY`,
/// captures, atari escapes and 3x3 shapes first, as the dead-stone
/// estimate plays; `GO_PLAYOUT_STYLE_HEAVY_RACES`, heavy with capturing
/// races of two-liberty chains, as the computer player plays). Playout
/// `i` draws from its own generator (seeded with go-core's
/// `PlayoutBatch::playout_seed(i)`: a SplitMix64 mix of `seed` plus `i`,
/// so that nearby seeds give unrelated playouts), so the answer does not depend on
/// `threads`. Writes White's margin of each playout, in half points
/// (negative: Black won), to `margins[0..n]`; when `ownership` is not
/// NULL, per point (row-major) how often it ended as Black's area minus
/// how often as White's, in -1..1, to `ownership[0..width * height]`; the
/// moves made over all playouts to `*out_moves` when it is not NULL. The
/// game is not changed; like `go_game_suggest_move` it may run long and
/// only reads the game.
///
/// Errors (nothing written): `GO_STATUS_NULL_POINTER` (`game`, or
/// `margins` with `n > 0` or `margins_len > 0`; `ownership` is optional:
/// NULL is "not wanted" whatever `ownership_len`); `GO_STATUS_INVALID_ENUM` when `style` is no
/// `GoPlayoutStyle`; `GO_STATUS_INVALID_BUDGET` when `n` is above
/// 10,000,000 or `threads` is 0 or above 256; `GO_STATUS_WRONG_LENGTH`
/// when `margins_len` is not `n`, or `ownership` is given and
/// `ownership_len` is not width * height; `GO_STATUS_POISONED`,
/// `GO_STATUS_PANIC`.
///
/// # Safety
/// `game` is NULL or a live game handle that no other thread is changing;
/// `margins` is NULL or valid for writing `margins_len` `int64_t`s;
/// `ownership` is NULL or valid for writing `ownership_len` floats;
/// `out_moves` is NULL or valid for writing a `uint64_t`.
#[allow(clippy::too_many_arguments)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn go_game_playouts(
    game: *const GoGame,
    n: u32,
    seed: u64,
    threads: u32,
    style: GoPlayoutStyle,
    margins: *mut i64,
    margins_len: usize,
    ownership: *mut f32,
    ownership_len: usize,
    out_moves: *mut u64,
) -> GoStatus {
    // SAFETY: the caller's contract is `with`'s, `write_values`' and
    // `write_out`'s.
    unsafe {
        with(game, |g| {
            // A NULL buffer given a length is NULL_POINTER before anything
            // else, as everywhere (found from outside: `margins` NULL with
            // n = 0 and a length of 5 was WRONG_LENGTH); `ownership`, an
            // optional buffer, NULL is "not wanted" whatever its length,
            // as the header's conventions say and as
            // `go_game_estimate_dead_stones` reads its own (found from
            // outside: NULL with a length was NULL_POINTER here only).
            if (n > 0 || margins_len > 0) && margins.is_null() {
                return Err(GoStatus::NullPointer);
            }
            let style = coded::<PlayoutStyle>(style)?;
            if n > go_core::PlayoutBatch::MAX_PLAYOUTS || !(1..=go_core::PlayoutBatch::MAX_THREADS).contains(&threads) {
                return Err(GoStatus::InvalidBudget);
            }
            let area = g.board().size().area();
            if margins_len != n as usize || (!ownership.is_null() && ownership_len != area) {
                return Err(GoStatus::WrongLength);
            }
            let stats = g.playouts(&PlayoutBatch::new(n, seed).with_threads(threads).with_style(style));
            let mut needed = 0;
            write_values(&stats.margins, margins, margins_len, &raw mut needed)?;
            if !ownership.is_null() {
                write_values(&stats.ownership, ownership, ownership_len, &raw mut needed)?;
            }
            if !out_moves.is_null() {
                write_out(out_moves, stats.moves)?;
            }
            Ok(())
        })
    }
}
