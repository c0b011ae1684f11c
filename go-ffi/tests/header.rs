//! The committed C header must be what cbindgen makes of this crate now.
//!
//! Run with `GO_FFI_BLESS=1` to rewrite `include/go_core.h` instead of
//! comparing.

use std::fs;
use std::path::{Path, PathBuf};

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn header_path() -> PathBuf {
    crate_dir().join("..").join("include").join("go_core.h")
}

/// The header as cbindgen generates it from the sources and `cbindgen.toml`.
fn generate() -> String {
    let dir = crate_dir();
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml is valid");
    let bindings = cbindgen::Builder::new()
        .with_crate(&dir)
        .with_config(config)
        .generate()
        .expect("cbindgen generates the header");
    let mut out = Vec::new();
    bindings.write(&mut out);
    String::from_utf8(out).expect("the header is UTF-8")
}

fn first_difference(a: &str, b: &str) -> String {
    for (i, (la, lb)) in a.lines().zip(b.lines()).enumerate() {
        if la != lb {
            return format!("line {}:\n  committed: {la}\n  generated: {lb}", i + 1);
        }
    }
    format!("one is a prefix of the other ({} vs {} lines)", a.lines().count(), b.lines().count())
}

#[test]
fn committed_header_is_up_to_date() {
    let generated = generate();
    let path = header_path();
    if std::env::var_os("GO_FFI_BLESS").is_some_and(|v| v == "1") {
        fs::write(&path, &generated).expect("include/go_core.h is writable");
        return;
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{} is stale; regenerate it with `GO_FFI_BLESS=1 cargo test -p go-ffi --test header`.\nFirst difference at {}",
        Path::new("include/go_core.h").display(),
        first_difference(&committed, &generated)
    );
}

#[test]
fn every_status_in_the_header_has_a_message() {
    let header = generate();
    let mut seen = 0;
    for line in header.lines() {
        let Some((name, value)) = line.trim().strip_suffix(',').and_then(|l| l.split_once(" = ")) else {
            continue;
        };
        if !name.starts_with("GO_STATUS_") {
            continue;
        }
        let code: std::ffi::c_int = value.parse().expect("status values are numbers");
        // SAFETY: go_status_message returns a static NUL-terminated string.
        let text = unsafe { std::ffi::CStr::from_ptr(go_ffi::go_status_message(code)) };
        assert_ne!(text, c"unknown status code", "{name} = {code} has no message");
        seen += 1;
    }
    assert!(seen > 30, "only {seen} statuses found in the header");
}
