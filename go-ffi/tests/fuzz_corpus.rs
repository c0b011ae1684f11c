//! The `ffi` fuzz target's committed seeds (and every input it found a
//! failure with, kept as a seed) replayed with the same checks
//! (`fuzz/src/ffi.rs`): the exported functions in the order and with the
//! arguments each seed describes, no internal-failure status, the
//! promises checked there.

#[allow(unreachable_pub, dead_code, clippy::all, clippy::pedantic, clippy::cast_possible_truncation)]
#[path = "../../fuzz/src/ffi.rs"]
mod ffi;

#[test]
fn ffi_fuzz_seed_corpus_replays() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../fuzz/corpus/ffi");
    let mut seeds = 0;
    for entry in std::fs::read_dir(dir).expect("the seed corpus is committed") {
        let path = entry.expect("a readable corpus entry").path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        // Local fuzz runs add other (git-ignored) inputs to the same folder.
        if !name.starts_with("seed-") {
            continue;
        }
        let bytes = std::fs::read(&path).expect("a readable seed");
        if let Err(message) = ffi::run(&bytes) {
            panic!("{}: {message}", path.display());
        }
        seeds += 1;
    }
    assert!(seeds >= 4, "expected the committed seeds, found {seeds}");
}
