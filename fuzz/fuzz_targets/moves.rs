//! Fuzz target: random legal games with undo, tolerant replays and refused
//! moves, checked after every step (see `go_core_fuzz::moves`).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(failure) = go_core_fuzz::moves::run(data) {
        panic!("{failure}");
    }
});
