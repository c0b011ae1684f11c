//! The panic boundary: no Rust panic unwinds into C.
//!
//! Every export runs its body through [`guard`] (directly, or through the
//! handle borrows of `handle.rs`, which also poison a game whose change was
//! cut short), or through [`guard_or`] when it returns a value instead of a
//! status.

use std::panic::{self, AssertUnwindSafe};

use crate::status::GoStatus;

/// Runs `body`, answering `GO_STATUS_PANIC` if it panics.
pub(crate) fn guard(body: impl FnOnce() -> GoStatus) -> GoStatus {
    guard_or(GoStatus::Panic, body)
}

/// Runs `body`, answering `fallback` if it panics.
pub(crate) fn guard_or<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    // AssertUnwindSafe: after a panic nothing the body touched is looked at
    // again, except a game handle, which `handle.rs` marks as poisoned first
    // so that no later call can see it half changed.
    panic::catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_the_panic_status_or_the_fallback() {
        assert_eq!(guard(|| panic!("test panic, expected")), GoStatus::Panic);
        assert_eq!(guard(|| GoStatus::Ko), GoStatus::Ko);
        assert_eq!(guard_or(7, || -> i32 { panic!("test panic, expected") }), 7);
        assert_eq!(guard_or(7, || 8), 8);
    }
}
