//! Pass-alive analysis after Benson's algorithm (unconditional life).
//!
//! For one colour: its chains, and the regions (maximal connected sets of
//! points not holding its stones). A region is vital to a bordering chain
//! when every empty point of the region is a liberty of that chain. Repeat
//! until nothing changes: drop every chain with fewer than two vital regions
//! among the regions still kept, then drop every region that borders a
//! dropped chain. The chains left can never be captured, even if their owner
//! passes every turn: they are pass-alive.
//!
//! Pass-alive territory: a kept region bordered only by pass-alive chains in
//! which every empty point is next to one of them. The opponent can never
//! make a pass-alive chain there (any region of its own would contain a
//! pass-alive chain with liberties outside), so the opponent's stones inside
//! are dead unless they are pass-alive themselves.
//!
//! The suicide rule matters (RULES.md section 2). Where multi-stone suicide
//! is allowed, the opponent can empty a region of its own stones by
//! suicide (filling the last liberty of two or more of its stones there),
//! so its stones count as empty points: a region is vital to a chain only
//! when every point of it, the opponent's stones included, is next to the
//! chain, and pass-alive territory needs every point next to a pass-alive
//! chain. Where suicide is forbidden the opponent's stones in a region stay
//! until the owner captures them, and only the empty points are asked.

use crate::base::Point;
use crate::base::{ByColor, Color};
use crate::board::Board;
use crate::rules::Suicide;

use super::graph::Graph;

/// The result of [`pass_alive`] for one colour.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PassAlive {
    /// Stones of pass-alive chains, row-major.
    pub stones: Vec<Point>,
    /// Points of pass-alive territory (empty points and the opponent's
    /// stones there), row-major.
    pub territory: Vec<Point>,
}

pub(super) struct Analysis {
    pub(super) graph: Graph,
    pub(super) grid: Vec<Option<Color>>,
    /// Whether the opponent's stones in a region count as empty points (see
    /// the module documentation).
    stones_may_vanish: bool,
}

impl Analysis {
    pub(super) fn new(board: &Board, suicide: Suicide) -> Analysis {
        Analysis {
            graph: Graph::new(board),
            grid: board.colors(),
            stones_may_vanish: suicide == Suicide::MultiStoneAllowed,
        }
    }

    /// Per point: whether it holds a stone of a pass-alive chain of `color`,
    /// and whether it lies in `color`'s pass-alive territory.
    pub(super) fn run(&self, color: Color) -> (Vec<bool>, Vec<bool>) {
        let n = self.grid.len();
        let mine = |i: usize| self.grid[i] == Some(color);
        // A point a vital region must reach: an empty point, or under
        // multi-stone suicide any point of the region.
        let open = |i: usize| self.grid[i].is_none() || self.stones_may_vanish;
        let (chains, chain_of) = self.graph.components(mine);
        let (regions, _) = self.graph.components(|i| !mine(i));
        // Border chains of each region, and vitality.
        let mut borders: Vec<Vec<usize>> = vec![Vec::new(); regions.len()];
        for (r, region) in regions.iter().enumerate() {
            for &i in region {
                for &j in &self.graph.adj[i] {
                    if mine(j) && !borders[r].contains(&chain_of[j]) {
                        borders[r].push(chain_of[j]);
                    }
                }
            }
        }
        let vital = |r: usize, c: usize| {
            regions[r].iter().all(|&i| !open(i) || self.graph.adj[i].iter().any(|&j| mine(j) && chain_of[j] == c))
        };
        // The regions vital to each chain, computed once.
        let vital_to: Vec<Vec<usize>> = (0..chains.len())
            .map(|c| (0..regions.len()).filter(|&r| borders[r].contains(&c) && vital(r, c)).collect())
            .collect();
        let mut chain_alive = vec![true; chains.len()];
        let mut region_kept = vec![true; regions.len()];
        loop {
            let mut changed = false;
            for (alive, vital) in chain_alive.iter_mut().zip(&vital_to) {
                if *alive && vital.iter().filter(|&&r| region_kept[r]).count() < 2 {
                    *alive = false;
                    changed = true;
                }
            }
            for r in 0..regions.len() {
                if region_kept[r] && borders[r].iter().any(|&c| !chain_alive[c]) {
                    region_kept[r] = false;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let mut alive = vec![false; n];
        let mut territory = vec![false; n];
        for (c, chain) in chains.iter().enumerate() {
            if chain_alive[c] {
                for &i in chain {
                    alive[i] = true;
                }
            }
        }
        for (r, region) in regions.iter().enumerate() {
            let enclosed = !borders[r].is_empty() && borders[r].iter().all(|&c| chain_alive[c]);
            let small = region
                .iter()
                .all(|&i| !open(i) || self.graph.adj[i].iter().any(|&j| mine(j) && chain_alive[chain_of[j]]));
            if enclosed && small {
                for &i in region {
                    territory[i] = true;
                }
            }
        }
        (alive, territory)
    }

    fn collect(&self, flags: &[bool]) -> Vec<Point> {
        flags.iter().enumerate().filter(|&(_, &f)| f).map(|(i, _)| self.graph.points[i]).collect()
    }
}

/// Pass-alive chains and pass-alive territory of `color` (Benson's
/// algorithm; see the module documentation) under the suicide rule
/// `suicide` (RULES.md section 2: where multi-stone suicide is allowed the
/// opponent may empty a region of its own stones, so fewer chains are
/// pass-alive). Works on every topology.
#[must_use]
pub fn pass_alive(board: &Board, color: Color, suicide: Suicide) -> PassAlive {
    let a = Analysis::new(board, suicide);
    let (alive, territory) = a.run(color);
    PassAlive { stones: a.collect(&alive), territory: a.collect(&territory) }
}

/// A suggestion of dead stones that only pass-alive analysis proves: the
/// stones lying in the other colour's pass-alive territory (under the
/// suicide rule `suicide`, see [`pass_alive`]) that are not pass-alive
/// themselves. Stones it does not list may still be dead; the players
/// decide (RULES.md section 4), and [`estimate_dead_stones`](super::estimate_dead_stones)
/// gives a fuller estimate. Row-major order.
#[must_use]
pub fn suggest_dead_stones(board: &Board, suicide: Suicide) -> Vec<Point> {
    let a = Analysis::new(board, suicide);
    let runs = ByColor::from_fn(|c| a.run(c));
    let mut dead = Vec::new();
    for (i, &p) in a.graph.points.iter().enumerate() {
        if let Some(c) = a.grid[i] {
            let (own_alive, _) = &runs[c];
            let (_, opp_territory) = &runs[c.opponent()];
            if opp_territory[i] && !own_alive[i] {
                dead.push(p);
            }
        }
    }
    dead
}
