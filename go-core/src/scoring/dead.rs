//! Estimating the dead stones of a finished position, and the status of each
//! chain (alive, dead, seki) for GTP's `final_status_list`.
//!
//! The method is documented on [`estimate_dead_stones`]; it is measured
//! against the 714 records of the shared corpora whose result has a margin
//! (GNU Go's dead lists, the records' territory marks, the recorded
//! results) by `go-core/tests/dead_stones_oracle.rs`.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::base::CountingError;
use crate::base::Point;
use crate::base::codes::vocabulary;
use crate::base::{ByColor, Color};
use crate::board::{Board, PlayoutPolicy, PlayoutStyle};
use crate::rules::Rules;

use super::benson::Analysis;
use super::graph::Graph;
use super::reading::{Limits, can_capture};
use super::regions::seki_liberties;

/// A chain whose stones end as its own area by this margin (own minus
/// opponent's, over the playouts with the opponent moving first) is
/// settled alive.
const SAFE: f32 = 0.7;

/// An unsettled chain with no unsettled opponent next to it is alive when
/// it holds by this margin.
const ALIVE_ABOVE: f32 = 0.2;

/// Unsettled opposing chains next to each other with at most this many
/// liberties each are in a capturing race.
const RACE_LIBERTIES: usize = 4;

/// Limits of the reading of a seki.
const READING: Limits = Limits { depth: 16, nodes: 20_000 };

/// A chain next to a seki liberty stays alive unless its stones end as the
/// opponent's area by this margin with the opponent moving first: then its
/// shared liberties only look like a seki (a dead chain with two liberties
/// that the opponent's single stones cannot fill safely).
const SEKI_LOST: f32 = -0.5;

/// Settings of [`estimate_dead_stones`]: how many playouts, and the seed
/// that makes the estimate reproducible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct EstimateOptions {
    /// Playouts with each side to move first (so twice this many in all).
    /// 0 leaves only pass-alive analysis.
    pub playouts: u32,
    /// Seed of the playouts' random generator: the same seed, board and
    /// rules give the same estimate.
    pub seed: u64,
}

impl Default for EstimateOptions {
    /// 300 playouts with each side to move first, seed 1.
    fn default() -> EstimateOptions {
        EstimateOptions { playouts: 300, seed: 1 }
    }
}

impl EstimateOptions {
    /// Options with `playouts` playouts for each side to move first and
    /// the seed `seed`.
    #[must_use]
    pub fn new(playouts: u32, seed: u64) -> EstimateOptions {
        EstimateOptions { playouts, seed }
    }
}

/// What [`estimate_dead_stones`] found.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DeadStoneEstimate {
    /// The stones estimated dead, whole chains, row-major.
    pub dead: Vec<Point>,
    /// Per point (row-major), how often it ended as Black's area minus how
    /// often as White's over all playouts (both sides to move first), in
    /// -1..=1; all 0 without playouts.
    pub ownership: Vec<f32>,
}

vocabulary! {
    /// The status of a chain at the end of a game ([`chain_status`]): the
    /// three answers of GTP's `final_status_list`.
    pub enum ChainStatus {
        /// A living chain that is not in seki.
        Alive = 0 => "alive",
        /// A chain marked dead.
        Dead = 1 => "dead",
        /// A living chain that touches a seki liberty: a shared liberty that
        /// neither colour can fill without self-atari.
        Seki = 2 => "seki",
    }
}

/// Estimates the dead stones of `board` at the end of a game under `rules`:
/// a suggestion for the counting phase, never a decision (RULES.md section
/// 4).
///
/// Whole chains are decided, never part of one, from these sources,
/// strongest first:
///
/// 1. **Pass-alive analysis** (Benson, under the rules' suicide rule, see
///    [`pass_alive`](crate::pass_alive)): a stone of a pass-alive chain is
///    never dead; a chain lying in the opponent's pass-alive territory that
///    is not pass-alive is dead.
/// 2. **Playouts**: `options.playouts` heavy playouts
///    ([`PlayoutStyle::Heavy`]) with Black moving first and as many with
///    White, each ended by an area count. A chain *holds* by the mean, over
///    its stones and the playouts in which its opponent moves first, of how
///    often a stone ends as its owner's area minus how often as the
///    opponent's (−1..=1). Only those playouts count: in a finished
///    position the owner has no move left, so a group that lives only if
///    its owner moves first is dead.
/// 3. **Seki**: a chain next to a seki liberty (a shared liberty that
///    neither colour can fill without self-atari, [`seki_liberties`]) stays
///    alive, unless it holds under −0.5 or tactical reading shows that the
///    opponent, moving first, captures it by force (a sacrifice that
///    leaves a dead eye shape, which playouts that never put two stones in
///    atari cannot find; a capture through a ko is never counted).
/// 4. **The rest** by how well they hold: under 0 dead, from 0.7 up alive.
///    Two unsettled chains in between that oppose each other, touch and
///    have at most 4 liberties each are in a capturing race (or a corner
///    where only one side can live): the one that holds worse is dead. Any
///    other unsettled chain is dead when it holds under 0.2.
///
/// With `options.playouts == 0` only pass-alive analysis decides (what
/// [`suggest_dead_stones`](crate::suggest_dead_stones) gives, as whole
/// chains).
///
/// Deterministic: a function of the colours of the points, the topology,
/// the rules and `options` (the board is rebuilt from its colours first, so
/// how the position was reached does not matter). Of the rules, the suicide
/// rule matters (pass-alive analysis, legal moves in reading); the ko rule
/// does not change the answer, as no capture through a ko is counted under
/// any ko rule, and neither do komi and the counting method. Under Tromp-Taylor rules
/// ([`DeadStones::NeverRemoved`](crate::DeadStones::NeverRemoved)) nothing
/// is removed when counting, but the estimate is still given (for a
/// display). Cost: `2 * options.playouts` playouts plus a bounded reading
/// per seki.
#[must_use]
pub fn estimate_dead_stones(board: &Board, rules: &Rules, options: &EstimateOptions) -> DeadStoneEstimate {
    estimate(board, rules, options, None)
        .unwrap_or_else(|| DeadStoneEstimate { dead: Vec::new(), ownership: Vec::new() })
}

/// [`estimate_dead_stones`] that gives up when `stop` is set: the flag is
/// looked at before each playout, so the call returns within about one
/// playout's time of it being set. `None` when it stopped early;
/// otherwise exactly what [`estimate_dead_stones`] gives. For a caller
/// that estimates on one thread and cancels from another (the Python
/// module's Ctrl-C).
#[must_use]
pub fn estimate_dead_stones_with_stop(
    board: &Board,
    rules: &Rules,
    options: &EstimateOptions,
    stop: &AtomicBool,
) -> Option<DeadStoneEstimate> {
    estimate(board, rules, options, Some(stop))
}

fn estimate(
    board: &Board,
    rules: &Rules,
    options: &EstimateOptions,
    stop: Option<&AtomicBool>,
) -> Option<DeadStoneEstimate> {
    let size = board.size();
    let n = size.area();
    let grid = board.colors();
    let graph = Graph::new(board);
    let (chains, chain_of) = graph.chains(&grid);
    // 1. Pass-alive analysis.
    let benson = Analysis::new(board, rules.suicide());
    let runs = ByColor::from_fn(|c| benson.run(c));
    // 2. Seki.
    let seki = seki_chains(board, &graph, &grid, &chain_of);
    // 3. Playouts.
    let first = playout_ownership(board, options, stop)?;
    let mut ownership = vec![0.0f32; n];
    for (i, o) in ownership.iter_mut().enumerate() {
        *o = (first.black[i] + first.white[i]) / 2.0;
    }

    // How well each chain holds with its opponent moving first: the mean
    // over its stones of its own area minus the opponent's.
    let held: Vec<f32> = chains
        .iter()
        .map(|chain| {
            let color = grid[chain[0]].unwrap_or(Color::Black);
            let sign = if color == Color::Black { 1.0 } else { -1.0 };
            let opp_first = &first[color.opponent()];
            chain.iter().map(|&i| sign * opp_first[i]).sum::<f32>() / chain.len() as f32
        })
        .collect();
    let neighbours = chain_neighbours(&graph, &grid, &chains, &chain_of);
    let mut verdict: Vec<Option<bool>> = vec![None; chains.len()];
    // Pass-alive analysis first, then seki, then the clear playout results.
    for (k, chain) in chains.iter().enumerate() {
        let Some(color) = grid[chain[0]] else { continue };
        let (own_alive, _) = &runs[color];
        let (_, opp_territory) = &runs[color.opponent()];
        verdict[k] = if chain.iter().any(|&i| own_alive[i]) {
            Some(false)
        } else if chain.iter().all(|&i| opp_territory[i]) {
            Some(true)
        } else if options.playouts == 0 {
            Some(false)
        } else if seki[k] && held[k] > SEKI_LOST {
            // Heavy playouts never put two stones or more in atari, so they
            // keep a false seki too: read whether a sacrifice kills it.
            let p = graph.points[chain[0]];
            Some(can_capture(board, p, rules.suicide(), READING) == Some(true))
        } else if held[k] < 0.0 {
            Some(true)
        } else if held[k] >= SAFE {
            Some(false)
        } else {
            None
        };
    }
    // The chains left are unsettled in the playouts. Two unsettled opposing
    // chains next to each other, both short of liberties, are in a
    // capturing race (or a corner where only one side can live): the one
    // that holds worse is dead. Any other unsettled chain is dead when it
    // holds under `ALIVE_ABOVE`.
    let liberties: Vec<usize> =
        chains.iter().map(|chain| board.liberty_count(graph.points[chain[0]]).unwrap_or(0)).collect();
    let racing: Vec<bool> = verdict.iter().zip(&liberties).map(|(v, &l)| v.is_none() && l <= RACE_LIBERTIES).collect();
    for k in 0..chains.len() {
        if verdict[k].is_some() {
            continue;
        }
        let rivals: Vec<usize> =
            if racing[k] { neighbours[k].iter().copied().filter(|&j| racing[j]).collect() } else { Vec::new() };
        verdict[k] =
            Some(if rivals.is_empty() { held[k] < ALIVE_ABOVE } else { rivals.iter().any(|&j| held[j] > held[k]) });
    }
    let mut dead = vec![false; n];
    for (k, chain) in chains.iter().enumerate() {
        if verdict[k] == Some(true) {
            for &i in chain {
                dead[i] = true;
            }
        }
    }
    let dead = size.points().zip(&dead).filter(|&(_, &d)| d).map(|(p, _)| p).collect();
    Some(DeadStoneEstimate { dead, ownership })
}

/// Per chain, the opponent chains next to it.
fn chain_neighbours(
    graph: &Graph,
    grid: &[Option<Color>],
    chains: &[Vec<usize>],
    chain_of: &[usize],
) -> Vec<Vec<usize>> {
    chains
        .iter()
        .map(|chain| {
            let mut out: Vec<usize> = Vec::new();
            for &i in chain {
                for &j in &graph.adj[i] {
                    if grid[j].is_some() && grid[j] != grid[i] && !out.contains(&chain_of[j]) {
                        out.push(chain_of[j]);
                    }
                }
            }
            out
        })
        .collect()
}

/// Per chain (numbered as `Graph::chains` numbers them): whether it touches
/// a seki liberty of `board`.
fn seki_chains(board: &Board, graph: &Graph, grid: &[Option<Color>], chain_of: &[usize]) -> Vec<bool> {
    let size = board.size();
    let chains = chain_of.iter().filter(|&&k| k != usize::MAX).max().map_or(0, |&k| k + 1);
    let mut seki = vec![false; chains];
    for p in seki_liberties(board) {
        let Some(i) = size.index_of(p) else { continue };
        for &j in &graph.adj[i] {
            if grid[j].is_some() {
                seki[chain_of[j]] = true;
            }
        }
    }
    seki
}

/// Per side to move first, the mean final ownership of every point over
/// `options.playouts` heavy playouts (+1 Black's area, −1 White's).
/// `None` when `stop` was set before the playouts were done.
fn playout_ownership(board: &Board, options: &EstimateOptions, stop: Option<&AtomicBool>) -> Option<ByColor<Vec<f32>>> {
    let size = board.size();
    let n = size.area();
    let mut out = ByColor::from_fn(|_| vec![0.0f32; n]);
    if options.playouts == 0 {
        return Some(out);
    }
    // Rebuilt from the colours, so that the playouts do not depend on how
    // the position was reached (see `Board::playout`).
    let Ok(start) = Board::from_colors(size, board.topology(), &board.colors()) else { return Some(out) };
    let policy = PlayoutPolicy::for_area(n).with_style(PlayoutStyle::Heavy);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(options.seed);
    for color in Color::ALL {
        let mut sums = vec![0i32; n];
        for _ in 0..options.playouts {
            if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                return None;
            }
            let mut b = start.clone();
            b.playout(color, None, &mut rng, policy, |_, _| {});
            for (s, o) in sums.iter_mut().zip(b.area_owners()) {
                *s += match o {
                    Some(Color::Black) => 1,
                    Some(Color::White) => -1,
                    None => 0,
                };
            }
        }
        let total = options.playouts as f32;
        out[color] = sums.iter().map(|&s| s as f32 / total).collect();
    }
    Some(out)
}

/// Every chain of `board` with its status at the end of a game, for GTP's
/// `final_status_list`: [`ChainStatus::Dead`] when its stones are in `dead`
/// (a chain counts as dead when any of its stones is listed);
/// [`ChainStatus::Seki`] when it is living and touches a seki liberty of the
/// position with the dead stones removed (a shared liberty that neither
/// colour can fill without self-atari, [`seki_liberties`]); otherwise
/// [`ChainStatus::Alive`]. Chains in row-major order of their first stones,
/// each chain's points row-major.
///
/// # Errors
/// [`CountingError::OffBoard`] or [`CountingError::NotAStone`] for a point
/// of `dead` that is off the board or empty.
pub fn chain_status(board: &Board, dead: &[Point]) -> Result<Vec<(ChainStatus, Vec<Point>)>, CountingError> {
    let size = board.size();
    let mut is_dead = vec![false; size.area()];
    let mut removed = board.colors();
    for &p in dead {
        let i = size.index_of(p).ok_or(CountingError::OffBoard(p))?;
        removed[i].ok_or(CountingError::NotAStone(p))?;
        is_dead[i] = true;
    }
    let graph = Graph::new(board);
    let grid = board.colors();
    let (chains, _) = graph.chains(&grid);
    let mut chain_dead = vec![false; chains.len()];
    for (k, chain) in chains.iter().enumerate() {
        if chain.iter().any(|&i| is_dead[i]) {
            chain_dead[k] = true;
            for &i in chain {
                removed[i] = None;
            }
        }
    }
    // Removing whole chains never leaves a chain without liberties.
    let living = Board::from_colors(size, board.topology(), &removed).unwrap_or_else(|_| board.clone());
    let mut touches_seki = vec![false; size.area()];
    for p in seki_liberties(&living) {
        if let Some(i) = size.index_of(p) {
            for &j in &graph.adj[i] {
                touches_seki[j] = true;
            }
        }
    }
    Ok(chains
        .iter()
        .enumerate()
        .map(|(k, chain)| {
            let status = if chain_dead[k] {
                ChainStatus::Dead
            } else if chain.iter().any(|&i| touches_seki[i]) {
                ChainStatus::Seki
            } else {
                ChainStatus::Alive
            };
            let mut stones: Vec<usize> = chain.clone();
            stones.sort_unstable();
            (status, stones.into_iter().map(|i| graph.points[i]).collect())
        })
        .collect())
}
