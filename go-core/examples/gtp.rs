//! A GTP (Go Text Protocol, version 2) engine on standard input and output,
//! for GUIs, servers and match referees (GoGui, Sabaki, gogui-twogtp, KGS
//! and OGS bridges, GNU Go's `--mode gtp` peers).
//!
//! ```text
//! cargo run --release -p go-core --example gtp -- --millis 1000
//! ```
//!
//! Then type commands such as `boardsize 9`, `genmove b`, `showboard`;
//! `list_commands` lists them all. The computer player thinks for the
//! given milliseconds (or playouts) per move until the controller sets a
//! clock with `time_settings`. A standard output whose reader went away
//! ends the engine quietly with status 141 (as a shell reports a coreutils
//! tool that SIGPIPE ended).

#[macro_use]
#[path = "support/stdio.rs"]
mod stdio;

use std::io;

use clap::Parser;
use go_core::{BotConfig, Budget, GtpEngine};

/// Runs the go-core GTP engine on standard input and output.
#[derive(Parser, Debug)]
#[command(name = "gtp", version, about = "go-core as a GTP engine on stdin/stdout")]
struct Args {
    /// Milliseconds per move, 1 to 86,400,000 (a day; the default budget:
    /// it scales with the machine). With a clock (`time_settings`,
    /// `time_left`) a move takes the clock's share of the time left, at
    /// most this (a close choice up to twice it).
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=86_400_000))]
    millis: u64,
    /// Playouts per move instead of a time: the same seed then gives the
    /// same moves (with a clock, at most these within the clock's share).
    /// 1 to 10,000,000. Not with --millis.
    #[arg(long, conflicts_with = "millis", value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    playouts: Option<u32>,
    /// Search threads, 1 to 256.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// Random seed of the computer player.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Rules to start with: a preset (studio, game_site, chinese, japanese,
    /// korean, aga, new_zealand, tromp_taylor; hyphens are taken too), optionally with changed
    /// axes ("chinese ko=simple"); also the rules of a file loaded with
    /// `loadsgf` that names none (no `RU`).
    #[arg(long, default_value = "chinese")]
    rules: String,
}

fn main() {
    stdio::main_with(run);
}

fn run() {
    let args = stdio::parse_args::<Args>();
    let budget = match args.playouts {
        Some(n) => Budget::Playouts(n.max(1)),
        None => Budget::Millis(args.millis.max(1)),
    };
    let config = BotConfig { budget, threads: usize::from(args.threads), seed: args.seed, ..BotConfig::default() };
    let mut engine = GtpEngine::with_bot(config);
    // An empty --rules would make the command a question (the rules in
    // force), not a setting: refused.
    if args.rules.trim().is_empty() {
        errln!("error: --rules: empty: name a preset (chinese, japanese, ...)");
        std::process::exit(2);
    }
    let answer = engine.handle_line(format!("go-core-rules {}", args.rules).as_bytes());
    if let Some(a) = answer.filter(|a| !a.success) {
        errln!("error: --rules: {}", a.text);
        std::process::exit(2);
    }
    // A record loaded without `RU` is read under the same rules, and one
    // without `KM` with the komi the rules text gives, if it gives one
    // (found from outside: `--rules "japanese komi=3"` loaded a record
    // without KM at 6.5, where `replay --rules` reads it at 3).
    let rules = *engine.game().rules();
    engine.set_record_rules(rules);
    if go_core::Rules::text_gives_komi(&args.rules) {
        engine.set_record_komi(Some(rules.komi()));
    }
    // A closed standard output (the controller went away) ends the engine
    // quietly, with the status a shell reports for a coreutils tool that
    // SIGPIPE ended (128 + 13: the answers were cut short; found from
    // outside: it was 0, a success); another I/O error is reported in one
    // line.
    match engine.run(io::stdin().lock(), io::stdout().lock()) {
        Ok(()) => {}
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => std::process::exit(141),
        Err(e) => {
            errln!("gtp: {e}");
            std::process::exit(1);
        }
    }
}
