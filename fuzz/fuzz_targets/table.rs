//! Fuzz target: see `go_core_fuzz::table` for the input format and the
//! promises checked.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(failure) = go_core_fuzz::table::run(data) {
        panic!("{failure}");
    }
});
