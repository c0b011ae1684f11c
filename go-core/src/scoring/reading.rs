//! Tactical reading: can a chain be captured by force?
//!
//! A depth-first search over the moves that matter to one chain (the
//! target): its liberties, and the liberties of the opposing chains next to
//! it that are short of liberties themselves, so that a capturing race is
//! read both ways; for the attacker also the inner points of a small eye
//! space next to the target (up to seven empty points, each with only
//! empty neighbours: the vital point of a pyramid four that a capture
//! left, which is no liberty; since 2026-12-05). The attacker tries to
//! capture the target and never passes; the defender tries to keep it and
//! may pass (a defender pass followed by an attacker with no move ends the
//! line, the target alive).
//! A line ends when the target is captured (the attacker wins), when it
//! reaches [`ESCAPED`] liberties (the defender wins), or at the depth or
//! node limit (no answer). The search deepens two plies at a time, so that
//! short proofs are found first, and proven positions are remembered, so
//! that a position reached again (in a deeper pass, or by another order) is
//! read once. A position's ordered moves and the target's liberties in it
//! are remembered too: the deeper passes expand most positions again. Like
//! the proven positions, they are keyed by the board's Zobrist hash.
//!
//! Moves follow the rules' suicide rule (RULES.md section 2). The attacker
//! follows the simple ko rule (the immediate recapture of a single stone is
//! refused); in [`can_capture`] the defender may always retake, as if it
//! had ko threats enough, so that a capture through a ko is never proven
//! (the cycle ends at the depth limit, with no answer).
//! [`can_capture_without_threats`] reads a finished position instead, where
//! neither side has ko threats left: the defender follows the simple ko
//! rule too, so that a chain that lives only by winning a ko the attacker
//! starts is captured. This reads what playouts whose policy
//! refuses to put two or more stones in atari cannot: a chain whose shared
//! liberties look like a seki but that a sacrifice turns into a dead eye
//! shape.

use rustc_hash::FxHashMap;

use crate::base::{Color, Move, Point};
use crate::board::{Board, LibertyMarks, RecordedMove, RemovalLog};
use crate::rules::Suicide;

/// A target with this many liberties has escaped.
pub(super) const ESCAPED: usize = 5;

/// Search limits of [`can_capture`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    /// Plies (defender passes included).
    pub(crate) depth: u32,
    /// Positions expanded, in all.
    pub(crate) nodes: u32,
}

/// A position of the search: the stones, the side to move and the point
/// it may not play (simple ko).
type Key = (u64, Color, Option<Point>);

struct Search {
    target: Point,
    defender: Color,
    suicide: Suicide,
    nodes: u32,
    limits: Limits,
    /// Whether the defender may retake a ko at once (as if it had ko
    /// threats enough); otherwise it follows the simple ko rule too.
    defender_retakes: bool,
    /// Keyed by the board's Zobrist hash (already random: the fast hasher
    /// of `rustc-hash` is enough; keys are still compared whole).
    proven: FxHashMap<Key, bool>,
    /// The stones the moves of the current line removed, so that each move
    /// is taken back on the one board the search plays on.
    log: RemovalLog,
    /// Reused by the liberty counts.
    marks: LibertyMarks,
    /// Move lists of the positions on the current line, returned here when
    /// their position is done, so that a search allocates them once.
    lists: Vec<Vec<Option<Point>>>,
    /// The ordered moves of every position expanded so far, by key: the
    /// deeper passes expand most positions again (on the shared corpora's
    /// seki readings, 62% of the expansions), and a position's moves
    /// depend on it alone.
    moves_of: FxHashMap<Key, Box<[Option<Point>]>>,
    /// The target's liberties in every position seen so far, by the
    /// board's hash (they depend on the stones alone).
    libs_in: FxHashMap<u64, usize>,
    /// Reused by [`Search::candidates`].
    scratch: Scratch,
}

/// The working lists of [`Search::candidates`], kept between calls.
#[derive(Default)]
struct Scratch {
    target_libs: Vec<Point>,
    /// The inner points of small eye spaces next to the target's
    /// liberties ([`inner_points`]).
    inner: Vec<Point>,
    libs: Vec<Point>,
    urgent: Vec<Point>,
    racing: Vec<Point>,
    /// The keys of the attacker's chains next to the target.
    seen: Vec<u16>,
    /// A stone of each of those chains.
    next_to: Vec<Point>,
    out: Vec<Point>,
    after: Vec<usize>,
    order: Vec<usize>,
}

/// Whether the chain at `target` can be captured with its opponent moving
/// first, against the best defence: `Some(true)` when it can, `Some(false)`
/// when it cannot, `None` when the limits ran out first (and for an empty
/// point).
pub(crate) fn can_capture(board: &Board, target: Point, suicide: Suicide, limits: Limits) -> Option<bool> {
    let attacker = board.get(target)?.opponent();
    can_capture_with(board, target, attacker, suicide, limits)
}

/// [`can_capture`] with `to_move` moving first: the chain's opponent (as
/// there) or its owner, who may then defend first (or pass).
pub(crate) fn can_capture_with(
    board: &Board,
    target: Point,
    to_move: Color,
    suicide: Suicide,
    limits: Limits,
) -> Option<bool> {
    read(board, target, to_move, suicide, limits, true)
}

/// [`can_capture`] in a finished position, where the defender has no ko
/// threats: it may not retake a ko at once either (the simple ko rule binds
/// both sides). `Some(true)` for a chain that lives only if its owner
/// moves first, also through a ko; the dead-stone estimate takes such a
/// chain as dead at the end of a game.
pub(crate) fn can_capture_without_threats(
    board: &Board,
    target: Point,
    suicide: Suicide,
    limits: Limits,
) -> Option<bool> {
    let attacker = board.get(target)?.opponent();
    read(board, target, attacker, suicide, limits, false)
}

/// The reading of [`can_capture_with`], with `defender_retakes` as
/// [`Search`] has it.
fn read(
    board: &Board,
    target: Point,
    to_move: Color,
    suicide: Suicide,
    limits: Limits,
    defender_retakes: bool,
) -> Option<bool> {
    let defender = board.get(target)?;
    let mut search = Search {
        target,
        defender,
        suicide,
        nodes: 0,
        limits,
        defender_retakes,
        proven: FxHashMap::default(),
        log: RemovalLog::new(),
        marks: LibertyMarks::default(),
        lists: Vec::new(),
        moves_of: FxHashMap::default(),
        libs_in: FxHashMap::default(),
        scratch: Scratch::default(),
    };
    // One copy of the position, on which every line is played and taken
    // back move by move.
    let mut work = board.clone();
    // Iterative deepening: short proofs first, the proven positions kept
    // for the deeper passes, all within one node budget.
    let mut answer = None;
    for depth in (2..=limits.depth).step_by(2) {
        answer = search.attacker_wins(&mut work, to_move, None, depth, false);
        if answer.is_some() || search.nodes >= limits.nodes {
            break;
        }
    }
    answer
}

impl Search {
    /// The result of the line from `board` with `to_move` to move; `ko` is
    /// the point it may not play, `passed` whether the defender just
    /// passed. The board is played on and left as it was.
    fn attacker_wins(
        &mut self,
        board: &mut Board,
        to_move: Color,
        ko: Option<Point>,
        depth: u32,
        passed: bool,
    ) -> Option<bool> {
        if board.get(self.target) != Some(self.defender) {
            return Some(true);
        }
        let libs = self.target_liberties(board);
        if libs >= ESCAPED {
            return Some(false);
        }
        let key = (board.hash(), to_move, ko);
        if let Some(&known) = self.proven.get(&key) {
            return Some(known);
        }
        if depth == 0 || self.nodes >= self.limits.nodes {
            return None;
        }
        self.nodes += 1;
        let attacking = to_move != self.defender;
        let mut moves = self.lists.pop().unwrap_or_default();
        if let Some(known) = self.moves_of.get(&key) {
            moves.clear();
            moves.extend_from_slice(known);
        } else {
            self.candidates(board, to_move, ko, &mut moves);
            if !attacking {
                moves.push(None);
            }
            self.moves_of.insert(key, moves.as_slice().into());
        }
        let answer = self.first_answer(board, to_move, key, depth, passed, &moves);
        self.lists.push(moves);
        answer
    }

    /// The rest of [`Search::attacker_wins`] at a position whose moves
    /// (stones, then `None` for a defender's pass) are `moves`.
    fn first_answer(
        &mut self,
        board: &mut Board,
        to_move: Color,
        key: Key,
        depth: u32,
        passed: bool,
        moves: &[Option<Point>],
    ) -> Option<bool> {
        let attacking = to_move != self.defender;
        let mut unknown = false;
        if attacking && moves.is_empty() && passed {
            // The defender passed and the attacker has nothing to play.
            return Some(false);
        }
        for &mv in moves {
            let result = match mv {
                None => self.attacker_wins(board, to_move.opponent(), None, depth - 1, true),
                Some(p) => {
                    let Some(delta) = self.make(board, to_move, p) else { continue };
                    // The simple-ko point: a single stone that captured a
                    // single stone and has one liberty.
                    let single = match self.log.removed_by(&delta) {
                        [q] if !delta.is_suicide() => Some(*q),
                        _ => None,
                    };
                    let next_ko =
                        single.filter(|_| self.liberties_of(board, p) == 1 && board.chain_points(p).nth(1).is_none());
                    let result = self.attacker_wins(board, to_move.opponent(), next_ko, depth - 1, false);
                    self.take_back(board, &delta);
                    result
                }
            };
            match result {
                Some(true) if attacking => {
                    self.proven.insert(key, true);
                    return Some(true);
                }
                Some(false) if !attacking => {
                    self.proven.insert(key, false);
                    return Some(false);
                }
                None => unknown = true,
                _ => {}
            }
        }
        if unknown {
            return None;
        }
        // Every move of the side to move lost.
        self.proven.insert(key, !attacking);
        Some(!attacking)
    }

    /// The stone moves tried for `color`, legal (suicide rule; simple ko
    /// for the attacker), ordered as the comment at the end says, drawn
    /// from:
    /// liberties of the attacker's chains next to the target that are in
    /// atari (captures for the defender, escapes for the attacker) first,
    /// then the target's liberties, then, for the attacker, the inner
    /// points of small eye spaces next to them (the vital point of a space
    /// that a capture opened, [`inner_points`]), then the liberties of the
    /// attacker's chains next to the target with no more liberties than
    /// the target.
    /// Written to `moves` (cleared first), each as `Some(point)`.
    fn candidates(&mut self, board: &mut Board, color: Color, ko: Option<Point>, moves: &mut Vec<Option<Point>>) {
        let mut s = std::mem::take(&mut self.scratch);
        board.liberties_into(self.target, &mut s.target_libs);
        let attacker = self.defender.opponent();
        s.urgent.clear();
        s.racing.clear();
        board.neighbor_chains_into(self.target, attacker, &mut s.seen, &mut s.next_to);
        for &n in &s.next_to {
            board.liberties_into(n, &mut s.libs);
            if s.libs.len() == 1 {
                s.urgent.extend_from_slice(&s.libs);
            } else if s.libs.len() <= s.target_libs.len() {
                s.racing.extend_from_slice(&s.libs);
            }
        }
        // The vital points are the attacker's: the defender keeps the
        // moves it had, so that a capture proven without them still is.
        if color == attacker {
            inner_points(board, &s.target_libs, &mut s.inner);
        } else {
            s.inner.clear();
        }
        s.out.clear();
        for &p in s.urgent.iter().chain(&s.target_libs).chain(&s.inner).chain(&s.racing) {
            // The defender may always retake a ko (as if it had threats
            // enough), so that no capture is proven through a ko; unless
            // it reads a finished position (no threats left).
            let ko_refused = Some(p) == ko && (color != self.defender || !self.defender_retakes);
            if !s.out.contains(&p) && !ko_refused && self.legal(board, color, p) {
                s.out.push(p);
            }
        }
        // The attacker tries first the moves that leave the target fewest
        // liberties, the defender those that leave it most (stable, so
        // captures stay ahead among equals).
        s.after.clear();
        if s.out.len() >= 2 {
            for &p in &s.out {
                let libs = match self.make(board, color, p) {
                    Some(delta) => {
                        // Remembered for the search, which plays most of
                        // these moves next.
                        let libs = self.target_liberties(board);
                        self.take_back(board, &delta);
                        libs
                    }
                    None => self.liberties_of(board, self.target),
                };
                s.after.push(libs);
            }
        }
        s.order.clear();
        s.order.extend(0..s.out.len());
        let after = &s.after;
        if s.out.len() >= 2 {
            if color == self.defender {
                s.order.sort_by_key(|&k| std::cmp::Reverse(after[k]));
            } else {
                s.order.sort_by_key(|&k| after[k]);
            }
        }
        moves.clear();
        moves.extend(s.order.iter().map(|&k| Some(s.out[k])));
        self.scratch = s;
    }

    /// Plays a stone of `color` on `p` (any suicide included: the callers
    /// check the rules first), recording it for [`Search::take_back`];
    /// `None`, the board unchanged, off the board or on a stone.
    fn make(&mut self, board: &mut Board, color: Color, p: Point) -> Option<RecordedMove> {
        board.record(color, Move::Play(p), &mut self.log).ok()
    }

    /// The target's liberties on `board` (0 once it is captured), counted
    /// once per position: they depend on the stones alone, so they are
    /// kept by the board's hash.
    fn target_liberties(&mut self, board: &Board) -> usize {
        if let Some(&n) = self.libs_in.get(&board.hash()) {
            return n;
        }
        let n = self.liberties_of(board, self.target);
        self.libs_in.insert(board.hash(), n);
        n
    }

    /// The liberties of the chain at `p`, 0 for an empty point.
    fn liberties_of(&mut self, board: &Board, p: Point) -> usize {
        board.liberty_count_marked(p, &mut self.marks).unwrap_or(0)
    }

    /// Takes back the newest move [`Search::make`] played.
    fn take_back(&mut self, board: &mut Board, delta: &RecordedMove) {
        let undone = board.take_back(delta, &mut self.log);
        debug_assert!(undone.is_ok(), "the newest move of the line, on the board it left");
    }

    /// Whether `color` may play `p`: on the board, empty, and not a suicide
    /// the rules forbid (multi-stone suicide only where allowed).
    fn legal(&self, board: &Board, color: Color, p: Point) -> bool {
        match board.analyze(color, p) {
            Ok(effect) => match effect.suicide {
                0 => true,
                1 => false,
                _ => self.suicide == Suicide::MultiStoneAllowed,
            },
            Err(_) => false,
        }
    }
}

/// The largest empty region whose inner points [`inner_points`] gives: the
/// eye spaces of up to seven points, where a vital point decides life.
const INNER_REGION_MAX: usize = 7;

/// Writes to `out` (cleared first) the empty points next to a point of
/// `libs` that are not in `libs`, whose neighbours on the board are all
/// empty, and whose empty region holds at most [`INNER_REGION_MAX`]
/// points: the inside of a small eye space, such as the middle of a
/// pyramid four that a capture of the attacker's stones left (not a
/// liberty of the target, yet the point that kills it).
fn inner_points(board: &Board, libs: &[Point], out: &mut Vec<Point>) {
    out.clear();
    for &l in libs {
        for p in board.neighbors_of(l) {
            if board.get(p).is_some()
                || libs.contains(&p)
                || out.contains(&p)
                || board.neighbors_of(p).into_iter().any(|q| board.get(q).is_some())
            {
                continue;
            }
            if empty_region_within(board, p, INNER_REGION_MAX) {
                out.push(p);
            }
        }
    }
}

/// Whether the empty region of the empty point `p` holds at most `max`
/// points (a flood that stops once it has seen more).
fn empty_region_within(board: &Board, p: Point, max: usize) -> bool {
    let mut seen = vec![p];
    let mut next = 0;
    while next < seen.len() {
        let q = seen[next];
        next += 1;
        for r in board.neighbors_of(q) {
            if board.get(r).is_none() && !seen.contains(&r) {
                seen.push(r);
                if seen.len() > max {
                    return false;
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits { depth: 16, nodes: 4000 };

    fn board(diagram: &str) -> Board {
        diagram.parse().unwrap()
    }

    /// Two White stones with two liberties, (0,2) and (3,2), inside
    /// Black's stones: Black takes (0,2), and White cannot extend at (3,2),
    /// which would be suicide, so Black captures there next.
    #[test]
    fn a_chain_that_cannot_extend_is_captured() {
        let b = board(
            "
            .....
            .XXX.
            .OO.X
            .XXX.
            .....",
        );
        assert_eq!(can_capture(&b, Point::new(1, 2), Suicide::Forbidden, LIMITS), Some(true));
        assert_eq!(can_capture(&b, Point::new(2, 2), Suicide::Forbidden, LIMITS), Some(true));
    }

    /// With two eyes White cannot be captured: both are suicide for Black
    /// (a single stone, under either suicide rule), so Black has no move.
    #[test]
    fn a_chain_with_two_eyes_cannot_be_captured() {
        let b = board(
            "
            .O.OX....
            OOOOX....
            XXXXX....
            .........",
        );
        assert_eq!(can_capture(&b, Point::new(1, 0), Suicide::Forbidden, LIMITS), Some(false));
        assert_eq!(can_capture(&b, Point::new(1, 0), Suicide::MultiStoneAllowed, LIMITS), Some(false));
    }

    /// A Black chain whose liberties are H1 and J3: White H1 captures the
    /// stone J1 (a ko) and puts the chain in atari. With ko threats Black
    /// retakes at J1 and no capture is proven; in a finished position (no
    /// threats) Black may not retake at once, and White captures at J3
    /// next. Black moving first captures J2 at J3 and lives either way.
    #[test]
    fn a_capture_through_a_ko_is_proven_only_without_threats() {
        let b = board(
            "
            .........
            .........
            .........
            O.OOO.O.O
            ..O.O..OX
            O.....OXX
            OOOO.OOX.
            O.O.OOXXO
            ..O.OXX.X",
        );
        let target = Point::new(7, 7);
        for suicide in [Suicide::Forbidden, Suicide::MultiStoneAllowed] {
            assert_ne!(can_capture(&b, target, suicide, LIMITS), Some(true));
            assert_eq!(can_capture_without_threats(&b, target, suicide, LIMITS), Some(true));
            assert_eq!(read(&b, target, Color::Black, suicide, LIMITS, false), Some(false));
        }
    }

    /// White's group has one eye space, the pyramid four H8 J8 J7 J9 that
    /// the capture of four Black stones left; its middle, J8, is no
    /// liberty of White's, yet Black playing there kills: White can make
    /// only one eye and is captured. The attacker's candidates include
    /// such inner points of a small eye space (without them the group read
    /// as safe).
    #[test]
    fn the_vital_point_inside_an_eye_space_is_read() {
        let b = board(
            "
            X.XXOOOO.
            .XOXOXO..
            XXOXXXOO.
            ..OX.XOOO
            XXX.XXXOO
            XOXXOXXXX
            OOOOOXOOO
            ...OOOO..
            .........",
        );
        assert_eq!(can_capture(&b, Point::new(4, 0), Suicide::Forbidden, LIMITS), Some(true));
        let mut empty = Vec::new();
        inner_points(&b, &b.liberties(Point::new(4, 0)), &mut empty);
        assert_eq!(empty, [Point::new(8, 1)]);
    }

    /// A seki with an eye each: filling the shared liberty (2,0) is
    /// self-atari, the eye (0,0) or (4,0) is suicide, so neither inner
    /// chain can be captured.
    #[test]
    fn chains_in_seki_cannot_be_captured() {
        let b = board(
            "
            .X.O.OX
            XXXOOOX
            OOOXXXX
            ..OOX..
            ...OX..
            ...OX..
            ...OX..",
        );
        assert_eq!(can_capture(&b, Point::new(3, 0), Suicide::Forbidden, LIMITS), Some(false));
        assert_eq!(can_capture(&b, Point::new(1, 0), Suicide::Forbidden, LIMITS), Some(false));
        assert_eq!(can_capture(&b, Point::new(2, 0), Suicide::Forbidden, LIMITS), None, "an empty point");
    }
}
