//! The bot never plays an illegal move: a thousand seeded self-play games
//! across sizes, every rule preset and every variant (torus and cylinder,
//! Atari Go, team seats, Phantom Go), each written as SGF and replayed in
//! strict mode, which stops at the first illegal move.
#![cfg(all(feature = "bot", feature = "sgf", feature = "japanese"))]

use go_core::{
    BoardSize, Bot, BotConfig, Game, GameBuilder, Move, Phase, Preset, ReplayMode, ReplayOptions, Rules, SgfCollection,
};

/// Plays `game` to the end with the bot in every seat, then checks that the
/// record replays strictly to the same position.
fn self_play_and_check(mut game: Game, bot: &Bot, label: &str) -> usize {
    let limit = 3 * game.board().size().area() + 30;
    while game.phase() == Phase::Playing && game.moves().len() < limit {
        let mv = bot.choose_move(&game);
        if let Err(e) = game.play(mv) {
            panic!("{label}: the bot chose an illegal move {mv:?}: {e}");
        }
    }
    let sgf = SgfCollection::from_game(&game);
    let again = SgfCollection::parse(&sgf.to_bytes()).unwrap_or_else(|e| panic!("{label}: record unreadable: {e}"));
    let strict = ReplayOptions { mode: ReplayMode::Strict, ..Default::default() };
    let replay = again.replay_with(0, &strict).unwrap_or_else(|e| panic!("{label}: strict replay failed: {e}"));
    assert_eq!(replay.game.board(), game.board(), "{label}: the replay ends elsewhere");
    assert_eq!(replay.game.moves().len(), game.moves().len(), "{label}");
    game.moves().len()
}

fn builders(size: BoardSize) -> Vec<(String, GameBuilder)> {
    let mut out = Vec::new();
    for &preset in Preset::ALL {
        out.push((preset.name().to_owned(), Game::builder(size).rules(preset.rules(size))));
    }
    #[cfg(feature = "toroidal")]
    {
        out.push(("torus".into(), Game::builder(size).topology(go_core::Topology::Torus)));
        out.push(("cylinder".into(), Game::builder(size).topology(go_core::Topology::HorizontalCylinder)));
    }
    #[cfg(feature = "atari")]
    out.push(("atari".into(), Game::builder(size).atari_go(go_core::AtariGo::first_capture())));
    #[cfg(feature = "rengo")]
    out.push(("rengo 2+2".into(), Game::builder(size).table(go_core::Table::new(2, 2).unwrap())));
    out
}

#[test]
fn a_thousand_self_play_games_replay_strictly() {
    let sizes = [BoardSize::square(5).unwrap(), BoardSize::new(7, 5).unwrap(), BoardSize::square(7).unwrap()];
    let mut games = 0;
    let mut moves = 0;
    let mut seed = 0u64;
    while games < 1000 {
        for &size in &sizes {
            for (name, builder) in builders(size) {
                seed += 1;
                let bot = Bot::new(BotConfig { seed, ..BotConfig::with_playouts(8) });
                let game = builder.build().unwrap();
                moves += self_play_and_check(game, &bot, &format!("{name} {size} seed {seed}"));
                games += 1;
            }
        }
    }
    println!("{games} self-play games, {moves} moves");
    assert!(games >= 1000);
    assert!(moves >= 20 * games, "games this short test little: {moves} moves in {games} games");
}

/// Phantom Go: the bot tries from its own view; whatever the referee
/// accepts is a legal move, and the referee's record replays strictly.
#[cfg(feature = "phantom")]
#[test]
fn phantom_self_play_records_replay_strictly() {
    use go_core::{PhantomGame, RefereeConvention};
    for seed in 0..40u64 {
        let game = Game::new(BoardSize::square(5).unwrap(), Rules::japanese());
        let mut ph = PhantomGame::new(game, RefereeConvention::IllegalWithReason).unwrap();
        let bot = Bot::new(BotConfig { seed, ..BotConfig::with_playouts(16) });
        let mut tries = 0;
        while ph.game().phase() == Phase::Playing && tries < 400 {
            let mv = bot.choose_phantom_move(&ph);
            assert!(!matches!(mv, Move::Play(p) if ph.refused_this_turn().contains(&p)));
            ph.try_move(mv).unwrap_or_else(|e| panic!("seed {seed}: a try the player could see: {e}"));
            tries += 1;
        }
        let sgf = SgfCollection::from_phantom(&ph);
        let strict = ReplayOptions { mode: ReplayMode::Strict, ..Default::default() };
        let replay = SgfCollection::parse(&sgf.to_bytes()).unwrap().replay_with(0, &strict).unwrap();
        assert_eq!(replay.game.board(), ph.game().board(), "seed {seed}");
    }
}
