//! The `ffi` fuzz check: bytes become a sequence of calls of the C ABI's
//! exported functions, in any order, with any arguments (coordinates,
//! sizes, enum values, lengths, texts, SGF bytes), on live handles of every
//! kind (games, builders, rules, Phantom referees, SGF collections) or
//! NULL. Every call must answer a status other than `GO_STATUS_PANIC` and
//! `GO_STATUS_POISONED` (libFuzzer's panic hook aborts on any panic, even
//! one the boundary catches), and a few promises are checked along the way:
//! a refused move changes nothing, `go_game_is_legal` agrees with the
//! legal-move mask, a short buffer is left untouched.
//!
//! Pointers passed are always NULL or valid for what they claim (buffers
//! are allocated at the length given), so every input is a correct C
//! program; the fuzzer looks for the library's own failures.
//!
//! This file depends on `go_ffi` and `std` only, so that a regression test
//! can include it with `#[path]` and replay the committed seeds.

use std::ffi::{CString, c_char};
use std::ptr;

use go_ffi::*;

/// Calls made from one input at most.
pub const MAX_CALLS: usize = 400;

/// Handles of each kind kept alive at most (a new one beyond frees one).
const MAX_HANDLES: usize = 6;

/// The input, read a byte at a time (0 past its end).
struct Input<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Input<'_> {
    fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }

    fn done(&self) -> bool {
        self.pos >= self.data.len()
    }

    fn flag(&mut self) -> bool {
        self.byte() & 1 == 1
    }

    /// A number: mostly small, sometimes one of the edges.
    fn number(&mut self) -> u32 {
        match self.byte() {
            250 => u32::MAX,
            251 => 255,
            252 => 256,
            253 => 65_537,
            254 => u32::from(self.byte()) << 8 | u32::from(self.byte()),
            b => u32::from(b % 24),
        }
    }

    /// A board side or coordinate: mostly on small boards.
    fn coord(&mut self) -> u32 {
        match self.byte() {
            255 => u32::MAX,
            254 => 52,
            253 => 53,
            252 => 255,
            b => u32::from(b % 11),
        }
    }

    /// A time in milliseconds.
    fn time(&mut self) -> u64 {
        match self.byte() {
            255 => u64::MAX,
            b => u64::from(b) * 250,
        }
    }

    /// A buffer length around `needed`.
    fn len(&mut self, needed: usize) -> usize {
        match self.byte() % 6 {
            0 => 0,
            1 => 1,
            2 => needed.saturating_sub(1),
            3 => needed + 3,
            _ => needed,
        }
    }

    /// A text: one of the words the library reads, or raw bytes.
    fn text(&mut self) -> CString {
        const WORDS: [&str; 24] = [
            "chinese",
            "japanese ko=simple komi=6.5",
            "tromp-taylor",
            "game site",
            "aga suicide=allowed",
            "studio counting=territory",
            "nz komi=1e9",
            "D4",
            "pass",
            "T19",
            "B1",
            "W255",
            "B0",
            "W+3.5",
            "B+R",
            "0",
            "Void",
            "3,4",
            "(0, 0)",
            "X.O\n.X.\nOOX",
            ".....\n..X..\n.....",
            "UTF-8",
            "GB18030",
            "no-such",
        ];
        let b = self.byte();
        if usize::from(b) < WORDS.len() * 8 {
            return CString::new(WORDS[usize::from(b) % WORDS.len()]).unwrap_or_default();
        }
        let n = usize::from(self.byte() % 16);
        let bytes: Vec<u8> = (0..n).map(|_| self.byte()).filter(|&b| b != 0).collect();
        CString::new(bytes).unwrap_or_default()
    }
}

/// The live handles of one input.
#[derive(Default)]
struct Handles {
    games: Vec<*mut GoGame>,
    builders: Vec<*mut GoGameBuilder>,
    rules: Vec<*mut GoRules>,
    phantoms: Vec<*mut GoPhantom>,
    sgfs: Vec<*mut GoSgfCollection>,
}

/// One of `pool`, or NULL now and then.
fn pick<T>(pool: &[*mut T], b: u8) -> *mut T {
    if pool.is_empty() || b == 255 { ptr::null_mut() } else { pool[usize::from(b) % pool.len()] }
}

/// Keeps a new handle (written by a call that succeeded), freeing the
/// oldest when the pool is full.
fn keep<T>(pool: &mut Vec<*mut T>, handle: *mut T, free: unsafe extern "C" fn(*mut T)) {
    if handle.is_null() {
        return;
    }
    if pool.len() >= MAX_HANDLES {
        let old = pool.remove(0);
        // SAFETY: a live handle of this input, freed once.
        unsafe { free(old) };
    }
    pool.push(handle);
}

/// A status that must never come back.
fn checked(status: GoStatus, call: &str) -> Result<GoStatus, String> {
    match status {
        GoStatus::Panic | GoStatus::Poisoned => Err(format!("{call} answered {status:?}")),
        other => Ok(other),
    }
}

/// [`checked`] for a status not looked at further.
fn check(status: GoStatus, call: &str) -> Result<(), String> {
    checked(status, call).map(|_| ())
}

/// Calls a buffer export (as `call(buf, len, out_needed)`) with a length
/// chosen around the answer's, and checks the convention: a short buffer
/// is untouched and answers `GO_STATUS_BUFFER_TOO_SMALL` with the length
/// needed.
fn buffer<T: Copy + Default + PartialEq>(
    input: &mut Input<'_>,
    name: &str,
    mut call: impl FnMut(*mut T, usize, *mut usize) -> GoStatus,
) -> Result<(), String> {
    let mut needed = 0usize;
    let first = checked(call(ptr::null_mut(), 0, &mut needed), name)?;
    if first != GoStatus::BufferTooSmall && first != GoStatus::Ok {
        return Ok(());
    }
    let len = input.len(needed);
    let mut buf = vec![T::default(); len];
    let mut again = 0usize;
    let p = if len == 0 && input.flag() { ptr::null_mut() } else { buf.as_mut_ptr() };
    let status = checked(call(p, len, &mut again), name)?;
    if again != needed {
        return Err(format!("{name}: needed {needed}, then {again}"));
    }
    if len < needed {
        if status != GoStatus::BufferTooSmall || buf.iter().any(|v| *v != T::default()) {
            return Err(format!("{name}: a short buffer ({len} of {needed}) answered {status:?} or was written"));
        }
    } else if status != GoStatus::Ok {
        return Err(format!("{name}: a long enough buffer answered {status:?}"));
    }
    Ok(())
}

/// What a game looks like from outside, to compare around refused calls.
fn snapshot(game: *const GoGame) -> (u64, usize, GoPhase, GoColor) {
    let (mut hash, mut moves, mut phase, mut color) = (0, 0, 0, 0);
    // SAFETY: a live game of this input and valid out-pointers.
    unsafe {
        let _ = go_game_hash(game, &mut hash);
        let _ = go_game_move_count(game, &mut moves);
        let _ = go_game_phase(game, &mut phase);
        let _ = go_game_to_move(game, &mut color);
    }
    (hash, moves, phase, color)
}

/// Runs the calls `data` describes.
///
/// # Errors
/// The first broken promise, described.
pub fn run(data: &[u8]) -> Result<(), String> {
    let mut input = Input { data, pos: 0 };
    let mut h = Handles::default();
    let result = calls(&mut input, &mut h);
    // SAFETY: every handle kept is live and freed once.
    unsafe {
        h.games.iter().for_each(|&g| go_game_free(g));
        h.builders.iter().for_each(|&b| go_game_builder_free(b));
        h.rules.iter().for_each(|&r| go_rules_free(r));
        h.phantoms.iter().for_each(|&p| go_phantom_free(p));
        h.sgfs.iter().for_each(|&s| go_sgf_free(s));
    }
    result
}

#[allow(clippy::too_many_lines)]
fn calls(input: &mut Input<'_>, h: &mut Handles) -> Result<(), String> {
    // One game to start with, so that short inputs reach the game calls.
    let mut first = ptr::null_mut();
    let size = 2 + u32::from(input.byte() % 8);
    // SAFETY: a valid out-pointer.
    check(unsafe { go_game_new(size, size, ptr::null(), &mut first) }, "go_game_new")?;
    keep(&mut h.games, first, go_game_free);

    for _ in 0..MAX_CALLS {
        if input.done() {
            break;
        }
        let op = input.byte();
        let g = pick(&h.games, input.byte());
        // SAFETY (every call below): handles are live handles of this input
        // or NULL; out-pointers point to locals; buffers are allocated at
        // the lengths passed; texts are NUL-terminated.
        match op % 32 {
            0 => {
                let (w, ht) = (input.coord(), input.coord());
                let name = input.text();
                let name_ptr = if input.flag() { ptr::null() } else { name.as_ptr() };
                let mut game = ptr::null_mut();
                let s = checked(unsafe { go_game_new(w, ht, name_ptr, &mut game) }, "go_game_new")?;
                if (s == GoStatus::Ok) == game.is_null() {
                    return Err(format!("go_game_new answered {s:?} with handle {game:?}"));
                }
                keep(&mut h.games, game, go_game_free);
            }
            1 => {
                let mut b = ptr::null_mut();
                let (w, ht) = (input.coord(), input.coord());
                check(unsafe { go_game_builder_new(w, ht, &mut b) }, "go_game_builder_new")?;
                keep(&mut h.builders, b, go_game_builder_free);
            }
            2 => {
                let b = pick(&h.builders, input.byte());
                let which = input.byte() % 24;
                let (n, m) = (input.number(), input.number());
                let s = unsafe {
                    match which {
                        0 => go_game_builder_set_rules(b, pick(&h.rules, input.byte())),
                        1 => go_game_builder_set_komi(b, (input.number() as i32).wrapping_sub(12) * 7),
                        2 => go_game_builder_set_no_handicap(b),
                        3 => go_game_builder_set_fixed_handicap(b, n),
                        4 => go_game_builder_set_free_handicap(b, n),
                        5 => go_game_builder_set_corner_line_12(b, n),
                        6 => go_game_builder_add_stone(b, input.coord(), input.coord(), n % 4),
                        7 => {
                            let len = usize::try_from(n % 100).unwrap_or(0);
                            let bytes: Vec<u8> = (0..len).map(|_| input.byte() % 4).collect();
                            go_game_builder_set_position(b, bytes.as_ptr(), len)
                        }
                        8 => go_game_builder_set_diagram(b, input.text().as_ptr()),
                        9 => go_game_builder_set_to_move(b, n % 4),
                        10 => go_game_builder_set_topology(b, n % 6),
                        11 => {
                            let kinds: Vec<GoSeatKind> = (0..m % 5).map(|_| u32::from(input.byte() % 3)).collect();
                            go_game_builder_set_seats(b, n % 4, kinds.as_ptr(), kinds.len())
                        }
                        12 => go_game_builder_set_out_of_turn(b, n % 3),
                        13 => go_game_builder_set_clock_none(b),
                        14 => go_game_builder_set_clock_absolute(b, input.time()),
                        15 => go_game_builder_set_clock_fischer(b, input.time(), input.time()),
                        16 => go_game_builder_set_clock_byo_yomi(b, input.time(), m % 4, input.time()),
                        17 => go_game_builder_set_clock_canadian(b, input.time(), m % 4, input.time()),
                        18 => go_game_builder_set_standard(b),
                        19 => go_game_builder_set_atari_go(b, n),
                        20 => go_game_builder_set_phantom(b, n % 5),
                        _ => {
                            let mut game = ptr::null_mut();
                            let s = go_game_builder_build(b, &mut game);
                            keep(&mut h.games, game, go_game_free);
                            s
                        }
                    }
                };
                check(s, "go_game_builder_set_*")?;
            }
            3 => {
                let mut r = ptr::null_mut();
                let s = if input.flag() {
                    let (p, w, ht) = (input.number() % 10, input.coord(), input.coord());
                    unsafe { go_rules_new_preset(p, w, ht, &mut r) }
                } else {
                    unsafe { go_rules_parse(input.text().as_ptr(), &mut r) }
                };
                check(s, "go_rules_new")?;
                keep(&mut h.rules, r, go_rules_free);
            }
            4 => {
                let r = pick(&h.rules, input.byte());
                let v = input.number() % 6;
                // A new handle is kept only after `r`'s last use: keeping it
                // may free the oldest one, which may be `r`.
                let mut made = ptr::null_mut();
                let s = unsafe {
                    match input.byte() % 13 {
                        0 => go_rules_set_ko(r, v),
                        1 => go_rules_set_suicide(r, v),
                        2 => go_rules_set_counting(r, v),
                        3 => go_rules_set_handicap_bonus(r, v),
                        4 => go_rules_set_cycle_outcome(r, v),
                        5 => go_rules_set_dead_stones(r, v),
                        6 => go_rules_set_pass_stones(r, v),
                        7 => go_rules_set_resume_order(r, v),
                        8 => go_rules_set_unfilled_dame(r, v),
                        9 => go_rules_set_komi(r, (input.number() as i32).wrapping_sub(8) * 3),
                        10 => go_rules_set_axis(r, input.text().as_ptr(), input.text().as_ptr()),
                        11 => {
                            let mut info = GoRulesInfo::default();
                            go_rules_info(r, &mut info)
                        }
                        _ => go_game_rules(g, &mut made),
                    }
                };
                check(s, "go_rules_*")?;
                buffer::<c_char>(input, "go_rules_text", |b, l, n| unsafe { go_rules_text(r, b, l, n) })?;
                keep(&mut h.rules, made, go_rules_free);
            }
            5..=7 => {
                // Moves, checking that a refused one changes nothing.
                let before = snapshot(g);
                let (x, y) = (input.coord(), input.coord());
                let side = input.number() % 4;
                let seat = input.byte() % 4;
                let t = input.time();
                let s = unsafe {
                    match input.byte() % 12 {
                        0 => go_game_play(g, x, y),
                        1 => go_game_pass(g),
                        2 => go_game_play_as(g, side, seat, x, y),
                        3 => go_game_pass_as(g, side, seat),
                        4 => go_game_play_for(g, side, input.flag(), x, y),
                        5 => go_game_play_at(g, x, y, t),
                        6 => go_game_pass_at(g, t),
                        7 => go_game_play_as_at(g, side, seat, x, y, t),
                        8 => go_game_pass_as_at(g, side, seat, t),
                        9 => go_game_undo(g),
                        10 => {
                            let legal = go_game_is_legal(g, x, y);
                            let as_seat = go_game_is_legal_as(g, side, seat, x, y);
                            check(as_seat, "go_game_is_legal_as")?;
                            legal
                        }
                        _ => {
                            let mut bits = 0;
                            go_game_replay_move(g, side, input.flag(), x, y, &mut bits)
                        }
                    }
                };
                let s = checked(s, "a move")?;
                let refused = !matches!(s, GoStatus::Ok | GoStatus::TimeExpired);
                if refused && !g.is_null() && snapshot(g) != before {
                    return Err(format!("a move refused with {s:?} changed the game"));
                }
            }
            8 => {
                let side = input.number() % 4;
                let seat = input.byte() % 4;
                let s = unsafe {
                    match input.byte() % 6 {
                        0 => go_game_resign(g),
                        1 => go_game_resign_as(g, side, seat),
                        2 => go_game_leave(g, side, seat),
                        3 => go_game_time_out(g, side),
                        4 => go_game_set_player(g, side),
                        _ => go_game_resume(g),
                    }
                };
                check(s, "an action")?;
            }
            9 => {
                let (x, y) = (input.coord(), input.coord());
                let side = input.number() % 4;
                let seat = input.byte() % 3;
                let mut changed = 0;
                let s = unsafe {
                    match input.byte() % 11 {
                        0 => go_game_toggle_dead(g, x, y, &mut changed),
                        1 => go_game_toggle_dead_as(g, side, seat, x, y, ptr::null_mut()),
                        2 => go_game_toggle_dead_region(g, x, y, &mut changed),
                        3 => go_game_toggle_dead_region_as(g, side, seat, x, y, &mut changed),
                        4 => go_game_propose(g, side),
                        5 => go_game_accept(g, side),
                        6 => go_game_reject(g, side),
                        7 => go_game_propose_as(g, side, seat),
                        8 => go_game_accept_as(g, side, seat),
                        9 => go_game_reject_as(g, side, seat),
                        _ => {
                            let mut proposer = 0;
                            go_game_proposal(g, &mut proposer)
                        }
                    }
                };
                check(s, "counting")?;
            }
            10 => {
                let t = input.time();
                let mut ended = false;
                let mut left = GoTimeLeft::default();
                let s = unsafe {
                    match input.byte() % 3 {
                        0 => go_game_start_clock(g, t),
                        1 => go_game_check_time(g, t, &mut ended),
                        _ => go_game_time_left(g, input.number() % 4, t, &mut left),
                    }
                };
                check(s, "a clock")?;
            }
            11 => {
                let n = usize::from(input.byte() % 6);
                let points: Vec<GoPoint> = (0..n).map(|_| GoPoint { x: input.coord(), y: input.coord() }).collect();
                let s = unsafe {
                    if input.flag() {
                        go_game_place_free_handicap(g, points.as_ptr(), points.len())
                    } else {
                        go_game_place_free_handicap_as(g, input.number() % 4, input.byte() % 3, points.as_ptr(), n)
                    }
                };
                check(s, "go_game_place_free_handicap")?;
            }
            12 => {
                let n = usize::from(input.byte() % 5);
                let edits: Vec<GoStoneEdit> = (0..n)
                    .map(|_| GoStoneEdit { x: input.coord(), y: input.coord(), color: u32::from(input.byte() % 4) })
                    .collect();
                check(unsafe { go_game_edit_stones(g, edits.as_ptr(), edits.len()) }, "go_game_edit_stones")?;
            }
            13..=15 => {
                // Reads, each by the buffer convention.
                let side = input.number() % 4;
                match input.byte() % 14 {
                    0 => buffer::<u8>(input, "go_game_board", |b, l, n| unsafe { go_game_board(g, b, l, n) })?,
                    1 => buffer::<c_char>(input, "go_game_board_text", |b, l, n| unsafe {
                        go_game_board_text(g, b, l, n)
                    })?,
                    2 => buffer::<u8>(input, "go_game_dead_stones", |b, l, n| unsafe {
                        go_game_dead_stones(g, b, l, n)
                    })?,
                    3 => buffer::<u8>(input, "go_game_unfilled_dame", |b, l, n| unsafe {
                        go_game_unfilled_dame(g, b, l, n)
                    })?,
                    4 => buffer::<u8>(input, "go_game_suggested_dead_stones", |b, l, n| unsafe {
                        go_game_suggested_dead_stones(g, b, l, n)
                    })?,
                    5 => buffer::<u8>(input, "go_game_ownership", |b, l, n| unsafe { go_game_ownership(g, b, l, n) })?,
                    6 => buffer::<u8>(input, "go_game_pass_alive", |b, l, n| unsafe {
                        go_game_pass_alive(g, side, b, l, n)
                    })?,
                    7 => buffer::<c_char>(input, "go_game_result", |b, l, n| unsafe { go_game_result(g, b, l, n) })?,
                    8 => buffer::<u8>(input, "go_game_write_sgf", |b, l, n| unsafe { go_game_write_sgf(g, b, l, n) })?,
                    9 => {
                        let i = usize::from(input.byte());
                        buffer::<GoPoint>(input, "go_game_move_captures", |b, l, n| unsafe {
                            go_game_move_captures(g, i, b, l, n)
                        })?;
                    }
                    10 => {
                        let (x, y) = (input.coord(), input.coord());
                        let mut liberties = 0;
                        buffer::<u8>(input, "go_game_chain", |b, l, n| unsafe {
                            go_game_chain(g, x, y, &mut liberties, b, l, n)
                        })?;
                    }
                    11 => legal_mask_agrees(g)?,
                    12 => {
                        // A small budget: the estimator's own settings.
                        let (playouts, seed, early) =
                            (u32::from(input.byte() % 5), input.number(), input.byte() % 2 == 0);
                        let mut area = 0usize;
                        let _ = unsafe { go_game_board(g, ptr::null_mut(), 0, &mut area) };
                        // No ownership, the right length, or any length.
                        let own = input.byte() % 3;
                        let mut owned = vec![0f32; if own == 2 { usize::from(input.byte()) } else { area }];
                        let owned_ptr = if own == 0 { ptr::null_mut() } else { owned.as_mut_ptr() };
                        let mut run = 0u32;
                        buffer::<u8>(input, "go_game_estimate_dead_stones", |b, l, n| unsafe {
                            go_game_estimate_dead_stones(
                                g,
                                playouts,
                                u64::from(seed),
                                early,
                                b,
                                l,
                                n,
                                owned_ptr,
                                owned.len(),
                                &mut run,
                            )
                        })?;
                    }
                    _ => {
                        let mut info = GoGameInfo::default();
                        let mut m = GoMoveInfo::default();
                        let mut score = GoScore::default();
                        let mut result = GoResult::default();
                        let mut kind = 0;
                        let i = usize::from(input.byte());
                        unsafe {
                            check(go_game_info(g, &mut info), "go_game_info")?;
                            check(go_game_move_at(g, i, &mut m), "go_game_move_at")?;
                            check(go_game_score(g, &mut score), "go_game_score")?;
                            check(go_game_outcome(g, &mut result), "go_game_outcome")?;
                            check(go_game_seat_kind(g, side, input.byte() % 4, &mut kind), "go_game_seat_kind")?;
                            let dead: Vec<u8> = (0..input.len(25)).map(|_| input.byte() % 3).collect();
                            check(go_game_score_with(g, dead.as_ptr(), dead.len(), &mut score), "score_with")?;
                        }
                    }
                }
            }
            16 => {
                let mut out = ptr::null_mut();
                let s = unsafe {
                    match input.byte() % 3 {
                        0 => {
                            let s = go_game_copy(g, &mut out);
                            keep(&mut h.games, out, go_game_free);
                            s
                        }
                        1 => {
                            let mut b = ptr::null_mut();
                            let s = go_game_builder_from_game(g, &mut b);
                            keep(&mut h.builders, b, go_game_builder_free);
                            s
                        }
                        _ => {
                            let (mut x, mut y, mut pass) = (0, 0, false);
                            go_game_suggest_move(
                                g,
                                1 + input.number() % 3,
                                u64::from(input.byte()),
                                &mut x,
                                &mut y,
                                &mut pass,
                            )
                        }
                    }
                };
                check(s, "a copy")?;
            }
            17 | 18 => {
                // The Phantom Go referee.
                let ph = pick(&h.phantoms, input.byte());
                let side = input.number() % 4;
                let mut t = GoTry::default();
                match input.byte() % 10 {
                    0 => {
                        let mut out = ptr::null_mut();
                        check(unsafe { go_phantom_new(g, input.number() % 5, &mut out) }, "go_phantom_new")?;
                        keep(&mut h.phantoms, out, go_phantom_free);
                    }
                    1..=3 => {
                        check(unsafe { go_phantom_try(ph, input.coord(), input.coord(), &mut t) }, "go_phantom_try")?;
                    }
                    4 => {
                        check(unsafe { go_phantom_pass(ph, &mut t) }, "go_phantom_pass")?;
                    }
                    5 => {
                        buffer::<u8>(input, "go_phantom_view", |b, l, n| unsafe { go_phantom_view(ph, side, b, l, n) })?
                    }
                    6 => {
                        buffer::<u8>(input, "go_phantom_reveal", |b, l, n| unsafe { go_phantom_reveal(ph, b, l, n) })?;
                        buffer::<GoPoint>(input, "go_phantom_refused", |b, l, n| unsafe {
                            go_phantom_refused(ph, b, l, n)
                        })?;
                    }
                    7 => {
                        let mut count = 0;
                        let mut a = GoAnnouncement::default();
                        let i = usize::from(input.byte() % 8);
                        unsafe {
                            check(go_phantom_announcement_count(ph, side, &mut count), "announcement_count")?;
                            check(go_phantom_announcement(ph, side, i, &mut a), "go_phantom_announcement")?;
                        }
                        buffer::<GoPoint>(input, "go_phantom_announcement_points", |b, l, n| unsafe {
                            go_phantom_announcement_points(ph, side, i, b, l, n)
                        })?;
                    }
                    8 => {
                        let mut out = ptr::null_mut();
                        check(unsafe { go_phantom_game_after_play(ph, &mut out) }, "game_after_play")?;
                        keep(&mut h.games, out, go_game_free);
                    }
                    _ => {
                        let (mut color, mut phase) = (0, 0);
                        unsafe {
                            check(go_phantom_to_move(ph, &mut color), "go_phantom_to_move")?;
                            check(go_phantom_phase(ph, &mut phase), "go_phantom_phase")?;
                        }
                        buffer::<u8>(input, "go_phantom_write_sgf", |b, l, n| unsafe {
                            go_phantom_write_sgf(ph, b, l, n)
                        })?;
                    }
                }
            }
            19 | 20 => {
                // SGF: read a game's record or raw bytes, replay, read back.
                let c = pick(&h.sgfs, input.byte());
                match input.byte() % 6 {
                    0 | 1 => {
                        let bytes = if input.flag() && !g.is_null() {
                            let mut needed = 0;
                            check(unsafe { go_game_write_sgf(g, ptr::null_mut(), 0, &mut needed) }, "a read")?;
                            let mut buf = vec![0u8; needed];
                            check(unsafe { go_game_write_sgf(g, buf.as_mut_ptr(), buf.len(), &mut needed) }, "a read")?;
                            buf
                        } else {
                            let n = usize::from(input.byte());
                            (0..n).map(|_| input.byte()).collect()
                        };
                        let charset = input.text();
                        let cs = if input.flag() { charset.as_ptr() } else { ptr::null() };
                        let mut out = ptr::null_mut();
                        let mode = input.number() % 3;
                        check(unsafe { go_sgf_read(bytes.as_ptr(), bytes.len(), mode, cs, &mut out) }, "go_sgf_read")?;
                        keep(&mut h.sgfs, out, go_sgf_free);
                    }
                    2 => {
                        let mut out = ptr::null_mut();
                        let (i, mode) = (usize::from(input.byte() % 3), input.number() % 3);
                        check(unsafe { go_sgf_replay(c, i, mode, &mut out) }, "go_sgf_replay")?;
                        keep(&mut h.games, out, go_game_free);
                    }
                    3 => {
                        let property = input.text();
                        let i = usize::from(input.byte() % 3);
                        buffer::<c_char>(input, "go_sgf_game_info", |b, l, n| unsafe {
                            go_sgf_game_info(c, i, property.as_ptr(), b, l, n)
                        })?;
                    }
                    4 => {
                        buffer::<u8>(input, "go_sgf_write", |b, l, n| unsafe { go_sgf_write(c, b, l, n) })?;
                        buffer::<c_char>(input, "go_sgf_warnings", |b, l, n| unsafe { go_sgf_warnings(c, b, l, n) })?;
                        buffer::<c_char>(input, "go_sgf_charset", |b, l, n| unsafe { go_sgf_charset(c, b, l, n) })?;
                    }
                    _ => {
                        let (mut line, mut column, mut count) = (0, 0, 0);
                        unsafe {
                            check(go_sgf_error_position(&mut line, &mut column), "go_sgf_error_position")?;
                            check(go_sgf_game_count(c, &mut count), "go_sgf_game_count")?;
                        }
                        buffer::<c_char>(input, "go_sgf_error_message", |b, l, n| unsafe {
                            go_sgf_error_message(b, l, n)
                        })?;
                    }
                }
            }
            21 => {
                // The JSON record: written, read back into the same position.
                if g.is_null() {
                    continue;
                }
                let mut needed = 0;
                check(unsafe { go_game_record_json(g, ptr::null_mut(), 0, &mut needed) }, "a read")?;
                let mut json = vec![0 as c_char; needed];
                check(unsafe { go_game_record_json(g, json.as_mut_ptr(), json.len(), &mut needed) }, "record_json")?;
                let damaged = input.flag() && needed > 2;
                if damaged {
                    // A damaged record: refused with a status, never a panic.
                    let at = usize::from(input.byte()) % (needed - 1);
                    json[at] = c_char::try_from(input.byte() % 127 + 1).unwrap_or(1);
                }
                let mut copy = ptr::null_mut();
                let s = checked(unsafe { go_game_from_record_json(json.as_ptr(), &mut copy) }, "from_record_json")?;
                if !damaged && (s != GoStatus::Ok || snapshot(copy) != snapshot(g)) {
                    return Err(format!("a game's own record read back as {s:?}, or to another game"));
                }
                keep(&mut h.games, copy, go_game_free);
            }
            22 => {
                // Text forms.
                let t = input.text();
                let (mut p, mut pass, mut side, mut number, mut r) =
                    (GoPoint::default(), false, 0, 0, GoResult::default());
                unsafe {
                    check(go_vertex_parse(input.coord(), input.coord(), t.as_ptr(), &mut p, &mut pass), "vertex")?;
                    check(go_point_parse(t.as_ptr(), &mut p), "point")?;
                    check(go_seat_parse(t.as_ptr(), &mut side, &mut number), "seat")?;
                    check(go_result_parse(t.as_ptr(), &mut r), "result")?;
                }
                if go_status_message(i32::from(input.byte()) * 4).is_null() || go_version().is_null() {
                    return Err("a static text was NULL".to_owned());
                }
            }
            23 => {
                // Free a handle of some kind.
                let b = input.byte();
                let i = usize::from(input.byte());
                unsafe {
                    match b % 5 {
                        0 if !h.games.is_empty() => go_game_free(h.games.remove(i % h.games.len())),
                        1 if !h.builders.is_empty() => go_game_builder_free(h.builders.remove(i % h.builders.len())),
                        2 if !h.rules.is_empty() => go_rules_free(h.rules.remove(i % h.rules.len())),
                        3 if !h.phantoms.is_empty() => go_phantom_free(h.phantoms.remove(i % h.phantoms.len())),
                        4 if !h.sgfs.is_empty() => go_sgf_free(h.sgfs.remove(i % h.sgfs.len())),
                        _ => {}
                    }
                }
            }
            _ => {
                // The most common call: a move picked among the legal ones,
                // so that games go on (and on to counting).
                let mut needed = 0;
                check(unsafe { go_game_legal_mask(g, ptr::null_mut(), 0, &mut needed) }, "a read")?;
                let mut mask = vec![0u8; needed];
                if unsafe { go_game_legal_mask(g, mask.as_mut_ptr(), mask.len(), &mut needed) } != GoStatus::Ok {
                    continue;
                }
                let legal: Vec<usize> = (0..mask.len()).filter(|&i| mask[i] == 1).collect();
                let (mut w, mut ht) = (0, 0);
                check(unsafe { go_game_size(g, &mut w, &mut ht) }, "a read")?;
                let pick = usize::from(input.byte());
                let s = if legal.is_empty() || pick % 8 == 0 {
                    unsafe { go_game_pass(g) }
                } else {
                    let i = legal[pick % legal.len()];
                    let width = usize::try_from(w).unwrap_or(1).max(1);
                    let (x, y) = (u32::try_from(i % width).unwrap_or(0), u32::try_from(i / width).unwrap_or(0));
                    let s = unsafe { go_game_play(g, x, y) };
                    if s != GoStatus::Ok {
                        return Err(format!("({x}, {y}) was in the legal mask but go_game_play answered {s:?}"));
                    }
                    s
                };
                check(s, "go_game_play")?;
            }
        }
    }
    Ok(())
}

/// `go_game_is_legal` answers OK exactly on the points of the legal-move
/// mask.
fn legal_mask_agrees(g: *const GoGame) -> Result<(), String> {
    if g.is_null() {
        return Ok(());
    }
    let (mut w, mut ht, mut needed) = (0u32, 0u32, 0usize);
    // SAFETY: a live game of this input; buffers of the lengths passed.
    unsafe {
        check(go_game_size(g, &mut w, &mut ht), "go_game_size")?;
        let mut mask = vec![0u8; usize::try_from(w * ht).unwrap_or(0)];
        check(go_game_legal_mask(g, mask.as_mut_ptr(), mask.len(), &mut needed), "go_game_legal_mask")?;
        for y in 0..ht {
            for x in 0..w {
                let legal = go_game_is_legal(g, x, y) == GoStatus::Ok;
                let i = usize::try_from(y * w + x).unwrap_or(0);
                if legal != (mask[i] == 1) {
                    return Err(format!("({x}, {y}): is_legal says {legal}, the mask {}", mask[i]));
                }
            }
        }
    }
    Ok(())
}
