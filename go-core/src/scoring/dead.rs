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
use crate::board::{AreaScratch, Board, PlayoutPolicy, PlayoutStyle};
use crate::rules::Rules;

use super::benson::Analysis;
use super::graph::Graph;
use super::reading::{Limits, can_capture, can_capture_without_threats};
use super::regions::{seki_liberties, seki_liberties_when_counting};

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

/// The largest enclosed region (empty points and the opponent's stones
/// inside it) that [`dead_eye_shapes`] looks at.
const EYE_REGION_MAX: usize = 8;

/// The fewest empty points of a region enclosed by one colour alone that
/// [`large_enclosures`] takes as that colour's secure eye space.
const ENCLOSURE_MIN: usize = 10;

/// The most opponent stones inside a region that [`large_enclosures`]
/// takes as dead whatever the playouts say: fewer than the six stones of
/// the smallest group with two eyes.
const INVADERS_MAX: usize = 5;

/// Limits of the reading of a seki: 5,000 positions. Measured on the
/// corpora's 716 records that end by counting (2026-12-07): of their 147
/// seki chains read, 16 ran out of 20,000 positions and took three
/// quarters of the reading's time; at 5,000, 20 run out and no dead list
/// changes (at the loader's 50 playouts a side or the default budget),
/// while the false seki of `tests/dead_stones.rs` needs between 2,000
/// and 3,000.
const READING: Limits = Limits { depth: 16, nodes: 5_000 };

/// The limits of the reading that asks whether a wall chain of two
/// liberties next to a small invasion can be captured (see
/// `large_enclosures`): 1,000 positions, a fifth of [`READING`]'s, so that an
/// arbitrary position with many such chains costs little.
const WALL_READING: Limits = Limits { depth: 16, nodes: 1_000 };

/// A chain next to a seki liberty stays alive unless its stones end as the
/// opponent's area by this margin with the opponent moving first: then its
/// shared liberties only look like a seki (a dead chain with two liberties
/// that the opponent's single stones cannot fill safely).
const SEKI_LOST: f32 = -0.5;

/// Under early stop, how many standard errors a chain's hold must lie from
/// every threshold that can decide it for the chain to be settled (see
/// [`settled_margin`]). Measured on the corpora's counted records: 2
/// gave the same counts as 3 on all of them but one (a record whose
/// count misses the recorded result either way), with 11% of
/// the whole budget's playouts instead of 18%; 1.5 (since 2026-12-03,
/// with a first look after 16 playouts a side and later looks every 4)
/// gives the same figures as 2 on the 714 records scored by
/// `go-core/tests/oracle/dead_stones.sh` (counts against the recorded
/// results, dead lists against GNU Go's and the records' marks), at the
/// default budget and at 50 a side, with 19% fewer playouts than 2 with
/// looks every 16; 1 loses two of the records' marks. Looks before
/// [`LATE_LOOKS`] playouts a side use [`EARLY_Z`] instead.
const SETTLED_Z: f32 = 1.5;

/// [`SETTLED_Z`] for the looks before [`LATE_LOOKS`] playouts a side (after
/// 8 and 12): a dead lone stone in a 4x9 area can hold 0.75 after 8 a side
/// by chance, which 1.5 standard errors would settle as alive and 2 do
/// not. Since 2026-12-03 (a first look after 16 before): the same
/// figures on the 714 records scored by `go-core/tests/oracle/dead_stones.sh`
/// with 10% fewer playouts on 19x19 and 11% fewer in all.
const EARLY_Z: f32 = 2.0;

/// Playouts a side from which a look at whether every chain is settled uses
/// [`SETTLED_Z`] rather than [`EARLY_Z`].
const LATE_LOOKS: u32 = 16;

/// Under early stop, how far a chain's hold must lie from a threshold of
/// its verdict for that threshold to be settled, when it holds at `held`
/// after `runs` playouts with its opponent moving first: `SETTLED_Z`
/// standard errors (`EARLY_Z` under `LATE_LOOKS` playouts). Each playout
/// gives the chain a hold in −1..=1, whose
/// variance is at most `1 - mean²` (Bhatia-Davis); the mean is taken
/// shrunk towards 0 as if two more playouts had given 0, so that playouts
/// that all agree do not claim no error at all.
fn settled_margin(held: f32, runs: u32) -> f32 {
    let n = runs as f32;
    let mean = held * n / (n + 2.0);
    let z = if runs < LATE_LOOKS { EARLY_Z } else { SETTLED_Z };
    z * ((1.0 - mean * mean) / n).sqrt()
}

/// Settings of [`estimate_dead_stones`]: how many playouts, and the seed
/// that makes the estimate reproducible.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub struct EstimateOptions {
    /// Playouts with each side to move first (so twice this many in all),
    /// the most that are run: with `early_stop` the estimate may end
    /// sooner. 0 leaves only pass-alive analysis.
    pub playouts: u32,
    /// Seed of the playouts' random generator: the same seed, board and
    /// rules give the same estimate.
    pub seed: u64,
    /// Whether the playouts stop before `playouts` once every chain is
    /// settled (looked at after [`EstimateOptions::FIRST_LOOK`] playouts a
    /// side, then every [`EstimateOptions::ROUND`]; see
    /// [`estimate_dead_stones`]). `false` always runs all of them.
    pub early_stop: bool,
}

impl Default for EstimateOptions {
    /// At most 300 playouts with each side to move first, seed 1, early
    /// stop on.
    fn default() -> EstimateOptions {
        EstimateOptions { playouts: 300, seed: 1, early_stop: true }
    }
}

impl EstimateOptions {
    /// Playouts with each side to move first before the first look at
    /// whether every chain is settled, under `early_stop`. 8 since
    /// 2026-12-03 (16 before), with the looks before 16 a side asking 2
    /// standard errors instead of 1.5 (see [`estimate_dead_stones`]): after
    /// 8 a side, a dead lone stone in a 4x9 area can hold 0.75 by chance.
    pub const FIRST_LOOK: u32 = 8;

    /// Playouts with each side to move first between two later looks at
    /// whether every chain is settled, under `early_stop`. 4 since
    /// 2026-12-03 (16 before): an estimate that is not settled after
    /// [`EstimateOptions::FIRST_LOOK`] stops within 4 of the point where
    /// it is, not 16.
    pub const ROUND: u32 = 4;

    /// Options with at most `playouts` playouts for each side to move
    /// first, the seed `seed`, and early stop on.
    #[must_use]
    pub fn new(playouts: u32, seed: u64) -> EstimateOptions {
        EstimateOptions { playouts, seed, early_stop: true }
    }

    /// The same options with early stop on (`true`) or off (`false`: all
    /// `playouts` are run).
    #[must_use]
    pub fn with_early_stop(self, early_stop: bool) -> EstimateOptions {
        EstimateOptions { early_stop, ..self }
    }
}

/// What [`estimate_dead_stones`] found.
#[derive(Clone, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct DeadStoneEstimate {
    /// The stones estimated dead, whole chains, row-major.
    pub dead: Vec<Point>,
    /// Per point (row-major), how often it ended as Black's area minus how
    /// often as White's, in -1..=1: the mean of the two sides' means, over
    /// the playouts run with Black to move first and over those with White
    /// (each side weighs the same, as after an early stop one side may have
    /// run fewer); all 0 without playouts.
    pub ownership: Vec<f32>,
    /// The most playouts run with either side to move first:
    /// `options.playouts`, or fewer after an early stop (then
    /// [`EstimateOptions::FIRST_LOOK`] plus a multiple of
    /// [`EstimateOptions::ROUND`]); the other side ran as many or fewer
    /// (at least `FIRST_LOOK`, or the budget when it is smaller); 0 without
    /// playouts.
    pub playouts: u32,
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
/// A colour alone on the board lives whole, and nothing more is done
/// (since 2026-12-06): no stone of the other side contests it (a finished
/// game in which that side placed no stone, or lost every one), and a
/// group with no opponent stone to fight is not dead by any rule set's
/// reading of life; GNU Go 3.8 counts it alive. Playouts would let the
/// absent side invade at random and call it dead (found from outside: one
/// stone on an empty 9x9 board, and the one White stone left after it
/// captured 80 handicap stones, were both called dead).
///
/// Otherwise whole chains are decided, never part of one, from these
/// sources, strongest first:
///
/// 1. **Pass-alive analysis** (Benson, under the rules' suicide rule, see
///    [`pass_alive`](crate::pass_alive)): a stone of a pass-alive chain is
///    never dead; a chain lying in the opponent's pass-alive territory that
///    is not pass-alive is dead.
/// 2. **Playouts**: up to `options.playouts` heavy playouts
///    ([`PlayoutStyle::Heavy`]) with Black moving first and as many with
///    White, each ended by an area count. A chain *holds* by the mean, over
///    its stones and the playouts in which its opponent moves first, of how
///    often a stone ends as its owner's area minus how often as the
///    opponent's (−1..=1). Only those playouts count: in a finished
///    position the owner has no move left, so a group that lives only if
///    its owner moves first is dead. The playouts run in rounds: a first
///    of [`EstimateOptions::FIRST_LOOK`] a side, then of
///    [`EstimateOptions::ROUND`]; with `options.early_stop`, after each
///    round a side to move first plays no more rounds while every chain of
///    the other colour (whose holds its playouts give) not decided by
///    pass-alive analysis is *settled*, and the playouts end once both
///    sides' are (since 2026-12-03; before, both sides played every round
///    until all chains were settled: the same figures on the corpora's
///    scored records with 8% fewer playouts at 50 a side, 17% fewer at
///    the default budget). A chain is
///    settled when its hold lies 1.5 standard errors or more
///    (2 at the looks before 16 playouts a side) from
///    each threshold below that can decide it (the error bounded by
///    Bhatia-Davis, `1 - mean²` for a value in −1..=1, with the mean
///    shrunk as if two more playouts had given 0). Which thresholds can
///    decide it: next to a seki liberty and holding above −0.5, only −0.5;
///    a chain with at most 4 liberties next to an opposing one, both of
///    which may end unsettled, 0, 0.2 and 0.7; any other chain only 0.2.
///    Close cases run the whole budget. Not checked: the comparison of two
///    racing chains that both hold clearly between 0 and 0.7 (step 6
///    below), which may still turn with more playouts when their holds
///    are close. On the 580 records of GNU Go's
///    regression games that end with a score, the default budget's dead
///    lists stay the same in 579 with 7.6% of the playouts (the side
///    that ran more, record by record).
/// 3. **Large enclosures** (since 2026-12-04): a region of at least 10
///    empty points and the opponent's stones, bordered by one colour's
///    stones alone, holding fewer than half of the opponent's stones on
///    the board, with no opponent chain inside that is pass-alive or next
///    to a seki liberty, and either at most 5 opponent stones inside (too
///    few for two eyes) or the playouts leaning that colour's way on its
///    empty points with no opponent chain inside holding from 0.7 up:
///    every chain of that colour with two liberties or more in it is
///    alive, and, unless a chain of that colour next to it is in atari,
///    the opponent's chains inside are dead. An opponent stone
///    played inside can never join the opponent's stones outside, so a cut
///    only splits the region into parts the chains still border; playouts,
///    in which both sides fill a large area at random, lose walls with
///    cutting points there (a one-line wall of three chains beside 35
///    empty points held 0.1 to 0.4 and was called dead) and let a lone
///    invader of a 65-point area live. On the corpora: three more counts
///    equal `RE` and four more dead lists equal GNU Go's, none fewer.
/// 4. **Dead eye shapes**: a chain whose only eye space is one small
///    region (at most 8 points, empty or holding opponent stones)
///    enclosed by it alone, too small for two eyes once the opponent
///    stones inside are captured (in one piece: at most 3 points, or a
///    square of 4: the opponent plays the vital point after the owner's
///    move), or, whatever one opponent chain stands inside it, a killing
///    shape whose vital point the opponent holds or takes first (at most 3 points, a square
///    or pyramid four, a crossed or bulky five, a rabbity six; since
///    2026-12-04), whose other liberties all touch opponent stones and no
///    other chain of its colour, next to no other small region, not next
///    to a seki liberty, and whose opponent neighbours outside the region
///    are pass-alive, alive by step 3, or hold from 0.2 up outside a seki
///    (0.7 before 2026-12-04), is dead, and the opponent chains inside the
///    region are alive. Playouts rarely play the vital point or the
///    placement after a capture; this decides what they miss (on the
///    corpora: six more counts equal `RE`, the dead lists equal the
///    records' marks in 129 of 137 instead of 126; the killing shapes with
///    the vital point taken, found from outside, change no corpus
///    record).
/// 5. **Seki**: a chain next to a seki liberty (a shared liberty that
///    neither colour can fill without self-atari, [`seki_liberties`]) stays
///    alive, unless it holds under −0.5 or tactical reading shows that the
///    opponent, moving first, captures it by force (a sacrifice that
///    leaves a dead eye shape, which playouts that never put two stones in
///    atari cannot find; a capture through a ko is never counted).
/// 6. **The rest** by how well they hold: under 0 dead, from 0.7 up alive.
///    Two unsettled chains in between that oppose each other, touch and
///    have at most 4 liberties each are in a capturing race (or a corner
///    where only one side can live): the one that holds worse is dead. Any
///    other unsettled chain is dead when it holds under 0.2.
/// 7. **A life that hangs on a ko** (since 2026-12-05): a chain with two
///    liberties alive so far (not by pass-alive analysis; a seki's chain
///    too, whose seki the ko breaks), where the opponent captures a single
///    stone by playing at one of them, and that the opponent, moving
///    first, then captures by force when the owner may not retake a ko at
///    once (the game is over: no ko threats are left), but not when it
///    may, lives only if its owner moves first: it is dead, and so are the
///    owner's chains whose liberties are all among its own (a stone the ko
///    takes); an opponent chain next to it that was dead and now touches
///    only dead chains lives. Playouts miss such a kill (the ko capture, then the capture
///    of the group): their owner stumbles on the saving move at random
///    first. GNU Go 3.8 counts such groups dead. A chain that reading
///    captures without any ko is left to the playouts' verdict (on the
///    corpora GNU Go keeps such chains alive: they belong to a living
///    group by connections that the reading of one chain does not see).
///
/// With `options.playouts == 0` only pass-alive analysis decides (what
/// [`suggest_dead_stones`](crate::suggest_dead_stones) gives, as whole
/// chains), and no reading runs (since 2026-12-06: the ko step of 7 above
/// had read, and killed, chains of two liberties with no playouts at all;
/// on the corpora's 653 counted records without marks it changed 15 dead
/// lists and took 1.2 ms an estimate instead of 0.14).
///
/// Deterministic: a function of the colours of the points, the topology,
/// the rules and `options` (the board is rebuilt from its colours first, so
/// how the position was reached does not matter). Of the rules, the suicide
/// rule matters (pass-alive analysis, legal moves in reading); the ko rule
/// does not change the answer (reading follows the simple ko rule under
/// every ko rule), and neither do komi and the counting method. Under Tromp-Taylor rules
/// ([`DeadStones::NeverRemoved`](crate::DeadStones::NeverRemoved)) nothing
/// is removed when counting, but the estimate is still given (for a
/// display). Cost: at most `2 * options.playouts` playouts (with early
/// stop, often 16 to 32) plus a bounded reading per
/// seki.
#[must_use]
pub fn estimate_dead_stones(board: &Board, rules: &Rules, options: &EstimateOptions) -> DeadStoneEstimate {
    estimate(board, rules, options, None).unwrap_or_else(|| DeadStoneEstimate {
        dead: Vec::new(),
        ownership: Vec::new(),
        playouts: 0,
    })
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
    // A colour alone on the board (or none at all): nothing is dead.
    if Color::ALL.iter().any(|&c| board.stone_count(c) == 0) {
        return Some(DeadStoneEstimate { dead: Vec::new(), ownership: vec![0.0; n], playouts: 0 });
    }
    let grid = board.colors();
    let graph = Graph::new(board);
    let (chains, chain_of) = graph.chains(&grid);
    // 1. Pass-alive analysis.
    let benson = Analysis::new(board, rules.suicide());
    let runs = ByColor::from_fn(|c| benson.run(c));
    // Per chain, the verdict of pass-alive analysis (dead or not), if any.
    let pass_alive: Vec<Option<bool>> = chains
        .iter()
        .map(|chain| {
            let color = grid[chain[0]]?;
            let (own_alive, _) = &runs[color];
            let (_, opp_territory) = &runs[color.opponent()];
            if chain.iter().any(|&i| own_alive[i]) {
                Some(false)
            } else if chain.iter().all(|&i| opp_territory[i]) {
                Some(true)
            } else {
                None
            }
        })
        .collect();
    // Without playouts pass-alive analysis alone decides: no reading
    // either (the seki and ko steps read only chains the playouts keep).
    if options.playouts == 0 {
        let mut dead: Vec<Point> = chains
            .iter()
            .zip(&pass_alive)
            .filter(|&(_, &verdict)| verdict == Some(true))
            .flat_map(|(chain, _)| chain.iter().map(|&i| graph.points[i]))
            .collect();
        dead.sort_unstable_by_key(|p| (p.y, p.x));
        return Some(DeadStoneEstimate { dead, ownership: vec![0.0; n], playouts: 0 });
    }
    // 2. Seki.
    let seki = seki_chains(board, &graph, &grid, &chain_of);
    // How well each chain holds with its opponent moving first: the mean
    // over its stones of its own area minus the opponent's.
    let held_in = |first: &ByColor<Vec<f32>>| -> Vec<f32> {
        chains
            .iter()
            .map(|chain| {
                let color = grid[chain[0]].unwrap_or(Color::Black);
                let sign = if color == Color::Black { 1.0 } else { -1.0 };
                let opp_first = &first[color.opponent()];
                chain.iter().map(|&i| sign * opp_first[i]).sum::<f32>() / chain.len() as f32
            })
            .collect()
    };
    // 3. Playouts, until every chain is decided or settled (early stop).
    let liberties: Vec<usize> =
        chains.iter().map(|chain| board.liberty_count(graph.points[chain[0]]).unwrap_or(0)).collect();
    let neighbours = chain_neighbours(&graph, &grid, &chains, &chain_of);
    // Per side to move first, whether every chain of the other colour is
    // settled: the chains whose holds that side's playouts give.
    let settled = |first: &ByColor<Vec<f32>>, runs: ByColor<u32>| {
        let held = held_in(first);
        let color_of = |k: usize| grid[chains[k][0]].unwrap_or(Color::Black);
        let clear = |k: usize, t: f32| (held[k] - t).abs() >= settled_margin(held[k], runs[color_of(k).opponent()]);
        // Whether chain `k` may end unsettled, and so in a capturing race:
        // not decided by pass-alive analysis or reading, and not clearly
        // outside 0..SAFE.
        let may_race = |k: usize| {
            pass_alive[k].is_none()
                && liberties[k] <= RACE_LIBERTIES
                && !(seki[k] && held[k] > SEKI_LOST && clear(k, SEKI_LOST))
                && !((held[k] < 0.0 || held[k] >= SAFE) && clear(k, 0.0) && clear(k, SAFE))
        };
        let chain_settled = |k: usize| {
            if pass_alive[k].is_some() {
                return true;
            }
            if seki[k] && held[k] > SEKI_LOST {
                return clear(k, SEKI_LOST);
            }
            let racing = may_race(k) && neighbours[k].iter().any(|&j| may_race(j));
            let thresholds: &[f32] = if racing { &[0.0, ALIVE_ABOVE, SAFE] } else { &[ALIVE_ABOVE] };
            thresholds.iter().all(|&t| clear(k, t)) && (!seki[k] || clear(k, SEKI_LOST))
        };
        ByColor::from_fn(|first: Color| (0..chains.len()).all(|k| color_of(k) == first || chain_settled(k)))
    };
    let (first, playouts) = playout_ownership(board, options, stop, settled)?;
    let mut ownership = vec![0.0f32; n];
    for (i, o) in ownership.iter_mut().enumerate() {
        *o = (first.black[i] + first.white[i]) / 2.0;
    }

    let held = held_in(&first);
    let shapes = Chains { graph: &graph, grid: &grid, chains: &chains, chain_of: &chain_of };
    // A chain in seki keeps its one eye (the seki step decides it), and a
    // neighbour counts as safe only when it lives outside a seki.
    // A chain of two liberties that the playouts do not keep safely and
    // that reading captures with its opponent moving first (see
    // `large_enclosures`; reading only the chains in doubt keeps its cost
    // out of the common case, a wall the playouts keep).
    let breakable = |k: usize| {
        liberties[k] == 2
            && held[k] < SAFE
            && can_capture(board, graph.points[chains[k][0]], rules.suicide(), WALL_READING) == Some(true)
    };
    let enclosures = large_enclosures(&shapes, &liberties, &held, &ownership, &pass_alive, &seki, &breakable);
    let eye_shapes = dead_eye_shapes(&shapes, &liberties, &|k| seki[k], &|k| {
        pass_alive[k] == Some(false)
            || enclosures[k] == Some(false)
            || (!seki[k] && liberties[k] >= 2 && held[k] >= ALIVE_ABOVE)
    });
    let mut verdict: Vec<Option<bool>> = vec![None; chains.len()];
    // Pass-alive analysis first, then large enclosures, then dead eye
    // shapes, then seki, then the clear playout results. (`Graph::chains`
    // gives stone chains only: every chain has a colour.)
    for (k, chain) in chains.iter().enumerate() {
        verdict[k] = if let Some(dead) = pass_alive[k] {
            Some(dead)
        } else if let Some(dead) = enclosures[k] {
            Some(dead)
        } else if let Some(dead) = eye_shapes[k] {
            Some(dead)
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
    // Step 7. A chain of two liberties kept alive so far, not by
    // pass-alive analysis (a seki's chain too: the ko breaks the seki),
    // that the opponent moving first captures through a ko when neither
    // side has ko threats left (the game is over), lives only if its owner
    // moves first: dead (as GNU Go counts it). The playouts miss such a
    // kill, two moves in order with the first a ko capture: the owner
    // stumbles on the saving move at random first. (A chain captured
    // without a ko is left to the playouts: on the corpora's counted
    // records GNU Go keeps such chains alive, stones that belong to a
    // living group through a connection that reading of one chain does
    // not see.) The own chains whose every liberty is one of the killed
    // chain's (a stone in atari in its eye space, taken by the ko) die
    // with it; an opponent chain next to it that the playouts gave up
    // lives when every chain next to it is now dead (it was lost only to
    // the killed chain).
    let killed: Vec<usize> = (0..chains.len())
        .filter(|&k| {
            verdict[k] == Some(false) && pass_alive[k].is_none() && liberties[k] == 2 && {
                let p = graph.points[chains[k][0]];
                takes_a_stone_at_a_liberty(board, p)
                    && can_capture_without_threats(board, p, rules.suicide(), WALL_READING) == Some(true)
                    && can_capture(board, p, rules.suicide(), WALL_READING) != Some(true)
            }
        })
        .collect();
    let mut libs = Vec::new();
    let mut own_libs = Vec::new();
    for &k in &killed {
        verdict[k] = Some(true);
        board.liberties_into(graph.points[chains[k][0]], &mut libs);
        for &lib in &libs {
            let Some(l) = size.index_of(lib) else { continue };
            for &j in &graph.adj[l] {
                let c = chain_of[j];
                if grid[j] != grid[chains[k][0]] || verdict[c] != Some(false) || pass_alive[c].is_some() {
                    continue;
                }
                board.liberties_into(graph.points[j], &mut own_libs);
                if own_libs.iter().all(|q| libs.contains(q)) {
                    verdict[c] = Some(true);
                }
            }
        }
    }
    for &k in &killed {
        for &j in &neighbours[k] {
            if verdict[j] == Some(true)
                && pass_alive[j].is_none()
                && neighbours[j].iter().all(|&m| verdict[m] == Some(true))
            {
                verdict[j] = Some(false);
            }
        }
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
    Some(DeadStoneEstimate { dead, ownership, playouts })
}

/// Whether the opponent of the chain at `p` captures a single stone by
/// playing at one of the chain's liberties: the start of a kill through a
/// ko (see step 7 of [`estimate_dead_stones`]), the only one the estimate
/// reads, so that the reading runs on few chains.
fn takes_a_stone_at_a_liberty(board: &Board, p: Point) -> bool {
    let Some(owner) = board.get(p) else { return false };
    board.liberties(p).into_iter().any(|lib| {
        board.analyze(owner.opponent(), lib).is_ok_and(|effect| effect.captured == 1 && !effect.is_suicide())
    })
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

/// A board's chains as `Graph::chains` numbers them, for the shape rules.
struct Chains<'a> {
    graph: &'a Graph,
    grid: &'a [Option<Color>],
    chains: &'a [Vec<usize>],
    chain_of: &'a [usize],
}

impl Chains<'_> {
    /// The chains with a stone in `region` (indexes of points), each once,
    /// in increasing order of their numbers.
    fn chains_in(&self, region: &[usize]) -> Vec<usize> {
        let mut inside: Vec<usize> =
            region.iter().filter(|&&i| self.grid[i].is_some()).map(|&i| self.chain_of[i]).collect();
        inside.sort_unstable();
        inside.dedup();
        inside
    }
}

/// Per chain, the verdict of the large-enclosure rule, where it applies:
/// a chain that borders a large region enclosed by its colour alone is
/// alive (`Some(false)`), and the opponent's chains inside that region are
/// dead (`Some(true)`); `None` elsewhere.
///
/// The rule, for a colour c: a connected region R of points that are not
/// c (empty points and the opponent's stones), which only stones of c
/// border (so that no opponent stone inside R touches one outside it),
/// holding at least [`ENCLOSURE_MIN`] empty points and fewer than half
/// of the opponent's stones on the board (so that R is an enclosure in a
/// game where the opponent has its own area elsewhere, not the open board
/// of an early position, which every region of the opponent's stones and
/// empty points would otherwise be), where no opponent chain inside is
/// pass-alive or next to a seki liberty, and where either
///
/// - the opponent has at most [`INVADERS_MAX`] stones inside: too few for
///   a group with two eyes (the smallest, in a corner, takes six), so in a
///   finished position they are dead whatever the playouts say (a lone
///   stone in a 65-point area held 1.0 in them, as both sides fill the
///   area at random and the invader's stones grow into a living group),
///   unless a chain of c next to R is `breakable`: it has two liberties,
///   holds under [`SAFE`] in the playouts, and tactical reading captures
///   it with the opponent moving first (a chain in atari is the case
///   below). Then c's wall is no wall: the invaders need no eyes to win
///   their race against it (an eyeless wall joined by diagonal links that
///   the opponent has half cut, its pieces of two liberties chased down
///   one after another by five stones with seven liberties), and the
///   region is left to the other steps, for both colours; or
/// - the playouts' mean ownership of R's empty points leans to c and no
///   opponent chain inside holds from [`SAFE`] up (a group that lives
///   inside).
///
/// Then every chain of c with two liberties or more in R is alive, and,
/// unless a chain of c next to R is in atari (the stones inside could
/// capture it and join the opponent's stones outside), the opponent's
/// chains in R are dead. A stone the opponent plays inside
/// R can never join the opponent's stones outside it, so cutting c's
/// chains apart only splits R into parts each chain still borders.
/// Playouts misjudge this when c's walls have cutting points (a one-line
/// wall of three chains beside an empty area of 35 points held only 0.2
/// to 0.4 in them, as the opponent's stones cut and capture the walls'
/// short pieces), so the rule overrides them; pass-alive analysis
/// overrides the rule. A chain given both verdicts (by regions of both
/// colours) is left to the other steps.
fn large_enclosures(
    board: &Chains<'_>,
    liberties: &[usize],
    held: &[f32],
    ownership: &[f32],
    pass_alive: &[Option<bool>],
    seki: &[bool],
    breakable: &dyn Fn(usize) -> bool,
) -> Vec<Option<bool>> {
    let Chains { graph, grid, chains, chain_of } = *board;
    let mut alive = vec![false; chains.len()];
    let mut dead = vec![false; chains.len()];
    for color in Color::ALL {
        let sign = if color == Color::Black { 1.0 } else { -1.0 };
        let opponent_stones = grid.iter().filter(|&&c| c == Some(color.opponent())).count();
        let (regions, _) = graph.components(|i| grid[i] != Some(color));
        for region in &regions {
            let empty: Vec<usize> = region.iter().copied().filter(|&i| grid[i].is_none()).collect();
            if empty.len() < ENCLOSURE_MIN {
                continue;
            }
            let lean: f32 = empty.iter().map(|&i| sign * ownership[i]).sum::<f32>() / empty.len() as f32;
            // The opponent's stones lie mostly outside R: R is an enclosure
            // in the opponent's game, not the open board of one where the
            // opponent has no area yet.
            let inside_stones = region.len() - empty.len();
            if 2 * inside_stones >= opponent_stones {
                continue;
            }
            let inside = board.chains_in(region);
            if inside.iter().any(|&k| pass_alive[k] == Some(false) || seki[k]) {
                continue;
            }
            let few = inside_stones <= INVADERS_MAX;
            if !few && (lean <= 0.0 || inside.iter().any(|&k| held[k] >= SAFE)) {
                continue;
            }
            // Per chain of `color`, its liberties in R.
            let mut in_region = vec![0usize; chains.len()];
            for &i in &empty {
                let mut seen: [usize; 4] = [usize::MAX; 4];
                for (slot, &j) in graph.adj[i].iter().enumerate() {
                    if grid[j] == Some(color) && !seen.contains(&chain_of[j]) {
                        seen[slot] = chain_of[j];
                        in_region[chain_of[j]] += 1;
                    }
                }
            }
            if few && (0..chains.len()).any(|k| in_region[k] > 0 && breakable(k)) {
                continue;
            }
            for (k, &count) in in_region.iter().enumerate() {
                if count >= 2 && liberties[k] >= 2 && !seki[k] {
                    alive[k] = true;
                }
            }
            // A bordering chain in atari lets the stones inside capture
            // their way out: the playouts judge them then.
            if in_region.iter().zip(liberties).any(|(&count, &l)| count > 0 && l < 2) {
                continue;
            }
            for &k in &inside {
                dead[k] = true;
            }
        }
    }
    (0..chains.len())
        .map(|k| match (alive[k], dead[k]) {
            (true, false) => Some(false),
            (false, true) => Some(true),
            _ => None,
        })
        .collect()
}

/// Per chain, the verdict of the dead-eye-shape rule, where it applies: a
/// chain whose only eye space is one small enclosed region that cannot
/// hold two eyes is dead (`Some(true)`), and the opponent's stones inside
/// that region are alive (`Some(false)`); `None` elsewhere.
///
/// The rule, for a chain X of colour c: among the connected regions of
/// points that are not c (empty points and the opponent's stones) and
/// touch X, exactly one, R, is bordered by X alone (no other chain of
/// colour c) and has at most [`EYE_REGION_MAX`] points, and every other
/// such region next to X is larger than that (the open board, not a second
/// eye of a group X belongs to). R is a [`killing_shape`] holding at most
/// one opponent chain (the opponent holds or takes its vital point; stones
/// in two chains or more may each be in atari on the empty vital point,
/// which X takes, capturing them all), or its eye
/// space, R without the empty points next to the opponent's stones inside
/// it (X fills those to capture them), is in one piece (a space those
/// fills split is as many eyes) of at most 3 points, or 4 in a square, a
/// space the opponent kills by playing its vital point after X has moved
/// (a finished position: a group that lives only if its owner moves first
/// is dead). The split alone misread a killing shape with the opponent's
/// stone on its vital point (a square four, a bulky five, a rabbity six)
/// as two eyes. X's other
/// liberties are all next to opponent stones and next to no other chain
/// of colour c (no second eye in the making, no connection out), and
/// every opponent chain next to X outside R is `safe` (X cannot win a
/// race against it: the caller counts a chain that the estimate keeps
/// alive; asking 0.7 of the playouts instead left rings in a rabbity six
/// alive beside a wall with an 8-point area, which random playouts put
/// in doubt). X is not next to a seki liberty (`in_seki`): a chain
/// in seki keeps its one eye; unless R is a killing shape holding all of
/// X's liberties, where the opponent's stones inside only look like a
/// seki partner (a lone stone in the middle of a crossed five shares all
/// four liberties with the ring, an even race with no eyes, but the ring
/// dies: filling grows the stones inside into another killing shape,
/// which the ring captures and the opponent plays into again). Playouts
/// miss this (their policy rarely plays the vital point inside an eye
/// space, or the placement after a capture), so the rule overrides them;
/// pass-alive analysis overrides the rule.
fn dead_eye_shapes(
    board: &Chains<'_>,
    liberties: &[usize],
    in_seki: &dyn Fn(usize) -> bool,
    safe: &dyn Fn(usize) -> bool,
) -> Vec<Option<bool>> {
    let Chains { graph, grid, chains, chain_of } = *board;
    let mut verdict: Vec<Option<bool>> = vec![None; chains.len()];
    for color in Color::ALL {
        let (regions, region_of) = graph.components(|i| grid[i] != Some(color));
        // Per chain of `color`, the small regions bordered by it alone.
        let mut enclosed: Vec<Vec<usize>> = vec![Vec::new(); chains.len()];
        for (r, region) in regions.iter().enumerate() {
            if region.len() > EYE_REGION_MAX {
                continue;
            }
            let mut border: Option<usize> = None;
            let mut alone = true;
            for &i in region {
                for &j in &graph.adj[i] {
                    if grid[j] == Some(color) {
                        match border {
                            None => border = Some(chain_of[j]),
                            Some(b) if b != chain_of[j] => alone = false,
                            Some(_) => {}
                        }
                    }
                }
            }
            if let (Some(b), true) = (border, alone) {
                enclosed[b].push(r);
            }
        }
        for (x, chain) in chains.iter().enumerate() {
            if grid[chain[0]] != Some(color) {
                continue;
            }
            let [r] = enclosed[x][..] else { continue };
            let region = &regions[r];
            let in_region = |i: usize| region.contains(&i);
            // Stones inside in two chains or more may each be in atari on
            // the empty vital point, which the owner then takes, capturing
            // them all: the shape rule reads only one chain (or none).
            let killing = board.chains_in(region).len() <= 1 && killing_shape(graph, region);
            // A killing shape holding all of X's liberties: the opponent's
            // stones inside only look like a seki partner (an even race on
            // the shared liberties), as filling them grows a shape that X
            // captures into another killing shape.
            let inside_only =
                killing && chain.iter().all(|&i| graph.adj[i].iter().all(|&j| grid[j].is_some() || in_region(j)));
            if liberties[x] == 0 || (in_seki(x) && !inside_only) {
                continue;
            }
            // Every other region next to X is large: the open board where
            // the opponent lives, not an eye of a group X belongs to.
            let small_elsewhere = chain.iter().any(|&i| {
                graph.adj[i].iter().any(|&j| {
                    let q = region_of[j];
                    q != usize::MAX && q != r && regions[q].len() <= EYE_REGION_MAX
                })
            });
            if small_elsewhere {
                continue;
            }
            let opponent = Some(color.opponent());
            if !killing {
                // The eye space once the stones inside are captured.
                let space: Vec<usize> = region
                    .iter()
                    .copied()
                    .filter(|&i| {
                        grid[i].is_some() || !graph.adj[i].iter().any(|&j| grid[j] == opponent && in_region(j))
                    })
                    .collect();
                let square = space.len() == 4
                    && space.iter().all(|&i| graph.adj[i].iter().filter(|&&j| space.contains(&j)).count() == 2);
                if space.len() > 3 && !square {
                    continue;
                }
                // One eye: a space that the filled liberties split in parts
                // is as many eyes.
                if graph.components(|i| space.contains(&i)).0.len() > 1 {
                    continue;
                }
            }
            // X's other liberties and opponent neighbours.
            let mut other_eye = false;
            let mut unsafe_neighbour = false;
            for &i in chain {
                for &j in &graph.adj[i] {
                    if in_region(j) {
                        continue;
                    }
                    match grid[j] {
                        // A liberty with no opponent stone next to it may
                        // become a second eye, and one next to another
                        // chain of X's colour connects X to it.
                        None => {
                            other_eye |= !graph.adj[j].iter().any(|&q| grid[q] == opponent)
                                || graph.adj[j].iter().any(|&q| grid[q] == Some(color) && chain_of[q] != x);
                        }
                        Some(c) if c != color => unsafe_neighbour |= !safe(chain_of[j]),
                        Some(_) => {}
                    }
                }
            }
            if other_eye || unsafe_neighbour {
                continue;
            }
            verdict[x] = Some(true);
            for &i in region {
                if grid[i].is_some() {
                    verdict[chain_of[i]] = Some(false);
                }
            }
        }
    }
    verdict
}

/// Whether `region` (connected points, empty or the opponent's, enclosed by
/// one chain) is an eye space that the opponent kills by holding its vital
/// point, whoever holds what inside it now: in a finished position the
/// opponent moves first and takes the vital point if it is empty, and a
/// stone already there stays (the owner's captures leave a space of the
/// same kind). The shapes, by size, told apart by how many neighbours each
/// point has inside the region: at most 3 points (any); 4 in a square
/// (every point 2: dead whoever moves) or a pyramid (one point 3, the
/// others 1: the vital point is the middle); 5 as a crossed five (one
/// point 4) or a bulky five (a square and one point more: five pairs of
/// neighbours, the vital point the square's point with 3); 6 as a rabbity
/// six (a square with two points more at one corner: one point 4, the
/// vital point). The straight and bent fours and every larger space hold
/// two eyes against any first move and are not killing shapes.
fn killing_shape(graph: &Graph, region: &[usize]) -> bool {
    let mut degrees: Vec<usize> =
        region.iter().map(|&i| graph.adj[i].iter().filter(|&j| region.contains(j)).count()).collect();
    degrees.sort_unstable();
    match region.len() {
        0..=3 => true,
        4 => degrees == [2, 2, 2, 2] || degrees == [1, 1, 1, 3],
        5 => degrees == [1, 1, 1, 1, 4] || degrees == [1, 2, 2, 2, 3],
        6 => degrees == [1, 1, 2, 2, 2, 4],
        _ => false,
    }
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
/// the heavy playouts run with that side first (+1 Black's area, −1
/// White's), and the most playouts run with either side first. Each side
/// plays rounds of [`EstimateOptions::FIRST_LOOK`] playouts, then of
/// [`EstimateOptions::ROUND`], up to `options.playouts`. With
/// `options.early_stop`, after each round `settled` says, per side to move
/// first, whether the chains whose holds that side's playouts give (the
/// other colour's) are all settled: the next round leaves that side out,
/// and the playouts end once both are settled. Each side's playouts draw
/// from their own generator seeded from `options.seed`, so a round's
/// results do not depend on how many rounds follow. `None` when `stop`
/// was set before they were done.
fn playout_ownership(
    board: &Board,
    options: &EstimateOptions,
    stop: Option<&AtomicBool>,
    settled: impl Fn(&ByColor<Vec<f32>>, ByColor<u32>) -> ByColor<bool>,
) -> Option<(ByColor<Vec<f32>>, u32)> {
    let size = board.size();
    let n = size.area();
    let zero = ByColor::from_fn(|_| vec![0.0f32; n]);
    if options.playouts == 0 {
        return Some((zero, 0));
    }
    // Rebuilt from the colours, so that the playouts do not depend on how
    // the position was reached (see `Board::playout`).
    let Ok(start) = Board::from_colors(size, board.topology(), &board.colors()) else { return Some((zero, 0)) };
    let policy = PlayoutPolicy::for_area(n).with_style(PlayoutStyle::Heavy);
    let black = Xoshiro256PlusPlus::seed_from_u64(options.seed);
    let mut white = black.clone();
    white.jump();
    let mut rngs = ByColor::new(black, white);
    let mut sums = ByColor::from_fn(|_| vec![0i32; n]);
    let means = |sums: &ByColor<Vec<i32>>, done: ByColor<u32>| {
        ByColor::from_fn(|c| sums[c].iter().map(|&s| s as f32 / done[c].max(1) as f32).collect::<Vec<f32>>())
    };
    let mut done = ByColor::new(0u32, 0u32);
    // Which sides to move first play the next round.
    let mut playing = ByColor::new(true, true);
    // One board for every playout (each copies the start into its
    // memory) and one set of counting buffers.
    let mut b = start.clone();
    let mut owners = Vec::with_capacity(n);
    let mut scratch = AreaScratch::default();
    loop {
        for color in Color::ALL {
            if !playing[color] {
                continue;
            }
            let step = if done[color] == 0 { EstimateOptions::FIRST_LOOK } else { EstimateOptions::ROUND };
            let round = step.min(options.playouts - done[color]);
            for _ in 0..round {
                if stop.is_some_and(|s| s.load(Ordering::Relaxed)) {
                    return None;
                }
                b.clone_from(&start);
                b.playout(color, None, &mut rngs[color], policy, |_, _| {});
                b.area_owners_into(&mut owners, &mut scratch);
                for (s, o) in sums[color].iter_mut().zip(&owners) {
                    *s += match o {
                        Some(Color::Black) => 1,
                        Some(Color::White) => -1,
                        None => 0,
                    };
                }
            }
            done[color] += round;
        }
        let left = ByColor::from_fn(|c| done[c] < options.playouts);
        playing = if options.early_stop && (left.black || left.white) {
            let settled = settled(&means(&sums, done), done);
            ByColor::from_fn(|c| left[c] && !settled[c])
        } else {
            left
        };
        if !playing.black && !playing.white {
            break;
        }
    }
    Some((means(&sums, done), done.black.max(done.white)))
}

/// Every chain of `board` with its status at the end of a game, for GTP's
/// `final_status_list`: [`ChainStatus::Dead`] when its stones are in `dead`
/// (a chain counts as dead when any of its stones is listed);
/// [`ChainStatus::Seki`] when it is living and touches a seki liberty of the
/// position with the dead stones removed, as the count sees it (a shared
/// liberty that neither colour can fill without self-atari, the fills
/// judged with the dead stones still on the board, except those the filler
/// can take from outside first, [`seki_liberties`]);
/// otherwise [`ChainStatus::Alive`]. Chains in row-major order of their first stones,
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
    let mut touches_seki = vec![false; size.area()];
    for p in seki_liberties_when_counting(board, &removed) {
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
