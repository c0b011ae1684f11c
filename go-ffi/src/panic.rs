//! The panic boundary: no Rust panic unwinds into C.
//!
//! Every export runs its body through [`guard_or`]: directly when it
//! returns a value, through `status::guard` when it returns a status, or
//! through the handle borrows of `handle.rs`, which also poison a handle
//! whose change was cut short. This module knows nothing of statuses.

use std::panic::{self, AssertUnwindSafe};

/// Runs `body`, answering `fallback` if it panics.
pub(crate) fn guard_or<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    // AssertUnwindSafe: after a panic nothing the body touched is looked at
    // again, except a handle, which `handle.rs` marks as poisoned first so
    // that no later call can see it half changed.
    panic::catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_the_fallback() {
        assert_eq!(guard_or(7, || -> i32 { panic!("test panic, expected") }), 7);
        assert_eq!(guard_or(7, || 8), 8);
    }
}
