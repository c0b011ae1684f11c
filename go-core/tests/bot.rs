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
