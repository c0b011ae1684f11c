//! Counts the move patterns of game records: the table the computer
//! player's priors are read from (`go-core/src/bot/patterns.txt`; the
//! `patterns` module of the bot documents the pattern and the weights).
//!
//! Every `.sgf` file under the folder given (by default the shared
//! validation corpora beside the repository) is parsed leniently and each
//! of its games replayed in tolerant mode; the games on boards whose both
//! sides are at least `--min-side` points (13 by default: the 13x13 and
//! 19x19 records) are counted with `PatternCounts::add_game`, in the order
//! of their paths, and the table is printed on standard output.
//!
//! Run: `cargo run --release -p go-core --example learn_patterns >
//! go-core/src/bot/patterns.txt` (about 20 s on the shared corpora). The
//! test `learn_patterns_gives_the_shipped_table` in `go-core/tests/tools.rs`
//! checks that the shipped table is what this prints.
//!
//! Exit status: 0 on success, 1 when the folder cannot be read, 2 for bad
//! arguments. Files that do not parse and games that do not replay are
//! skipped (counted on standard error). A closed standard output ends the
//! program quietly, with status 141 (128 + SIGPIPE, as a shell reports for
//! `cat` cut short).

#[macro_use]
#[path = "support/stdio.rs"]
mod stdio;

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Parser;
use go_core::{PatternCounts, SgfCollection};

/// Counts the move patterns of the SGF records under a folder.
#[derive(Parser, Debug)]
#[command(
    name = "learn_patterns",
    version,
    about = "Count the move patterns of game records (the computer player's pattern table)"
)]
struct Args {
    /// Folder searched recursively for *.sgf files.
    #[arg(default_value_os_t = default_corpora())]
    folder: PathBuf,
    /// Count only boards whose width and height are both at least this.
    #[arg(long, default_value_t = 13, value_parser = clap::value_parser!(u8).range(1..=52))]
    min_side: u8,
}

fn default_corpora() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/validation/corpora")
}

/// Every `.sgf` file under `dir` (any case of the extension), sorted by
/// path; links are not followed.
fn sgf_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let entry = entry?;
            let kind = entry.file_type()?;
            let path = entry.path();
            if kind.is_dir() {
                stack.push(path);
            } else if kind.is_file() && path.extension().is_some_and(|x| x.eq_ignore_ascii_case("sgf")) {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

fn main() {
    stdio::main_with(run);
}

fn run() {
    let args = stdio::parse_args::<Args>();
    let files = match sgf_files(&args.folder) {
        Ok(files) => files,
        Err(e) => {
            errln!("error: cannot read {}: {e}", args.folder.display());
            std::process::exit(1);
        }
    };
    let mut counts = PatternCounts::new();
    let (mut games, mut skipped) = (0usize, 0usize);
    for path in &files {
        let Ok(collection) = std::fs::read(path).map_err(|_| ()).and_then(|d| SgfCollection::parse(&d).map_err(|_| ()))
        else {
            skipped += 1;
            continue;
        };
        for index in 0..collection.games().len() {
            let Ok(replay) = collection.replay(index) else {
                skipped += 1;
                continue;
            };
            let size = replay.game.board().size();
            if size.width() >= args.min_side && size.height() >= args.min_side {
                counts.add_game(&replay.game);
                games += 1;
            }
        }
    }
    errln!(
        "{} files, {games} games counted, {skipped} skipped, {} moves, {} patterns",
        files.len(),
        counts.moves(),
        counts.len()
    );
    stdio::stdout_written(std::io::stdout().write_all(counts.to_text().as_bytes()));
}
