//! The fuzz target's committed seed corpus (and every crash it found, kept
//! as a seed) replayed as a regression test, with the same checks the fuzz
//! target makes: invariants, hash, legality agreement, unchanged state after
//! refusals, exact undo.

#[allow(unreachable_pub, dead_code, clippy::all, clippy::cast_possible_truncation)]
#[path = "../../fuzz/src/moves.rs"]
mod moves;

#[test]
fn fuzz_seed_corpus_replays() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../fuzz/corpus/moves");
    let mut seeds = 0;
    for entry in std::fs::read_dir(dir).expect("the seed corpus is committed") {
        let path = entry.expect("a readable corpus entry").path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        // Local fuzz runs add other (git-ignored) inputs to the same folder.
        if !name.starts_with("seed-") {
            continue;
        }
        let bytes = std::fs::read(&path).expect("a readable seed");
        if let Err(message) = moves::run(&bytes) {
            panic!("{}: {message}", path.display());
        }
        seeds += 1;
    }
    assert!(seeds >= 9, "expected the committed seeds, found {seeds}");
}

/// The `sgf` fuzz target's seeds (and every crash it found, kept as a seed)
/// with its property: whatever parses is written, re-read strictly and
/// compares equal, and replays without panicking.
#[cfg(feature = "sgf")]
#[test]
fn sgf_fuzz_seed_corpus_replays() {
    use go_core::{ParseMode, ParseOptions, SgfCollection};
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../fuzz/corpus/sgf");
    let mut seeds = 0;
    for entry in std::fs::read_dir(dir).expect("the seed corpus is committed") {
        let path = entry.expect("a readable corpus entry").path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !name.starts_with("seed-") {
            continue;
        }
        let data = std::fs::read(&path).expect("a readable seed");
        for mode in [ParseMode::Lenient, ParseMode::Strict] {
            let Ok(c) = SgfCollection::parse_with(&data, ParseOptions::default().with_mode(mode)) else { continue };
            let same = ParseOptions::default().with_mode(ParseMode::Strict).with_charset(c.charset());
            let again = SgfCollection::parse_with(&c.to_bytes(), same)
                .unwrap_or_else(|e| panic!("{}: written SGF does not re-read strictly: {e}", path.display()));
            assert!(again == c, "{}: parse -> write -> parse changed the tree", path.display());
            let (text, lossy) = c.to_utf8();
            let utf8 = SgfCollection::parse_with(text.as_bytes(), ParseOptions::default().with_mode(mode))
                .unwrap_or_else(|e| panic!("{}: UTF-8 output does not re-read: {e}", path.display()));
            if lossy == 0 && c.charset().name() == "UTF-8" {
                assert_eq!(utf8.node_count(), c.node_count(), "{}", path.display());
            }
            for g in 0..c.games().len().min(4) {
                let _ = c.replay(g);
            }
        }
        seeds += 1;
    }
    assert!(seeds >= 5, "expected the committed seeds, found {seeds}");
}

#[cfg(all(feature = "gtp", feature = "bot"))]
#[allow(unreachable_pub, dead_code, clippy::all)]
#[path = "../../fuzz/src/gtp.rs"]
mod gtp;

#[cfg(all(feature = "phantom", feature = "rengo"))]
#[allow(unreachable_pub, dead_code, clippy::all, clippy::cast_possible_truncation)]
#[path = "../../fuzz/src/table.rs"]
mod table;

/// The committed seeds of a fuzz target, each run through `check`.
#[cfg(any(all(feature = "gtp", feature = "bot"), all(feature = "phantom", feature = "rengo")))]
fn seeds_of(target: &str, check: fn(&[u8]) -> Result<(), String>) -> usize {
    let dir = format!("{}/../fuzz/corpus/{target}", env!("CARGO_MANIFEST_DIR"));
    let mut seeds = 0;
    for entry in std::fs::read_dir(&dir).expect("the seed corpus is committed") {
        let path = entry.expect("a readable corpus entry").path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !name.starts_with("seed-") {
            continue;
        }
        let bytes = std::fs::read(&path).expect("a readable seed");
        if let Err(message) = check(&bytes) {
            panic!("{}: {message}", path.display());
        }
        seeds += 1;
    }
    seeds
}

/// The `gtp` fuzz target's seeds (and every crash it found, kept as a
/// seed): well-formed answers, no panic, failed commands change nothing,
/// the engine's record rebuilds its game.
#[cfg(all(feature = "gtp", feature = "bot"))]
#[test]
fn gtp_fuzz_seed_corpus_replays() {
    assert!(seeds_of("gtp", gtp::run) >= 2);
}

/// The `table` fuzz target's seeds (and every crash it found): seats,
/// clocks, the counting protocol and the Phantom referee against the
/// promises of `fuzz/src/table.rs`.
#[cfg(all(feature = "phantom", feature = "rengo"))]
#[test]
fn table_fuzz_seed_corpus_replays() {
    assert!(seeds_of("table", table::run) >= 5);
}
