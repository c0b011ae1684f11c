//! The `gtp` fuzz check: the input's bytes, split at newlines, are GTP
//! command lines for one engine (a computer player of 16 playouts, seed 1).
//! The promises checked after every line:
//!
//! - every response is well formed on the wire (ends with one empty line,
//!   holds no other);
//! - no command panics (the engine turns a panic into an `internal error`
//!   response; the check fails on it);
//! - a failed command (`?`) changes nothing: the engine's game record, board
//!   hash, phase and result are as before;
//! - the engine's game record rebuilds the same game.
//!
//! Lines whose command reads or writes files (`loadsgf`, `printsgf` with an
//! argument) or changes the search budget (`go-core-budget`,
//! `time_settings`, `time_left`) are skipped: the fuzzer must not touch the
//! file system or make one step cost seconds. So are the searching
//! commands (`genmove`, `reg_genmove`, `final_score`, `final_status_list`)
//! on boards larger than 9x9, where one costs tens of milliseconds. At most
//! [`MAX_LINES`] lines.
//!
//! Depends on `go_core` and `std` only, so that a regression test can
//! include it with `#[path]` and run the committed seeds.

use go_core::{BotConfig, Game, GtpEngine};

/// Command lines read from one input at most.
pub const MAX_LINES: usize = 64;

/// The line as the engine reads it (GTP section 2, as `clean_line` in
/// go-core's protocol module does): decoded lossily, cut at the first
/// `#`, every control character but the tab removed, tabs as spaces;
/// lowercased. Judging the raw bytes let `prints\x01gf D5` through, which
/// the engine reads as `printsgf D5` and writes the file `D5`.
fn cleaned(line: &[u8]) -> String {
    let text = String::from_utf8_lossy(line);
    let text = text.split('#').next().unwrap_or("");
    text.chars()
        .filter(|&c| c == '\t' || !c.is_control())
        .map(|c| if c == '\t' { ' ' } else { c })
        .collect::<String>()
        .to_lowercase()
}

/// Whether a line is skipped (see the module docs).
fn skipped(line: &[u8]) -> bool {
    let text = cleaned(line);
    let words: Vec<&str> = text.split_whitespace().collect();
    // An id may come first; the arguments follow the command.
    let has_id = words.first().is_some_and(|w| w.bytes().all(|b| b.is_ascii_digit()));
    let command = words.get(usize::from(has_id)).copied();
    let args = words.len() > usize::from(has_id) + 1;
    text.contains("sgf") && args
        || ["go-core-budget", "time_settings", "time_left"].iter().any(|c| text.contains(c))
        || command.is_some_and(|c| c.contains("loadsgf"))
}

/// Whether a line may start a search (see the module docs).
fn searching(line: &[u8]) -> bool {
    let text = cleaned(line);
    text.contains("genmove") || text.contains("final_")
}

/// What must not change when a command fails.
fn fingerprint(game: &Game) -> (u64, go_core::Phase, Option<go_core::GameResult>, go_core::GameRecord) {
    (game.board().hash(), game.phase(), game.result(), game.record())
}

/// Runs one input. `Err` describes the first broken promise.
///
/// # Errors
/// A message naming the line and the promise that failed.
pub fn run(data: &[u8]) -> Result<(), String> {
    let mut engine = GtpEngine::with_bot(BotConfig { seed: 1, ..BotConfig::with_playouts(16) });
    for (n, line) in data.split(|&b| b == b'\n').take(MAX_LINES).enumerate() {
        if skipped(line) || searching(line) && engine.game().board().size().area() > 81 {
            continue;
        }
        let before = fingerprint(engine.game());
        let Some(response) = engine.handle_line(line) else { continue };
        let shown = String::from_utf8_lossy(line);
        if response.text.contains("internal error") {
            return Err(format!("line {n} {shown:?}: the engine panicked: {}", response.text));
        }
        let wire = response.to_string();
        if !wire.ends_with("\n\n") || wire[..wire.len() - 2].contains("\n\n") {
            return Err(format!("line {n} {shown:?}: malformed response {wire:?}"));
        }
        if !response.success && fingerprint(engine.game()) != before {
            return Err(format!("line {n} {shown:?}: failed ({}) but changed the game", response.text));
        }
        let game = engine.game();
        let rebuilt = Game::from_record(&game.record())
            .map_err(|e| format!("line {n} {shown:?}: the engine's record does not rebuild: {e}"))?;
        if (rebuilt.board().hash(), rebuilt.phase(), rebuilt.result())
            != (game.board().hash(), game.phase(), game.result())
        {
            return Err(format!("line {n} {shown:?}: the record rebuilds another game"));
        }
        if engine.has_quit() {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::skipped;

    /// A line the engine reads as a file command is skipped, with or
    /// without an id, however its bytes hide it (found in a rehearsal: the
    /// target wrote a file `D5` into the working folder, as only lines
    /// with an id were judged to have arguments).
    #[test]
    fn file_commands_are_skipped_as_the_engine_reads_them() {
        for line in [&b"printsgf D5"[..], b"prints\x01gf D5", b"1 print\x7fsgf\tx.sgf", b"loadsgf x", b"PRINTSGF a"] {
            assert!(skipped(line), "{:?}", String::from_utf8_lossy(line));
        }
        assert!(!skipped(b"printsgf"));
        assert!(!skipped(b"play b D5 # printsgf x"));
    }
}
