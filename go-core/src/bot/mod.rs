//! The computer player: Monte-Carlo tree search over heavy playouts
//! (captures, atari rescues and 3x3 shape patterns around the last move
//! first; see [`PlayoutStyle::Heavy`](crate::PlayoutStyle::Heavy)), with
//! RAVE (all-moves-as-first statistics) and prior knowledge in new nodes,
//! after Gelly and Silver, seeded and budgeted in playouts or milliseconds.
//!
//! The bot is a client of the public game API: its move at the root is
//! always chosen among [`Game::legal_moves`], so it never plays an illegal
//! move under any ko or suicide rule; deeper in the tree and in playouts it
//! uses the board's simple-ko point only. Playouts are scored by area
//! (stones plus surrounded empty points) with the game's komi and handicap
//! compensation; in Atari Go a playout ends at the first capture, whose
//! author wins. It plays on any topology the board has.
//!
//! With one thread and a playout budget the same seed gives the same move
//! for the same game: the same moves from the same start (the seed is mixed
//! with the move number, and playouts depend on the board's history, so an
//! equal position reached by other moves may get another move). The
//! millisecond budget reads the machine's monotonic
//! clock (the bot's own thinking time, not the game's clocks).

mod budget;
#[cfg(feature = "phantom")]
mod phantom;
mod tree;

use std::time::{Duration, Instant};

use crate::base::Phase;
use crate::base::{ByColor, Color};
use crate::base::{Move, Point};
use crate::game::Game;
use crate::rules::Counting;
use crate::scoring;

pub use budget::move_time_ms;
use tree::{Search, SearchParams};

/// How long the bot thinks for one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Budget {
    /// This many playouts in all, split exactly across the threads (at
    /// least 1).
    Playouts(u32),
    /// This many milliseconds of wall time.
    Millis(u64),
    /// At most `playouts` playouts (split across threads), stopping early
    /// when `millis` milliseconds of wall time have passed: a playout
    /// budget that respects a game clock.
    PlayoutsWithin {
        /// The playout limit.
        playouts: u32,
        /// The time limit in milliseconds.
        millis: u64,
    },
}

/// The computer player's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BotConfig {
    /// Thinking budget per move.
    pub budget: Budget,
    /// Search threads (root parallelism: one tree each, merged at the root).
    /// At least 1.
    pub threads: usize,
    /// Random seed. Each move's search is seeded from it and the move number.
    pub seed: u64,
    /// UCT exploration constant added to each child's value as
    /// `c * sqrt(ln(parent visits) / (visits + 1))` (default 0: the priors
    /// and RAVE do the exploring).
    pub exploration: f64,
    /// RAVE equivalence parameter: how many visits it takes for a node's
    /// own win rate to outweigh its all-moves-as-first win rate (default
    /// 3500).
    pub rave_equivalence: f64,
}

impl Default for BotConfig {
    fn default() -> BotConfig {
        BotConfig { budget: Budget::Playouts(2_000), threads: 1, seed: 1, exploration: 0.0, rave_equivalence: 3500.0 }
    }
}

impl BotConfig {
    /// The default settings with a playout budget.
    #[must_use]
    pub fn with_playouts(playouts: u32) -> BotConfig {
        BotConfig { budget: Budget::Playouts(playouts), ..BotConfig::default() }
    }
}

/// What a search found ([`Bot::analyze`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// The move the bot plays.
    pub best: Move,
    /// The estimated chance that the side to move wins after `best`, 0..=1.
    pub win_rate: f64,
    /// Playouts made.
    pub playouts: u32,
    /// Per point (row-major), how often it ended as Black's area in the
    /// playouts minus how often as White's, in -1..=1.
    pub ownership: Vec<f32>,
    /// Root moves with their visit counts and win rates, most visited first.
    pub candidates: Vec<(Move, u32, f64)>,
}

/// The computer player.
#[derive(Clone, Debug)]
pub struct Bot {
    config: BotConfig,
}

impl Bot {
    /// A bot with these settings.
    #[must_use]
    pub fn new(config: BotConfig) -> Bot {
        Bot { config }
    }

    /// The settings.
    #[must_use]
    pub fn config(&self) -> &BotConfig {
        &self.config
    }

    /// The bot's move for the side to move in `game`: always one of
    /// [`Game::legal_moves`]; [`Move::Pass`] when the game is not being
    /// played, when only eye-filling moves remain, when passing wins the
    /// count and either the opponent has just passed or the position is
    /// settled (every empty point's owner clear in the playouts, none of the
    /// bot's stones in danger, no chain of either colour in atari and no
    /// opponent stone just played in its area), or when the opponent has just passed and no move wins more
    /// than 5% of the playouts.
    #[must_use]
    pub fn choose_move(&self, game: &Game) -> Move {
        self.analyze(game).best
    }

    /// Searches `game` for the side to move and reports the result.
    #[must_use]
    pub fn analyze(&self, game: &Game) -> Analysis {
        let area = game.board().size().area();
        let empty = Analysis {
            best: Move::Pass,
            win_rate: 0.5,
            playouts: 0,
            ownership: vec![0.0; area],
            candidates: Vec::new(),
        };
        if game.phase() != Phase::Playing {
            return empty;
        }
        let color = game.to_move();
        let board = game.board();
        let root_moves: Vec<Point> =
            game.legal_moves().into_iter().filter_map(Move::point).filter(|&p| !board.is_eye(p, color)).collect();
        if root_moves.is_empty() {
            return empty;
        }
        let params = SearchParams::from_game(game, &self.config);
        let threads = self.config.threads.max(1);
        let deadline = match self.config.budget {
            Budget::Millis(ms) | Budget::PlayoutsWithin { millis: ms, .. } => {
                Some(Instant::now() + Duration::from_millis(ms))
            }
            Budget::Playouts(_) => None,
        };
        // A playout budget is split exactly: thread k makes n / threads
        // playouts, one more for the first n % threads, and no more threads
        // run than there are playouts.
        let limit = match self.config.budget {
            Budget::Playouts(n) | Budget::PlayoutsWithin { playouts: n, .. } => Some(n.max(1)),
            Budget::Millis(_) => None,
        };
        let threads = limit.map_or(threads, |n| threads.min(usize::try_from(n).unwrap_or(usize::MAX)));
        let share = |k: usize| -> Option<u32> {
            let n = limit?;
            let t = u32::try_from(threads).unwrap_or(u32::MAX);
            let k = u32::try_from(k).unwrap_or(u32::MAX);
            Some(n / t + u32::from(k < n % t))
        };
        let move_number = u64::try_from(game.moves().len()).unwrap_or(0);
        let base_seed = self.config.seed ^ move_number.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let run = |k: usize| {
            let mut search = Search::new(game, &root_moves, &params, base_seed.wrapping_add(k as u64));
            search.run(share(k), deadline);
            search.root_summary()
        };
        let summaries: Vec<tree::RootSummary> = if threads == 1 {
            vec![run(0)]
        } else {
            std::thread::scope(|s| {
                let handles: Vec<_> = (0..threads).map(|k| s.spawn(move || run(k))).collect();
                handles.into_iter().filter_map(|h| h.join().ok()).collect()
            })
        };
        let merged = tree::RootSummary::merge(summaries);
        let mut best = merged.best();
        if best == Move::Pass {
            // A pass chosen by visits is noise while much of the board is
            // open (few visits per move on a large board): accept it only
            // when at most a tenth of the empty points is still unsettled in
            // the playouts, or when the most visited stone move (with 50
            // visits at least) wins under 5% of its playouts.
            let unsettled = board
                .size()
                .points()
                .zip(&merged.ownership)
                .filter(|&(p, &o)| board.get(p).is_none() && o.abs() < 0.5)
                .count();
            let best_stone = merged.best_stone();
            let hopeless = best_stone.is_none_or(|m| merged.visits_of(m) >= 50 && merged.win_rate_of(m) < 0.05);
            if 10 * unsettled > board.empty_count() && !hopeless {
                best = best_stone.unwrap_or(Move::Pass);
            }
        }
        let win_rate = merged.win_rate_of(best);
        // Pass when passing wins the count (with the stones the playouts call
        // dead removed) and either the opponent has just passed or the
        // position is settled: every empty point's owner is clear in the
        // playouts and none of the bot's own stones is in danger.
        let own_sign = if color == Color::Black { 1.0 } else { -1.0 };
        // A chain in atari (of either colour) means a capture is still on
        // the board to be made or prevented: the playouts' verdict on it
        // is not to be trusted enough to stop playing.
        let settled = board.size().points().zip(&merged.ownership).all(|(p, &o)| match board.get(p) {
            None => o.abs() >= 0.9,
            Some(c) if c == color => o * own_sign >= 0.9 && board.liberty_count(p) != Some(1),
            Some(_) => board.liberty_count(p) != Some(1),
        });
        let last = game.moves().last().map(|m| m.mv);
        let last_was_pass = last == Some(Move::Pass);
        // An opponent stone just played inside our area is answered, not
        // ignored: several such stones together could take eyes away.
        let invaded = last.and_then(Move::point).and_then(|p| board.size().index_of(p)).is_some_and(|i| {
            let o = merged.ownership[i] * own_sign;
            o > 0.0
        });
        if ((settled && !invaded) || last_was_pass) && passing_wins(game, &merged.ownership) {
            best = Move::Pass;
        }
        // The opponent passed and no move saves the game: end it rather than
        // fill our own liberties.
        if last_was_pass && win_rate < 0.05 {
            best = Move::Pass;
        }
        Analysis {
            best,
            win_rate,
            playouts: merged.playouts,
            ownership: merged.ownership.clone(),
            candidates: merged.candidates(),
        }
    }

    /// The dead stones of `game`'s position as
    /// [`estimate_dead_stones`](crate::estimate_dead_stones) estimates them
    /// under the game's rules (pass-alive analysis, seki, playouts with
    /// each side to move first), with the default number of playouts and
    /// this bot's seed. A suggestion for the counting phase, never a
    /// decision (RULES.md section 4). Whole chains, row-major.
    #[must_use]
    pub fn estimate_dead_stones(&self, game: &Game) -> Vec<Point> {
        let options = scoring::EstimateOptions::new(scoring::EstimateOptions::default().playouts, self.config.seed);
        scoring::estimate_dead_stones(game.board(), game.rules(), &options).dead
    }
}

/// Whether the side to move wins if the game is counted now, with the
/// stones the playouts call dead removed.
fn passing_wins(game: &Game, ownership: &[f32]) -> bool {
    let board = game.board();
    let dead: Vec<Point> = board
        .size()
        .points()
        .zip(ownership)
        .filter(|&(p, &o)| match board.get(p) {
            Some(Color::Black) => o <= -0.6,
            Some(Color::White) => o >= 0.6,
            None => false,
        })
        .map(|(p, _)| p)
        .collect();
    let rules = *game.rules();
    let Ok(score) = scoring::score(board, &dead, game.prisoners(), &rules, game.handicap_stones()) else {
        return false;
    };
    let _ = matches!(rules.counting(), Counting::Area);
    match game.to_move() {
        Color::Black => score.margin < 0,
        Color::White => score.margin > 0,
    }
}

/// Komi and compensation that White receives in a playout's area count, in
/// half points.
pub(crate) fn white_bonus_half_points(game: &Game) -> i64 {
    let rules = game.rules();
    i64::from(rules.komi().half_points()) + 2 * i64::from(rules.handicap_bonus().points(game.handicap_stones()))
}

/// Averages per-point ownership sums over `n` playouts.
pub(crate) fn ownership_from(sums: &[i32], n: u32) -> Vec<f32> {
    let n = n.max(1) as f32;
    sums.iter().map(|&s| s as f32 / n).collect()
}

/// Both colours' counts as a pair for scoring a playout.
pub(crate) fn margin_half_points(area: ByColor<u32>, white_bonus: i64) -> i64 {
    2 * (i64::from(area.white) - i64::from(area.black)) + white_bonus
}
