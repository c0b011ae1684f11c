//! The native side of the Python bulk-playout comparison: runs
//! `Game::playouts` (light playouts, one thread) from the empty board of
//! `SIZE` under the Chinese rules, `GAMES` playouts seeded from `SEED`,
//! `REPEATS` times, and prints the best wall-clock time in seconds and the
//! moves played, as one JSON object (`{"seconds": ..., "moves": ...}`).
//! `go-py/bench/bench.py` runs the same call through `go_core.Game.playouts`
//! in the same run and reports the ratio.
//!
//! Usage: `playouts-native SIZE GAMES SEED REPEATS`.

use std::process::ExitCode;
use std::time::Instant;

use go_core::{BoardSize, Game, PlayoutBatch, Rules};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match args.as_slice() {
        [s, n, seed, r] => (|| {
            Some((s.parse::<u32>().ok()?, n.parse::<u32>().ok()?, seed.parse::<u64>().ok()?, r.parse::<u32>().ok()?))
        })(),
        _ => None,
    };
    let Some((side, games, seed, repeats)) = parsed else {
        eprintln!("usage: playouts-native SIZE GAMES SEED REPEATS");
        return ExitCode::from(2);
    };
    let Ok(size) = BoardSize::new(side, side) else {
        eprintln!("playouts-native: no {side}x{side} board");
        return ExitCode::from(2);
    };
    let game = Game::new(size, Rules::chinese());
    let batch = PlayoutBatch::new(games, seed);
    let mut best = f64::INFINITY;
    let mut moves = 0;
    for _ in 0..repeats.max(1) {
        let t = Instant::now();
        let stats = std::hint::black_box(game.playouts(&batch));
        best = best.min(t.elapsed().as_secs_f64());
        moves = stats.moves;
    }
    println!("{{\"seconds\": {best}, \"moves\": {moves}}}");
    ExitCode::SUCCESS
}
