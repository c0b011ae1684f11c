//! Fuzz target: the C ABI's exported functions called in any order with any
//! arguments on live handles (see `go_core_fuzz::ffi`): no status of an
//! internal failure, no panic (libFuzzer's hook aborts on any), and the
//! promises checked there.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(failure) = go_core_fuzz::ffi::run(data) {
        panic!("{failure}");
    }
});
