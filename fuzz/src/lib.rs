//! Fuzz checks for go-core, kept apart from the libFuzzer entry points in
//! `fuzz_targets/` so that the same functions can replay the committed
//! corpus in an ordinary test.

pub mod ffi;
pub mod gtp;
pub mod moves;
pub mod sgf;
pub mod table;
