//! Counting a finished 19x19 game by each method, and the computer
//! player's search speed with 1 and 2 threads.
//!
//! The finished game is `games/dublin2.sgf` of the validation corpora
//! (GNU Go against a person, New Zealand rules, 19x19, `RE[W+29.5]`),
//! replayed to its last move; its dead stones are the engine's estimate
//! (default settings), made once before timing. Each count then scores
//! that position with those dead stones under a rule set of each counting
//! method: area (Chinese), territory (Japanese), Tromp-Taylor (area,
//! nothing removed). Beside them: the dead-stone estimate itself
//! (playouts from the finished position) and Benson's pass-alive
//! analysis of both colours (`suggest_dead_stones`). Without the corpora
//! (../shared/validation/corpora) a seeded light playout's final position
//! stands in, and one loud line says so.
//!
//! The search: `Bot::analyze` with a budget of 1,000 playouts from the
//! empty 9x9 and 19x19 boards and after 20 seeded moves, 1 and 2 threads;
//! the throughput is in playouts.
//!
//! Run: `cargo bench -p go-benches --bench count`. Under
//! `cargo test --benches` everything runs once.

use std::hint::black_box;
use std::path::Path;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use go_benches::light_game;
use go_core::{
    BoardSize, Bot, BotConfig, Color, EstimateOptions, Game, Move, Point, Rules, SgfCollection, Suicide, score,
    suggest_dead_stones,
};

/// The finished 19x19 game: the corpora's `dublin2.sgf` replayed, or a
/// seeded light playout's final position without the corpora.
fn finished_game() -> Game {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/validation/corpora/gnugo-regression-games/games/dublin2.sgf");
    if let Ok(bytes) = std::fs::read(&path)
        && let Ok(c) = SgfCollection::parse(&bytes)
        && let Ok(r) = c.replay(0)
    {
        return r.game;
    }
    println!("!!! {} not found: counting a seeded light playout's final position instead !!!", path.display());
    let mut game = Game::new(BoardSize::NINETEEN, Rules::chinese());
    for (_, p) in light_game(BoardSize::NINETEEN, 1_000, 3) {
        let _ = game.play(Move::Play(p));
    }
    game
}

fn bench_counting(c: &mut Criterion) {
    let game = finished_game();
    let board = game.board().clone();
    let dead = game.estimate_dead_stones(&EstimateOptions::default()).dead;
    let prisoners = game.prisoners();
    println!("finished 19x19 game: {} moves, {} dead stones estimated", game.moves().len(), dead.len());
    let mut group = c.benchmark_group("count");
    group.sample_size(20);
    for (name, rules) in [
        ("area-chinese", Rules::chinese()),
        ("territory-japanese", Rules::japanese()),
        ("tromp-taylor", Rules::tromp_taylor()),
    ] {
        let dead: &[_] = if name == "tromp-taylor" { &[] } else { &dead };
        group.bench_function(format!("19x19-finished/score/{name}"), |b| {
            b.iter(|| black_box(score(black_box(&board), dead, prisoners, &rules, 0)));
        });
    }
    group.bench_function("19x19-finished/suggest_dead_stones (pass-alive, both colours)", |b| {
        b.iter(|| black_box(suggest_dead_stones(black_box(&board), Suicide::Forbidden)));
    });
    group.sample_size(10);
    group.bench_function("19x19-finished/estimate_dead_stones (default)", |b| {
        b.iter(|| black_box(game.estimate_dead_stones(&EstimateOptions::default())));
    });
    group.finish();
}

/// Playouts of each search.
const SEARCH_PLAYOUTS: u32 = 1_000;

fn bench_search(c: &mut Criterion) {
    let mut group = c.benchmark_group("bot-search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(u64::from(SEARCH_PLAYOUTS)));
    for size in [BoardSize::NINE, BoardSize::NINETEEN] {
        let mut opening = Game::new(size, Rules::chinese());
        for (_, p) in light_game(size, 20, 5) {
            let _ = opening.play(Move::Play(p));
        }
        for (start, game) in [("empty", Game::new(size, Rules::chinese())), ("after-20-moves", opening)] {
            for threads in [1, 2] {
                let bot = Bot::new(BotConfig { threads, ..BotConfig::with_playouts(SEARCH_PLAYOUTS) });
                let name = format!("{}x{}/{start}/{threads}-threads", size.width(), size.height());
                group.bench_function(name, |b| {
                    b.iter_batched(|| game.clone(), |g| black_box(bot.analyze(&g)).playouts, BatchSize::SmallInput);
                });
            }
        }
    }
    group.finish();
}

/// The search on 52x52 beside one serpentine Black chain of 1,352 stones and
/// 1,274 liberties, White to move, 200 playouts: its root and node priors
/// once listed and sorted the chain's liberties for every candidate next to
/// it (found from outside: 3.9 s for these 200 playouts, 0.4 s for one).
fn bench_search_beside_a_long_chain(c: &mut Criterion) {
    const N: u8 = 52;
    let mut stones = Vec::new();
    for y in 0..N {
        for x in 0..N {
            let row = y % 4;
            if (row == 0 && x <= N - 2) || (row == 2 && x >= 1) || (row == 1 && x == N - 2) || (row == 3 && x == 1) {
                stones.push((Point::new(x, y), Color::Black));
            }
        }
    }
    let size = BoardSize::square(u32::from(N)).expect("52 is a board side");
    let game = Game::builder(size).rules(Rules::chinese()).setup_stones(stones).to_move(Color::White).build();
    let game = game.expect("the serpent is a legal position");
    let mut group = c.benchmark_group("bot-search");
    group.sample_size(10);
    group.throughput(Throughput::Elements(200));
    let bot = Bot::new(BotConfig::with_playouts(200));
    group.bench_function("52x52/one-long-chain/1-thread", |b| {
        b.iter_batched(|| game.clone(), |g| black_box(bot.analyze(&g)).playouts, BatchSize::SmallInput);
    });
    group.finish();
}

criterion_group!(benches, bench_counting, bench_search, bench_search_beside_a_long_chain);
criterion_main!(benches);
