//! Shared helpers for the benchmarks: seeded light playouts, random games
//! through go-core's checked [`Game`] API, and a plain wall-clock meter for
//! the figures the `playout` bench prints before its criterion groups.
//!
//! Everything is seeded ([`rng`]), so two runs play the same games.

use std::time::{Duration, Instant};

use go_core::{Board, BoardSize, Color, Game, Move, Phase, PlayoutOutcome, PlayoutPolicy, PlayoutStyle, Point, Rules};
use rand::{Rng, RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// The generator every benchmark uses.
pub type BenchRng = Xoshiro256PlusPlus;

/// A generator seeded with `seed` (`Xoshiro256PlusPlus::seed_from_u64`).
#[must_use]
pub fn rng(seed: u64) -> BenchRng {
    Xoshiro256PlusPlus::seed_from_u64(seed)
}

/// One light playout on a clone of `start`, Black to move and no ko point,
/// with [`PlayoutPolicy::for_area`]; the clone is dropped afterwards, so the
/// figure includes the clone and the drop as a playout-based search pays
/// them.
pub fn light_playout<R: Rng + ?Sized>(start: &Board, rng: &mut R) -> PlayoutOutcome {
    let mut board = start.clone();
    let policy = PlayoutPolicy::for_area(start.size().area());
    board.playout(Color::Black, None, rng, policy, |_, _| {})
}

/// One heavy playout from `start` with Black to move, in `style`:
/// [`PlayoutStyle::Heavy`] (captures and atari rescues around the last
/// move, shape patterns, no self-atari), as the dead-stone estimate runs
/// them, or [`PlayoutStyle::HeavyRaces`] (the same with the two-liberty
/// capturing races), as the computer player does.
pub fn heavy_playout<R: Rng + ?Sized>(start: &Board, style: PlayoutStyle, rng: &mut R) -> PlayoutOutcome {
    let mut board = start.clone();
    let policy = PlayoutPolicy::for_area(start.size().area()).with_style(style);
    board.playout(Color::Black, None, rng, policy, |_, _| {})
}

/// Total moves (passes included) of the light playouts from `start` seeded
/// with each of `seeds`, one fresh generator per playout. Used as a fixed
/// batch: the same seeds always give the same number of moves, which is what
/// criterion's throughput needs.
pub fn light_playout_batch(start: &Board, seeds: impl IntoIterator<Item = u64>) -> u64 {
    seeds.into_iter().map(|s| u64::from(light_playout(start, &mut rng(s)).moves)).sum()
}

/// The moves of a seeded light-playout game from the empty `size` board:
/// up to `moves` stone plays, colours alternating from Black, each chosen
/// by [`Board::random_light_move`] (the simple-ko point respected), so that
/// every move is legal under any rules' suicide and simple-ko tests; the
/// game stops early where a side would have to pass. Used as a fixed game
/// for the board benchmarks.
#[must_use]
pub fn light_game(size: BoardSize, moves: usize, seed: u64) -> Vec<(Color, Point)> {
    let mut board = Board::new(size);
    let mut r = rng(seed);
    let mut color = Color::Black;
    let mut out = Vec::with_capacity(moves);
    while out.len() < moves {
        let Some(p) = board.random_light_move(color, board.ko_point(), &mut r) else { break };
        board.play_light(color, p);
        out.push((color, p));
        color = color.opponent();
    }
    out
}

/// The board after `game` ([`light_game`]) on an empty `size` board.
#[must_use]
pub fn board_after(size: BoardSize, game: &[(Color, Point)]) -> Board {
    let mut board = Board::new(size);
    for &(color, p) in game {
        board.play_unchecked(color, p);
    }
    board
}

/// How a random game through the checked API ended
/// ([`random_checked_game`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckedGame {
    /// Moves made with [`Game::play`], passes included.
    pub moves: u64,
    /// Whether the game left the playing phase (two passes) rather than
    /// stopping at the move limit.
    pub ended: bool,
}

/// Plays one random game on an empty `size` board under `rules` through the
/// checked path: each turn asks [`Game::legal_moves`], drops the points that
/// are single-point eyes of the side to move ([`Board::is_eye`], the light
/// playout's eye rule, so that games end as playouts do), picks uniformly
/// among the rest, or passes when none is left, and makes the move with
/// [`Game::play`]. Stops after two passes or `max_moves` moves.
///
/// # Panics
/// When [`Game::play`] refuses a move that [`Game::legal_moves`] offered:
/// that would be a go-core bug.
pub fn random_checked_game<R: Rng + ?Sized>(size: BoardSize, rules: Rules, max_moves: u64, rng: &mut R) -> CheckedGame {
    let mut game = Game::new(size, rules);
    let mut candidates: Vec<Point> = Vec::with_capacity(size.area());
    let mut moves = 0;
    while game.phase() == Phase::Playing && moves < max_moves {
        let color = game.to_move();
        candidates.clear();
        candidates
            .extend(game.legal_moves().into_iter().filter_map(Move::point).filter(|&p| !game.board().is_eye(p, color)));
        let mv = if candidates.is_empty() {
            Move::Pass
        } else {
            Move::Play(candidates[rng.random_range(0..candidates.len())])
        };
        if let Err(e) = game.play(mv) {
            panic!("legal_moves offered {mv:?} but play refused it: {e}");
        }
        moves += 1;
    }
    CheckedGame { moves, ended: game.phase() != Phase::Playing }
}

/// The move limit the checked-game benchmark uses on `size`: the light
/// playout's default, `3 * area + 20`.
#[must_use]
pub fn default_max_moves(size: BoardSize) -> u64 {
    u64::from(PlayoutPolicy::for_area(size.area()).max_moves)
}

/// Runs, moves and wall-clock time of a [`measure`] pass.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    /// Runs completed (playouts or games).
    pub runs: u64,
    /// Moves made over all runs, passes included.
    pub moves: u64,
    /// Wall-clock time of all runs.
    pub elapsed: Duration,
}

impl Tally {
    /// Runs per second.
    #[must_use]
    pub fn runs_per_sec(&self) -> f64 {
        self.runs as f64 / self.elapsed.as_secs_f64().max(f64::MIN_POSITIVE)
    }

    /// Average moves per run.
    #[must_use]
    pub fn moves_per_run(&self) -> f64 {
        self.moves as f64 / (self.runs.max(1)) as f64
    }

    /// Nanoseconds per move.
    #[must_use]
    pub fn ns_per_move(&self) -> f64 {
        self.elapsed.as_secs_f64() * 1e9 / (self.moves.max(1)) as f64
    }
}

/// Calls `run` (which returns the moves it made) until `budget` has passed
/// and at least `min_runs` runs are done; the clock is read once per run.
pub fn measure(budget: Duration, min_runs: u64, mut run: impl FnMut() -> u64) -> Tally {
    let start = Instant::now();
    let mut tally = Tally::default();
    loop {
        tally.moves += run();
        tally.runs += 1;
        tally.elapsed = start.elapsed();
        if tally.runs >= min_runs && tally.elapsed >= budget {
            return tally;
        }
    }
}

/// Whether the benchmark binary was started to measure (`cargo bench`
/// passes `--bench`) rather than to smoke-test (`cargo test --benches`, or
/// `--test`, `--list`), following criterion's own reading of the arguments.
#[must_use]
pub fn measuring(args: &[String]) -> bool {
    let has = |flag: &str| args.iter().any(|a| a == flag);
    has("--bench") && !has("--test") && !has("--list") && !args.iter().any(|a| a.starts_with("--profile-time"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn playouts_are_seeded() {
        let board = Board::new(BoardSize::NINE);
        assert_eq!(light_playout_batch(&board, 0..4), light_playout_batch(&board, 0..4));
    }

    #[test]
    fn light_games_are_seeded_and_legal() {
        let game = light_game(BoardSize::NINETEEN, 150, 7);
        assert_eq!(game.len(), 150);
        assert_eq!(game, light_game(BoardSize::NINETEEN, 150, 7));
        // Replayed through the checked game, every move is accepted.
        let mut g = Game::new(BoardSize::NINETEEN, Rules::chinese().with_ko(go_core::KoRule::Simple));
        for &(color, p) in &game {
            assert_eq!(g.to_move(), color);
            g.play(Move::Play(p)).unwrap();
        }
        assert_eq!(*g.board(), board_after(BoardSize::NINETEEN, &game));
    }

    #[test]
    fn checked_game_runs() {
        let g = random_checked_game(BoardSize::NINE, Rules::studio(), 400, &mut rng(1));
        assert!(g.moves > 0);
    }
}
