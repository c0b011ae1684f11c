//! A GTP (Go Text Protocol, version 2) engine on standard input and output,
//! for GUIs, servers and match referees (GoGui, Sabaki, gogui-twogtp, KGS
//! and OGS bridges, GNU Go's `--mode gtp` peers).
//!
//! ```text
//! cargo run --release -p go-core --example gtp -- --playouts 2000
//! ```
//!
//! Then type commands such as `boardsize 9`, `genmove b`, `showboard`;
//! `list_commands` lists them all. The computer player thinks for the
//! given playouts (or milliseconds) per move until the controller sets a
//! clock with `time_settings`.

use std::io;

use clap::Parser;
use go_core::{BotConfig, Budget, GtpEngine};

/// Runs the go-core GTP engine on standard input and output.
#[derive(Parser, Debug)]
#[command(about = "go-core as a GTP engine on stdin/stdout")]
struct Args {
    /// Playouts per move while no clock is set.
    #[arg(long, default_value_t = 2000)]
    playouts: u32,
    /// Milliseconds per move instead of playouts (while no clock is set).
    #[arg(long)]
    millis: Option<u64>,
    /// Search threads.
    #[arg(long, default_value_t = 1)]
    threads: usize,
    /// Random seed of the computer player.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Rules preset to start with (studio, chinese, aga, new-zealand, tromp-taylor, japanese, korean, game-site).
    #[arg(long, default_value = "chinese")]
    rules: String,
}

fn main() -> io::Result<()> {
    let args = Args::parse();
    let budget = match args.millis {
        Some(ms) => Budget::Millis(ms.max(1)),
        None => Budget::Playouts(args.playouts.max(1)),
    };
    let config = BotConfig { budget, threads: args.threads.max(1), seed: args.seed, ..BotConfig::default() };
    let mut engine = GtpEngine::with_bot(config);
    let answer = engine.handle_line(format!("go-core-rules {}", args.rules).as_bytes());
    if let Some(a) = answer.filter(|a| !a.success) {
        eprintln!("--rules: {}", a.text);
        std::process::exit(2);
    }
    engine.run(io::stdin().lock(), io::stdout().lock())
}
