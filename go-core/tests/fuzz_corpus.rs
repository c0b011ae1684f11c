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
    let mut topologies = std::collections::BTreeSet::new();
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
        topologies.insert(format!("{:?}", moves::decode_setup(&bytes).1));
        seeds += 1;
    }
    assert!(seeds >= 9, "expected the committed seeds, found {seeds}");
    // The seeds play on every topology (the plane, the torus, both
    // cylinders).
    assert_eq!(topologies.len(), 4, "{topologies:?}");
}

#[cfg(feature = "sgf")]
#[allow(unreachable_pub, dead_code, clippy::all)]
#[path = "../../fuzz/src/sgf.rs"]
mod sgf;

/// The `sgf` fuzz target's seeds (and every crash it found, kept as a seed)
/// with its promises (`fuzz/src/sgf.rs`): whatever parses is written in its
/// own character set and re-read strictly as an equal tree, written as
/// UTF-8 and re-read with the same shape (and the same texts when nothing
/// was lossy), and replays without panicking.
#[cfg(feature = "sgf")]
#[test]
fn sgf_fuzz_seed_corpus_replays() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../fuzz/corpus/sgf");
    let mut seeds = 0;
    for entry in std::fs::read_dir(dir).expect("the seed corpus is committed") {
        let path = entry.expect("a readable corpus entry").path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !name.starts_with("seed-") {
            continue;
        }
        let data = std::fs::read(&path).expect("a readable seed");
        if let Err(message) = sgf::run(&data) {
            panic!("{}: {message}", path.display());
        }
        seeds += 1;
    }
    assert!(seeds >= 12, "expected the committed seeds, found {seeds}");
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
