//! Fuzz target: any bytes parsed as SGF, written back in their own
//! character set and as UTF-8, re-read and compared, and replayed (see
//! `go_core_fuzz::sgf` for the promises checked).

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(failure) = go_core_fuzz::sgf::run(data) {
        panic!("{failure}");
    }
});
