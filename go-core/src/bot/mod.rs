//! The computer player: Monte-Carlo tree search over heavy playouts
//! (captures, atari rescues, two-liberty capturing races and 3x3 shape
//! patterns around the last move first; see
//! [`PlayoutStyle::HeavyRaces`](crate::PlayoutStyle::HeavyRaces)), with
//! RAVE (all-moves-as-first statistics) and prior knowledge in new nodes,
//! after Gelly and Silver, seeded and budgeted in playouts or milliseconds.
//! The prior knowledge includes move patterns learned from game records
//! ([`move_pattern`], [`PatternCounts`]): the 3x3 neighbourhood and line of
//! each move, weighted by how often players chose such a move.
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
mod patterns;
#[cfg(feature = "phantom")]
mod phantom;
mod resign;
mod settle;
mod tree;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::base::Color;
use crate::base::Phase;
use crate::base::{Move, Point};
use crate::game::Game;
use crate::rules::Counting;
use crate::scoring;

pub use budget::{max_move_time_ms, move_time_ms};
pub use patterns::{PatternCounts, move_pattern};
pub use resign::{MoveEstimate, Resignation};
use tree::{Search, SearchParams};

/// How long the bot thinks for one move. A budget with a time limit
/// looks at the clock first after 16 playouts a thread (a move needs some
/// search, however short its time), then after every 16; a playout limit
/// below 16 still ends the search there.
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
    /// A game clock's share for the move ([`Budget::within_clock`]):
    /// `millis` milliseconds, then, when the two most visited moves are
    /// close (the second has at least 60% of the first's visits), on up to
    /// `max_millis` in all; never more than `playouts` playouts (split
    /// across threads).
    Clock {
        /// The usual time for the move, in milliseconds.
        millis: u64,
        /// The most the move may take, in milliseconds.
        max_millis: u64,
        /// The playout limit.
        playouts: u32,
    },
}

impl Budget {
    /// The longest a budget in milliseconds that a surface takes from a
    /// person or a program is (GTP `go-core-budget millis`, the examples'
    /// `--millis`, Python's `Game.analyze(millis=)`): 86,400,000, a day.
    pub const MAX_MILLIS: u64 = 86_400_000;

    /// The most playouts a move's budget that a surface takes may ask for
    /// (GTP `go-core-budget playouts`, the examples' `--playouts`, Python's
    /// `Game.analyze(playouts=)`, C's `go_game_suggest_move`): 10,000,000.
    /// The search tree stops growing at 4,194,304 nodes (about 200 MB a
    /// thread), after which the playouts go on from its leaves: memory is
    /// bounded on any budget, and more playouts would add little.
    pub const MAX_PLAYOUTS: u32 = 10_000_000;
}

/// The computer player's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BotConfig {
    /// Thinking budget per move.
    pub budget: Budget,
    /// Search threads (root parallelism: one tree each, merged at the root).
    /// At least 1. A budget with a time limit runs at most as many as the
    /// machine has cores (`std::thread::available_parallelism`): more add
    /// no playouts in the same time and overran it.
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
    /// Weight of the score in a playout's reward, 0..=1 (default 0.1): the
    /// reward is `(1 - w) * win + w * (1 + margin / k) / 2`, `k` the
    /// board's number of points, so that a won or lost game is still
    /// played for points rather than at random (Fuego's score
    /// modification; see the tree module).
    pub score_weight: f64,
    /// Dynamic komi for the losing side (default on): when the side to move
    /// wins under 20% of its playouts, its search values playouts with the
    /// komi moved by its mean shortfall (Baudiš 2011; see the tree module),
    /// so that a lost game is still played for points.
    pub dynamic_komi: bool,
}

impl Default for BotConfig {
    fn default() -> BotConfig {
        BotConfig {
            budget: Budget::Playouts(2_000),
            threads: 1,
            seed: 1,
            exploration: 0.0,
            rave_equivalence: 3500.0,
            score_weight: 0.1,
            dynamic_komi: true,
        }
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
    /// For a pass that ends the game (after the opponent's pass) the count's
    /// verdict, 1 or 0; for another pass (the opponent moves next), the
    /// most visited stone move's rate.
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

    /// Whether the bot may search `game` as a whole ([`Bot::analyze`] and
    /// the calls like it). A Phantom Go game holds the stones hidden from
    /// the player to move (RULES.md section 6: each player knows only its
    /// own stones and the referee's announcements), which a search of the
    /// whole game would use: such a game is refused, and the bot plays it
    /// through the referee instead (`Bot::choose_phantom_move`, from the
    /// player's own view). The GTP engine's `genmove`, C's
    /// `go_game_suggest_move` and Python's `Game.analyze` ask this first.
    ///
    /// # Errors
    /// [`GameError::HiddenInformation`](crate::GameError::HiddenInformation)
    /// for a game with the Phantom Go variant.
    pub fn check_game(game: &Game) -> Result<(), crate::base::GameError> {
        if game.variant().phantom().is_some() {
            return Err(crate::base::GameError::HiddenInformation);
        }
        Ok(())
    }

    /// The bot's move for the side to move in `game`: always one of
    /// [`Game::legal_moves`]. [`Move::Pass`] when the game is not being
    /// played; when only eye-filling moves and moves that give stones away
    /// remain (a self-atari of two stones or more joining a chain that
    /// tactical reading does not find lost anyway, such as a seki's or a
    /// race's own liberty filled); or when the count now (with the dead
    /// stones of the one estimator) wins after the opponent's pass (the
    /// pass ends the game won); or when the count now wins, or is worth at
    /// least as much as playing on (within half a point of the best mean
    /// margin of the well-visited moves in the playouts), and no move gains
    /// more than half a point in the count, by the same estimator, after
    /// it (each of the four most visited moves with a tenth of the top
    /// visits or more is counted: a dame still open is taken before a pass
    /// that would let the opponent take it), and either the opponent has
    /// just passed or, after 16 playouts or more, the position is settled
    /// (every empty point's owner clear in the playouts, none of the bot's
    /// stones in danger, no chain of either colour in atari and no opponent
    /// stone just played in its area), or the search itself prefers the
    /// pass with at most a tenth of the empty points unsettled, or, under
    /// territory counting (Japanese, Korean rules, where every stone placed
    /// inside one's own area or dead in the opponent's costs a point), at
    /// most a tenth of the empty points is unsettled. Before any such pass,
    /// a chain of three liberties or fewer whose fate depends on who moves
    /// first (tactical reading: an own chain that the opponent captures
    /// moving first and that the bot saves moving first; an opponent chain
    /// in a race with a short own chain that the bot captures moving first
    /// and the opponent saves moving first) is settled by the move that
    /// decides it: the playouts, which never put two stones in atari, see
    /// such a race as a seki, and a pass would hand the first move, or at
    /// the end of the game the count, to the opponent.
    #[must_use]
    pub fn choose_move(&self, game: &Game) -> Move {
        self.analyze(game).best
    }

    /// Searches `game` for the side to move and reports the result. The
    /// search sees the whole game: a caller that may hold a Phantom Go
    /// game asks [`Bot::check_game`] first. A game that is not being
    /// played (a free handicap still to be placed, counting, finished) is
    /// not searched: the answer is a pass, win rate 0.5, no playouts, every
    /// point's ownership 0 and no candidates, as when only moves that fill
    /// an own eye or give stones away remain.
    #[must_use]
    pub fn analyze(&self, game: &Game) -> Analysis {
        self.analyze_inner(game, None)
    }

    /// [`Bot::analyze`] for play that removes dead stones (after a rejected
    /// count, RULES.md section 4, where play resumes so that the players
    /// settle by playing what they disagreed on; KGS's
    /// `kgs-genmove_cleanup`): the bot does not pass while opponent stones
    /// that its dead-stone estimate ([`Bot::estimate_dead_stones`]) marks
    /// dead stand on the board and a legal move other than filling an own
    /// eye or giving stones away is left (the moves the search considers).
    /// Where the search would pass, it then plays, of the searched moves,
    /// the most visited one on a liberty of such a chain, else the most
    /// visited stone move; `best` is that move and `win_rate` the search's
    /// rate for it. A stone move the search chooses itself stands, on a
    /// liberty or not (found from outside: the doc said every move was on
    /// a liberty while dead stones stand; the search may first play
    /// elsewhere, an invasion it rates higher). Otherwise exactly what
    /// [`Bot::analyze`] gives. A claim that stones are dead is then proven
    /// on the board instead of passed over: a person who rejected the
    /// estimate sees the stones captured (found from outside: the computer
    /// passed at once after every rejection, and a table went on until its
    /// move limit without a result).
    #[must_use]
    pub fn analyze_cleanup(&self, game: &Game) -> Analysis {
        self.cleanup(game, self.analyze(game))
    }

    /// [`Bot::analyze_cleanup`] that gives up when `stop` is set, as
    /// [`Bot::analyze_with_stop`] does (the dead-stone estimate after the
    /// search, a few milliseconds, does not look at the flag).
    #[must_use]
    pub fn analyze_cleanup_with_stop(&self, game: &Game, stop: &AtomicBool) -> Option<Analysis> {
        self.analyze_with_stop(game, stop).map(|analysis| self.cleanup(game, analysis))
    }

    /// `analysis` of `game` turned into [`Bot::analyze_cleanup`]'s.
    fn cleanup(&self, game: &Game, mut analysis: Analysis) -> Analysis {
        if analysis.best != Move::Pass || game.phase() != Phase::Playing {
            return analysis;
        }
        let board = game.board();
        let color = game.to_move();
        let dead: Vec<Point> =
            self.estimate_dead_stones(game).into_iter().filter(|&p| board.get(p) == Some(color.opponent())).collect();
        if dead.is_empty() {
            return analysis;
        }
        let mut liberties: Vec<Point> = dead.iter().flat_map(|&p| board.liberties(p)).collect();
        liberties.sort_unstable();
        liberties.dedup();
        let searched = |on_liberty: bool| {
            analysis.candidates.iter().find_map(|&(mv, _, rate)| match mv {
                Move::Play(p) if !on_liberty || liberties.binary_search(&p).is_ok() => Some((mv, rate)),
                _ => None,
            })
        };
        // Without a search (only moves that fill an own eye or give stones
        // away are left) there is no candidate, and the pass stands: a
        // stone thrown into a group the estimate misjudged would only be
        // captured again.
        if let Some((mv, rate)) = searched(true).or_else(|| searched(false)) {
            analysis.best = mv;
            analysis.win_rate = rate;
        }
        analysis
    }

    /// [`Bot::analyze`] that gives up when `stop` is set: every search
    /// thread looks at the flag every 16 playouts (as at its deadline), so
    /// the call returns within milliseconds of it being set. `None` when
    /// `stop` is set by the time the search ends (a search cut short is
    /// not the one the budget asked for); otherwise exactly what
    /// [`Bot::analyze`] gives. For a caller that searches on one thread and
    /// cancels from another (the Python module's Ctrl-C).
    #[must_use]
    pub fn analyze_with_stop(&self, game: &Game, stop: &AtomicBool) -> Option<Analysis> {
        let analysis = self.analyze_inner(game, Some(stop));
        (!stop.load(Ordering::Relaxed)).then_some(analysis)
    }

    fn analyze_inner(&self, game: &Game, stop: Option<&AtomicBool>) -> Analysis {
        let Some(merged) = self.search(game, stop) else {
            return Analysis {
                best: Move::Pass,
                win_rate: 0.5,
                playouts: 0,
                ownership: vec![0.0; game.board().size().area()],
                candidates: Vec::new(),
            };
        };
        let (best, ended) = self.decide_pass(game, &merged);
        // A pass is not a searched move: after the opponent's pass it ends
        // the game, won or lost by the count; otherwise the opponent moves
        // next and the position is worth what the search found for it (the
        // most visited stone move's rate).
        let win_rate = match (best, ended) {
            (Move::Pass, Some(won)) => f64::from(u8::from(won)),
            (Move::Pass, None) => merged.best_stone().map_or(0.5, |stone| merged.win_rate_of(stone)),
            (stone, _) => merged.win_rate_of(stone),
        };
        Analysis {
            best,
            win_rate,
            playouts: merged.playouts,
            ownership: merged.ownership.clone(),
            candidates: merged.candidates(),
        }
    }

    /// The search of `game` for the side to move, merged over the
    /// threads; `None` when the game is not being played or only
    /// eye-filling moves and moves that give stones away remain.
    fn search(&self, game: &Game, stop: Option<&AtomicBool>) -> Option<tree::RootSummary> {
        if game.phase() != Phase::Playing {
            return None;
        }
        let color = game.to_move();
        let board = game.board();
        // Neither an own eye filled nor stones given away (a self-atari of
        // a chain that is not lost anyway; see `tree::gives_away_stones`):
        // when only such moves remain, the bot passes.
        let suicide = game.rules().suicide();
        let root_moves: Vec<Point> = game
            .legal_moves()
            .into_iter()
            .filter_map(Move::point)
            .filter(|&p| !board.is_eye(p, color) && !tree::gives_away_stones(board, color, p, suicide))
            .collect();
        if root_moves.is_empty() {
            return None;
        }
        let params = SearchParams::from_game(game, &self.config);
        let threads = self.config.threads.max(1);
        let started = Instant::now();
        let after = |ms: u64| Some(started + Duration::from_millis(ms));
        let (deadline, extended) = match self.config.budget {
            Budget::Millis(ms) | Budget::PlayoutsWithin { millis: ms, .. } => (after(ms), None),
            Budget::Clock { millis, max_millis, .. } => (after(millis), after(max_millis.max(millis))),
            Budget::Playouts(_) => (None, None),
        };
        // A playout budget is split exactly: thread k makes n / threads
        // playouts, one more for the first n % threads, and no more threads
        // run than there are playouts.
        let limit = match self.config.budget {
            Budget::Playouts(n) | Budget::PlayoutsWithin { playouts: n, .. } | Budget::Clock { playouts: n, .. } => {
                Some(n.max(1))
            }
            Budget::Millis(_) => None,
        };
        let threads = limit.map_or(threads, |n| threads.min(usize::try_from(n).unwrap_or(usize::MAX)));
        // Against a deadline, threads beyond the machine's cores add no
        // playouts (they share the cores), and each must be scheduled again
        // before it sees the deadline: no more run than there are cores
        // (found from outside: 128 threads on 2 cores took 1.23 s of a
        // move given 1 s).
        let threads = if deadline.is_some() {
            threads.min(std::thread::available_parallelism().map_or(1, std::num::NonZero::get))
        } else {
            threads
        };
        let share = |k: usize| -> Option<u32> {
            let n = limit?;
            let t = u32::try_from(threads).unwrap_or(u32::MAX);
            let k = u32::try_from(k).unwrap_or(u32::MAX);
            Some(n / t + u32::from(k < n % t))
        };
        let move_number = u64::try_from(game.moves().len()).unwrap_or(0);
        let base_seed = self.config.seed ^ move_number.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let mut searches: Vec<Search<'_>> =
            (0..threads).map(|k| Search::new(game, &root_moves, &params, base_seed.wrapping_add(k as u64))).collect();
        let run_all = |searches: &mut Vec<Search<'_>>, deadline: Option<Instant>| {
            if let [search] = searches.as_mut_slice() {
                search.run(share(0), deadline, stop);
            } else {
                std::thread::scope(|s| {
                    for (k, search) in searches.iter_mut().enumerate() {
                        s.spawn(move || search.run(share(k), deadline, stop));
                    }
                });
            }
        };
        run_all(&mut searches, deadline);
        let mut merged = tree::RootSummary::merge(searches.iter().map(Search::root_summary).collect());
        // Under a clock, a close choice between the two most visited moves
        // gets more time, up to the clock's limit for the move.
        if let Some(extended) = extended
            && merged.top_two_close()
        {
            run_all(&mut searches, Some(extended));
            merged = tree::RootSummary::merge(searches.iter().map(Search::root_summary).collect());
        }
        Some(merged)
    }

    /// The move to play after a search: the most visited stone move, or a
    /// pass when the game may end now without loss (see
    /// [`Bot::choose_move`]); with a pass that ends the game (after the
    /// opponent's pass), whether the count wins.
    fn decide_pass(&self, game: &Game, merged: &tree::RootSummary) -> (Move, Option<bool>) {
        let decided = self.decide_pass_by_count(game, merged);
        if decided.0 != Move::Pass || merged.best_stone().is_none() {
            return decided;
        }
        // A race or a weak chain that the first move decides is settled
        // before a pass hands the first move to the opponent.
        settle::deciding_move(game).map_or(decided, |p| (Move::Play(p), None))
    }

    /// [`Bot::decide_pass`] by the count alone.
    fn decide_pass_by_count(&self, game: &Game, merged: &tree::RootSummary) -> (Move, Option<bool>) {
        let Some(stone) = merged.best_stone() else { return (Move::Pass, None) };
        let board = game.board();
        let color = game.to_move();
        let own_sign = if color == Color::Black { 1.0 } else { -1.0 };
        let last = game.moves().last().map(|m| m.mv);
        let last_was_pass = last == Some(Move::Pass);
        // Settled: every empty point's owner clear in the playouts, none of
        // the bot's own stones in danger, and no chain of either colour in
        // atari (a capture still to be made or prevented: the playouts'
        // verdict on it is not to be trusted enough to stop playing).
        let settled = board.size().points().zip(&merged.ownership).all(|(p, &o)| match board.get(p) {
            None => o.abs() >= 0.9,
            Some(c) if c == color => o * own_sign >= 0.9 && board.liberty_count(p) != Some(1),
            Some(_) => board.liberty_count(p) != Some(1),
        });
        // An opponent stone just played inside our area is answered, not
        // ignored: several such stones together could take eyes away.
        let invaded = last.and_then(Move::point).and_then(|p| board.size().index_of(p)).is_some_and(|i| {
            let o = merged.ownership[i] * own_sign;
            o > 0.0
        });
        // The search itself prefers the pass: trusted only when at most a
        // tenth of the empty points is unsettled in the playouts (with few
        // visits per move on a large board a pass wins visits by noise).
        let unsettled = board
            .size()
            .points()
            .zip(&merged.ownership)
            .filter(|&(p, &o)| board.get(p).is_none() && o.abs() < 0.5)
            .count();
        let search_passes = merged.best() == Move::Pass && 10 * unsettled <= board.empty_count();
        // A handful of playouts says nothing of who owns what (one playout
        // makes every point look settled): the bot then passes only after
        // the opponent's pass.
        let enough = merged.playouts >= MIN_PLAYOUTS_TO_PASS;
        // Under territory counting every stone placed costs a point that a
        // pass keeps (inside one's own area, or a dead stone in the
        // opponent's), while the search rarely visits the pass: in a
        // position otherwise settled, the count decides between the best
        // moves and the pass.
        let territory_end = game.rules().counting().is_territory() && enough && 10 * unsettled <= board.empty_count();
        if !(last_was_pass || territory_end || (enough && ((settled && !invaded) || search_passes))) {
            return (stone, None);
        }
        // Count the position as it stands, with the dead stones of the one
        // estimator, and compare with playing on.
        let Some(count) = self.count_now(game, color, 1) else { return (stone, None) };
        let ended = last_was_pass.then_some(count.wins);
        let play_on = merged.best_mean_margin().unwrap_or(f64::NEG_INFINITY);
        // After the opponent's pass a pass ends the game: won, it is ended.
        // Otherwise the opponent moves next, and a point still open (a dame)
        // that a move takes is taken first, or the opponent may take it and
        // turn a narrow win into a loss.
        if count.wins {
            if last_was_pass {
                return (Move::Pass, ended);
            }
            return self.static_gain(game, merged, count.area_margin).map_or((Move::Pass, ended), |mv| (mv, None));
        }
        if count.area_margin < play_on - PLAY_ON_GAIN {
            return (stone, None);
        }
        // The playouts' margins may lean against every move (stones that
        // live in the playouts but not in the count): the count after each
        // well-visited move, by the same estimator, is asked too, so that
        // a point still to be taken (a dame) is never left for a pass.
        self.static_gain(game, merged, count.area_margin).map_or((Move::Pass, ended), |mv| (mv, None))
    }

    /// The well-visited stone move of `merged` (at least a tenth of the
    /// most visited one's visits, at most [`STATIC_CHECKS`] of them, most
    /// visited first) whose count after it (see [`Bot::count_now`]) beats
    /// `now`, the side to move's area margin now, by more than
    /// [`PLAY_ON_GAIN`] and by the most; `None` when no move does.
    fn static_gain(&self, game: &Game, merged: &tree::RootSummary, now: f64) -> Option<Move> {
        let color = game.to_move();
        let candidates = merged.candidates();
        let most = candidates.iter().find(|c| c.0 != Move::Pass)?.1;
        let mut best: Option<(Move, f64)> = None;
        for &(mv, _, _) in candidates.iter().filter(|c| c.0 != Move::Pass && 10 * c.1 >= most).take(STATIC_CHECKS) {
            let mut after = game.clone();
            if after.play(mv).is_err() {
                continue;
            }
            let Some(count) = self.count_now(&after, color, STATIC_CHECKS as u64) else { continue };
            let gain = count.area_margin - now;
            if gain > PLAY_ON_GAIN && best.is_none_or(|(_, g)| gain > g) {
                best = Some((mv, gain));
            }
        }
        best.map(|(mv, _)| mv)
    }

    /// The position counted now for `color`, with the dead stones
    /// of the one estimator ([`estimate_dead_stones`](crate::estimate_dead_stones))
    /// as [`Bot::estimate_dead_stones`] runs it: the estimate (same
    /// playouts, same seed) that GTP `final_score` and the table count the
    /// end of the game with, so that the bot passes only on the count that
    /// will be made. Under a game clock ([`Budget::Clock`]) its playouts
    /// are cut to `millis * 400 / points / shares` a side (about a third
    /// of the move's usual time on 9x9 for `shares` 1; the checks of
    /// `Bot::static_gain` share that time), so that the check stays inside
    /// the clock.
    fn count_now(&self, game: &Game, color: Color, shares: u64) -> Option<CountNow> {
        let default = scoring::EstimateOptions::default().playouts;
        let playouts = match self.config.budget {
            Budget::Clock { millis, .. } => {
                let points = u64::try_from(game.board().size().area()).unwrap_or(u64::MAX).max(1);
                let shares = shares.max(1);
                u32::try_from(millis.saturating_mul(400) / points / shares).unwrap_or(u32::MAX).clamp(1, default)
            }
            Budget::Playouts(_) | Budget::Millis(_) | Budget::PlayoutsWithin { .. } => default,
        };
        let options = scoring::EstimateOptions::new(playouts, self.config.seed);
        let dead = scoring::estimate_dead_stones(game.board(), game.rules(), &options).dead;
        let sign = |margin: i64| if color == Color::Black { -margin } else { margin };
        let rules = *game.rules();
        let (prisoners, handicap) = (game.prisoners(), game.handicap_stones());
        let score = scoring::score(game.board(), &dead, prisoners, &rules, handicap).ok()?;
        // The playouts count by area, or under territory counting by area
        // less the stones placed, which is the territory count: the margin
        // to compare with them is the game's own count there.
        let compared = if rules.counting().is_territory() {
            score.margin
        } else {
            let area_rules = rules.with_counting(Counting::Area);
            scoring::score(game.board(), &dead, prisoners, &area_rules, handicap).ok()?.margin
        };
        // Margins are White's, in half points.
        Some(CountNow { wins: sign(score.margin) > 0, area_margin: sign(compared) as f64 / 2.0 })
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

/// Fewer playouts than this never make the bot pass on its own initiative
/// (only after the opponent's pass, or with no other move).
const MIN_PLAYOUTS_TO_PASS: u32 = 16;

/// At most this many well-visited moves have their count after them
/// compared with the count now before the bot passes (see
/// `Bot::static_gain`).
const STATIC_CHECKS: usize = 4;

/// A playing-on move must be expected to gain more than this many points
/// over the count now for the bot to play it rather than pass.
const PLAY_ON_GAIN: f64 = 0.5;

/// The position counted now, for the side to move.
#[derive(Clone, Copy, Debug)]
struct CountNow {
    /// Whether the side to move wins the count under the game's rules.
    wins: bool,
    /// The side to move's margin in points as the playouts count: by area,
    /// or under territory counting by the game's territory count (to
    /// compare with playing on).
    area_margin: f64,
}

/// Komi and compensation that White receives in a playout's area count, in
/// half points.
pub(crate) fn white_bonus_half_points(game: &Game) -> i64 {
    scoring::area_bonus_half_points(game.rules(), game.handicap_stones())
}

/// Averages per-point ownership sums over `n` playouts.
pub(crate) fn ownership_from(sums: &[i32], n: u32) -> Vec<f32> {
    let n = n.max(1) as f32;
    sums.iter().map(|&s| s as f32 / n).collect()
}
