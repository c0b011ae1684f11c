//! The library's version: `go_version()` at run time, the
//! `GO_CORE_VERSION_*` constants (generated from go-core's version) at
//! compile time.

use std::ffi::{CStr, c_char};

/// go-core's version as a NUL-terminated string.
const VERSION: &CStr = {
    const BYTES: &[u8] = concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes();
    match CStr::from_bytes_with_nul(BYTES) {
        Ok(text) => text,
        Err(_) => panic!("the version holds no NUL"),
    }
};

/// The version of go-core this library was built from, `major.minor.patch`
/// (`"0.1.0"`): compare it with the `GO_CORE_VERSION_MAJOR`, `_MINOR` and
/// `_PATCH` constants of the header a program was compiled with.
///
/// Ownership: a static string owned by the library; never NULL; do not
/// free it. Thread-safe.
#[unsafe(no_mangle)]
pub extern "C" fn go_version() -> *const c_char {
    crate::panic::guard_or(VERSION.as_ptr(), || VERSION.as_ptr())
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::generated::{GO_CORE_VERSION_MAJOR, GO_CORE_VERSION_MINOR, GO_CORE_VERSION_PATCH};

    #[test]
    fn the_version_is_go_cores_and_the_headers() {
        // SAFETY: a static NUL-terminated string.
        let text = unsafe { CStr::from_ptr(go_version()) }.to_str().unwrap();
        assert_eq!(text, go_core::VERSION);
        let numbers = format!("{GO_CORE_VERSION_MAJOR}.{GO_CORE_VERSION_MINOR}.{GO_CORE_VERSION_PATCH}");
        assert_eq!(text, numbers);
    }
}
