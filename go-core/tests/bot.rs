//! The computer player: legality under every rule set and variant, seeded
//! determinism, and strength against a uniformly random player.
#![cfg(feature = "bot")]

mod common;

use go_core::{BoardSize, Bot, BotConfig, Color, Game, Move, Rules};
use rand::{RngExt, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Plays `game` to the end: `bot_color` by the bot, the other side uniformly
/// at random among legal moves (passing only when nothing else is legal, or
/// after the bot passed with the position settled).
fn play_out(mut game: Game, bot: &Bot, bot_color: Color, seed: u64) -> Game {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let limit = 3 * game.board().size().area() + 50;
    while game.phase() == go_core::Phase::Playing && game.moves().len() < limit {
        let mv = if game.to_move() == bot_color {
            bot.choose_move(&game)
        } else {
            let color = game.to_move();
            let legal: Vec<Move> = game
                .legal_moves()
                .into_iter()
                .filter(|m| m.point().is_some_and(|p| !game.board().is_eye(p, color)))
                .collect();
            if legal.is_empty() { Move::Pass } else { legal[rng.random_range(0..legal.len())] }
        };
        game.play(mv).unwrap_or_else(|e| panic!("illegal move {mv:?}: {e}"));
    }
    game
}

#[test]
fn beats_a_random_player_on_9x9() {
    let bot = Bot::new(BotConfig::with_playouts(300));
    let mut wins = 0;
    for seed in 0..6u64 {
        let bot_color = if seed % 2 == 0 { Color::Black } else { Color::White };
        let game = play_out(Game::new(BoardSize::NINE, Rules::chinese()), &bot, bot_color, seed);
        let score = game.score();
        if score.result.winner() == Some(bot_color) {
            wins += 1;
        }
        eprintln!("seed {seed}: bot {bot_color} result {} after {} moves", score.result, game.moves().len());
    }
    assert_eq!(wins, 6);
}

/// Both seats of a Phantom Go table are the bot, deciding from their own
/// views: every try is either played or refused as "try again", a refused
/// point is never tried twice in a turn, and the game ends.
#[cfg(feature = "phantom")]
#[test]
fn phantom_self_play_uses_views_and_never_repeats_a_refused_try() {
    use go_core::{PhantomGame, RefereeConvention, TryOutcome};
    for (k, convention) in
        [RefereeConvention::IllegalOnly, RefereeConvention::CaptureWithPoints].into_iter().enumerate()
    {
        let game = Game::new(BoardSize::square(7).unwrap(), common::simple_ko_rules());
        let mut ph = PhantomGame::new(game, convention).unwrap();
        let bot = Bot::new(BotConfig { seed: k as u64, ..BotConfig::with_playouts(64) });
        let mut tries = 0;
        let mut refusals = 0;
        while ph.game().phase() == go_core::Phase::Playing && tries < 600 {
            let mv = bot.choose_phantom_move(&ph);
            if let Move::Play(p) = mv {
                assert!(!ph.refused_this_turn().contains(&p), "{p} was refused already this turn");
            }
            if let TryOutcome::TryAgain { .. } =
                ph.try_move(mv).unwrap_or_else(|e| panic!("a try the player could see was wrong: {e}"))
            {
                refusals += 1;
            }
            tries += 1;
        }
        assert_ne!(ph.game().phase(), go_core::Phase::Playing, "the game ends");
        assert!(ph.reveal().is_some());
        eprintln!("{convention:?}: {tries} tries, {refusals} refused, {} moves", ph.game().moves().len());
    }
}

/// A playout budget within a time limit stops at whichever comes first:
/// exactly the playouts when time is ample, early when it is not.
#[test]
fn playouts_within_a_time_limit() {
    use go_core::Budget;
    let game = Game::new(BoardSize::NINE, Rules::chinese());
    let ample = Bot::new(BotConfig {
        budget: Budget::PlayoutsWithin { playouts: 50, millis: 600_000 },
        ..BotConfig::default()
    });
    assert_eq!(ample.analyze(&game).playouts, 50);
    let short = Bot::new(BotConfig {
        budget: Budget::PlayoutsWithin { playouts: u32::MAX, millis: 1 },
        ..BotConfig::default()
    });
    let done = short.analyze(&game).playouts;
    assert!((1..1_000_000).contains(&done), "{done} playouts in 1 ms");
}

/// From a game against GNU Go level 10: Black's stone at C1 is in atari
/// and the chains around C4 race to capture, yet the playouts call
/// everything settled and Black winning. The bot must play on here, not
/// pass (it did, and the game was lost by 36.5).
#[test]
fn does_not_pass_with_a_chain_in_atari() {
    let diagram = "\
.....XXO.
....XXOO.
.XX.XOO..
.XOXXXO..
.OOOXXXO.
.X.OXOO..
..XXOO...
.XOO.O...
..XOO....
";
    let board: go_core::Board = diagram.parse().unwrap();
    let size = board.size();
    let stones: Vec<_> = size.points().filter_map(|p| board.get(p).map(|c| (p, c))).collect();
    let game = Game::builder(size).rules(Rules::chinese()).setup_stones(stones).to_move(Color::Black).build().unwrap();
    // C1 (2, 8) is in atari.
    assert_eq!(game.board().liberty_count(go_core::Point::new(2, 8)), Some(1));
    for seed in 1..=3 {
        let bot = Bot::new(BotConfig { seed, ..BotConfig::with_playouts(4_000) });
        let mv = bot.choose_move(&game);
        assert_ne!(mv, Move::Pass, "seed {seed}");
        assert!(game.is_legal(mv).is_ok());
    }
}

/// A playout budget is split exactly over the threads, with no more
/// threads than playouts.
#[test]
fn playout_budgets_are_exact_with_threads() {
    let game = Game::new(BoardSize::NINE, Rules::chinese());
    for (playouts, threads) in [(1, 64), (50, 3), (100, 64), (7, 2)] {
        let bot = Bot::new(BotConfig { threads, ..BotConfig::with_playouts(playouts) });
        assert_eq!(bot.analyze(&game).playouts, playouts, "{playouts} playouts on {threads} threads");
    }
}
