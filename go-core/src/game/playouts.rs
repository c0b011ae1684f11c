//! Many playouts from a game's position at once ([`Game::playouts`]): the
//! bulk call behind the bindings' playout functions, so that a caller in C
//! or Python crosses the boundary once for N playouts.

use std::sync::atomic::{AtomicBool, Ordering};

use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::base::{ByColor, Color, Phase};
use crate::board::{AreaScratch, Board, PlayoutPolicy, PlayoutStyle};
use crate::scoring;

use super::Game;

/// What [`Game::playouts`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub struct PlayoutBatch {
    /// The number of playouts.
    pub playouts: u32,
    /// The seed: playout `i` draws from its own generator seeded with
    /// [`PlayoutBatch::playout_seed`]`(i)`, so the result does not depend on
    /// `threads`, and nearby seeds give unrelated playouts.
    pub seed: u64,
    /// Worker threads, at least 1 (each runs a share of the playouts).
    pub threads: u32,
    /// How the playouts choose their moves.
    pub style: PlayoutStyle,
}

impl PlayoutBatch {
    /// The most playouts one batch may ask for: the C and Python calls
    /// refuse more (the margins alone take 8 bytes a playout, 80 MB at this
    /// bound, and a C caller cannot interrupt the call; Python's Ctrl-C
    /// stops it through [`Game::playouts_with_stop`]).
    pub const MAX_PLAYOUTS: u32 = 10_000_000;

    /// The most threads one batch may ask for (the C and Python calls
    /// refuse more).
    pub const MAX_THREADS: u32 = 256;

    /// The seed of playout `i`'s generator (a [`Xoshiro256PlusPlus`]
    /// seeded by `seed_from_u64`): the first output of a SplitMix64
    /// generator seeded with `seed`, plus `i` (wrapping). The mix keeps the
    /// batches of nearby seeds apart (found from outside: with `seed + i`,
    /// seeds 10 and 11 shared 499 of 500 playouts, so that a bot seeding
    /// by move number or worker drew the same playouts again).
    #[must_use]
    pub fn playout_seed(&self, i: u64) -> u64 {
        rand_xoshiro::SplitMix64::seed_from_u64(self.seed).next_u64().wrapping_add(i)
    }

    /// `playouts` light playouts from seed `seed` on one thread.
    #[must_use]
    pub fn new(playouts: u32, seed: u64) -> PlayoutBatch {
        PlayoutBatch { playouts, seed, threads: 1, style: PlayoutStyle::Light }
    }

    /// This batch on `threads` threads (0 is read as 1).
    #[must_use]
    pub fn with_threads(mut self, threads: u32) -> PlayoutBatch {
        self.threads = threads.max(1);
        self
    }

    /// This batch with another move choice.
    #[must_use]
    pub fn with_style(mut self, style: PlayoutStyle) -> PlayoutBatch {
        self.style = style;
        self
    }
}

/// What [`Game::playouts`] found.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub struct PlayoutStats {
    /// Per playout, in order: White's margin of the area count of its final
    /// position (White's area minus Black's plus the game's komi and the
    /// area-counting handicap compensation), in half points.
    pub margins: Vec<i64>,
    /// Per point, row-major: how often it ended as Black's area minus how
    /// often as White's, over all playouts, in -1..=1.
    pub ownership: Vec<f32>,
    /// Moves made over all playouts, passes included.
    pub moves: u64,
}

impl Game {
    /// Runs `batch.playouts` random playouts from the current position
    /// with the side to move first (the simple-ko point is respected on the
    /// first move), each until two passes in a row or `3 * area + 20` moves,
    /// and counts each final position by area under the game's rules (its
    /// komi and handicap compensation; RULES.md section 4, with every stone
    /// on the board alive, as a playout ends with no dead stones left).
    /// The playouts are a statistic, not games under the game's rules: they
    /// keep the simple-ko rule only, never superko (a board position may
    /// repeat), so on very small boards their margins can differ from games
    /// played under positional superko.
    ///
    /// Deterministic: playout `i` uses a generator seeded with
    /// [`PlayoutBatch::playout_seed`]`(i)` from the position rebuilt from
    /// its colours, so the
    /// same game, batch and seed give the same [`PlayoutStats`] whatever
    /// the number of threads. Outside the playing phase (counting, or a
    /// finished game) the position is played out all the same. Cost: about
    /// 0.1 µs per move (light) plus one count per playout.
    #[must_use]
    pub fn playouts(&self, batch: &PlayoutBatch) -> PlayoutStats {
        // Never stopped, so always complete.
        self.run_playouts(batch, None).unwrap_or_else(|| PlayoutStats {
            margins: Vec::new(),
            ownership: Vec::new(),
            moves: 0,
        })
    }

    /// [`Game::playouts`] that gives up when `stop` is set: each thread
    /// looks at the flag before each of its playouts and stops there, so
    /// the call returns within about one playout's time (microseconds to a
    /// millisecond) of the flag being set. `None` when it stopped early
    /// (nothing partial is returned: a part of the playouts would not be
    /// the batch asked for); otherwise exactly what [`Game::playouts`]
    /// gives. For a caller that runs the batch on one thread and wants to
    /// cancel it from another (the Python module's Ctrl-C).
    #[must_use]
    pub fn playouts_with_stop(&self, batch: &PlayoutBatch, stop: &AtomicBool) -> Option<PlayoutStats> {
        self.run_playouts(batch, Some(stop))
    }

    fn run_playouts(&self, batch: &PlayoutBatch, stop: Option<&AtomicBool>) -> Option<PlayoutStats> {
        let stopped = || stop.is_some_and(|s| s.load(Ordering::Relaxed));
        let size = self.board.size();
        let n = size.area();
        let count = batch.playouts as usize;
        let mut stats = PlayoutStats { margins: vec![0; count], ownership: vec![0.0; n], moves: 0 };
        let Ok(start) = Board::from_colors(size, self.board.topology(), &self.board.colors()) else {
            return Some(stats);
        };
        let ko = if self.phase == Phase::Playing { self.simple_ko_point() } else { None };
        let bonus = scoring::area_bonus_half_points(&self.setup.rules, self.handicap_stones);
        let policy = PlayoutPolicy::for_area(n).with_style(batch.style);
        let threads = (batch.threads.max(1) as usize).min(count.max(1));
        let chunk = count.div_ceil(threads);
        // Each share: its ownership counts, its moves, and whether it ran
        // to the end (not stopped).
        let run = |first: usize, margins: &mut [i64]| -> (Vec<i32>, u64, bool) {
            let mut owned = vec![0i32; n];
            let mut moves = 0u64;
            // One board for the share's playouts (each copies the start
            // into its memory) and one set of counting buffers.
            let mut board = start.clone();
            let mut owners = Vec::with_capacity(n);
            let mut scratch = AreaScratch::default();
            for (k, margin) in margins.iter_mut().enumerate() {
                if stopped() {
                    return (owned, moves, false);
                }
                let mut rng = Xoshiro256PlusPlus::seed_from_u64(batch.playout_seed((first + k) as u64));
                board.clone_from(&start);
                let outcome = board.playout(self.to_move, ko, &mut rng, policy, |_, _| {});
                moves += u64::from(outcome.moves);
                board.area_owners_into(&mut owners, &mut scratch);
                *margin = scoring::area_margin_half_points(area_of(&owners), bonus);
                for (o, owner) in owned.iter_mut().zip(&owners) {
                    *o += match owner {
                        Some(Color::Black) => 1,
                        Some(Color::White) => -1,
                        None => 0,
                    };
                }
            }
            (owned, moves, true)
        };
        let parts: Vec<(Vec<i32>, u64, bool)> = if threads == 1 {
            vec![run(0, &mut stats.margins)]
        } else {
            std::thread::scope(|scope| {
                let handles: Vec<_> = stats
                    .margins
                    .chunks_mut(chunk)
                    .enumerate()
                    .map(|(t, margins)| {
                        let run = &run;
                        scope.spawn(move || run(t * chunk, margins))
                    })
                    .collect();
                handles.into_iter().map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
            })
        };
        if parts.iter().any(|&(_, _, complete)| !complete) {
            return None;
        }
        let mut sums = vec![0i64; n];
        for (owned, moves, _) in parts {
            stats.moves += moves;
            for (s, o) in sums.iter_mut().zip(owned) {
                *s += i64::from(o);
            }
        }
        if count > 0 {
            stats.ownership = sums.iter().map(|&s| s as f32 / count as f32).collect();
        }
        Some(stats)
    }
}

/// Each colour's area from each point's owner, row-major, as
/// [`Board::area_owners`] gives them.
fn area_of(owners: &[Option<Color>]) -> ByColor<u32> {
    let mut area = ByColor::new(0, 0);
    for &owner in owners.iter().flatten() {
        area[owner] += 1;
    }
    area
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;
    use rand_xoshiro::Xoshiro256PlusPlus;

    use super::*;
    use crate::base::BoardSize;
    use crate::board::Topology;
    use crate::rules::{Counting, Rules};

    /// The playouts' own area count gives exactly what the scoring module
    /// gives under area counting (margin and owner of every point), on the
    /// final positions of many playouts: board sizes, rectangles, every
    /// topology this build has, komi signs, handicap compensation.
    #[test]
    fn area_margin_matches_the_scoring_module() {
        // Without the toroidal feature the wrapped boards are refused (and
        // skipped).
        let topologies = [Topology::Planar, Topology::Torus, Topology::HorizontalCylinder, Topology::VerticalCylinder];
        let rule_sets = [Rules::chinese(), Rules::aga(), Rules::new_zealand(), Rules::tromp_taylor()];
        let mut owners = Vec::new();
        let mut scratch = AreaScratch::default();
        let mut checked = 0;
        for (w, h) in [(1, 1), (2, 3), (5, 5), (7, 4), (9, 9), (13, 13), (19, 19)] {
            let size = BoardSize::new(w, h).unwrap();
            for topology in topologies {
                let Ok(start) = Board::with_topology(size, topology) else { continue };
                for seed in 0..12usize {
                    let mut board = start.clone();
                    let mut rng = Xoshiro256PlusPlus::seed_from_u64(u64::try_from(seed).unwrap_or(0));
                    let style = if seed % 2 == 0 { PlayoutStyle::Light } else { PlayoutStyle::Heavy };
                    let policy = PlayoutPolicy::for_area(size.area()).with_style(style);
                    board.playout(Color::Black, None, &mut rng, policy, |_, _| {});
                    board.area_owners_into(&mut owners, &mut scratch);
                    assert_eq!(owners, board.area_owners());
                    for (k, rules) in rule_sets.iter().enumerate() {
                        let handicap = [0, 2, 5, 9][(seed + k) % 4];
                        let rules = rules.with_counting(Counting::Area);
                        let score = scoring::score(&board, &[], Default::default(), &rules, handicap).unwrap();
                        let bonus = scoring::area_bonus_half_points(&rules, handicap);
                        let margin = scoring::area_margin_half_points(area_of(&owners), bonus);
                        assert_eq!(margin, score.margin, "{size} {topology:?} {seed}");
                        assert_eq!(owners, score.ownership, "{size} {topology:?} {seed}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked >= 7 * 12 * 4);
    }
}
