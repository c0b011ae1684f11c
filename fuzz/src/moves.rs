//! The `moves` fuzz check: bytes become a board size, a rule variant and a
//! sequence of game actions; after every action the game and its board are
//! checked against each other and against go-core's documented promises.
//!
//! This file depends on `go_core` and `std` only, so that a regression test
//! can include it with `#[path = ".../fuzz/src/moves.rs"] mod moves;` and
//! call [`run`] on each file of `fuzz/corpus/moves/` without libFuzzer.
//!
//! # Input format
//!
//! - byte 0: width `1 + b % 19`; byte 1: height `1 + b % 19`;
//! - byte 2: rules: the preset `PRESETS[(b >> 3) % 8]`,
//!   then `with_ko(KO_RULES[b & 3])` and `with_suicide(SUICIDE[(b >> 2) & 1])`;
//!   and the topology by `b >> 6`: 1 a torus, 3 a cylinder (joined left
//!   and right when byte 0 is even, top and bottom when odd), 0 and 2 the
//!   plane (a committed seed has 2: it stays planar); the plane too where
//!   the size or the build refuses the topology;
//! - then steps (at most [`step_limit`]), each an op byte and its arguments
//!   (a missing argument byte reads as 0). By `op % 16`:
//!   - `0..=9`: two bytes, a little-endian index taken modulo
//!     `legal_moves().len()`: that legal move is made with `play`, or with
//!     `play_as(seat_to_move())` when `op & 0x10`, and must succeed;
//!   - `10`: pass;
//!   - `11`: undo; `15`: undo, or resign when `op >= 0xF0`;
//!   - `12`, `13`: `replay_move` (tolerant) by Black, or White when
//!     `op & 0x10`, of the move given by two bytes `x, y`: `x == 0xFF` is a
//!     pass, otherwise the point `(x % (width + 2), y % (height + 2))`, which
//!     may be occupied, illegal or off the board (refused after a
//!     resignation, a loss on time or a forfeit);
//!   - `14`: `play` of the point `(x % (width + 2), y % (height + 2))`, which
//!     may be refused.
//!
//! Every input is a valid game: illegal attempts are part of the test (they
//! must be refused and change nothing).

use go_core::{
    Board, BoardSize, ByColor, Color, DeadStones, Game, GameError, GameResult, GameSetup, IllegalMove, Irregularity,
    KoRule, Move, MoveRecord, Phase, Point, Preset, Rules, Seat, Suicide, Topology,
};

/// Steps read from one input at most; the rest is ignored.
pub const MAX_STEPS: usize = 1000;

/// Work budget of one input: at most `MAX_WORK / area` steps (each step
/// costs about the board's area in checks), so that big boards do not eat
/// the fuzzer's time: 19x19 gets 166 steps, 9x9 740, and 7x7 and smaller
/// the full [`MAX_STEPS`].
pub const MAX_WORK: usize = 60_000;

/// The number of steps an input may make on a board of `size`.
#[must_use]
pub fn step_limit(size: BoardSize) -> usize {
    MAX_STEPS.min(MAX_WORK / size.area())
}

/// Whether to tolerate the go-core bugs this target has found, so that the
/// fuzzer can look for others; the rest of the state is still checked. Set
/// it to `false` once they are fixed: the seeds that reproduce them then
/// guard against their return.
///
/// 1. Undoing a move that a tolerant replay made after play had ended (two
///    passes, or a resignation) does not bring back the phase and result it
///    had before, which `Game::undo` documents ("the position, prisoners,
///    turn and phase return to what they were before it"): the game is left
///    in play with no result. Seed `seed-undo-after-resign`, bytes
///    `[153, 0, 11, 255, 28, 0, 0, 11, 11]`: 2x1, resign, replay a White
///    move, undo twice: the resigned game is in play again.
/// 2. A tolerant replay whose implied pass is the second pass in a row,
///    under `DeadStones::NeverRemoved` (Tromp-Taylor), finishes the game
///    with a counted result, then puts the game back in play without
///    clearing the result: `phase() == Playing` while `result()` is
///    `Some(Score ..)`. Seed `seed-stale-result`, bytes
///    `[8, 8, 33, 10, 12, 4, 4]`: 9x9 Tromp-Taylor, Black passes, then
///    `replay_move(Black, (4, 4))`.
pub const TOLERATE_KNOWN_BUGS: bool = false;

/// The ko rules, chosen by `byte2 & 3`.
pub const KO_RULES: [KoRule; 4] =
    [KoRule::Simple, KoRule::PositionalSuperko, KoRule::SituationalSuperko, KoRule::NaturalSituationalSuperko];

/// The suicide options, chosen by `(byte2 >> 2) & 1`.
pub const SUICIDE: [Suicide; 2] = [Suicide::Forbidden, Suicide::MultiStoneAllowed];

/// The presets a fuzz input chooses from, in the order the seeds were
/// written with (never reorder: the committed seeds would change meaning).
const PRESETS: [Preset; 8] = [
    Preset::Studio,
    Preset::Chinese,
    Preset::Aga,
    Preset::NewZealand,
    Preset::TrompTaylor,
    Preset::Japanese,
    Preset::Korean,
    Preset::GameSite,
];

/// The board size, topology and rules the first three bytes select, and
/// the step bytes after them.
#[must_use]
pub fn decode_setup(data: &[u8]) -> (BoardSize, Topology, Rules, &[u8]) {
    let at = |i: usize| data.get(i).copied().unwrap_or(0);
    let width = 1 + u32::from(at(0) % 19);
    let height = 1 + u32::from(at(1) % 19);
    let size = match BoardSize::new(width, height) {
        Ok(s) => s,
        Err(_) => unreachable!("1..=19 is a valid side"),
    };
    let r = at(2);
    let mut base = PRESETS[usize::from(r >> 3) % PRESETS.len()].rules(size);
    if GameSetup::new(size).with_rules(base).validate().is_err() {
        // A territory preset in a build without go-core's `japanese`
        // feature: the studio's axes stand in.
        base = Rules::studio();
    }
    let rules = base.with_ko(KO_RULES[usize::from(r & 3)]).with_suicide(SUICIDE[usize::from((r >> 2) & 1)]);
    let topology = match r >> 6 {
        1 => Topology::Torus,
        3 if at(0) % 2 == 0 => Topology::HorizontalCylinder,
        3 => Topology::VerticalCylinder,
        _ => Topology::Planar,
    };
    (size, topology, rules, data.get(3..).unwrap_or(&[]))
}

/// The new game the setup bytes describe: on the plane when the topology
/// is refused for this size or build.
fn new_game(size: BoardSize, topology: Topology, rules: Rules) -> Game {
    match Game::builder(size).rules(rules).topology(topology).build() {
        Ok(game) => game,
        Err(_) => Game::new(size, rules),
    }
}

/// What the game looks like from outside: compared before and after a
/// refused call (must be equal), and after an undo with the state before
/// the undone move.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The position.
    pub board: Board,
    /// Number of moves made.
    pub moves: usize,
    /// The last move's record.
    pub last: Option<MoveRecord>,
    /// Side to move.
    pub to_move: Color,
    /// Seat to move.
    pub seat: Seat,
    /// Phase.
    pub phase: Phase,
    /// Prisoners.
    pub prisoners: ByColor<u32>,
    /// Result.
    pub result: Option<GameResult>,
    /// Every legal move (this also reflects the superko history).
    pub legal: Vec<Move>,
}

impl Snapshot {
    /// The snapshot of `game` now.
    #[must_use]
    pub fn of(game: &Game) -> Snapshot {
        Snapshot {
            board: game.board().clone(),
            moves: game.moves().len(),
            last: game.moves().last().cloned(),
            to_move: game.to_move(),
            seat: game.seat_to_move(),
            phase: game.phase(),
            prisoners: game.prisoners(),
            result: game.result(),
            legal: game.legal_moves(),
        }
    }

    /// The fields that differ from `other`, for messages.
    fn diff(&self, other: &Snapshot) -> String {
        let mut out = Vec::new();
        if self.board != other.board {
            out.push(format!("board\n{}vs\n{}", self.board, other.board));
        }
        macro_rules! field {
            ($f:ident) => {
                if self.$f != other.$f {
                    out.push(format!(concat!(stringify!($f), " {:?} vs {:?}"), self.$f, other.$f));
                }
            };
        }
        field!(moves);
        field!(last);
        field!(to_move);
        field!(seat);
        field!(phase);
        field!(prisoners);
        field!(result);
        field!(legal);
        out.join("; ")
    }
}

struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl Reader<'_> {
    fn op(&mut self) -> Option<u8> {
        let b = self.data.get(self.pos).copied();
        self.pos += 1;
        b
    }

    fn arg(&mut self) -> u8 {
        self.op().unwrap_or(0)
    }
}

/// A cheap deterministic mix (splitmix64), for choosing probe points.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A point within `(width + 2) x (height + 2)`: on the board or just off it.
fn loose_point(size: BoardSize, x: u8, y: u8) -> Point {
    let wrap = |v: u8, side: u8| (u16::from(v) % (u16::from(side) + 2)) as u8;
    Point::new(wrap(x, size.width()), wrap(y, size.height()))
}

macro_rules! ensure {
    ($cond:expr, $($msg:tt)+) => {
        if !$cond {
            return Err(format!($($msg)+));
        }
    };
}

/// Checks everything that must hold in any reachable state, and returns the
/// state's snapshot. `step` seeds the choice of probe points.
///
/// # Errors
/// A description of the first broken property.
pub fn check_state(game: &Game, step: usize) -> Result<Snapshot, String> {
    let board = game.board();
    let size = board.size();
    board.check_invariants().map_err(|e| format!("check_invariants: {e}"))?;

    // The incremental hash and chains against a board rebuilt from colours.
    let rebuilt = Board::from_colors(size, board.topology(), &board.colors())
        .map_err(|e| format!("Board::from_colors refused the current position: {e}"))?;
    ensure!(
        rebuilt.hash() == board.hash(),
        "hash {:#x} but a board rebuilt from the colours hashes to {:#x}",
        board.hash(),
        rebuilt.hash()
    );
    ensure!(rebuilt == *board, "the board differs from the board rebuilt from its colours");

    let snap = Snapshot::of(game);
    let legal = &snap.legal;
    let playing = snap.phase == Phase::Playing;
    let stale = TOLERATE_KNOWN_BUGS && playing; // Known bug 2.
    ensure!(
        snap.result.is_some() == (snap.phase == Phase::Finished) || stale,
        "phase {:?} with result {:?}",
        snap.phase,
        snap.result
    );
    ensure!(legal.is_empty() != playing, "phase {:?} but {} legal moves", snap.phase, legal.len());
    if playing {
        ensure!(legal.last() == Some(&Move::Pass), "legal_moves does not end with a pass");
        let pts: Vec<Point> = legal.iter().filter_map(|m| m.point()).collect();
        ensure!(pts.len() + 1 == legal.len(), "legal_moves has more than one pass");
        ensure!(
            pts.windows(2).all(|w| (w[0].y, w[0].x) < (w[1].y, w[1].x)),
            "legal_moves points are not in strictly row-major order"
        );
        for &p in &pts {
            ensure!(board.is_empty_at(p), "legal_moves offers the non-empty point {p}");
        }
    }
    ensure!(
        game.is_legal(Move::Pass).is_ok() == playing,
        "is_legal(pass) = {:?} in phase {:?}",
        game.is_legal(Move::Pass),
        snap.phase
    );

    // is_legal against membership in legal_moves, at a few points: the last
    // move's point and its neighbours (where ko lives), and pseudo-random
    // points on and just off the board.
    let mut probes: Vec<Point> = Vec::with_capacity(8);
    if let Some(p) = game.moves().last().and_then(|m| m.mv.point()) {
        probes.push(p);
        probes.extend(board.neighbors_of(p));
    }
    let r = mix(board.hash() ^ (step as u64).wrapping_mul(0xA24B_AED4_963E_E407));
    for k in 0..3 {
        let x = (r >> (16 * k)) as u8;
        let y = (r >> (16 * k + 8)) as u8;
        probes.push(loose_point(size, x, y));
    }
    for p in probes {
        let mv = Move::Play(p);
        let verdict = game.is_legal(mv);
        ensure!(
            verdict.is_ok() == legal.contains(&mv),
            "is_legal({p}) = {verdict:?} but legal_moves {} it",
            if legal.contains(&mv) { "contains" } else { "omits" }
        );
        if let Err(e) = &verdict {
            let expected_kind = if snap.phase == Phase::Finished {
                *e == IllegalMove::GameOver
            } else if !playing {
                matches!(e, IllegalMove::NotPlaying(ph) if *ph == snap.phase)
            } else if !size.contains(p) {
                *e == IllegalMove::OffBoard(p)
            } else if !board.is_empty_at(p) {
                *e == IllegalMove::Occupied(p)
            } else {
                matches!(e, IllegalMove::Suicide(q) | IllegalMove::Ko(q) | IllegalMove::Superko(q) if *q == p)
            };
            ensure!(expected_kind, "is_legal({p}) gave an unexpected error {e:?} (phase {:?})", snap.phase);
        }
    }
    Ok(snap)
}

fn unchanged(game: &Game, before: &Snapshot, what: &str) -> Result<(), String> {
    let after = Snapshot::of(game);
    ensure!(after == *before, "{what} failed but changed the game: {}", before.diff(&after));
    Ok(())
}

/// Whether [`Game::undo`] must succeed in the state `s` under `rules` (no
/// edit of stones happens here, so the superko history always holds every
/// move): any move during play or counting, and a move that finished the
/// game itself: a long cycle (no result or a draw), or the second pass
/// under rules that count at once with nothing removed (Tromp-Taylor).
fn undo_allowed(s: &Snapshot, rules: &Rules) -> bool {
    let counted_at_once = rules.dead_stones() == DeadStones::NeverRemoved
        && s.last.as_ref().is_some_and(|m| m.mv == Move::Pass)
        && matches!(s.result, Some(GameResult::Score { .. } | GameResult::Draw));
    s.moves > 0
        && (s.phase != Phase::Finished
            || matches!(s.result, Some(GameResult::Void | GameResult::Draw))
            || counted_at_once)
}

/// Runs the input: sets up the game, makes every step, checks after each.
///
/// # Errors
/// A description of the first broken property, with the step and op.
pub fn run(data: &[u8]) -> Result<(), String> {
    let (size, topology, rules, steps) = decode_setup(data);
    let mut game = new_game(size, topology, rules);
    let topology = game.board().topology();
    // Per move made, the snapshot before it (None when unknown: the
    // implied pass of a replay is followed by its move at once).
    // Per recorded move event: the state before it and how many move
    // records it added (a tolerant replay adds an implied pass too, and
    // undo takes back the whole event).
    let mut undo_stack: Vec<(Snapshot, usize)> = Vec::new();
    let mut before = check_state(&game, 0).map_err(|e| format!("{size} {topology:?} {rules:?}, initial state: {e}"))?;
    let mut reader = Reader { data: steps, pos: 0 };
    let mut step = 0;
    let limit = step_limit(size);
    while let Some(op) = reader.op() {
        if step >= limit {
            break;
        }
        step += 1;
        let context = |msg: String| format!("{size} {topology:?} {rules:?}, step {step} (op {op:#04x}): {msg}");
        one_step(&mut game, op, &mut reader, &before, &mut undo_stack).map_err(context)?;
        ensure!(
            undo_stack.iter().map(|(_, n)| n).sum::<usize>() == game.moves().len(),
            "{}",
            context(format!(
                "{} moves but {} recorded",
                game.moves().len(),
                undo_stack.iter().map(|(_, n)| n).sum::<usize>()
            ))
        );
        before = check_state(&game, step).map_err(context)?;
    }
    Ok(())
}

fn one_step(
    game: &mut Game,
    op: u8,
    reader: &mut Reader<'_>,
    before: &Snapshot,
    undo_stack: &mut Vec<(Snapshot, usize)>,
) -> Result<(), String> {
    let size = before.board.size();
    match op % 16 {
        0..=10 => {
            let mv = if op % 16 == 10 {
                Move::Pass
            } else {
                let i = u16::from_le_bytes([reader.arg(), reader.arg()]);
                match before.legal.len() {
                    0 => Move::Pass,
                    n => before.legal[usize::from(i) % n],
                }
            };
            let as_seat = op & 0x10 != 0;
            let result = if as_seat { game.play_as(before.seat, mv) } else { game.play(mv) }.cloned();
            if before.phase != Phase::Playing {
                let expected = if before.phase == Phase::Finished {
                    IllegalMove::GameOver
                } else {
                    IllegalMove::NotPlaying(before.phase)
                };
                ensure!(result == Err(expected), "{mv:?} in phase {:?} gave {result:?}", before.phase);
                return unchanged(game, before, "a move outside play");
            }
            let record = result.map_err(|e| format!("legal_moves offered {mv:?} but play refused it: {e:?}"))?;
            ensure!(
                record.mv == mv && record.seat == before.seat && record.irregularity.is_none(),
                "{mv:?} by {:?} recorded as {record:?}",
                before.seat
            );
            ensure!(
                game.moves().len() == before.moves + 1,
                "a move added {} records",
                game.moves().len() - before.moves
            );
            undo_stack.push((before.clone(), 1));
        }
        n if n == 11 || (n == 15 && op < 0xF0) => {
            let allowed = undo_allowed(before, game.rules());
            match game.undo() {
                Ok(record) => {
                    ensure!(allowed, "undo succeeded in phase {:?} with result {:?}", before.phase, before.result);
                    ensure!(
                        Some(&record) == before.last.as_ref(),
                        "undo returned {record:?}, last was {:?}",
                        before.last
                    );
                    let (mut expected, added) = undo_stack.pop().ok_or("undo with no recorded move")?;
                    ensure!(
                        before.moves - game.moves().len() == added,
                        "undo took back {} records of an event that added {added}",
                        before.moves - game.moves().len()
                    );
                    {
                        let now = Snapshot::of(game);
                        if TOLERATE_KNOWN_BUGS && (expected.phase != Phase::Playing || expected.result.is_some()) {
                            // Known bugs 1 and 2, see TOLERATE_KNOWN_BUGS.
                            expected.phase = Phase::Playing;
                            expected.result = None;
                            expected.legal.clone_from(&now.legal);
                        }
                        ensure!(
                            now == expected,
                            "undo did not restore the state before the move: {}",
                            expected.diff(&now)
                        );
                    }
                }
                Err(e) => {
                    ensure!(!allowed, "undo refused with {e:?} after {} moves", before.moves);
                    ensure!(
                        matches!(e, GameError::NothingToUndo | GameError::WrongPhase { .. }),
                        "undo refused with {e:?}"
                    );
                    unchanged(game, before, "undo")?;
                }
            }
        }
        15 => match game.resign() {
            Ok(result) => {
                ensure!(before.phase != Phase::Finished, "resigned a finished game");
                ensure!(
                    result == GameResult::Resignation { winner: before.to_move.opponent() }
                        && game.phase() == Phase::Finished
                        && game.result() == Some(result)
                        && game.moves().len() == before.moves,
                    "resignation gave {result:?}, phase {:?}",
                    game.phase()
                );
            }
            Err(e) => {
                ensure!(before.phase == Phase::Finished, "resign refused with {e:?} in phase {:?}", before.phase);
                unchanged(game, before, "resign")?;
            }
        },
        12 | 13 => {
            let color = if op & 0x10 == 0 { Color::Black } else { Color::White };
            let (x, y) = (reader.arg(), reader.arg());
            let mv = if x == 0xFF { Move::Pass } else { Move::Play(loose_point(size, x, y)) };
            let plain = before.phase == Phase::Playing && color == before.to_move && game.is_legal(mv).is_ok();
            match game.replay_move(color, mv) {
                Ok(found) => {
                    if let Move::Play(p) = mv {
                        ensure!(size.contains(p), "replay_move accepted the off-board {p}");
                    }
                    ensure!(!plain || found.is_empty(), "a legal replay reported {found:?}");
                    let implied = color != before.to_move;
                    ensure!(
                        implied == found.contains(&Irregularity::ImpliedPass),
                        "replay by {color:?} with {:?} to move reported {found:?}",
                        before.to_move
                    );
                    let added = game.moves().len() - before.moves;
                    ensure!(added == 1 + usize::from(implied), "replay added {added} records ({found:?})");
                    let last = game.moves().last().ok_or("no record after a replay")?;
                    ensure!(last.mv == mv && last.color() == color, "replay of {mv:?} by {color:?} recorded {last:?}");
                    let flagged = found.iter().any(|i| *i != Irregularity::ImpliedPass);
                    ensure!(
                        last.irregularity.is_some() == flagged && last.irregularity.is_none_or(|i| found.contains(&i)),
                        "replay reported {found:?} but recorded {:?}",
                        last.irregularity
                    );
                    undo_stack.push((before.clone(), added));
                }
                Err(e) => {
                    let off = matches!(mv, Move::Play(p) if !size.contains(p) && e == IllegalMove::OffBoard(p));
                    let unplaced = before.phase == Phase::HandicapPlacement
                        && e == IllegalMove::NotPlaying(Phase::HandicapPlacement);
                    // A side that resigned, lost on time or forfeited: the
                    // game stays over.
                    let over = e == IllegalMove::GameOver
                        && matches!(
                            game.result(),
                            Some(GameResult::Resignation { .. } | GameResult::Time { .. } | GameResult::Forfeit { .. })
                        );
                    ensure!(off || unplaced || over, "replay_move({color:?}, {mv:?}) refused with {e:?}");
                    unchanged(game, before, "replay_move")?;
                }
            }
        }
        _ => {
            // 14: an arbitrary point, maybe illegal or off the board.
            let (x, y) = (reader.arg(), reader.arg());
            let mv = Move::Play(loose_point(size, x, y));
            let verdict = game.is_legal(mv);
            ensure!(
                verdict.is_ok() == before.legal.contains(&mv),
                "is_legal({mv:?}) = {verdict:?} disagrees with legal_moves"
            );
            match game.play(mv).cloned() {
                Ok(record) => {
                    ensure!(verdict.is_ok(), "play({mv:?}) succeeded but is_legal said {verdict:?}");
                    ensure!(record.mv == mv && record.irregularity.is_none(), "play({mv:?}) recorded {record:?}");
                    undo_stack.push((before.clone(), 1));
                }
                Err(e) => {
                    ensure!(verdict == Err(e.clone()), "play({mv:?}) refused with {e:?} but is_legal said {verdict:?}");
                    unchanged(game, before, "play")?;
                }
            }
        }
    }
    Ok(())
}
