//! Runs a fixed, seeded batch of light playouts from the empty board and
//! prints how many moves they made, for an instruction-counting run under
//! `valgrind --tool=callgrind` (see `benches/count-instructions.sh`, which
//! runs it twice and divides the difference of the counts by the
//! difference of the moves, so that start-up costs cancel).
//!
//! Usage: `playout-count SIZE PLAYOUTS` (SIZE 2..=52, a square board); the
//! playouts use seeds `0..PLAYOUTS` ([`go_benches::light_playout_batch`]).

use std::process::ExitCode;

use go_benches::light_playout_batch;
use go_core::{Board, BoardSize};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match args.as_slice() {
        [size, n] => size.parse::<u32>().ok().zip(n.parse::<u64>().ok()),
        _ => None,
    };
    let Some((side, n)) = parsed else {
        eprintln!("usage: playout-count SIZE PLAYOUTS");
        return ExitCode::from(2);
    };
    let Ok(size) = BoardSize::new(side, side) else {
        eprintln!("playout-count: no board of side {side}");
        return ExitCode::from(2);
    };
    let moves = light_playout_batch(&Board::new(size), 0..n);
    println!("moves {moves}");
    ExitCode::SUCCESS
}
