//! Chains whose fate depends on who moves first, read before the bot
//! passes.
//!
//! The playouts of a search and of the dead-stone estimate refuse to put
//! two stones or more in atari, so that two chains in a capturing race
//! with shared liberties and an outside liberty each look like a seki to
//! them: neither side plays the shared liberties, both chains live. Yet
//! whoever moves first wins such a race, and a pass hands the first move
//! to the opponent (and, at the end of the game, a count by the rules
//! that a group which lives only if its owner moves first is dead). Before
//! the bot passes, tactical reading ([`crate::scoring::can_capture`])
//! looks at every short chain: one of its own that the opponent captures
//! moving first and that it saves moving first is defended; an opponent
//! chain in a race with one of its own, that it captures moving first and
//! that the opponent saves moving first, is attacked.

use crate::base::{Color, Move, Point};
use crate::board::Board;
use crate::game::Game;
use crate::scoring::{Limits, can_capture_with, can_capture_without_threats};

/// Chains with at most this many liberties are read.
const SHORT: usize = 3;

/// Limits of each reading: a race of three liberties a side is read out
/// in a few hundred positions; these run only when the bot is about to
/// pass.
const LIMITS: Limits = Limits { depth: 16, nodes: 2_000 };

/// A legal move for the side to move in `game` that settles a chain whose
/// fate depends on who moves first (see the module documentation), the
/// largest such chain first; `None` when there is none.
///
/// For a chain of the side to move: the opponent, moving first, captures
/// it by force, and the side to move, moving first, saves it; the move is
/// one of its liberties, or a liberty of a short opponent chain next to it,
/// after which the opponent no longer captures it. For an opponent chain
/// next to a short chain of the side to move: the side to move, moving
/// first, captures it, and the opponent, moving first, saves it; the move
/// is one of its liberties, or a liberty of a short own chain next to it,
/// after which it is captured, or still captured with the opponent to
/// move.
pub(super) fn deciding_move(game: &Game) -> Option<Point> {
    let board = game.board();
    let color = game.to_move();
    let suicide = game.rules().suicide();
    let mut chains: Vec<Vec<Point>> = Vec::new();
    let mut seen = vec![false; board.size().area()];
    for p in board.size().points() {
        let Some(i) = board.size().index_of(p) else { continue };
        if seen[i] || board.get(p).is_none() {
            continue;
        }
        let chain = board.chain(p);
        for &q in &chain {
            if let Some(j) = board.size().index_of(q) {
                seen[j] = true;
            }
        }
        if board.liberty_count(p).is_some_and(|l| l <= SHORT) {
            chains.push(chain);
        }
    }
    chains.sort_by_key(|c| std::cmp::Reverse(c.len()));
    for chain in &chains {
        let p = chain[0];
        let Some(owner) = board.get(p) else { continue };
        let short_rivals = short_neighbours(board, p, owner.opponent());
        // The first mover's capture is read as at the end of a game, with
        // no ko threats: a chain that the first mover takes through a ko
        // is lost too (and counted dead, see `estimate_dead_stones`).
        let pending = if owner == color {
            can_capture_without_threats(board, p, suicide, LIMITS) == Some(true)
                && can_capture_with(board, p, color, suicide, LIMITS) == Some(false)
        } else {
            // An opponent chain is read only in a race with a short chain
            // of the side to move: a stone inside a large own area could
            // always run if its owner moved first, yet is dead.
            !short_rivals.is_empty()
                && can_capture_without_threats(board, p, suicide, LIMITS) == Some(true)
                && can_capture_with(board, p, owner, suicide, LIMITS) == Some(false)
        };
        if !pending {
            continue;
        }
        let mut candidates = board.liberties(p);
        for q in &short_rivals {
            for l in board.liberties(*q) {
                if !candidates.contains(&l) {
                    candidates.push(l);
                }
            }
        }
        for m in candidates {
            if game.is_legal(Move::Play(m)).is_err() {
                continue;
            }
            let mut after = board.clone();
            if after.play(color, m).is_err() {
                continue;
            }
            let settled = if owner == color {
                after.get(p) == Some(color) && can_capture_without_threats(&after, p, suicide, LIMITS) == Some(false)
            } else {
                after.get(p) != Some(owner) || can_capture_with(&after, p, owner, suicide, LIMITS) == Some(true)
            };
            if settled {
                return Some(m);
            }
        }
    }
    None
}

/// One stone of each chain of `color` next to the chain at `p` that has at
/// most [`SHORT`] liberties.
fn short_neighbours(board: &Board, p: Point, color: Color) -> Vec<Point> {
    let mut out: Vec<Point> = Vec::new();
    let mut seen: Vec<Point> = Vec::new();
    for q in board.chain(p) {
        for n in board.neighbors_of(q) {
            if board.get(n) != Some(color) || seen.contains(&n) {
                continue;
            }
            let rival = board.chain(n);
            seen.extend_from_slice(&rival);
            if board.liberty_count(n).is_some_and(|l| l <= SHORT) {
                out.push(n);
            }
        }
    }
    out
}
