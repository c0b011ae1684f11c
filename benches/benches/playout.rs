//! Light random playouts from the empty board (9x9 and 19x19), compared with
//! random games of the `goban` crate in the same process, and random games
//! through go-core's checked `Game::play` path.
//!
//! Before the criterion groups a plain measured pass prints, per engine and
//! size: playouts (or games) per second, moves per playout and nanoseconds
//! per move (go-core's heavy playouts, the computer player's, beside its
//! light ones), then the per-move ratio goban / go-core, then the checked path
//! under the studio rules and, for reference, the same rules with simple ko
//! (the superko check's share), then the computer player's search speed in
//! playouts per second. `GO_BENCH_PLAIN_SECS` sets the length of
//! each plain measurement (default 2 s; 0 skips the pass). Under
//! `cargo test --benches` everything runs once.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, Throughput};
use go_benches::{
    Tally, default_max_moves, heavy_playout, light_playout, light_playout_batch, measure, measuring,
    random_checked_game, rng,
};
use go_core::{Board, BoardSize, Bot, BotConfig, Game, KoRule, PlayoutBatch, PlayoutStyle, Rules};
use goban::rules::game::Game as GobanGame;
use goban::rules::{GobanSizes, IllegalRules, Move as GobanMove, Rule as GobanRule, ScoreRules};
use rand::{Rng, RngExt};

/// Seeds of the fixed 9x9 playout batch behind each criterion iteration;
/// the throughput is its total number of moves.
const BATCH_9: std::ops::Range<u64> = 0..64;
/// The same for 19x19.
const BATCH_19: std::ops::Range<u64> = 0..16;
/// Seeds of the fixed batch of checked games.
const BATCH_CHECKED: std::ops::Range<u64> = 0..4;

/// goban's rules closest to a light playout: simple ko and suicide
/// forbidden, its own eye filter (`FILLEYE`) on, no superko (go-core's
/// playout does not check superko either).
fn goban_light_rule() -> GobanRule {
    GobanRule {
        komi: 7.5,
        flag_illegal: IllegalRules::KO | IllegalRules::SUICIDE | IllegalRules::FILLEYE,
        flag_score: ScoreRules::KOMI | ScoreRules::STONES,
    }
}

/// One random game with goban from the empty board: uniform among goban's
/// own legal moves (`Game::legals` under [`goban_light_rule`], eyes
/// excluded by goban itself), passing when it has none, until goban says
/// the game is over (two passes) or go-core's playout limit `3 * area + 20`
/// is reached. Returns the moves made, passes included.
fn goban_random_game<R: Rng + ?Sized>(size: GobanSizes, rule: GobanRule, rng: &mut R) -> u64 {
    let (h, w) = <(u8, u8)>::from(size);
    let area = usize::from(h) * usize::from(w);
    let max_moves = (3 * area + 20) as u64;
    let mut game = GobanGame::new(size, rule);
    let mut legal = Vec::with_capacity(area);
    let mut moves = 0;
    while !game.is_over() && moves < max_moves {
        legal.clear();
        legal.extend(game.legals());
        let mv = if legal.is_empty() {
            GobanMove::Pass
        } else {
            let (x, y) = legal[rng.random_range(0..legal.len())];
            GobanMove::Play(x, y)
        };
        game.play(mv);
        moves += 1;
    }
    moves
}

fn print_tally(engine: &str, size: &str, unit: &str, t: &Tally) {
    println!(
        "{engine:<22} {size:>5}: {:>10.0} {unit}/s  {:>7.1} moves/{unit}  {:>8.1} ns/move  ({} {unit}s in {:.2} s)",
        t.runs_per_sec(),
        t.moves_per_run(),
        t.ns_per_move(),
        t.runs,
        t.elapsed.as_secs_f64(),
    );
}

/// The plain measured pass: go-core playouts, goban random games, their
/// per-move ratio, then the checked path. With `budget` zero each
/// measurement runs once (smoke test).
fn plain_pass(budget: Duration) {
    println!("plain pass, {:.1} s per measurement, single thread", budget.as_secs_f64());
    let sizes = [("9x9", BoardSize::NINE, GobanSizes::Nine), ("19x19", BoardSize::NINETEEN, GobanSizes::Nineteen)];
    let mut ratios = Vec::new();
    for (name, size, goban_size) in sizes {
        let start = Board::new(size);
        let mut r = rng(0x5EED);
        let core = measure(budget, 1, || u64::from(black_box(light_playout(&start, &mut r)).moves));
        print_tally("go-core playout", name, "playout", &core);
        for (label, style) in
            [("go-core heavy playout", PlayoutStyle::Heavy), ("go-core heavy + races", PlayoutStyle::HeavyRaces)]
        {
            let mut r = rng(0x5EED);
            let heavy = measure(budget, 1, || u64::from(black_box(heavy_playout(&start, style, &mut r)).moves));
            print_tally(label, name, "playout", &heavy);
        }

        let rule = goban_light_rule();
        let mut r = rng(0x5EED);
        let gob = measure(budget, 1, || black_box(goban_random_game(goban_size, rule, &mut r)));
        print_tally("goban random game", name, "playout", &gob);
        ratios.push((name, gob.ns_per_move() / core.ns_per_move()));
    }
    for (name, ratio) in ratios {
        println!("per-move time goban / go-core on {name}: {ratio:.1}x");
    }

    // The checked path under the studio rules (positional superko), and the
    // same games under simple ko as a reference for the superko cost.
    let size = BoardSize::NINE;
    let max = default_max_moves(size);
    for (label, rules) in [
        ("studio, positional superko", Rules::studio()),
        ("studio with simple ko", Rules::studio().with_ko(KoRule::Simple)),
    ] {
        let mut r = rng(0x5EED);
        let mut ended = 0u64;
        let checked = measure(budget, 1, || {
            let g = black_box(random_checked_game(size, rules, max, &mut r));
            ended += u64::from(g.ended);
            g.moves
        });
        print_tally("go-core Game::play", "9x9", "game", &checked);
        println!("  ({label}; legal_moves() each turn; {ended} of {} games ended by two passes)", checked.runs);
    }

    // The computer player's whole search (tree, priors, heavy playouts,
    // RAVE) from the empty 9x9 board, one thread.
    let bot = Bot::new(BotConfig::with_playouts(5_000));
    let game = Game::new(size, Rules::chinese());
    let search = measure(budget, 1, || u64::from(black_box(bot.analyze(&game)).playouts));
    println!(
        "{:<22} {:>5}: {:>10.0} playouts/s  ({} searches of 5000 playouts in {:.2} s)",
        "go-core bot search",
        "9x9",
        search.runs_per_sec() * search.moves_per_run(),
        search.runs,
        search.elapsed.as_secs_f64(),
    );
    println!();
}

fn bench_playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    for (name, size, seeds) in [("9x9", BoardSize::NINE, BATCH_9), ("19x19", BoardSize::NINETEEN, BATCH_19)] {
        let start = Board::new(size);
        // Throughput in moves: the same seeds always make the same moves.
        group.throughput(Throughput::Elements(light_playout_batch(&start, seeds.clone())));
        group.bench_function(format!("go-core/{name}/{}-playouts", seeds.end - seeds.start), |b| {
            b.iter(|| light_playout_batch(black_box(&start), seeds.clone()));
        });
    }
    group.finish();
}

/// `Game::playouts`: the bulk call behind C's and Python's playouts (light
/// playouts from the empty board, each counted by area), on 1 and 2
/// threads; throughput in moves.
fn bench_bulk(c: &mut Criterion) {
    let mut group = c.benchmark_group("bulk");
    group.sample_size(10);
    for (name, size, n) in [("9x9", BoardSize::NINE, 400), ("19x19", BoardSize::NINETEEN, 40)] {
        let game = Game::new(size, Rules::chinese());
        for threads in [1, 2] {
            let batch = PlayoutBatch::new(n, 7).with_threads(threads);
            group.throughput(Throughput::Elements(game.playouts(&batch).moves));
            group.bench_function(format!("game-playouts/{name}/{n}-playouts/{threads}-threads"), |b| {
                b.iter(|| black_box(&game).playouts(&batch));
            });
        }
    }
    group.finish();
}

fn bench_checked(c: &mut Criterion) {
    let size = BoardSize::NINE;
    let max = default_max_moves(size);
    let batch = |seeds: std::ops::Range<u64>| -> u64 {
        seeds.map(|s| random_checked_game(size, Rules::studio(), max, &mut rng(s)).moves).sum()
    };
    let mut group = c.benchmark_group("checked");
    group.sample_size(20);
    group.throughput(Throughput::Elements(batch(BATCH_CHECKED)));
    group.bench_function(format!("game-play/9x9-studio/{}-games", BATCH_CHECKED.end - BATCH_CHECKED.start), |b| {
        b.iter(|| batch(black_box(BATCH_CHECKED)));
    });
    group.finish();
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let budget = if measuring(&args) {
        let secs = std::env::var("GO_BENCH_PLAIN_SECS").ok().and_then(|s| s.parse::<f64>().ok()).unwrap_or(2.0);
        (secs > 0.0).then(|| Duration::from_secs_f64(secs))
    } else {
        Some(Duration::ZERO)
    };
    if let Some(budget) = budget {
        plain_pass(budget);
    }

    let mut c = Criterion::default().configure_from_args();
    bench_playouts(&mut c);
    bench_checked(&mut c);
    bench_bulk(&mut c);
    c.final_summary();
}
